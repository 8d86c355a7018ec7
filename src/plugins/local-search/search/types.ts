// The record and answer shapes of the local search: DocSearch's record shape (what its crawler
// stores in Algolia) and the part of Algolia's search answer that the DocSearch modal reads.

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type HierarchyLevel = (typeof HIERARCHY_LEVELS)[number];
export type Hierarchy = Record<HierarchyLevel, string | null>;
export type RecordType = Exclude<HierarchyLevel, 'lvl0'> | 'content';

/** One searchable record: a page title, a heading, or a block of text under a heading. */
export interface SearchRecord {
  objectID: string;
  type: RecordType;
  /** Absolute URL (DocSearch's url processor parses it with `new URL`). */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  hierarchy: Hierarchy;
  content: string | null;
  /** Build side only: the text of a program-output code block, packed into the rest file alone. */
  output?: true;
  /** Build side only: a text packed into the rest file alone (the page's description: the head stays under 150 KB gzip). */
  restOnly?: true;
  /** The page's search weight (`<meta name="search-weight">`), below 1 on a page that mentions much in passing; absent: 1. */
  weight?: number;
}

export type MatchLevel = 'none' | 'partial' | 'full';
export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}
export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export type SearchHit = SearchRecord & {
  _highlightResult: {hierarchy: Partial<Record<HierarchyLevel, HighlightResult>>; content?: HighlightResult};
  _snippetResult: {hierarchy: Partial<Record<HierarchyLevel, SnippetResult>>; content?: SnippetResult};
};

/** The parameters of one request of Algolia's multi-query `search({requests})` that we honour. */
export interface SearchRequest {
  indexName?: string;
  query?: string;
  hitsPerPage?: number;
  page?: number;
  attributesToSnippet?: string[];
  attributesToRetrieve?: string[];
  highlightPreTag?: string;
  highlightPostTag?: string;
  snippetEllipsisText?: string;
  [parameter: string]: unknown;
}

/** One result of Algolia's multi-query answer (`SearchResponse` of algoliasearch v5). */
export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  exhaustiveNbHits: true;
  exhaustive: {nbHits: true};
  processingTimeMS: number;
  query: string;
  params: string;
  index: string;
  renderingContent: Record<string, never>;
}
