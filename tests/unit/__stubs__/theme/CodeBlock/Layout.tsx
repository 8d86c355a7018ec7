import React from 'react';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Content from '@site/src/plugins/code-blocks/theme/CodeBlock/Content';
import CopyButton from '@site/src/plugins/code-blocks/theme/CodeBlock/Buttons/CopyButton';

// Stands in for @theme/CodeBlock/Layout: the title, the code block's real Content and CopyButton.
export default function CodeBlockLayout(): React.JSX.Element {
  const {metadata} = useCodeBlockContext();
  return (
    <div data-title={metadata.title}>
      <Content />
      <CopyButton />
    </div>
  );
}
