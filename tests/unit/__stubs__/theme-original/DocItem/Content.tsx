import React from 'react';

// Stands in for the stock DocItem/Content.
export default function DocItemContent({children}: {children?: React.ReactNode}): React.JSX.Element {
  return (
    <div className="theme-doc-markdown" data-stock="DocItem/Content">
      {children}
    </div>
  );
}
