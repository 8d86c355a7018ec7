import React from 'react';

// Stands in for @theme/CodeBlock/Content/Element: a block of JSX children, not highlighted.
export default function CodeBlockJSX({children}: {children: React.ReactNode}): React.JSX.Element {
  return <pre data-element-content>{children}</pre>;
}
