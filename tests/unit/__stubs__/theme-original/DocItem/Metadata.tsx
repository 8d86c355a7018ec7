import React from 'react';

// Stands in for the stock DocItem/Metadata.
export default function DocItemMetadata(): React.JSX.Element {
  return <div data-stock="DocItem/Metadata" />;
}
