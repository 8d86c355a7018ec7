// The search client the DocSearch modal gets in local mode (through `transformSearchClient`):
// the same `search({requests})` as Algolia's lite client, answered from the local index. The
// index file and the engine (a separate chunk) are loaded once per page session, on the first
// call of `loadLocalSearchIndex` — when the modal first opens — never on page load.
import type {LocalSearchIndex} from '../search/engine';
import type {SearchIndexFile, SearchRequest, SearchResponse} from '../search/types';

const loads = new Map<string, Promise<LocalSearchIndex>>();

/** Loads (once) and builds the index at `indexUrl`. A failed load is forgotten, so a later search retries. */
export function loadLocalSearchIndex(indexUrl: string): Promise<LocalSearchIndex> {
  let load = loads.get(indexUrl);
  if (!load) {
    load = Promise.all([
      import(/* webpackChunkName: "local-search-engine" */ '../search/engine'),
      fetch(indexUrl).then((response) => {
        if (!response.ok) throw new Error(`${indexUrl}: HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexFile>;
      }),
    ]).then(([{createSearchIndex}, file]) => createSearchIndex(file));
    load.catch(() => loads.delete(indexUrl));
    loads.set(indexUrl, load);
  }
  return load;
}

/**
 * DocSearch shows its error screen only for Algolia's `RetryError` (all hosts unreachable); an
 * index that cannot be loaded is the local equivalent.
 */
export class LocalSearchUnavailableError extends Error {
  override name = 'RetryError';
}

export interface LocalSearchClient {
  search<T = unknown>(params: {requests: SearchRequest[]} | SearchRequest[]): Promise<{results: T[]}>;
  addAlgoliaAgent(segment: string, version?: string): void;
  transporter: {algoliaAgent: {value: string; add(options: {segment: string; version?: string}): unknown}};
}

export function createLocalSearchClient(indexUrl: string): LocalSearchClient {
  const algoliaAgent = {
    value: 'local-search',
    add() {
      return algoliaAgent;
    },
  };
  return {
    async search<T>(params: {requests: SearchRequest[]} | SearchRequest[]) {
      const requests = Array.isArray(params) ? params : params.requests;
      let index: LocalSearchIndex;
      try {
        index = await loadLocalSearchIndex(indexUrl);
      } catch (error) {
        throw new LocalSearchUnavailableError(`The local search index could not be loaded (${String(error)})`);
      }
      return {results: requests.map((request) => index.search(request) as SearchResponse as T)};
    },
    addAlgoliaAgent() {},
    transporter: {algoliaAgent},
  };
}
