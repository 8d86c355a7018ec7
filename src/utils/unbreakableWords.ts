/**
 * A line of text cut into runs, where each hyphenated word (`Jest-compatible`, `first-class`) is a
 * run of its own, flagged so that its view keeps it on one line: browsers may break after a
 * hyphen, and a headline broken as "Jest-" / "compatible" reads badly (issue 45). Pure; the hero
 * renders the flagged runs in a no-wrap span.
 */
export type TextRun = {text: string; keepWhole: boolean};

/** A word with a hyphen between two letters or digits (not a dash between spaces). */
const HYPHENATED_WORD = /[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu;

export function unbreakableWords(text: string): TextRun[] {
  const runs: TextRun[] = [];
  let last = 0;
  for (const match of text.matchAll(HYPHENATED_WORD)) {
    if (match.index > last) runs.push({text: text.slice(last, match.index), keepWhole: false});
    runs.push({text: match[0], keepWhole: true});
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({text: text.slice(last), keepWhole: false});
  return runs;
}
