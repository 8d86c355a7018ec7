// The local search engine: MiniSearch (BM25+, prefix and fuzzy matching) over the records of one
// locale and docs version, answering one request of Algolia's multi-query API in Algolia's answer
// shape, so the DocSearch modal renders it like an Algolia answer. What MiniSearch does not do is
// here: the record -> document mapping, the Chinese synonyms, one hit per URL, paging, and the
// highlights and snippets (./highlight.ts).
//
// The options were chosen on the tune half of tests/search-quality, by the engine comparison
// (closed: maintainers/search.md).
import MiniSearch, {type SearchResult} from 'minisearch';
import {highlightAndSnippet, queryTerms, type HighlightOptions} from './highlight';
import {mergeRest, unpackRecords, type SearchIndexFile, type SearchRestFile} from './indexFile';
import {conceptPageOf, synonymsOf} from './synonyms';
import {isCjk, normalize, terms} from './tokenize';
import {
  HIERARCHY_LEVELS,
  type HierarchyLevel,
  type SearchHit,
  type SearchRecord,
  type SearchRequest,
  type SearchResponse,
} from './types';

export const DEFAULT_HITS_PER_PAGE = 20;
/** The modal's input limit (spec 5); the engine cuts longer queries the same way. */
export const MAX_QUERY_LENGTH = 512;
const DEFAULT_SNIPPET_WORDS = 10;

/**
 * What MiniSearch indexes of a record: the page title, its other headings, its text, and for the
 * page's own record (lvl1) what the page says it is about: `page`, the words of its title (an
 * option named `testTimeout` is about `test` and `timeout`), its description and the text above
 * its first heading. A one-word query for a concept then finds the concept's own page, at its
 * top, before the sections of other pages that mention it (issue 35).
 */
interface Doc {
  id: number;
  title: string;
  headings: string;
  content: string;
  page: string;
}

const FIELDS = ['title', 'headings', 'content', 'page'] as const;
/**
 * How Chinese terms are kept in MiniSearch's term tree (a radix tree whose nodes are Maps, each
 * looked up by a scan of its keys), so that no node has thousands of children:
 * - behind a mark of three control characters. A typo search (for a Latin word) walks the tree from
 *   its root and gives up on a branch after as many differing characters as it allows typos (2 at
 *   most): the mark ends every Chinese branch at once, where the thousands of Chinese first
 *   characters made each typo search of a Chinese index the slowest part of a query;
 * - each Chinese character written as three characters of the private use area, 4, 6 and 6 bits of
 *   its code, so a node has at most 64 children. Under the mark, the first characters of the Chinese
 *   terms (about 2,000 in the Chinese head) were one node's children, scanned for every term indexed
 *   or looked up: building the Chinese head took 30 % longer (in Node; issue 43).
 * Prefixes are kept (a character's code has a fixed length), and so are exact look-ups.
 */
const CJK_MARK = '\u0001\u0001\u0001';
const CODE_UNIT_FIRST = 0xe100;
const CODE_UNIT_NEXT = 0xe000;
const isMarked = (term: string) => term.startsWith(CJK_MARK);
function markTerm(term: string): string {
  if (!isCjk(term[0] ?? '')) return term;
  let marked = CJK_MARK;
  for (let at = 0; at < term.length; at += 1) {
    const code = term.charCodeAt(at);
    marked += isCjk(term[at])
      ? String.fromCharCode(CODE_UNIT_FIRST + (code >> 12), CODE_UNIT_NEXT + ((code >> 6) & 63), CODE_UNIT_NEXT + (code & 63))
      : term[at];
  }
  return marked;
}
function unmarkTerm(term: string): string {
  if (!isMarked(term)) return term;
  let text = '';
  for (let at = CJK_MARK.length; at < term.length; ) {
    const code = term.charCodeAt(at);
    if (code >= CODE_UNIT_FIRST && code < CODE_UNIT_FIRST + 16) {
      text += String.fromCharCode(((code - CODE_UNIT_FIRST) << 12) | ((term.charCodeAt(at + 1) - CODE_UNIT_NEXT) << 6) | (term.charCodeAt(at + 2) - CODE_UNIT_NEXT));
      at += 3;
    } else {
      text += term[at];
      at += 1;
    }
  }
  return text;
}

/** Typos forgiven in a word: a fifth of its letters, rounded (1 from 3 letters, 2 from 8), at most MAX_FUZZY. */
const FUZZY = 0.2;
const MAX_FUZZY = 2;
/**
 * A query of more Latin words than this was pasted (an error message), not typed: its words are
 * matched without typos. Looking up every word of a long message with typos made such queries
 * the slowest by far (MiniSearch walks its whole term tree for each), for no better result on the
 * tune half of tests/search-quality.
 */
const MAX_FUZZY_QUERY_WORDS = 8;
const isLatin = (term: string) => !isMarked(term) && !isCjk(term);
/** Shorter Latin words are matched as typed: one typo in 3 letters is another word. */
const MIN_FUZZY_LENGTH = 4;
/**
 * Typos only in Latin words (a Chinese word of 3 characters would forgive 1 of them) of a query
 * that was typed.
 */
function fuzzyOf(term: string, _index: number, terms: string[]): number | false {
  return isLatin(term) && term.length >= MIN_FUZZY_LENGTH && terms.filter(isLatin).length <= MAX_FUZZY_QUERY_WORDS ? FUZZY : false;
}
/**
 * Prefixes, except of two-character Chinese terms (the character pairs and the shortest words):
 * these start hundreds of longer terms each, and the pairs already match a word inside a longer
 * one. The same results on the tune half, and long Chinese queries several times faster.
 */
function prefixOf(term: string): boolean {
  return !(isMarked(term) && unmarkTerm(term).length === 2);
}
/** The weight of a page's `page` field (its title's words, description and opening text) on its lvl1 record. */
const PAGE_BOOST = 1;
/** The weight of a concept's page name searched for a one-word query (synonyms.ts, CONCEPT_PAGES). */
const CONCEPT_BOOST = 2;
/** Field weights, OR of the query's words, prefixes (prefixOf), and typos (fuzzyOf). */
const SEARCH_OPTIONS = {
  boost: {title: 5, headings: 3, content: 1, page: PAGE_BOOST},
  combineWith: 'OR',
  prefix: prefixOf,
  fuzzy: fuzzyOf,
  maxFuzzy: MAX_FUZZY,
} as const;

/** Documents indexed per turn of the event loop when the head's text or the rest joins the index. */
const REBUILD_CHUNK_SIZE = 500;

/**
 * The terms of a field's text, for indexing: every record of a page repeats the page's title, and
 * every record under a heading the headings (about 900 different texts in 11,000 fields of 5,500
 * records), so each of those texts is cut into terms once per index (tokenizing them was about a
 * third of the work of building the index), and once for the outline and the whole head. Text
 * blocks are all different: not kept.
 */
function cachedTerms(): (text: string, field?: string) => string[] {
  const cache = new Map<string, string[]>();
  return (text, field) => {
    if (field === 'content') return terms(text);
    let found = cache.get(text);
    if (!found) {
      found = terms(text);
      cache.set(text, found);
    }
    return found;
  };
}

function createMiniSearch(tokenize = cachedTerms()): MiniSearch<Doc> {
  return new MiniSearch<Doc>({
    fields: [...FIELDS],
    tokenize,
    processTerm: markTerm,
    searchOptions: {...SEARCH_OPTIONS, boost: {...SEARCH_OPTIONS.boost}, tokenize: terms, processTerm: markTerm},
  });
}

/** A title as a query is compared with it: normalized, spaces folded (`Mock  函数 ` is `mock 函数`). */
const titleKey = (text: string) => normalize(text).replace(/\s+/g, ' ').trim();

/** The words of a camel-case name, apart (`testTimeout` -> `test Timeout`, `setupFiles` -> `setup Files`). */
export function splitCamelCase(text: string): string {
  return text.replace(/([a-z\d])([A-Z])/g, '$1 $2');
}

/** The documents of the records: each record's fields, and on each page's lvl1 record its `page` field. */
function toDocs(records: SearchRecord[]): Doc[] {
  const docs: Doc[] = records.map((record, id) => {
    const {hierarchy} = record;
    return {
      id,
      title: hierarchy.lvl1 ?? '',
      headings: [hierarchy.lvl2, hierarchy.lvl3, hierarchy.lvl4, hierarchy.lvl5, hierarchy.lvl6].filter(Boolean).join(' '),
      content: record.content ?? '',
      page: '',
    };
  });
  records.forEach((record, id) => {
    if (record.type !== 'lvl1') return;
    const title = record.hierarchy.lvl1 ?? '';
    const parts = [splitCamelCase(title) === title ? '' : splitCamelCase(title)];
    // The description and the text above the first heading: the records that follow the title
    // without an anchor.
    for (let next = id + 1; next < records.length && records[next].type === 'content' && records[next].anchor === null; next += 1) {
      if (records[next].url_without_anchor !== record.url_without_anchor || records[next].output) break;
      parts.push(records[next].content ?? '');
    }
    docs[id].page = parts.filter(Boolean).join(' ');
  });
  return docs;
}

function parseSnippetWords(attributesToSnippet: string[] | undefined): Map<string, number> {
  const words = new Map<string, number>();
  for (const spec of attributesToSnippet ?? [`content:${DEFAULT_SNIPPET_WORDS}`]) {
    const [attribute, count] = spec.split(':');
    words.set(attribute, count ? Number(count) : DEFAULT_SNIPPET_WORDS);
  }
  return words;
}

function encodeParams(request: SearchRequest): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(request)) {
    if (key === 'indexName' || value === undefined) continue;
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return params.toString();
}

/**
 * Whether a query is one word: no spaces, and one Latin term (`timeout`, `setupFiles`) or a
 * Chinese word of at most 4 characters (超时, 覆盖率, 性能分析; the segmenter cuts these
 * unevenly, so their length decides).
 */
export function isOneWord(text: string): boolean {
  const query = text.trim();
  if (!query || /\s/.test(query)) return false;
  if (isCjk(query)) return /^[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]{1,4}$/u.test(query);
  return terms(query).length === 1;
}

/**
 * What MiniSearch searches for a normalized query: the query and its synonyms, with the options
 * that differ from SEARCH_OPTIONS. A concept's page name is matched as written: as a prefix, `mock`
 * would also match the dozens of `mockReturnValue…` names of the API pages, in the same record.
 */
function planQuery(text: string) {
  if (terms(text).length === 0) return null;
  const concept = conceptPageOf(text);
  const synonyms = [...new Set([...synonymsOf(text), ...concept])];
  return {
    searched: synonyms.length > 0 ? `${text} ${synonyms.join(' ')}` : text,
    options: {
      ...(concept.length > 0 && {
        boostTerm: (term: string) => (concept.includes(term) ? CONCEPT_BOOST : 1),
        prefix: (term: string) => !concept.includes(term) && prefixOf(term),
        fuzzy: (term: string, i: number, all: string[]) => !concept.includes(term) && fuzzyOf(term, i, all),
      }),
    },
  };
}

export class LocalSearchIndex {
  readonly locale: string;
  /** The pages of each title (as titleKey writes it): a title may be shared (`expect` is an API and an option). */
  private titles = new Map<string, string[]>();
  records: SearchRecord[];
  private terms = cachedTerms();
  private index = createMiniSearch(this.terms);

  /**
   * The engine of the head's records. `outline: true` indexes only the pages and their headings
   * (the records without text, whose documents still carry each page's `page` field): a fifth of
   * the work or less (50–100 ms against 380–580 ms for the Chinese head, in Node), so the first
   * answer need not wait for the whole head (`addHead`).
   */
  constructor(file: SearchIndexFile, {outline = false}: {outline?: boolean} = {}) {
    this.locale = file.locale;
    this.records = unpackRecords(file);
    const docs = toDocs(this.records);
    this.index.addAll(outline ? docs.filter(({id}) => this.records[id].type !== 'content') : docs);
    for (const record of this.records) {
      if (record.type !== 'lvl1') continue;
      const key = titleKey(record.hierarchy.lvl1 ?? '');
      this.titles.set(key, [...(this.titles.get(key) ?? []), record.url_without_anchor]);
    }
  }

  /**
   * Indexes the head's text blocks as well (an outline index): the whole head is built in chunks,
   * so that the outline keeps answering meanwhile, then takes the outline's place.
   */
  async addHead(): Promise<void> {
    const next = createMiniSearch(this.terms);
    await next.addAllAsync(toDocs(this.records), {chunkSize: REBUILD_CHUNK_SIZE});
    this.index = next;
  }

  /**
   * Adds the rest of the long text blocks (the second file) to their records: a new index is
   * built in chunks (the page stays responsive) while this one answers, then takes its place.
   * (MiniSearch's `replace` would leave the old terms to be cleaned during later searches, which
   * changes the scores from one search to the next.)
   */
  async addRest(file: SearchRestFile): Promise<void> {
    const records = this.records.map((record) => ({...record}));
    mergeRest(records, file);
    const next = createMiniSearch();
    await next.addAllAsync(toDocs(records), {chunkSize: REBUILD_CHUNK_SIZE});
    this.records = records;
    this.index = next;
  }

  /** A record's page weight (`searchWeight`), as MiniSearch's document boost. */
  private weightOf = (id: unknown): number => this.records[id as number].weight ?? 1;

  /** MiniSearch's results for a query (its synonyms included), one per URL, best first. */
  rank(query: string): SearchResult[] {
    const text = normalize(query).trim();
    const plan = planQuery(text);
    if (!plan) return [];
    const results = this.index.search(plan.searched, {boostDocument: this.weightOf, ...plan.options});
    const seen = new Set<string>();
    const hits = results.filter((result) => {
      const {url} = this.records[result.id as number];
      if (seen.has(url)) return false;
      seen.add(url);
      return true;
    });
    return this.titledPagesFirst(text, isOneWord(text) ? this.pageTopsFirst(hits) : hits);
  }

  /**
   * A query that is a page's title as it is written (its sidebar label is the same text) asks for
   * that page: its top (the hit without an anchor) comes first, before other pages that use the
   * words more often (`Mock` is the mock guide, not the `Mock 模块` API page; 工具函数 the
   * utilities page, not the API overview that lists them). Issue 43.
   */
  private titledPagesFirst(text: string, hits: SearchResult[]): SearchResult[] {
    const pages = this.titles.get(titleKey(text));
    if (!pages) return hits;
    const isTitledTop = (result: SearchResult) => {
      const record = this.records[result.id as number];
      return record.anchor === null && pages.includes(record.url_without_anchor);
    };
    return [...hits.filter(isTitledTop), ...hits.filter((result) => !isTitledTop(result))];
  }

  /**
   * A one-word query names a concept: where a page's top (its title, description or opening
   * text, the hit without an anchor) matched, that hit leads the page's hits, so that the modal's
   * first hit (what Enter opens) is the page, not one of its sections. Pages keep their order.
   */
  private pageTopsFirst(hits: SearchResult[]): SearchResult[] {
    const firstOfPage = new Map<string, number>();
    const order = hits.map((result, position) => {
      const record = this.records[result.id as number];
      const first = firstOfPage.get(record.url_without_anchor) ?? position;
      firstOfPage.set(record.url_without_anchor, first);
      // The page's top takes its page's first place (just before it); the others keep theirs.
      return {result, key: record.anchor === null ? first - 0.5 : position};
    });
    return order.sort((a, b) => a.key - b.key).map(({result}) => result);
  }

  /** One request of the multi-query API, answered in Algolia's shape. */
  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = (request.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = request.page ?? 0;
    const results = this.rank(query);
    const options: HighlightOptions = {
      preTag: request.highlightPreTag ?? '<em>',
      postTag: request.highlightPostTag ?? '</em>',
      ellipsis: request.snippetEllipsisText ?? '…',
    };
    const snippetWords = parseSnippetWords(request.attributesToSnippet);
    const words = queryTerms(query);
    const hits = results
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((result) => this.hit(this.records[result.id as number], words, result.terms.map(unmarkTerm), options, snippetWords));
    return {
      hits,
      nbHits: results.length,
      page,
      nbPages: Math.ceil(results.length / hitsPerPage),
      hitsPerPage,
      exhaustiveNbHits: true,
      exhaustive: {nbHits: true},
      processingTimeMS: Math.round(performance.now() - started),
      query,
      params: encodeParams(request),
      index: request.indexName ?? '',
      renderingContent: {},
    };
  }

  private hit(record: SearchRecord, words: string[], matched: string[], options: HighlightOptions, snippetWords: Map<string, number>): SearchHit {
    const hit: SearchHit = {...record, _highlightResult: {hierarchy: {}}, _snippetResult: {hierarchy: {}}};
    const attributes: Array<[string, string, HierarchyLevel | null]> = HIERARCHY_LEVELS.flatMap((level) => {
      const text = record.hierarchy[level];
      return text ? [[`hierarchy.${level}`, text, level] as [string, string, HierarchyLevel]] : [];
    });
    if (record.content) attributes.push(['content', record.content, null]);
    for (const [attribute, text, level] of attributes) {
      const {highlight: highlighted, snippet} = highlightAndSnippet(text, words, matched, options, snippetWords.get(attribute));
      if (level) {
        hit._highlightResult.hierarchy[level] = highlighted;
        if (snippet) hit._snippetResult.hierarchy[level] = snippet;
      } else {
        hit._highlightResult.content = highlighted;
        if (snippet) hit._snippetResult.content = snippet;
      }
    }
    return hit;
  }
}

export function createSearchIndex(file: SearchIndexFile, options?: {outline?: boolean}): LocalSearchIndex {
  return new LocalSearchIndex(file, options);
}
