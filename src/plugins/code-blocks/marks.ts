// How a code block travels highlighted from the build to the page. The build (highlight.ts) writes
// the block's code with a mark before each run of tokens that share their classes; the classes the
// marks stand for are the block's `highlight` prop, one class list per line, the same table for
// every block of a doc. A mark is one character of Unicode's private use area: MARK_BASE ends a
// run (what follows looks like plain text), MARK_BASE + 1 + i starts a run of the table's i-th
// class list. The marks cost the page's JS chunk about one byte per run, where the highlighted
// HTML itself would cost twice the code. No Prism here: the browser only turns marks into HTML.

/** The mark of plain text; the mark of the i-th class list is MARK_BASE + 1 + i. */
export const MARK_BASE = 0xe000;
/** The last character of the private use area: code holding any mark character is not highlighted. */
export const MARK_LAST = 0xf8ff;
/** The code element's prop that carries a highlighted block's class lists (joined by newlines). */
export const HIGHLIGHT_PROP = 'highlight';
export const MARK_CHARACTERS = /[\ue000-\uf8ff]/;

/** A highlighted block as its CodeBlock receives it: the marked code and the class lists. */
export interface MarkedCode {
  code: string;
  classes: readonly string[];
}

/** The class names of theme-classic's numbered lines (its Line component's CSS module). */
export interface NumberedLineClasses {
  line: string;
  number: string;
  content: string;
}

const ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;'};
const escapeHtml = (text: string): string => text.replace(/[&<>]/g, (character) => ESCAPES[character]!);

export const stripMarks = (text: string): string => text.replace(new RegExp(MARK_CHARACTERS.source, 'g'), '');

/** Each line of a marked block: its text and its inner HTML (a run can go on over several lines). */
export function markedLines({code, classes}: MarkedCode): {text: string; html: string}[] {
  let open = '';
  return code.split('\n').map((line) => {
    let text = '';
    let html = '';
    let run = '';
    const flush = () => {
      if (run) html += open ? `<span class="${open}">${escapeHtml(run)}</span>` : escapeHtml(run);
      text += run;
      run = '';
    };
    for (const character of line) {
      const point = character.charCodeAt(0);
      if (point < MARK_BASE || point > MARK_LAST) {
        run += character;
        continue;
      }
      flush();
      open = point === MARK_BASE ? '' : (classes[point - MARK_BASE - 1] ?? '');
    }
    flush();
    return {text, html};
  });
}

/**
 * The inner HTML of a block's <code>: one `token-line` element per line of `code` (the code as
 * theme-common's metadata has it, magic comments removed), each line's HTML taken from the marked
 * code in order (a removed line is skipped), or its plain text when the block is not highlighted.
 * An empty line gets a <br>, which gives it a line's height.
 */
export function codeHtml(
  code: string,
  lineClassNames: Record<number, string[] | undefined>,
  marked?: MarkedCode,
  numbered?: NumberedLineClasses,
): string {
  const source = marked ? markedLines(marked) : [];
  let next = 0;
  return code
    .split('\n')
    .map((line, index) => {
      while (next < source.length && source[next]!.text !== line) next += 1;
      const content = next < source.length ? source[next++]!.html : escapeHtml(line);
      const classes = ['token-line', ...(lineClassNames[index] ?? []), ...(numbered ? [numbered.line] : [])].join(' ');
      const body = numbered ? `<span class="${numbered.number}"></span><span class="${numbered.content}">${content}</span>` : content;
      return `<div class="${classes}">${body}${content ? '' : '<br>'}</div>`;
    })
    .join('');
}
