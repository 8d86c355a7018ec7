// MiniSearch 7: BM25+ over three fields, prefix search and fuzzy 0.2 (one edit from 5 letters).
import MiniSearch from 'minisearch';
import {type BenchAdapter, BOOST_COMBINE_GRID, type BoostCombineOptions, recordsOf, toDocs, tokens, toPages} from './shared';

type Options = BoostCombineOptions;

const identity = (term: string) => term;
const tokenize = (text: string) => tokens(text);

const adapter: BenchAdapter<Options> = {
  name: 'minisearch',
  summary:
    "BM25+; prefix: true, fuzzy: 0.2 (MiniSearch's own weights: prefix 0.375, fuzzy 0.45)",
  // Chosen by `--tune` on the tune half.
  defaults: {boost: {title: 5, headings: 3, content: 1}, combine: 'OR'},
  grid: BOOST_COMBINE_GRID,
  build(files, _locale, options = adapter.defaults) {
    const docs = toDocs(recordsOf(files));
    const index = new MiniSearch({
      idField: 'id',
      fields: ['title', 'headings', 'content'],
      storeFields: [],
      tokenize,
      processTerm: identity,
    });
    index.addAll(docs);
    const searchOptions = {
      boost: {...options.boost},
      prefix: true,
      fuzzy: 0.2,
      combineWith: options.combine,
      tokenize,
      processTerm: identity,
    };
    return {search: (query) => toPages(docs, index.search(query, searchOptions).map((hit) => hit.id as number))};
  },
};

export const {name, summary, defaults, grid, build} = adapter;
