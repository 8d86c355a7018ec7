// A code block's lines as one HTML string (the block sets it as its <code>'s inner HTML, so React
// neither builds nor hydrates a node per token). Compared with theme-classic's Line components it
// writes fewer nodes for the same look: adjacent tokens of the same classes share one span, tokens
// that look like plain text in both themes are bare text, and a line ends with <br> only when it is
// empty (a block-level line needs nothing to break after it; an empty one would collapse).
// No Prism here: src/plugins/prism/client/highlighter.ts tokenizes, in a chunk of its own that only
// renders outside hydration need.
import type {Token} from 'prism-react-renderer';
import type {TokenClasses} from '@site/src/plugins/prism/tokenClasses';

export type Line = Token[];

/** The lines of `code` as plain-text tokens (what prism-react-renderer makes of a language it lacks). */
export function plainLines(code: string): Line[] {
  return code.split(/\r\n|\r|\n/).map((text) => (text ? [{types: ['plain'], content: text}] : [{types: ['plain'], content: '\n', empty: true}]));
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};
export const escapeHtml = (text: string): string => text.replace(/[&<>]/g, (character) => ESCAPES[character]);

/** The class names of theme-classic's numbered lines (its Line component's CSS module). */
export interface NumberedLineClasses {
  line: string;
  number: string;
  content: string;
}

export interface CodeHtmlOptions {
  language: string;
  tokenClasses: TokenClasses;
  /** Extra classes per line index (magic comments: highlighted lines). */
  lineClassNames?: Record<number, string[] | undefined>;
  /** Set when the block shows line numbers. */
  numbered?: NumberedLineClasses;
}

/** The inner HTML of a code block's <code>: one `token-line` element per line. */
export function codeHtml(lines: readonly Line[], {language, tokenClasses, lineClassNames = {}, numbered}: CodeHtmlOptions): string {
  let html = '';
  lines.forEach((line, index) => {
    let content = '';
    let spanClass = '';
    let text = '';
    const flush = () => {
      if (text) content += spanClass ? `<span class="${spanClass}">${escapeHtml(text)}</span>` : escapeHtml(text);
      text = '';
    };
    for (const token of line) {
      // An empty line is one '\n' token (prism-react-renderer's marker); its <br> gives it height.
      if (token.empty) continue;
      const classes = tokenClasses(token.types, language);
      if (classes !== spanClass) {
        flush();
        spanClass = classes;
      }
      text += token.content;
    }
    flush();
    const classes = ['token-line', ...(lineClassNames[index] ?? []), ...(numbered ? [numbered.line] : [])].join(' ');
    const body = numbered ? `<span class="${numbered.number}"></span><span class="${numbered.content}">${content}</span>` : content;
    html += `<div class="${classes}">${body}${content ? '' : '<br>'}</div>`;
  });
  return html;
}
