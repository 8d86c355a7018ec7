// The local search engine: an inverted index over the records of one locale, built in the
// browser from `search-index.json`, answering one request of Algolia's multi-query API in
// Algolia's answer shape (so the DocSearch modal renders it like an Algolia answer).
//
// Ranking: every query term must match (AND). A record scores, for each term, the best of
// (match quality x field weight) over its fields; then small bonuses for the record's level
// (a page title before a heading before text) and for the whole query found as a phrase.
// Hits are distinct by URL (one per page section), best first, then in page order.
import {findMatches, highlightAttribute, snippetAttribute, type HighlightOptions} from './highlight';
import {matchKind, TYPO_MIN_LENGTH, withinOneEdit, type MatchKind} from './match';
import {normalize, queryTerms, tokenize, type QueryTerm} from './tokenize';
import {
  HIERARCHY_LEVELS,
  type HierarchyLevel,
  type SearchHit,
  type SearchIndexFile,
  type SearchRecord,
  type SearchRequest,
  type SearchResponse,
} from './types';

export const DEFAULT_HITS_PER_PAGE = 20;
/** The modal's input limit (spec 5); the engine cuts longer queries the same way. */
export const MAX_QUERY_LENGTH = 512;
const DEFAULT_SNIPPET_WORDS = 10;
/** How many indexed terms one query prefix may expand to. */
const MAX_PREFIX_EXPANSIONS = 200;

/** Where a term occurs in a record. */
const Field = {
  /** The record's own heading (its `type` level), for heading records. */
  Own: 0,
  /** The page title (lvl1) of a record below it. */
  Page: 1,
  /** Headings between the page title and the record. */
  Parents: 2,
  Content: 3,
  /** The section (lvl0), e.g. the sidebar category. */
  Section: 4,
} as const;
type Field = (typeof Field)[keyof typeof Field];
const FIELD_COUNT = 5;
const FIELD_WEIGHT = [10, 6, 4, 3, 1];
const MATCH_QUALITY: Record<MatchKind, number> = {exact: 1, prefix: 0.75, typo: 0.55};
const TYPE_BONUS: Record<SearchRecord['type'], number> = {
  lvl1: 1.5,
  lvl2: 1,
  lvl3: 0.8,
  lvl4: 0.6,
  lvl5: 0.5,
  lvl6: 0.4,
  content: 0,
};
const PHRASE_IN_HEADING_BONUS = 4;
/** A heading that is exactly the query: worth most on a page title, less the deeper the heading (a "Configure" step of a guide is not the page about configuration). */
const HEADING_EQUALS_QUERY_BONUS: Record<SearchRecord['type'], number> = {lvl1: 4, lvl2: 2, lvl3: 0, lvl4: 0, lvl5: 0, lvl6: 0, content: 0};
const PHRASE_IN_CONTENT_BONUS = 2;

function ownHeading(record: SearchRecord): string | null {
  return record.type === 'content' ? null : record.hierarchy[record.type];
}

function fieldTexts(record: SearchRecord): Array<[Field, string]> {
  const texts: Array<[Field, string]> = [];
  const levelOf = record.type === 'content' ? 7 : Number(record.type.slice(3));
  for (const level of HIERARCHY_LEVELS) {
    const text = record.hierarchy[level];
    if (!text) continue;
    const n = Number(level.slice(3));
    if (n === 0) texts.push([Field.Section, text]);
    else if (n === levelOf) texts.push([Field.Own, text]);
    else if (n === 1) texts.push([Field.Page, text]);
    else if (n < levelOf) texts.push([Field.Parents, text]);
  }
  if (record.content) texts.push([Field.Content, record.content]);
  return texts;
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

export class LocalSearchIndex {
  readonly locale: string;
  readonly records: SearchRecord[];
  /** term -> record id * FIELD_COUNT + field, one entry per (record, field). */
  private readonly postings = new Map<string, number[]>();
  /** The indexed terms, sorted, for prefix lookups. */
  private readonly sortedTerms: string[];
  /** The non-Chinese terms by length, for typo lookups. */
  private readonly termsByLength = new Map<number, string[]>();
  /** Each record's own heading and content, normalised on first use (phrase bonus). */
  private readonly normalizedHeadings: Array<string | undefined> = [];
  private readonly normalizedContents: Array<string | undefined> = [];

  constructor(file: SearchIndexFile) {
    this.locale = file.locale;
    this.records = file.records;
    this.records.forEach((record, id) => {
      for (const [field, text] of fieldTexts(record)) {
        const entry = id * FIELD_COUNT + field;
        for (const {term} of tokenize(text, this.locale)) {
          let list = this.postings.get(term);
          if (!list) {
            list = [];
            this.postings.set(term, list);
          }
          if (list[list.length - 1] !== entry) list.push(entry);
        }
      }
    });
    this.sortedTerms = [...this.postings.keys()].sort();
    for (const term of this.sortedTerms) {
      if (term.length < TYPO_MIN_LENGTH - 1) continue;
      let list = this.termsByLength.get(term.length);
      if (!list) {
        list = [];
        this.termsByLength.set(term.length, list);
      }
      list.push(term);
    }
  }

  /** The indexed terms that answer one query term, with the quality of each match. */
  private expand(query: QueryTerm): Array<[term: string, quality: number]> {
    const found: Array<[string, number]> = [];
    // Exact and prefix: the sorted range of terms starting with the query term.
    let low = 0;
    let high = this.sortedTerms.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.sortedTerms[mid] < query.term) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < this.sortedTerms.length && found.length < MAX_PREFIX_EXPANSIONS; i += 1) {
      const term = this.sortedTerms[i];
      if (!term.startsWith(query.term)) break;
      const kind = matchKind(query.term, term, query.cjk);
      if (kind) found.push([term, MATCH_QUALITY[kind]]);
    }
    if (!query.cjk && query.term.length >= TYPO_MIN_LENGTH) {
      for (let length = query.term.length - 1; length <= query.term.length + 1; length += 1) {
        for (const term of this.termsByLength.get(length) ?? []) {
          if (!term.startsWith(query.term) && withinOneEdit(query.term, term)) found.push([term, MATCH_QUALITY.typo]);
        }
      }
    }
    return found;
  }

  /** Record id -> score, for the records that match every query term. */
  private score(terms: QueryTerm[], normalizedQuery: string): Map<number, number> {
    let scores: Map<number, number> | null = null;
    for (const term of terms) {
      const best = new Map<number, number>();
      for (const [indexed, quality] of this.expand(term)) {
        for (const entry of this.postings.get(indexed) ?? []) {
          const id = Math.floor(entry / FIELD_COUNT);
          if (scores && !scores.has(id)) continue;
          const value = quality * FIELD_WEIGHT[entry % FIELD_COUNT];
          if (value > (best.get(id) ?? 0)) best.set(id, value);
        }
      }
      if (scores) {
        for (const [id, value] of best) best.set(id, value + (scores.get(id) ?? 0));
      }
      scores = best;
      if (scores.size === 0) break;
    }
    const result = scores ?? new Map<number, number>();
    for (const [id, value] of result) {
      const record = this.records[id];
      let bonus = TYPE_BONUS[record.type];
      const normalizedHeading = (this.normalizedHeadings[id] ??= normalize(ownHeading(record) ?? ''));
      if (normalizedHeading === normalizedQuery) bonus += HEADING_EQUALS_QUERY_BONUS[record.type];
      if (normalizedHeading.includes(normalizedQuery)) bonus += PHRASE_IN_HEADING_BONUS;
      else if ((this.normalizedContents[id] ??= normalize(record.content ?? '')).includes(normalizedQuery)) {
        bonus += PHRASE_IN_CONTENT_BONUS;
      }
      result.set(id, value + bonus);
    }
    return result;
  }

  /** The ranked, URL-distinct record ids for a query. */
  rank(query: string): number[] {
    const normalizedQuery = normalize(query).trim().replace(/\s+/g, ' ');
    const terms = queryTerms(normalizedQuery, this.locale);
    if (terms.length === 0) return [];
    const scores = this.score(terms, normalizedQuery);
    const ranked = [...scores.keys()].sort((a, b) => scores.get(b)! - scores.get(a)! || a - b);
    const seen = new Set<string>();
    return ranked.filter((id) => {
      const {url} = this.records[id];
      if (seen.has(url)) return false;
      seen.add(url);
      return true;
    });
  }

  /** One request of the multi-query API, answered in Algolia's shape. */
  search(request: SearchRequest): SearchResponse {
    const started = performance.now();
    const query = (request.query ?? '').slice(0, MAX_QUERY_LENGTH);
    const hitsPerPage = request.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
    const page = request.page ?? 0;
    const ids = this.rank(query);
    const terms = queryTerms(normalize(query), this.locale);
    const options: HighlightOptions = {
      preTag: request.highlightPreTag ?? '<em>',
      postTag: request.highlightPostTag ?? '</em>',
      ellipsis: request.snippetEllipsisText ?? '…',
      locale: this.locale,
    };
    const snippetWords = parseSnippetWords(request.attributesToSnippet);
    // Hits of one page share titles and headings: analyse each distinct text once.
    const analysed = new Map<string, ReturnType<typeof findMatches>>();
    const matchesOf = (text: string) => {
      let matches = analysed.get(text);
      if (!matches) {
        matches = findMatches(text, terms, this.locale);
        analysed.set(text, matches);
      }
      return matches;
    };
    const hits = ids
      .slice(page * hitsPerPage, (page + 1) * hitsPerPage)
      .map((id) => this.hit(this.records[id], terms, options, snippetWords, matchesOf));
    return {
      hits,
      nbHits: ids.length,
      page,
      nbPages: Math.ceil(ids.length / hitsPerPage),
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

  private hit(
    record: SearchRecord,
    terms: QueryTerm[],
    options: HighlightOptions,
    snippetWords: Map<string, number>,
    matchesOf: (text: string) => ReturnType<typeof findMatches>,
  ): SearchHit {
    const hit: SearchHit = {...record, _highlightResult: {hierarchy: {}}, _snippetResult: {hierarchy: {}}};
    const attributes: Array<[string, string, HierarchyLevel | null]> = HIERARCHY_LEVELS.flatMap((level) => {
      const text = record.hierarchy[level];
      return text ? [[`hierarchy.${level}`, text, level] as [string, string, HierarchyLevel]] : [];
    });
    if (record.content) attributes.push(['content', record.content, null]);
    for (const [attribute, text, level] of attributes) {
      const matches = matchesOf(text);
      const highlighted = highlightAttribute(text, terms, options, matches);
      const words = snippetWords.get(attribute);
      const snippet = words ? snippetAttribute(text, terms, words, options, matches) : undefined;
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

export function createSearchIndex(file: SearchIndexFile): LocalSearchIndex {
  return new LocalSearchIndex(file);
}
