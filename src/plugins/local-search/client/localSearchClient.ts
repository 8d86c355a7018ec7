// The search client the DocSearch modal gets in local mode (through `transformSearchClient`):
// the same `search({requests})` as Algolia's lite client, answered by the search Web Worker
// (./searchWorker.ts: MiniSearch builds and queries the index there, never on the page's main
// thread, so typing echoes at once while the index loads). The worker is started once per page
// session, when the modal first opens (`loadLocalSearchIndex`, which also has it fetch and index
// the head of the version's index) or on the first search. Once the first answer with a query has
// arrived, the client asks the worker for the index's rest (a failure is retried after the next
// answer). Never on page load. When the rest has joined, the client tells the page
// (`LOCAL_SEARCH_UPDATED_EVENT` on window; the modal searches again, src/patches/docsearch-modal).
// A search that the head answers with no hit waits for the rest and answers from the whole index:
// the head's silence is not an answer (issue 43).
// The /search page's client is `complete`: it asks for the rest first and answers from the whole
// index, so its count and order are the same on every load (issue 34, B1). Each answer sets a User
// Timing mark, `ANSWER_MARK`, that `npm run bench:search` reads.
// This module must not import the engine (search/engine.ts, MiniSearch) other than as types: the
// engine belongs to the worker's bundle (tests/e2e/search-worker.spec.ts checks it).
import type {WorkerRequest, WorkerResponse} from '../search/workerProtocol';
import type {SearchRequest, SearchResponse} from '../search/types';
import {LOCAL_SEARCH_UPDATED_EVENT} from '../constants';

/** What the client needs of a Worker (a fake one in the unit tests). */
export interface SearchWorkerLike {
  postMessage(message: WorkerRequest): void;
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

type Pending = {resolve(response: WorkerResponse): void};
/** A message without its id (the channel numbers it). */
type WorkerCall = WorkerRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

let createWorker = (): SearchWorkerLike =>
  new Worker(new URL(/* webpackChunkName: "local-search-worker" */ './searchWorker.ts', import.meta.url), {name: 'local-search'}) as unknown as SearchWorkerLike;
let channel: {worker: SearchWorkerLike; pending: Map<number, Pending>} | null = null;
let nextId = 0;
/** The index URLs whose rest has been asked for, settled once it has joined (forgotten when it failed). */
const rests = new Map<string, Promise<boolean>>();

/** The performance mark of each answer of the worker (the bench's "first answer"). */
export const ANSWER_MARK = 'local-search-answer';

/** Replaces how the worker is created (the unit tests run the worker's code in-process); forgets the current one. */
export function setSearchWorkerFactory(factory: () => SearchWorkerLike): void {
  createWorker = factory;
  channel = null;
  rests.clear();
}

function connect() {
  if (channel) return channel;
  const worker = createWorker();
  const pending = new Map<number, Pending>();
  const current = {worker, pending};
  worker.onmessage = (event) => {
    pending.get(event.data.id)?.resolve(event.data);
    pending.delete(event.data.id);
  };
  // A worker that cannot start (its script failed to load): every waiting call fails, and the next one starts a new worker.
  worker.onerror = (event) => {
    for (const [id, {resolve}] of pending) resolve({id, error: `search worker: ${event.message ?? 'error'}`});
    pending.clear();
    if (channel === current) channel = null;
  };
  channel = current;
  return current;
}

/** Sends one message to the worker and waits for its answer. */
function call(message: WorkerCall): Promise<WorkerResponse> {
  const {worker, pending} = connect();
  const id = (nextId += 1);
  return new Promise((resolve) => {
    pending.set(id, {resolve});
    worker.postMessage({...message, id} as WorkerRequest);
  });
}

/**
 * Asks the worker (once per index URL) for the rest of the index; settles when it has joined
 * (true), or could not be loaded (false; then forgotten, so a later search retries; the head keeps
 * answering).
 */
function askRest(indexUrl: string): Promise<boolean> {
  let rest = rests.get(indexUrl);
  if (!rest) {
    rest = call({type: 'rest', indexUrl}).then((response) => {
      if (response.error !== undefined) {
        rests.delete(indexUrl);
        return false;
      }
      if (typeof window !== 'undefined') window.dispatchEvent(new Event(LOCAL_SEARCH_UPDATED_EVENT));
      return true;
    });
    rests.set(indexUrl, rest);
  }
  return rest;
}

/** The index URL as the worker needs it: absolute (a worker resolves relative URLs against its script). */
const absolute = (indexUrl: string) => (typeof location === 'undefined' ? indexUrl : new URL(indexUrl, location.href).href);

/** Has the worker load (once) and index the head of `indexUrl`. Rejects when it cannot; a later call retries. */
export async function loadLocalSearchIndex(indexUrl: string): Promise<void> {
  const response = await call({type: 'load', indexUrl: absolute(indexUrl)});
  if (response.error !== undefined) throw new Error(response.error);
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
      const url = absolute(indexUrl);
      const withQuery = requests.some((request) => request.query?.trim());
      // The worker fetches the head and the rest side by side (host.loadRest).
      if (complete && withQuery) await askRest(url);
      let response = await call({type: 'search', indexUrl: url, requests});
      // The head found nothing: only the whole index can say that nothing matches, so the answer
      // waits for the rest (the modal shows its searching state meanwhile, never "no results").
      if (response.error === undefined && !response.complete && withQuery && response.results.every((result) => result.nbHits === 0)) {
        response = (await askRest(url)) ? await call({type: 'search', indexUrl: url, requests}) : {id: 0, error: 'the rest of the index could not be loaded'};
      }
      if (response.error !== undefined) {
        throw new LocalSearchUnavailableError(`The local search index could not be loaded (${response.error})`);
      }
      performance.mark(ANSWER_MARK);
      if (withQuery) void askRest(url);
      return {results: response.results as SearchResponse[] as T[]};
    },
    addAlgoliaAgent() {},
    transporter: {algoliaAgent},
  };
}
