// Today's hand-written engine (src/plugins/local-search/search/engine.ts), unchanged: it has its
// own tokenizer (camelCase parts, Chinese bigrams), fields and weights; `rank()` is the ranking
// that `search()` (the modal's answer) pages through, without the highlights and snippets.
import {createSearchIndex} from '../../../src/plugins/local-search/search/engine';
import {toDocs, toPages, type BenchAdapter} from './shared';

type Options = Record<string, never>;

const adapter: BenchAdapter<Options> = {
  name: 'today',
  summary:
    'its own tokenizer (camelCase parts, Chinese bigrams) and fields (own heading 10, title 6, parent headings 4, content 3, lvl0 1); AND of all terms; prefix (0.75), 1 typo from 5 letters (0.55); phrase and level bonuses',
  defaults: {},
  grid: [],
  build(records, locale) {
    const docs = toDocs(records);
    const index = createSearchIndex({version: 1, locale, records});
    return {search: (query) => toPages(docs, index.rank(query))};
  },
};

export const {name, summary, defaults, grid, build} = adapter;
