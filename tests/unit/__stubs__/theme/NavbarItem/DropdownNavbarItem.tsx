import React from 'react';

// Stands in for @theme/NavbarItem/DropdownNavbarItem: keeps the props of each render and shows the label.
export const dropdownProps: Record<string, unknown>[] = [];

export default function DropdownNavbarItem(props: Record<string, unknown>): React.JSX.Element {
  dropdownProps.push(props);
  return <div data-dropdown="">{props.label as React.ReactNode}</div>;
}
