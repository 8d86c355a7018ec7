import React from 'react';

// Stands in for the stock DocItem.
export default function DocItem(): React.JSX.Element {
  return <div className="theme-doc-markdown" data-stock="DocItem" />;
}
