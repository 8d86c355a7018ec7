import React from 'react';

// Stands in for every @theme-original/* component a wrap renders: shows the label it was given and keeps
// the props of each render, so tests can check what the wrap passed on.
export const renderedProps: Record<string, unknown>[] = [];

export default function ThemeOriginal(props: Record<string, unknown>): React.JSX.Element {
  renderedProps.push(props);
  const label = (props.label ?? (props.item as {label?: unknown} | undefined)?.label) as React.ReactNode;
  return <div data-theme-original="">{label}</div>;
}
