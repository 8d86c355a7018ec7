// lunr 2: BM25 over three fields (field boosts at build time). The pipeline (trimmer, stop
// words, English stemmer) is emptied: the trimmer strips non-\w characters, which deletes
// Chinese words, and the other libraries get no stemming either. Queries are built with
// `index.query()` from the bench's tokens (the query-string syntax would read `--shard` or
// `a:b` as operators): per term the exact term (boost 10), the term as a prefix (`term*`) and,
// from 5 letters, one edit (`term~1`).
import lunr from 'lunr';
import {type BenchAdapter, BOOST_COMBINE_GRID, type BoostCombineOptions, recordsOf, toDocs, tokens, toPages} from './shared';

type Options = BoostCombineOptions;

const FUZZY_MIN_LENGTH = 5;

const adapter: BenchAdapter<Options> = {
  name: 'lunr',
  summary:
    'BM25; per term exact (boost 10) + `term*` + `term~1` from 5 letters; pipeline emptied',
  // Chosen by `--tune` on the tune half.
  defaults: {boost: {title: 3, headings: 2, content: 1}, combine: 'OR'},
  grid: BOOST_COMBINE_GRID,
  build(files, _locale, options = adapter.defaults) {
    const docs = toDocs(recordsOf(files));
    const index = lunr(function () {
      this.pipeline.reset();
      this.searchPipeline.reset();
      this.tokenizer = ((value: unknown, metadata?: object) =>
        value == null ? [] : tokens(String(value)).map((term) => new lunr.Token(term, {...metadata}))) as typeof lunr.tokenizer;
      this.ref('id');
      this.field('title', {boost: options.boost.title});
      this.field('headings', {boost: options.boost.headings});
      this.field('content', {boost: options.boost.content});
      for (const doc of docs) this.add(doc);
    });
    const required = options.combine === 'AND';
    return {
      search(query) {
        const terms = [...new Set(tokens(query))];
        if (terms.length === 0) return [];
        const results = index.query((q) => {
          for (const term of terms) {
            q.term(term, {usePipeline: false, boost: 10});
            q.term(term, {
              usePipeline: false,
              wildcard: lunr.Query.wildcard.TRAILING,
              presence: required ? lunr.Query.presence.REQUIRED : lunr.Query.presence.OPTIONAL,
            });
            if (term.length >= FUZZY_MIN_LENGTH) q.term(term, {usePipeline: false, editDistance: 1});
          }
        });
        return toPages(docs, results.map((result) => Number(result.ref)));
      },
    };
  },
};

export const {name, summary, defaults, grid, build} = adapter;
