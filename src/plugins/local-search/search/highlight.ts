// Algolia's `_highlightResult` and `_snippetResult` for one attribute: the text, HTML-escaped,
// with the matched parts between the highlight tags; a snippet is a window of N words around
// the first match, with the ellipsis text where it cuts. A word is marked when MiniSearch matched
// it (exactly, fuzzily or through a synonym), or the part of it that a query word starts; a
// Chinese query word is marked wherever it occurs, however the segmenter cut the text.
import {isCjk, normalize, terms, tokenize, type Token} from './tokenize';
import type {HighlightResult, MatchLevel, SnippetResult} from './types';

export interface HighlightOptions {
  preTag: string;
  postTag: string;
  ellipsis: string;
}

type Range = [start: number, end: number];

const HTML_ESCAPES: Record<string, string> = {'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]);
}

/**
 * The words of the texts highlighted lately. Hits of one page share their headings, and each key
 * typed searches again over mostly the same records, whose Chinese text the segmenter would cut
 * again: the segmenter was the slowest part of an answer. Emptied when full.
 */
const TOKEN_CACHE_SIZE = 2000;
const tokenCache = new Map<string, Token[]>();
function tokensOf(text: string): Token[] {
  let tokens = tokenCache.get(text);
  if (!tokens) {
    if (tokenCache.size >= TOKEN_CACHE_SIZE) tokenCache.clear();
    tokens = tokenize(text);
    tokenCache.set(text, tokens);
  }
  return tokens;
}

/** The distinct words of a query, as the index's terms. */
export function queryTerms(query: string): string[] {
  return [...new Set(terms(query))];
}

interface Matches {
  ranges: Range[];
  matchedWords: string[];
  level: MatchLevel;
  /** The text's words, for snippet windows. */
  words: Range[];
}

/** Where `words` (the query's) and `matched` (the indexed terms MiniSearch matched) occur in `text`. */
export function findMatches(text: string, words: string[], matched: readonly string[]): Matches {
  const ranges: Range[] = [];
  const found = new Set<string>();
  const lower = normalize(text);
  // NFKC can change the length of the text; Chinese substrings are only searched when it does not.
  if (lower.length === text.length) {
    for (const word of words) {
      if (!isCjk(word)) continue;
      for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + 1)) {
        ranges.push([at, at + word.length]);
        found.add(word);
      }
    }
  }
  const matchedSet = new Set(matched);
  const tokens = tokensOf(text);
  for (const token of tokens) {
    const prefix = words.find((word) => token.term.startsWith(word));
    if (prefix) {
      found.add(prefix);
      ranges.push([token.start, prefix.length < token.term.length ? Math.min(token.end, token.start + prefix.length) : token.end]);
    } else if (matchedSet.has(token.term)) {
      // A typo or a synonym.
      ranges.push([token.start, token.end]);
      found.add(token.term);
    }
  }
  ranges.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged[merged.length - 1];
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([range[0], range[1]]);
  }
  const level: MatchLevel = merged.length === 0 ? 'none' : words.every((word) => found.has(word)) ? 'full' : 'partial';
  return {ranges: merged, matchedWords: [...found], level, words: tokens.map((token) => [token.start, token.end])};
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

function highlightOf(text: string, {ranges, matchedWords, level}: Matches, options: HighlightOptions): HighlightResult {
  const value = mark(text, ranges, 0, text.length, options);
  const fullyHighlighted = ranges.length === 1 && ranges[0][0] === 0 && ranges[0][1] === text.length;
  return {value, matchLevel: level, matchedWords, fullyHighlighted};
}

/** A window of `count` words of `text`, starting a little before the first match. */
function snippetOf(text: string, {ranges, level, words: wordRanges}: Matches, count: number, options: HighlightOptions): SnippetResult {
  if (wordRanges.length <= count) return {value: mark(text, ranges, 0, text.length, options), matchLevel: level};
  const firstMatch = ranges.length > 0 ? ranges[0][0] : 0;
  let index = wordRanges.findIndex(([, end]) => end > firstMatch);
  if (index < 0) index = 0;
  // A word or two of context before the match, as Algolia does.
  const lead = count > 4 ? 2 : 1;
  let first = Math.max(0, index - lead);
  const last = Math.min(wordRanges.length, first + count);
  first = Math.max(0, last - count);
  const from = first === 0 ? 0 : wordRanges[first][0];
  const to = last === wordRanges.length ? text.length : wordRanges[last - 1][1];
  const value = (first > 0 ? options.ellipsis : '') + mark(text, ranges, from, to, options) + (last < wordRanges.length ? options.ellipsis : '');
  return {value, matchLevel: level};
}

export function highlightAttribute(text: string, words: string[], matched: readonly string[], options: HighlightOptions): HighlightResult {
  return highlightOf(text, findMatches(text, words, matched), options);
}

export function snippetAttribute(text: string, words: string[], matched: readonly string[], count: number, options: HighlightOptions): SnippetResult {
  return snippetOf(text, findMatches(text, words, matched), count, options);
}

/** The highlight of an attribute and, with a word count, its snippet: the matches found once for both. */
export function highlightAndSnippet(
  text: string,
  words: string[],
  matched: readonly string[],
  options: HighlightOptions,
  count?: number,
): {highlight: HighlightResult; snippet?: SnippetResult} {
  const found = findMatches(text, words, matched);
  return {highlight: highlightOf(text, found, options), snippet: count ? snippetOf(text, found, count, options) : undefined};
}
