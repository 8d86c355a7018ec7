import React from 'react';
import CopyButton from '@site/src/plugins/code-blocks/theme/CodeBlock/Buttons/CopyButton';

// Stands in for @theme/CodeBlock/Buttons: the code block's real CopyButton.
export default function CodeBlockButtons(): React.JSX.Element {
  return (
    <div data-buttons>
      <CopyButton />
    </div>
  );
}
