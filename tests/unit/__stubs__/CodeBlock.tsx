import React from 'react';

// Stands in for @theme/CodeBlock.
export default function CodeBlock({language, children}: {language?: string; children: string}): React.JSX.Element {
  return (
    <pre data-language={language}>
      <code>{children}</code>
    </pre>
  );
}
