import React from 'react';

// Stands in for the stock DocItem/Layout (@theme-init/DocItem/Layout): renders the doc it is given.
export default function DocItemLayout({children}: {children?: React.ReactNode}): React.JSX.Element {
  return <article data-stock="DocItem/Layout">{children}</article>;
}
