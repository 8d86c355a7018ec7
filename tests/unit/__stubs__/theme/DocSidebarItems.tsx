import React from 'react';

// Stands in for the stock DocSidebarItems: one link per top-level item.
export default function DocSidebarItems({items}: {items: readonly {label: string; href?: string}[]}): React.JSX.Element {
  return (
    <>
      {items.map((item) => (
        <li key={item.label}>
          <a href={item.href ?? '#'}>{item.label}</a>
        </li>
      ))}
    </>
  );
}
