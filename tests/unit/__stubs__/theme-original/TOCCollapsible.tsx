import React from 'react';

// Stands in for the stock TOCCollapsible.
export default function TOCCollapsible(): React.JSX.Element {
  return <button type="button" data-stock="TOCCollapsible">On this page</button>;
}
