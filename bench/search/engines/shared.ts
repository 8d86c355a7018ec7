// What every adapter of the search bench shares: the built index files -> records -> documents
// (the same fields for every library), one tokenizer (for the libraries that accept one), and the
// step that turns a ranked list of records into a ranked list of distinct pages (best record
// first), as the modal groups its hits by page.
import {mergeRest, unpackRecords, type SearchIndexFile, type SearchRestFile} from '../../../src/plugins/local-search/search/indexFile';
import type {SearchRecord} from '../../../src/plugins/local-search/search/types';

export type {SearchRecord};

/** The two files the build writes per locale and version: the head and the rest of the long blocks. */
export interface IndexFiles {
  head: SearchIndexFile;
  rest: SearchRestFile;
}

/** Every record with its whole text (the libraries index all of it at once). */
export function recordsOf({head, rest}: IndexFiles): SearchRecord[] {
  const records = unpackRecords(head);
  mergeRest(records, rest);
  return records;
}

export type Combine = 'OR' | 'AND';

/** Field weights, chosen once per engine on the tune half (`--tune`). */
export interface Boosts {
  title: number;
  headings: number;
  content: number;
}

export interface BenchIndex {
  /** Up to `PAGE_LIMIT` page paths, best first. */
  search(query: string): string[] | Promise<string[]>;
}

export interface BenchAdapter<Options> {
  name: string;
  /** One line on how it matches (prefix, typos, AND/OR), for the report. */
  summary: string;
  /** The options used by `--compare`, chosen by `--tune` on the tune half. */
  defaults: Options;
  /** The options `--tune` tries (tune half only), simplest first (ties keep the first). */
  grid: Options[];
  build(files: IndexFiles, locale: string, options?: Options): BenchIndex | Promise<BenchIndex>;
}

export const PAGE_LIMIT = 20;
/** How many records the libraries with a result limit return before pages are grouped. */
export const RECORD_LIMIT = 200;

export interface Doc {
  id: number;
  page: string;
  /** The page title (lvl1). */
  title: string;
  /** The record's other heading levels (lvl2..lvl6), its own heading included. */
  headings: string;
  content: string;
}

/** The URL's path without anchor, trailing `index` and trailing slash (`/` stays `/`). */
export function pagePath(url: string): string {
  const path = new URL(url, 'https://x.invalid').pathname.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

export function toDocs(records: SearchRecord[]): Doc[] {
  return records.map((record, id) => {
    const {hierarchy} = record;
    return {
      id,
      page: pagePath(record.url),
      title: hierarchy.lvl1 ?? '',
      headings: [hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6].filter(Boolean).join(' '),
      content: record.content ?? '',
    };
  });
}

/** Ranked record ids -> ranked distinct pages (a page ranks where its best record does). */
export function toPages(docs: Doc[], ids: Iterable<number>, limit = PAGE_LIMIT): string[] {
  const pages: string[] = [];
  const seen = new Set<string>();
  for (const id of ids) {
    const {page} = docs[id];
    if (seen.has(page)) continue;
    seen.add(page);
    pages.push(page);
    if (pages.length >= limit) break;
  }
  return pages;
}

/**
 * The one tokenizer of the bench (text and queries, every library that accepts one): the site's
 * own (src/plugins/local-search/search/tokenize.ts): NFKC and lower case; text with Chinese
 * characters cut by `Intl.Segmenter('zh', {granularity: 'word'})`, every word into runs of letters
 * and digits, so `rstest.useFakeTimers` gives `rstest`, `usefaketimers`; plus the character pairs
 * of each run of three or more Chinese characters.
 */
export {terms as tokens} from '../../../src/plugins/local-search/search/tokenize';

/** The boost triples `--tune` tries, simplest first. */
export const BOOST_GRID: Boosts[] = [
  {title: 1, headings: 1, content: 1},
  {title: 2, headings: 1.5, content: 1},
  {title: 3, headings: 2, content: 1},
  {title: 5, headings: 3, content: 1},
  {title: 10, headings: 5, content: 1},
];

export function combineGrid<T>(make: (boost: Boosts, combine: Combine) => T): T[] {
  return (['OR', 'AND'] as const).flatMap((combine) => BOOST_GRID.map((boost) => make(boost, combine)));
}

/** The options of the engines that take field boosts and an OR/AND combination (MiniSearch, Orama, lunr). */
export interface BoostCombineOptions {
  boost: Boosts;
  combine: Combine;
}

/** Every boost triple with OR and with AND: what `--tune` tries for those engines. */
export const BOOST_COMBINE_GRID: BoostCombineOptions[] = combineGrid((boost, combine) => ({boost, combine}));
