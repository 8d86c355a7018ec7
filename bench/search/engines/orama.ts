// Orama 3: BM25 over three string properties, prefix matching (its default, `exact: false`) and
// `tolerance: 1` (one edit). `threshold: 1` keeps documents that match any term (OR), 0 only
// those that match all of them (AND).
import {create, insertMultiple, search} from '@orama/orama';
import {type BenchAdapter, BOOST_COMBINE_GRID, type BoostCombineOptions, RECORD_LIMIT, recordsOf, toDocs, tokens, toPages} from './shared';

type Options = BoostCombineOptions;

const adapter: BenchAdapter<Options> = {
  name: 'orama',
  summary:
    'BM25; prefix matching (default) and tolerance: 1; AND = threshold: 0',
  // Chosen by `--tune` on the tune half.
  defaults: {boost: {title: 3, headings: 2, content: 1}, combine: 'AND'},
  grid: BOOST_COMBINE_GRID,
  build(files, _locale, options = adapter.defaults) {
    const docs = toDocs(recordsOf(files));
    // Orama's own tokenizer drops repeated tokens (allowDuplicates: false); so does this one.
    const tokenizer = {
      language: 'english',
      normalizationCache: new Map<string, string>(),
      tokenize: (raw: string) => [...new Set(tokens(String(raw)))],
    };
    const db = create({
      schema: {title: 'string', headings: 'string', content: 'string'} as const,
      components: {tokenizer},
    });
    insertMultiple(
      db,
      docs.map((doc) => ({id: String(doc.id), title: doc.title, headings: doc.headings, content: doc.content})),
    );
    const params = {
      properties: ['title', 'headings', 'content'] as Array<'title' | 'headings' | 'content'>,
      boost: {title: options.boost.title, headings: options.boost.headings, content: options.boost.content},
      tolerance: 1,
      limit: RECORD_LIMIT,
      threshold: options.combine === 'AND' ? 0 : 1,
    };
    const pagesOf = (result: {hits: Array<{id: string}>}) => toPages(docs, result.hits.map((hit) => Number(hit.id)));
    return {
      search(query) {
        const result = search(db, {...params, term: query});
        return result instanceof Promise ? result.then(pagesOf) : pagesOf(result);
      },
    };
  },
};

export const {name, summary, defaults, grid, build} = adapter;
