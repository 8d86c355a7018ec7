import React from 'react';

// Stands in for @theme/TabItem.
export default function TabItem({
  value,
  label,
  children,
}: {
  value: string;
  label?: string;
  children: React.ReactNode;
}): React.JSX.Element {
  return (
    <section role="tabpanel" data-value={value} aria-label={label ?? value}>
      {children}
    </section>
  );
}
