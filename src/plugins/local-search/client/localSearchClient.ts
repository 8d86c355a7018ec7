// The search client the DocSearch modal gets in local mode (through `transformSearchClient`):
// the same `search({requests})` as Algolia's lite client, answered from the local index. Two
// loads, once per page session and index:
// - when the modal first opens (`loadLocalSearchIndex`): the engine (a separate chunk) and the
//   index's head, `search-index.json` (pages, headings and the lead of each text block);
// - on the first search: `search-index.rest.json`, the rest of the long blocks. Searches do not
//   wait for it (DocSearch would show its "No results" screen meanwhile): they answer from the
//   head until the rest has joined the index, usually while the reader is still typing.
// Never on page load.
import type {LocalSearchIndex} from '../search/engine';
import type {SearchIndexFile, SearchRestFile} from '../search/indexFile';
import type {SearchRequest, SearchResponse} from '../search/types';
import {LOCAL_SEARCH_UPDATED_EVENT, localSearchRestPath} from '../constants';

const loads = new Map<string, Promise<LocalSearchIndex>>();
const rests = new Map<string, Promise<void>>();

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json() as Promise<T>;
}

/** Loads (once) and builds the index at `indexUrl` from its head. A failed load is forgotten, so a later search retries. */
export function loadLocalSearchIndex(indexUrl: string): Promise<LocalSearchIndex> {
  let load = loads.get(indexUrl);
  if (!load) {
    load = Promise.all([
      import(/* webpackChunkName: "local-search-engine" */ '../search/engine'),
      fetchJson<SearchIndexFile>(indexUrl),
    ]).then(([{createSearchIndex}, file]) => createSearchIndex(file));
    load.catch(() => loads.delete(indexUrl));
    loads.set(indexUrl, load);
  }
  return load;
}

/** Loads (once) the rest file of `indexUrl` into its index. A failed load is forgotten: the head still answers. */
function loadRest(indexUrl: string, index: LocalSearchIndex): Promise<void> {
  let load = rests.get(indexUrl);
  if (!load) {
    load = fetchJson<SearchRestFile>(localSearchRestPath(indexUrl))
      .then((file) => index.addRest(file))
      .then(() => {
        if (typeof window !== 'undefined') window.dispatchEvent(new Event(LOCAL_SEARCH_UPDATED_EVENT));
      });
    load.catch(() => rests.delete(indexUrl));
    rests.set(indexUrl, load);
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

export interface LocalSearchClientOptions {
  /**
   * Answer from the whole index: wait for the rest file (the /search page, whose count and order
   * must be the same on every load; a failed rest still answers from the head). The modal answers
   * at once and searches again when the rest has joined (LOCAL_SEARCH_UPDATED_EVENT).
   */
  complete?: boolean;
}

export function createLocalSearchClient(indexUrl: string, {complete = false}: LocalSearchClientOptions = {}): LocalSearchClient {
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
      if (requests.some((request) => request.query?.trim())) {
        const rest = loadRest(indexUrl, index).catch(() => {
          // The head keeps answering; a later search retries.
        });
        if (complete) await rest;
      }
      return {results: requests.map((request) => index.search(request) as SearchResponse as T)};
    },
    addAlgoliaAgent() {},
    transporter: {algoliaAgent},
  };
}
