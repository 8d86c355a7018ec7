// Eject of @docusaurus/theme-classic 3.10.2's CodeBlock/Content: the lines are one HTML string.
// The lines are one HTML string (src/utils/codeHtml.ts) coloured by classes
// (src/plugins/prism/tokenClasses.ts), not a React element per line and token with inline styles. A long page's hydration walked thousands of
// token nodes and ran Prism over every block again; here React hydrates one <code> per block and
// keeps the server's lines as they are (useCodeHtml), Prism is not loaded for it at all
// (src/plugins/prism/client/highlighterLoader.ts), and colour-mode changes are CSS only.
// The stock Pre and Code components and the <Highlight> render are folded into the one component below.
import React, {useEffect, useLayoutEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode, type RefObject} from 'react';
import clsx from 'clsx';
// CHANGED: no usePrismTheme, <Highlight> or Line; the imports below the next one are new.
import {useThemeConfig} from '@docusaurus/theme-common';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import type {Props} from '@theme/CodeBlock/Content';
import {createTokenClasses, type TokenClasses} from '@site/src/plugins/prism/tokenClasses';
import {isHydrating} from '@site/src/patches/hydrate-client-entry/hydration';
// A private file of theme-classic: the numbered-line classes of its Line component (the classes are
// checked in tests/unit/theme/CodeBlock/codeHtml.test.ts, the rendering in tests/e2e/code-blocks.spec.ts).
import lineStyles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Line/styles.module.css';
import {codeHtml, plainLines, type CodeHtmlOptions} from '@site/src/utils/codeHtml';
import {loadedHighlighter, loadHighlighter, type Highlighter} from '@site/src/plugins/prism/client/highlighterLoader';
import styles from './styles.module.css';

const NUMBERED = {line: lineStyles.codeLine, number: lineStyles.codeLineNumber, content: lineStyles.codeLineContent};

// CHANGED: new. The token classes of the site's two themes, made once.
/** The token classes of the site's two themes, made once. */
let tokenClassesCache: {light: unknown; dark: unknown; classes: TokenClasses} | undefined;
function useTokenClasses(): TokenClasses {
  const {prism} = useThemeConfig();
  const light = prism.theme;
  const dark = prism.darkTheme ?? prism.theme;
  if (tokenClassesCache?.light !== light || tokenClassesCache.dark !== dark) {
    tokenClassesCache = {light, dark, classes: createTokenClasses(light, dark)};
  }
  return tokenClassesCache.classes;
}

// CHANGED: new, in place of <Highlight> and one Line per line.
/**
 * The block's inner HTML. While the page hydrates, the server's lines are already in the <code>,
 * and React leaves an element's `dangerouslySetInnerHTML` content as it is when it hydrates it; so
 * the lines are not computed then ('' stands for "as the server wrote them"). They are computed on
 * any later render whose input differs (a page reached by client-side navigation, an edit in
 * development), and in the one case where the <code> turns out empty (React rendered the block anew
 * instead of hydrating it, after an error). Until the highlighter has loaded, such a render shows
 * the lines as plain text.
 */
function useCodeHtml(key: string, code: string, options: CodeHtmlOptions): [string, RefObject<HTMLElement | null>] {
  const [serverKey] = useState(() => (isHydrating() ? key : null));
  const [serverLinesMissing, setServerLinesMissing] = useState(false);
  const [highlighter, setHighlighter] = useState<Highlighter | undefined>(loadedHighlighter);
  const ref = useRef<HTMLElement>(null);
  const fromServer = key === serverKey && !serverLinesMissing;
  const html = useMemo(
    () => (fromServer ? '' : highlighter ? highlighter.highlight(code, options) : codeHtml(plainLines(code), options)),
    [fromServer, key, highlighter], // eslint-disable-line react-hooks/exhaustive-deps
  );
  useLayoutEffect(() => {
    if (fromServer && ref.current && !ref.current.hasChildNodes()) setServerLinesMissing(true);
  }, [fromServer]);
  useEffect(() => {
    if (fromServer || highlighter) return undefined;
    let current = true;
    void loadHighlighter().then((loaded) => current && setHighlighter(loaded));
    return () => {
      current = false;
    };
  }, [fromServer, highlighter]);
  return [html, ref];
}

export default function CodeBlockContent({className: classNameProp}: Props): ReactNode {
  // CHANGED: the lines come from useCodeHtml, not from <Highlight>; the language is lower-cased once here.
  const {metadata, wordWrap} = useCodeBlockContext();
  const tokenClasses = useTokenClasses();
  const {code, lineNumbersStart, lineClassNames} = metadata;
  const language = metadata.language.toLowerCase();
  const numbered = lineNumbersStart !== undefined;
  const [html, codeRef] = useCodeHtml(`${language}\u0000${numbered}\u0000${JSON.stringify(lineClassNames)}\u0000${code}`, code, {
    language,
    tokenClasses,
    lineClassNames,
    numbered: numbered ? NUMBERED : undefined,
  });
  // CHANGED: the block's height before it is first rendered (styles.module.css: content-visibility).
  const lineCount = useMemo(() => code.split(/\r\n|\r|\n/).length, [code]);
  return (
    <pre
      ref={wordWrap.codeBlockRef}
      style={{'--code-lines': lineCount} as CSSProperties}
      // The code scrolls sideways: keyboard readers reach it to scroll it.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      // CHANGED: the class <Highlight> gave (prism-code language-x), and no inline style of the theme.
      className={clsx(classNameProp, `prism-code language-${language}`, styles.codeBlock, 'thin-scrollbar')}>
      <code
        ref={codeRef}
        className={clsx(styles.codeBlockLines, numbered && styles.codeBlockLinesWithNumbering)}
        style={numbered ? {counterReset: `line-count ${lineNumbersStart - 1}`} : undefined}
        // CHANGED: the lines as one HTML string, in place of a Line element per line.
        dangerouslySetInnerHTML={{__html: html}}
      />
    </pre>
  );
}
