// Eject of @docusaurus/theme-classic 3.10.2's CodeBlock/Content/String: the block renders once.
// The block's metadata is memoized and its layout element is stable, so the block renders
// once. theme-common's useCodeWordWrap is replaced by useWordWrap: it measured after hydration, in
// every block, whether the code scrolls (a forced layout and a re-render per block, and listeners
// for resizes and tab panels), only to hide the wrap toggle, which this site always shows (spec 2
// "Code blocks", src/theme/CodeBlock/Buttons/WordWrapButton).
import React, {useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
// CHANGED: no useCodeWordWrap (replaced by useWordWrap below).
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props} from '@theme/CodeBlock/Content/String';

// CHANGED: memoized on its inputs (stock: a new metadata object on every render).
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

// CHANGED: new, in place of theme-common's useCodeWordWrap (no measuring; isCodeScrollable is always true).
/** The word-wrap state of a block: the toggle sets `white-space: pre-wrap` on its <code>. */
function useWordWrap() {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (code) {
      // Only the wrap properties: a numbered block's <code> has its own inline counter-reset.
      code.style.whiteSpace = isEnabled ? '' : 'pre-wrap';
      code.style.overflowWrap = isEnabled ? '' : 'anywhere';
    }
    setIsEnabled(!isEnabled);
  }, [isEnabled]);
  return useMemo(() => ({codeBlockRef, isEnabled, isCodeScrollable: true, toggle}), [isEnabled, toggle]);
}

export default function CodeBlockString(props: Props): ReactNode {
  const metadata = useCodeBlockMetadata(props);
  const wordWrap = useWordWrap();
  // CHANGED: the layout element is created once, so a context update does not re-create it.
  const layout = useMemo(() => <CodeBlockLayout />, []);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      {layout}
    </CodeBlockContextProvider>
  );
}
