// The spec's values for the DocSearch modal (spec 2, 5, 9) that are not DocSearch 4.7.1's
// defaults, and the helpers that turn them into DocSearch props. Kept apart from the wrapper so
// the search page and the tests use the same values.

/** Hits per page (DocSearch's default too; set so the local engine and Algolia get the same). */
/** DocSearch's button in the navbar, which opens the modal. */
export const SEARCH_BUTTON_SELECTOR = '.DocSearch-Button';
export const HITS_PER_PAGE = 20;
/** Hits shown per level-1 group (DocSearch's default is 5). */
export const MAX_RESULTS_PER_GROUP = 20;
/** Snippet length in words, and on screens up to the mobile breakpoint. */
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_MOBILE = 5;
export const MOBILE_MEDIA_QUERY = '(max-width: 768px)';
/** Recent searches kept, and when favourites exist (DocSearch 4.7.1's defaults, set explicitly). */
export const RECENT_SEARCHES_LIMIT = 7;
export const RECENT_SEARCHES_WITH_FAVORITES_LIMIT = 4;

const SNIPPETED_ATTRIBUTES = [
  'hierarchy.lvl1',
  'hierarchy.lvl2',
  'hierarchy.lvl3',
  'hierarchy.lvl4',
  'hierarchy.lvl5',
  'hierarchy.lvl6',
  'content',
];

/** `attributesToSnippet` with `words` words per snippet (`content:10`, ...). */
export function attributesToSnippet(words: number): string[] {
  return SNIPPETED_ATTRIBUTES.map((attribute) => `${attribute}:${words}`);
}

/** A prefilled "new issue" link on the repository for a query that found nothing. */
export function missingResultsUrl(newIssueUrl: string, query: string, pageUrl?: string): string {
  const title = `Docs search: no results for "${query}"`;
  const lines = [`Searching the documentation for "${query}" returns no results.`];
  if (pageUrl) lines.push(`Page: ${pageUrl}`);
  lines.push('', 'What I expected to find:', '');
  const body = lines.join('\n');
  const params = new URLSearchParams({title, body, labels: 'documentation'});
  return `${newIssueUrl}?${params.toString()}`;
}

/** The `themeConfig.search` block of docusaurus.config.ts. */
export interface SearchThemeConfig {
  search?: {
    /** The repository's "new issue" URL, for the no-results screen's report link. */
    newIssueUrl?: string;
  };
}
