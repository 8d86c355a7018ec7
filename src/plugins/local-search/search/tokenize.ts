// The one tokenizer of the local search, for the index, the queries and the highlights: runs of
// letters and digits, lower-cased (NFKC, so full-width letters fold); text with Chinese
// characters is first cut into words by `Intl.Segmenter` (dictionary word breaks). So
// `rstest.useFakeTimers` gives `rstest` and `usefaketimers`, and 修改配置文件 gives 修改, 配置, 文件.
// The index and the queries also get the character pairs (bigrams) of each run of three or more
// Chinese characters, so that a query matches where the segmenter cuts the page and the query
// differently (修改配置文件 also gives 修改, 改配, 配置, 置文, 文件): chosen on the tune half of
// tests/search-quality (Chinese top-1 29 -> 33 of 35, top-3 unchanged).

export interface Token {
  /** The term as indexed and searched. */
  term: string;
  /** Offsets of the term in the source text (for highlights and snippets). */
  start: number;
  end: number;
}

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/u;
const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{3,}/gu;
const WORD = /[\p{L}\p{N}]+/gu;

let segmenter: Intl.Segmenter | undefined;

export function isCjk(text: string): boolean {
  return CJK.test(text);
}

/** Lower case, full-width forms folded (NFKC). */
export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Every term of `text`, in order, with its offsets. */
export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  // Without Chinese characters, the segmenter's words cut at punctuation are the letter and digit
  // runs: take them directly, which is several times faster.
  const segments = CJK.test(text)
    ? [...(segmenter ??= new Intl.Segmenter('zh', {granularity: 'word'})).segment(text)].filter((segment) => segment.isWordLike)
    : [{segment: text, index: 0}];
  for (const segment of segments) {
    for (const part of segment.segment.matchAll(WORD)) {
      const start = segment.index + (part.index ?? 0);
      tokens.push({term: normalize(part[0]), start, end: start + part[0].length});
    }
  }
  return tokens;
}

/** What MiniSearch indexes and searches: the terms, then the bigrams of the longer Chinese runs. */
export function terms(text: string): string[] {
  const out = tokenize(text).map((token) => token.term);
  for (const [run] of text.matchAll(CJK_RUN)) {
    for (let i = 0; i + 2 <= run.length; i += 1) out.push(run.slice(i, i + 2));
  }
  return out;
}
