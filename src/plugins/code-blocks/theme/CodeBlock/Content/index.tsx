// Replaces theme-classic's CodeBlock/Content, whose <Highlight> ran Prism in the browser and made an
// element with an inline style per token: the lines come from the build's highlighting (the block's
// marks, ../../../marks.ts) as one HTML string coloured by classes, identical in the server render,
// in hydration and after a client-side navigation.
// Upstream: build-time highlighting is not a Docusaurus option; facebook/docusaurus PR #12221 (open)
// moves the Prism themes to CSS variables. Source and the two private CSS modules: recorded by the
// upgrade check.
import React, {useContext, useMemo, type CSSProperties, type ReactNode} from 'react';
import clsx from 'clsx';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
// theme-classic's private CSS modules of the stock content and numbered line (the upgrade check watches them).
import stockStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Content/styles.module.css';
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {codeHtml} from '../../../marks';
import {MarkedCodeContext} from '../../../markedCodeContext';
import styles from './styles.module.css';

const NUMBERED = {line: lineStyles.codeLine, number: lineStyles.codeLineNumber, content: lineStyles.codeLineContent};

export default function CodeBlockContent({className}: Props): ReactNode {
  const {metadata, wordWrap} = useCodeBlockContext();
  const marked = useContext(MarkedCodeContext);
  const {code, language, lineClassNames, lineNumbersStart} = metadata;
  const numbered = lineNumbersStart !== undefined;
  const html = useMemo(() => codeHtml(code, lineClassNames, marked, numbered ? NUMBERED : undefined), [code, lineClassNames, marked, numbered]);
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      // The code scrolls sideways: keyboard readers reach it to scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      style={{'--code-lines': code.split('\n').length} as CSSProperties}
      className={clsx(className, `prism-code language-${language}`, stockStyles.codeBlock, styles.codeBlock, 'thin-scrollbar')}>
      <code
        className={clsx(stockStyles.codeBlockLines, numbered && stockStyles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
