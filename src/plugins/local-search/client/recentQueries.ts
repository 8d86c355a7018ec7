// The search page's recent searches: the last queries whose results were opened, newest first,
// in localStorage, per locale and docs version (the `scope`, the version's path: `/`, `/zh/0.5/`),
// as the modal keeps its own (src/plugins/local-search/client/searchActivity.ts).

/** Recent searches kept by the search page (spec 9: 5 in the other search widget variant). */
export const SEARCH_PAGE_RECENT_SEARCHES = 5;
const RECENT_QUERIES_KEY = 'rstest.searchPage.recentQueries';
const keyOf = (scope: string) => `${RECENT_QUERIES_KEY}@${scope}`;

export function readRecentQueries(storage: Pick<Storage, 'getItem'> | undefined, scope: string): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(keyOf(scope)) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string').slice(0, SEARCH_PAGE_RECENT_SEARCHES) : [];
  } catch {
    return [];
  }
}

/** The list with `query` first (moved up if it was there), cut to the limit. */
export function addRecentQuery(queries: string[], query: string): string[] {
  const trimmed = query.trim();
  if (!trimmed) return queries;
  return [trimmed, ...queries.filter((item) => item !== trimmed)].slice(0, SEARCH_PAGE_RECENT_SEARCHES);
}

export function writeRecentQueries(storage: Pick<Storage, 'setItem'> | undefined, scope: string, queries: string[]): void {
  try {
    storage?.setItem(keyOf(scope), JSON.stringify(queries));
  } catch {
    // Storage full or denied: recent searches are a convenience.
  }
}
