// The search host: what the search Web Worker runs (client/searchWorker.ts), so that building the
// index and answering queries never block the page's main thread. It keeps, per index URL, one
// engine (./engine.ts) and loads its files:
// - the head (`search-index.json`: pages, headings, the lead of each text block) when the modal
//   opens, or on the first search. Its outline (pages and headings) is indexed at once and answers
//   while the head's text blocks join the index in chunks (the outline is a fifth of the work or
//   less: the whole Chinese head took 420 ms to index on a desktop, which a pasted title waited for);
// - the rest of the long blocks (`search-index.rest.json`) when the page asks for it, which it
//   does once it has received the first answer with a query: the first answer fetches the head
//   alone. Later searches answer from the head until the rest has joined the index.
// Each answer says which of these stages it came from (`SearchStage`).
// The page talks to it through the messages of ./workerProtocol.ts.
import {localSearchRestPath} from '../constants';
import {createSearchIndex, type LocalSearchIndex} from './engine';
import type {SearchIndexFile, SearchRestFile} from './indexFile';
import type {SearchRequest, SearchResponse} from './types';
import type {SearchStage, WorkerRequest, WorkerResponse} from './workerProtocol';

export type FetchJson = <T>(url: string) => Promise<T>;

/**
 * User Timing marks of the head's load in the worker (its fetch and parse done, its outline
 * indexed, its text blocks indexed), which `npm run bench:search` reads to break the first
 * answer's time down.
 */
export const HEAD_MARKS = {parsed: 'local-search-head-parsed', outline: 'local-search-outline-built', built: 'local-search-head-built'} as const;
const mark = (name: string) => (typeof performance === 'undefined' ? undefined : performance.mark(name));

export async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.json() as Promise<T>;
}

export interface SearchHost {
  /**
   * Loads (once) the head of the index at `indexUrl` and indexes its outline, then its text blocks
   * (`head`). A failed load is forgotten, so a later call retries.
   */
  load(indexUrl: string): Promise<void>;
  /** Settles when the head's text blocks have joined the index at `indexUrl` (loading it if needed). */
  head(indexUrl: string): Promise<void>;
  /** Answers the requests from the index at `indexUrl`, with the stage it had reached. */
  search(indexUrl: string, requests: SearchRequest[]): Promise<{results: SearchResponse[]; stage: SearchStage}>;
  /** Loads (once) the rest file of `indexUrl` into its index. A failed load is forgotten (the head still answers), so a later call retries. */
  loadRest(indexUrl: string): Promise<void>;
}

interface Loaded {
  index: LocalSearchIndex;
  stage: SearchStage;
  /** Settles when the head's text blocks have joined the index. */
  head: Promise<void>;
}

export function createSearchHost({fetchJson: fetchFile = fetchJson}: {fetchJson?: FetchJson} = {}): SearchHost {
  const loads = new Map<string, Promise<Loaded>>();
  const rests = new Map<string, Promise<void>>();

  const load = (indexUrl: string) => {
    let loading = loads.get(indexUrl);
    if (!loading) {
      loading = fetchFile<SearchIndexFile>(indexUrl).then((file) => {
        mark(HEAD_MARKS.parsed);
        const index = createSearchIndex(file, {outline: true});
        mark(HEAD_MARKS.outline);
        const loaded: Loaded = {
          index,
          stage: 'outline',
          head: index.addHead().then(() => {
            loaded.stage = 'head';
            mark(HEAD_MARKS.built);
          }),
        };
        return loaded;
      });
      loading.catch(() => loads.delete(indexUrl));
      loads.set(indexUrl, loading);
    }
    return loading;
  };
  const head = async (indexUrl: string) => (await load(indexUrl)).head;

  return {
    load: async (indexUrl) => void (await load(indexUrl)),
    head,
    async search(indexUrl, requests) {
      const {index, stage} = await load(indexUrl);
      return {results: requests.map((request) => index.search(request)), stage};
    },
    loadRest(indexUrl) {
      let loading = rests.get(indexUrl);
      if (!loading) {
        loading = Promise.all([load(indexUrl), fetchFile<SearchRestFile>(localSearchRestPath(indexUrl)), head(indexUrl)]).then(async ([loaded, file]) => {
          await loaded.index.addRest(file);
          loaded.stage = 'complete';
        });
        loading.catch(() => rests.delete(indexUrl));
        rests.set(indexUrl, loading);
      }
      return loading;
    },
  };
}

/** The host's answer to one message of the page. */
export async function respond(host: SearchHost, message: WorkerRequest): Promise<WorkerResponse> {
  try {
    if (message.type === 'load') {
      await host.load(message.indexUrl);
      return {id: message.id, results: []};
    }
    if (message.type === 'head') {
      await host.head(message.indexUrl);
      return {id: message.id, results: []};
    }
    if (message.type === 'rest') {
      await host.loadRest(message.indexUrl);
      return {id: message.id, results: []};
    }
    return {id: message.id, ...(await host.search(message.indexUrl, message.requests))};
  } catch (error) {
    return {id: message.id, error: String(error)};
  }
}
