// The modal's searches in flight, for its searching state (./SearchStatus.tsx), whatever the
// backend: the search bar wraps the client DocSearch gets (`transformSearchClient`) with
// `trackSearches`. A search is in flight until its answer, which for the local index is the whole
// index's when its head found nothing (src/plugins/local-search/client).
// It also gives each locale and docs version its own recent and favourite searches: DocSearch keeps
// them in localStorage under its index name, one name for the whole site, so the Chinese modal
// listed the pages found on English ones (issue 45). The modal gets a name per index
// (`scopedIndexName`), and the tracked client asks the backend for the configured one.

let inFlight = 0;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

/** Subscribes to the start and end of searches (React's useSyncExternalStore). */
export function subscribeToSearches(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a search of the modal is waiting for its answer. */
export const isSearching = (): boolean => inFlight > 0;

/** Separates the configured index name from the scope the modal's storage gets (`local@/zh/0.5/`). */
const SCOPE_SEPARATOR = '@';

/**
 * The index name the modal gets: the configured one, scoped to the searched docs version and locale
 * (`local@/zh/0.5/`).
 * DocSearch leaves no clean way here: 4.7.1 has no option for the localStorage keys of its recent
 * and favourite searches (`__DOCSEARCH_RECENT_SEARCHES__` + the index name), so the scope rides in
 * the index name, and `trackSearches` takes it off again before a request reaches the backend.
 */
export function scopedIndexName(indexName: string, versionPath: string): string {
  return `${indexName}${SCOPE_SEPARATOR}${versionPath}`;
}

interface Request {
  indexName?: string;
}
interface SearchClientLike {
  search(params: unknown, ...rest: unknown[]): Promise<unknown>;
}

/** The requests with the configured index name, where the modal sent its scoped one. */
const unscoped = (requests: Request[]) =>
  requests.map((request) => (typeof request.indexName === 'string' ? {...request, indexName: request.indexName.split(SCOPE_SEPARATOR)[0]} : request));

/** The client, whose searches are counted in flight and ask for the configured index name. */
export function trackSearches<C extends SearchClientLike>(client: C): C {
  const search = client.search.bind(client);
  return Object.assign(Object.create(client) as C, {
    search(params: Request[] | {requests: Request[]}, ...rest: unknown[]) {
      inFlight += 1;
      emit();
      return search(Array.isArray(params) ? unscoped(params) : {...params, requests: unscoped(params.requests)}, ...rest).finally(() => {
        inFlight -= 1;
        emit();
      });
    },
  });
}
