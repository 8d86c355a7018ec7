// Splits text into search terms. Words come from Intl.Segmenter (dictionary word breaks for
// Chinese, UAX #29 for English), lower-cased and cut at punctuation (`rstest.setConfig` gives
// `rstest` and `setconfig`). Two kinds of extra terms make matching forgiving:
// - the parts of camelCase and snake_case words (`testTimeout` is also `test` and `timeout`);
// - the character bigrams of every run of Chinese characters, so a query matches even when the
//   segmenter cuts it differently in the query and in the page ('模拟模块' -> 模拟 拟模 模块).

export interface Token {
  term: string;
  /** Offsets of the term in the source text. */
  start: number;
  end: number;
  /** A word as the reader sees it; extra terms (parts, bigrams) are false. */
  word: boolean;
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+/gu;
const WORD_PART = /[\p{L}\p{N}]+/gu;
const CAMEL_BOUNDARY = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;

const segmenters = new Map<string, Intl.Segmenter>();
function segmenterFor(locale: string): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(locale, {granularity: 'word'});
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

export function isCjk(text: string): boolean {
  return CJK.test(text);
}

/** Lower case, full-width forms folded (NFKC). */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Every term of `text`, in order: the words, then after each word its extra terms. */
export function tokenize(text: string, locale: string): Token[] {
  const tokens: Token[] = [];
  // Without Chinese characters, the segmenter's words cut at punctuation are the letter and digit
  // runs: take them directly, which is several times faster.
  const segments = CJK.test(text)
    ? [...segmenterFor(locale).segment(text)].filter((segment) => segment.isWordLike)
    : [{segment: text, index: 0}];
  for (const segment of segments) {
    for (const part of segment.segment.matchAll(WORD_PART)) {
      const raw = part[0];
      const start = segment.index + (part.index ?? 0);
      const end = start + raw.length;
      tokens.push({term: normalize(raw), start, end, word: true});
      if (isCjk(raw)) continue;
      const pieces = raw.split(CAMEL_BOUNDARY);
      if (pieces.length > 1) {
        let pieceStart = start;
        for (const piece of pieces) {
          tokens.push({term: normalize(piece), start: pieceStart, end: pieceStart + piece.length, word: false});
          pieceStart += piece.length;
        }
      }
    }
  }
  // Bigrams of each Chinese run, across the segmenter's word breaks.
  for (const run of text.matchAll(CJK_RUN)) {
    const chars = run[0];
    const offset = run.index ?? 0;
    for (let i = 0; i + 2 <= chars.length; i += 1) {
      tokens.push({term: chars.slice(i, i + 2), start: offset + i, end: offset + i + 2, word: false});
    }
  }
  return tokens;
}

export interface QueryTerm {
  term: string;
  /** Chinese terms match by bigram; other words also by prefix and, from 5 letters, with one typo. */
  cjk: boolean;
}

/**
 * The terms a query must all match: each non-Chinese word as a whole (`testTimeout` stays
 * `testtimeout`, so it prefers the option over pages that say "test" and "timeout"), and each run
 * of Chinese characters as its bigrams (one character stays one term).
 */
export function queryTerms(query: string, locale: string): QueryTerm[] {
  const terms: QueryTerm[] = [];
  const seen = new Set<string>();
  const add = (term: string, cjk: boolean) => {
    if (term && !seen.has(term)) {
      seen.add(term);
      terms.push({term, cjk});
    }
  };
  const normalized = normalize(query);
  for (const token of tokenize(normalized, locale)) {
    if (token.word && !isCjk(token.term)) add(token.term, false);
  }
  for (const run of normalized.matchAll(CJK_RUN)) {
    const chars = run[0];
    if (chars.length === 1) add(chars, true);
    for (let i = 0; i + 2 <= chars.length; i += 1) add(chars.slice(i, i + 2), true);
  }
  return terms;
}
