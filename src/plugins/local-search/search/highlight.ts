// Algolia's `_highlightResult` and `_snippetResult` for one attribute: the text, HTML-escaped,
// with the matched parts between the highlight tags; a snippet is a window of N words around
// the first match, with the ellipsis text where it cuts.
import {matchKind} from './match';
import {tokenize, type QueryTerm} from './tokenize';
import type {HighlightResult, MatchLevel, SnippetResult} from './types';

export interface HighlightOptions {
  preTag: string;
  postTag: string;
  ellipsis: string;
  locale: string;
}

type Range = [start: number, end: number];

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

interface Matches {
  ranges: Range[];
  matchedWords: string[];
  /** The text's words (not their extra terms), for snippet windows. */
  words: Array<{start: number; end: number}>;
}

/** Where the query terms occur in `text` (merged, sorted ranges), which terms did, and its words. */
export function findMatches(text: string, terms: QueryTerm[], locale: string): Matches {
  const ranges: Range[] = [];
  const matched = new Set<string>();
  const lower = text.toLowerCase();
  for (const term of terms) {
    if (term.cjk) {
      for (let at = lower.indexOf(term.term); at !== -1; at = lower.indexOf(term.term, at + 1)) {
        ranges.push([at, at + term.term.length]);
        matched.add(term.term);
      }
    }
  }
  const latinTerms = terms.filter((term) => !term.cjk);
  const tokens = tokenize(text, locale);
  const words = tokens.filter((token) => token.word);
  if (latinTerms.length > 0) {
    for (const token of tokens) {
      for (const term of latinTerms) {
        const kind = matchKind(term.term, token.term, false);
        if (!kind) continue;
        matched.add(term.term);
        ranges.push(kind === 'prefix' ? [token.start, Math.min(token.end, token.start + term.term.length)] : [token.start, token.end]);
      }
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  return {ranges: merged, matchedWords: terms.filter((term) => matched.has(term.term)).map((term) => term.term), words};
}

function matchLevel(matchedWords: string[], terms: QueryTerm[]): MatchLevel {
  if (matchedWords.length === 0) return 'none';
  return matchedWords.length === terms.length ? 'full' : 'partial';
}

/** `text[from, to)` escaped, with the ranges inside it wrapped in the tags. */
function mark(text: string, ranges: Range[], from: number, to: number, options: HighlightOptions): string {
  let out = '';
  let at = from;
  for (const [start, end] of ranges) {
    const s = Math.max(start, from);
    const e = Math.min(end, to);
    if (e <= s) continue;
    out += escapeHtml(text.slice(at, s)) + options.preTag + escapeHtml(text.slice(s, e)) + options.postTag;
    at = e;
  }
  return out + escapeHtml(text.slice(at, to));
}

export function highlightAttribute(text: string, terms: QueryTerm[], options: HighlightOptions, matches = findMatches(text, terms, options.locale)): HighlightResult {
  const {ranges, matchedWords} = matches;
  const value = mark(text, ranges, 0, text.length, options);
  const fullyHighlighted = ranges.length === 1 && ranges[0][0] === 0 && ranges[0][1] === text.length;
  return {value, matchLevel: matchLevel(matchedWords, terms), matchedWords, fullyHighlighted};
}

/** A window of `words` words of `text`, starting a little before the first match. */
export function snippetAttribute(
  text: string,
  terms: QueryTerm[],
  words: number,
  options: HighlightOptions,
  matches = findMatches(text, terms, options.locale),
): SnippetResult {
  const {ranges, matchedWords, words: wordTokens} = matches;
  const level = matchLevel(matchedWords, terms);
  if (wordTokens.length <= words) return {value: mark(text, ranges, 0, text.length, options), matchLevel: level};
  const firstMatch = ranges.length > 0 ? ranges[0][0] : 0;
  let index = wordTokens.findIndex((token) => token.end > firstMatch);
  if (index < 0) index = 0;
  // A word or two of context before the match, as Algolia does.
  const lead = words > 4 ? 2 : 1;
  let first = Math.max(0, index - lead);
  const last = Math.min(wordTokens.length, first + words);
  first = Math.max(0, last - words);
  const from = first === 0 ? 0 : wordTokens[first].start;
  const to = last === wordTokens.length ? text.length : wordTokens[last - 1].end;
  const value =
    (first > 0 ? options.ellipsis : '') +
    mark(text, ranges, from, to, options) +
    (last < wordTokens.length ? options.ellipsis : '');
  return {value, matchLevel: level};
}
