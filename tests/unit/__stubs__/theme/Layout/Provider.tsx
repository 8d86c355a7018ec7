import React from 'react';

// Stands in for @theme/Layout/Provider: the layout's context providers, no chrome.
export default function LayoutProvider({children}: {children: React.ReactNode}): React.JSX.Element {
  return <div data-layout-provider>{children}</div>;
}
