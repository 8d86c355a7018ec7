// Replaces theme-classic's CodeBlock and the CodeBlock/Content/String it renders: a fenced block
// arrives highlighted by the build (its code carries marks, its `highlight` prop their classes:
// ../../marks.ts), which Content turns into lines; stock metadata, context and layout otherwise.
// Besides: no remount after hydration (stock `key={String(isBrowser)}`, for inline theme colours this
// site does not use; facebook/docusaurus#11566, PR #12221 would end it); the word-wrap toggle on every
// block without measuring (spec 2; src/hooks/useWordWrap.ts); a block the server rendered is not hydrated.
// Source: recorded by the upgrade check (stock CodeBlock and CodeBlock/Content/String).
import React, {isValidElement, useMemo, useRef, type ReactNode} from 'react';
import {createPortal} from 'react-dom';
import {useThemeConfig} from '@docusaurus/theme-common';
import {CodeBlockContextProvider, createCodeBlockMetadata} from '@docusaurus/theme-common/internal';
import ElementContent from '@theme/CodeBlock/Content/Element';
import CodeBlockLayout from '@theme/CodeBlock/Layout';
import Buttons from '@theme/CodeBlock/Buttons';
import type {Props as StockProps} from '@theme/CodeBlock';
import {useNearViewport} from '@site/src/hooks/useNearViewport';
import {SERVER_CHILDREN, useHydratingServerHtml} from '@site/src/hooks/useServerHtml';
import {useWordWrap} from '@site/src/hooks/useWordWrap';
import {stripMarks} from '../../marks';
import {MarkedCodeContext} from '../../markedCodeContext';

type Props = StockProps & {highlight?: string};
type StringProps = Omit<Props, 'children'> & {code: string};

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
 * A block the server rendered hydrates as a leaf that keeps the server's lines (src/hooks/useServerHtml):
 * none of its components run while the page hydrates (on the longest page, 150 blocks were more than
 * half of hydration). Its buttons come when it nears the viewport, portalled where Layout puts them.
 */
function ServerRenderedBlock(props: StringProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref);
  const pre = near ? ref.current?.querySelector('pre') : null;
  return (
    <>
      <div ref={ref} {...SERVER_CHILDREN} />
      {pre?.parentElement && createPortal(<BlockContext {...props} pre={pre}><Buttons /></BlockContext>, pre.parentElement)}
    </>
  );
}

function StringCodeBlock(props: StringProps) {
  if (useHydratingServerHtml()) return <ServerRenderedBlock {...props} />;
  return <BlockContext {...props}><CodeBlockLayout /></BlockContext>;
}

export default function CodeBlock({children, ...props}: Props): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return <ElementContent {...props}>{children}</ElementContent>;
  return <StringCodeBlock {...props} code={React.Children.toArray(children).join('')} />;
}
