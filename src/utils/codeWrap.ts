/**
 * Inline code cut into the pieces a narrow column may wrap between (issue 53): the option box's
 * types, defaults and command-line flags. A name never breaks inside itself (browsers break after
 * a hyphen, `'happy-` / `dom'`, and the box once broke anywhere, `BuiltInReporter` / `Names`); the
 * code wraps at spaces, before each further flag (`--reporters,` / `--reporter`), before a flag's
 * `<value>`, after `=` of `--flag=value`, and inside a long type at the points a reader of code
 * expects: after a generic's `<` (`OneOrMany<` / `Rspack.Configuration`), after an opening `(`,
 * after a `,` with no space after it, and at the `.` of a qualified name (`NodeJS.` / `ProcessEnv`).
 * Pure; OptionMeta renders each word in a no-wrap span with a `<wbr>` between two words.
 */
export type CodePiece = {text: string; word: boolean};

/**
 * The points inside a run of non-space characters where it may wrap: after `<` that follows a
 * name, after `(` before a name or another `(`, after `,`, after `=` (not `=>`), and after `.`
 * between two names.
 */
const WRAP_AFTER = /(?<=[\w$]<)|(?<=\()(?=[\w$(])|(?<=,)(?=\S)|(?<==)(?!>)(?=\S)|(?<=[\w$]\.)(?=[A-Za-z_$])/;

/** `text` as words (kept whole) and the spaces between them; joined again, the text as it was. */
export function codePieces(text: string): CodePiece[] {
  const pieces: CodePiece[] = [];
  for (const run of text.split(/(\s+)/)) {
    if (run === '') continue;
    if (/^\s+$/.test(run)) {
      pieces.push({text: run, word: false});
      continue;
    }
    for (const word of run.split(WRAP_AFTER)) if (word) pieces.push({text: word, word: true});
  }
  return pieces;
}
