import React from 'react';

// Stands in for the stock TOC: marks where it renders and with which props.
export default function TOC({toc, className}: {toc: readonly {value: string}[]; className?: string}): React.JSX.Element {
  return <ul data-stock="TOC" className={className} data-count={toc.length} />;
}
