// FlexSearch 0.8: a Document index with one index per field, `tokenize: 'forward'` (every
// prefix of every term is indexed: prefix search), the bench's tokens as its encoder. FlexSearch
// has no edit-distance matching; `suggest: true` is its forgiving mode (records that miss a term
// still come back), used for OR. Its document search answers per field, ranked by term position,
// without scores, so the fields are combined here either as the library's `merge: true` does
// (field order: title hits, then headings, then content) or by weighted reciprocal rank
// (sum over fields of boost / (60 + rank)).
import {Document} from 'flexsearch';
import {combineGrid, RECORD_LIMIT, recordsOf, toDocs, toPages, tokens, type BenchAdapter, type Boosts, type Combine} from './shared';

type Fusion = 'merge' | 'rrf';
interface Options {
  boost: Boosts;
  combine: Combine;
  fusion: Fusion;
}

const FIELDS = ['title', 'headings', 'content'] as const;
const RRF_K = 60;

const adapter: BenchAdapter<Options> = {
  name: 'flexsearch',
  summary:
    "tokenize: 'forward' (prefixes); no edit distance; OR = suggest: true; per-field ranks fused",
  // Chosen by `--tune` on the tune half.
  defaults: {boost: {title: 1, headings: 1, content: 1}, combine: 'OR', fusion: 'rrf'},
  grid: [
    ...(['OR', 'AND'] as const).map((combine) => ({boost: {title: 1, headings: 1, content: 1}, combine, fusion: 'merge' as const})),
    ...combineGrid((boost, combine) => ({boost, combine, fusion: 'rrf' as const})),
  ],
  build(files, _locale, options = adapter.defaults) {
    const docs = toDocs(recordsOf(files));
    const encoder = {encode: (text: string) => tokens(text)};
    const index = new Document({
      tokenize: 'forward',
      encoder: encoder as never,
      document: {id: 'id', index: FIELDS.map((field) => ({field, tokenize: 'forward', encoder: encoder as never}))},
    } as never);
    for (const doc of docs) index.add(doc as never);
    const searchOptions = {limit: RECORD_LIMIT, suggest: options.combine === 'OR'};
    return {
      search(query) {
        const perField = index.search(query, searchOptions as never) as unknown as Array<{field: string; result: number[]}>;
        if (options.fusion === 'merge') {
          const order = [...perField].sort((a, b) => FIELDS.indexOf(a.field as never) - FIELDS.indexOf(b.field as never));
          return toPages(docs, order.flatMap((entry) => entry.result));
        }
        const scores = new Map<number, number>();
        for (const {field, result} of perField) {
          const boost = options.boost[field as keyof Boosts];
          result.forEach((id, rank) => scores.set(id, (scores.get(id) ?? 0) + boost / (RRF_K + rank)));
        }
        return toPages(docs, [...scores.keys()].sort((a, b) => scores.get(b)! - scores.get(a)! || a - b));
      },
    };
  },
};

export const {name, summary, defaults, grid, build} = adapter;
