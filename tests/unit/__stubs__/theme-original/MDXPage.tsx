import React from 'react';

// Stands in for the stock MDXPage.
export default function MDXPage(): React.JSX.Element {
  return <div data-stock="MDXPage" />;
}
