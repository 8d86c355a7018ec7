// Ejected: after hydration each block measures whether its code scrolls (for the word-wrap button),
// and in the stock component that state change re-rendered the whole block, with new metadata, in
// the one blocking render that follows hydration, once per block. Here the metadata is memoized, the
// block's layout element is stable, and the measured value reaches the block in a transition.
import React, {useDeferredValue, useMemo, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata, useCodeWordWrap} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';

function useCodeBlockMetadata({children, className, metastring, language, title, showLineNumbers}: Props) {
  const {prism} = useThemeConfig();
  return useMemo(
    () =>
      createCodeBlockMetadata({
        code: children,
        className,
        metastring,
        magicComments: prism.magicComments,
        defaultLanguage: prism.defaultLanguage,
        language,
        title,
        showLineNumbers,
      }),
    [children, className, metastring, prism.magicComments, prism.defaultLanguage, language, title, showLineNumbers],
  );
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const {codeBlockRef, isEnabled, isCodeScrollable, toggle} = useCodeWordWrap();
  // Toggling word wrap is the reader's click and shows at once; the measurement may lag a frame.
  const deferredScrollable = useDeferredValue(isCodeScrollable);
  const wordWrap = useMemo(
    () => ({codeBlockRef, isEnabled, isCodeScrollable: deferredScrollable, toggle}),
    [codeBlockRef, isEnabled, deferredScrollable, toggle],
  );
  const layout = useMemo(() => <CodeBlockLayout />, []);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      {layout}
    </CodeBlockContextProvider>
  );
}
