// The site's engine (src/plugins/local-search/search/engine.ts: MiniSearch with the options of
// SEARCH_OPTIONS, the Chinese synonyms, one hit per URL), as the modal has it after the first
// search: built from the head, then the rest joins. `rank()` is the ranking that `search()` (the
// modal's answer) pages through, without the highlights and snippets.
import {createSearchIndex, MAX_FUZZY_QUERY_WORDS, SEARCH_OPTIONS} from '../../../src/plugins/local-search/search/engine';
import {LEAD_WIDTH} from '../../../src/plugins/local-search/search/indexFile';
import {PAGE_LIMIT, pagePath, type BenchAdapter} from './shared';

const {boost, combineWith, maxFuzzy} = SEARCH_OPTIONS;

type Options = Record<string, never>;

const adapter: BenchAdapter<Options> = {
  name: 'site',
  summary:
    `MiniSearch 7: BM25+, boost ${boost.title}/${boost.headings}/${boost.content}, ${combineWith}, prefixes (not of two-character Chinese terms), fuzzy: 0.2 of Latin words (at most ${maxFuzzy} edits) in queries of up to ${MAX_FUZZY_QUERY_WORDS} of them; ` +
    `the Chinese synonyms table; built from the head (leads of ${LEAD_WIDTH} columns), then the rest joins`,
  defaults: {},
  grid: [],
  async build(files) {
    const index = createSearchIndex(files.head);
    await index.addRest(files.rest);
    return {
      search(query) {
        const pages: string[] = [];
        for (const result of index.rank(query)) {
          const page = pagePath(index.records[result.id as number].url);
          if (!pages.includes(page)) pages.push(page);
          if (pages.length >= PAGE_LIMIT) break;
        }
        return pages;
      },
    };
  },
};

export const {name, summary, defaults, grid, build} = adapter;
