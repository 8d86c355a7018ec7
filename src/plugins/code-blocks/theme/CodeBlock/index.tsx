// Replaces theme-classic's CodeBlock and the CodeBlock/Content/String it renders: a fenced block
// arrives highlighted by the build (its code carries marks, its `highlight` prop their classes:
// ../../marks.ts), which Content turns into lines; stock metadata, context and layout otherwise.
// Three changes besides: no remount after hydration (stock `key={String(isBrowser)}` rebuilt every
// block once the app ran, for inline theme colours this site does not use); the word-wrap toggle on
// every block without measuring whether the code scrolls (spec 2 "Code blocks"; stock
// useCodeWordWrap laid out each block after hydration only to hide the toggle); and a block the
// server rendered is not hydrated (ServerRenderedBlock, below).
// Upstream: the remount is for facebook/docusaurus#11566 (dark code blocks flash light); PR #12221
// (open) gives both Prism themes as CSS variables, which would end it. The measuring came with PR #7036.
// Source: recorded by the upgrade check (stock CodeBlock and CodeBlock/Content/String).
import React, {isValidElement, useCallback, useMemo, useRef, useState, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import ElementContent from '@theme/CodeBlock/Content/Element';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import Buttons from '@theme/CodeBlock/Buttons';
import type {Props as StockProps} from '@theme/CodeBlock';
import {useNearViewport} from '@site/src/hooks/useNearViewport';
import {SERVER_CHILDREN, useHydratingServerHtml} from '@site/src/hooks/useServerHtml';
import {stripMarks} from '../../marks';
import {MarkedCodeContext} from '../../markedCodeContext';

type Props = StockProps & {highlight?: string};
type StringProps = Omit<Props, 'children'> & {code: string};

function useWordWrap(element: HTMLPreElement | null = null) {
  const codeBlockRef = useRef<HTMLPreElement>(element);
  const [isEnabled, setIsEnabled] = useState(false);
  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    code?.style.setProperty('white-space', isEnabled ? null : 'pre-wrap');
    code?.style.setProperty('overflow-wrap', isEnabled ? null : 'anywhere');
    setIsEnabled(!isEnabled);
  }, [isEnabled]);
  return useMemo(() => ({codeBlockRef, isEnabled, isCodeScrollable: true, toggle}), [isEnabled, toggle]);
}

/** The block's context: its metadata, word wrap and marked code, for Layout, Content and Buttons. */
function BlockContext({code, highlight, className, metastring, language, title, showLineNumbers, pre, children}: StringProps & {pre?: HTMLPreElement; children: ReactNode}) {
  const {prism} = useThemeConfig();
  const plain = highlight === undefined ? code : stripMarks(code);
  const metadata = useMemo(
    () => createCodeBlockMetadata({code: plain, className, metastring, language, title, showLineNumbers, magicComments: prism.magicComments, defaultLanguage: prism.defaultLanguage}),
    [plain, className, metastring, language, title, showLineNumbers, prism],
  );
  const marked = useMemo(() => (highlight === undefined ? undefined : {code, classes: highlight.split('\n')}), [code, highlight]);
  const wordWrap = useWordWrap(pre);
  return (
    <CodeBlockContextProvider metadata={metadata} wordWrap={wordWrap}>
      <MarkedCodeContext.Provider value={marked}>{children}</MarkedCodeContext.Provider>
    </CodeBlockContextProvider>
  );
}

/**
 * A block the server rendered, as hydration finds it: its container hydrates as a leaf that keeps the
 * server's lines, title and classes, so none of the block's components run while the page hydrates
 * (on the longest page, 150 blocks were more than half of what hydration rendered). Its copy and wrap
 * buttons come when it nears the viewport, rendered into the server's content element, where the
 * stock Layout puts them; they read the block's context as in a rendered block.
 */
function ServerRenderedBlock(props: StringProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const pre = near ? ref.current?.querySelector('pre') : null;
  return (
    <>
      <div ref={ref} {...SERVER_CHILDREN} />
      {pre?.parentElement &&
        createPortal(
          <BlockContext {...props} pre={pre}>
            <Buttons />
          </BlockContext>,
          pre.parentElement,
        )}
    </>
  );
}

function StringCodeBlock(props: StringProps) {
  if (useHydratingServerHtml()) return <ServerRenderedBlock {...props} />;
  return (
    <BlockContext {...props}>
      <CodeBlockLayout />
    </BlockContext>
  );
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return <ElementContent {...props}>{children}</ElementContent>;
  return <StringCodeBlock {...props} code={React.Children.toArray(children).join('')} />;
}
