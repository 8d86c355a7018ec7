import React from 'react';

// Stands in for the original DocItem/Metadata (@theme-init/DocItem/Metadata) that wraps extend.
export default function DocItemMetadata(): React.JSX.Element {
  return <div data-testid="original-doc-item-metadata" />;
}
