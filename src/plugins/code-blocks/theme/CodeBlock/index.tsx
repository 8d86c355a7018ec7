// Replaces theme-classic's CodeBlock and the CodeBlock/Content/String it renders: a fenced block
// arrives highlighted by the build (its code carries marks, its `highlight` prop their classes:
// ../../marks.ts), which Content turns into lines; stock metadata, context and layout otherwise.
// Two changes besides: no remount after hydration (stock `key={String(isBrowser)}` rebuilt every
// block once the app ran, for inline theme colours this site does not use), and the word-wrap
// toggle on every block without measuring whether the code scrolls (spec 2 "Code blocks"; stock
// useCodeWordWrap laid out each block after hydration only to hide the toggle).
// Upstream: the remount is for facebook/docusaurus#11566 (dark code blocks flash light); PR #12221
// (open) gives both Prism themes as CSS variables, which would end it. The measuring came with PR #7036.
// Source: recorded by the upgrade check (stock CodeBlock and CodeBlock/Content/String).
import React, {isValidElement, useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import ElementContent from '@theme/CodeBlock/Content/Element';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import type {Props as StockProps} from '@theme/CodeBlock';
import {stripMarks} from '../../marks';
import {MarkedCodeContext} from '../../markedCodeContext';

type Props = StockProps & {highlight?: string};

function useWordWrap() {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    code?.style.setProperty('white-space', isEnabled ? null : 'pre-wrap');
    code?.style.setProperty('overflow-wrap', isEnabled ? null : 'anywhere');
    setIsEnabled(!isEnabled);
  }, [isEnabled]);
  return useMemo(() => ({codeBlockRef, isEnabled, isCodeScrollable: true, toggle}), [isEnabled, toggle]);
}

function StringCodeBlock({code, highlight, className, metastring, language, title, showLineNumbers}: Omit<Props, 'children'> & {code: string}) {
  const {prism} = useThemeConfig();
  const plain = highlight === undefined ? code : stripMarks(code);
  const metadata = useMemo(
    () => createCodeBlockMetadata({code: plain, className, metastring, language, title, showLineNumbers, magicComments: prism.magicComments, defaultLanguage: prism.defaultLanguage}),
    [plain, className, metastring, language, title, showLineNumbers, prism],
  );
  const marked = useMemo(() => (highlight === undefined ? undefined : {code, classes: highlight.split('\n')}), [code, highlight]);
  const wordWrap = useWordWrap();
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <MarkedCodeContext.Provider value={marked}>
        <CodeBlockLayout />
      </MarkedCodeContext.Provider>
    </CodeBlockContextProvider>
  );
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return <ElementContent {...props}>{children}</ElementContent>;
  return <StringCodeBlock {...props} code={React.Children.toArray(children).join('')} />;
}
