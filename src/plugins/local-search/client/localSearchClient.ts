// The search client the DocSearch modal gets in local mode (through `transformSearchClient`):
// the same `search({requests})` as Algolia's lite client, answered by the search Web Worker
// (./searchWorker.ts: MiniSearch builds and queries the index there, never on the page's main
// thread, so typing echoes at once while the index loads). The worker is started once per page
// session, when the modal first opens (`loadLocalSearchIndex`, which also has it fetch and index
// the head of the version's index) or on the first search. The worker answers from the head's
// outline (pages and headings) until the head's text blocks have joined (search/host.ts). Once the
// first answer with a query has arrived, the client asks the worker for the whole head (if the
// answer came from the outline) and for the index's rest (a failure is retried after the next
// answer). Never on page load. Each time the index has grown, the client tells the page
// (`LOCAL_SEARCH_UPDATED_EVENT` on window; the modal searches again, src/patches/docsearch-modal).
// A search that a stage answers with no hit waits for the next one, up to the whole index: a
// part's silence is not an answer (issue 43).
// The /search page's client is `complete`: it asks for the rest first and answers from the whole
// index, so its count and order are the same on every load (issue 34, B1). Each answer sets a User
// Timing mark, `ANSWER_MARK`, that `npm run bench:search` reads.
// This module must not import the engine (search/engine.ts, MiniSearch) other than as types: the
// engine belongs to the worker's bundle (tests/e2e/search-worker.spec.ts checks it).
import type {WorkerRequest, WorkerResponse} from '../search/workerProtocol';
import type {SearchRequest, SearchResponse} from '../search/types';
import {LOCAL_SEARCH_UPDATED_EVENT, type LocalSearchUpdate} from '../constants';

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
/** Per index URL, the whole head and the rest once asked for: settled once joined (forgotten when the load failed). */
const heads = new Map<string, Promise<boolean>>();
const rests = new Map<string, Promise<boolean>>();

/** The performance mark of each answer of the worker (the bench's "first answer"). */
export const ANSWER_MARK = 'local-search-answer';

/** Replaces how the worker is created (the unit tests run the worker's code in-process); forgets the current one. */
export function setSearchWorkerFactory(factory: () => SearchWorkerLike): void {
  createWorker = factory;
  channel = null;
  heads.clear();
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
 * Asks the worker (once per index URL) for the head's text blocks (`head`) or the rest of the index
 * (`rest`); settles when they have joined (true; the page is told), or could not be loaded (false;
 * then forgotten, so a later search retries; the index keeps answering from what it has).
 */
function askToGrow(type: 'head' | 'rest', indexUrl: string): Promise<boolean> {
  const asked = type === 'head' ? heads : rests;
  let growing = asked.get(indexUrl);
  if (!growing) {
    growing = call({type, indexUrl}).then((response) => {
      if (response.error !== undefined) {
        asked.delete(indexUrl);
        return false;
      }
      const detail: LocalSearchUpdate = {complete: type === 'rest'};
      if (typeof window !== 'undefined') window.dispatchEvent(new CustomEvent(LOCAL_SEARCH_UPDATED_EVENT, {detail}));
      return true;
    });
    asked.set(indexUrl, growing);
  }
  return growing;
}
const askRest = (indexUrl: string) => askToGrow('rest', indexUrl);
/** What the index answers from next: the whole head after its outline, then the rest. */
const askNext = (indexUrl: string, stage: WorkerResponse['stage']) => askToGrow(stage === 'outline' ? 'head' : 'rest', indexUrl);

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
      // A part of the index found nothing: only the whole index can say that nothing matches, so
      // the answer waits for the next stage (the modal shows its searching state meanwhile, never
      // "no results").
      while (response.error === undefined && response.stage !== 'complete' && withQuery && response.results.every((result) => result.nbHits === 0)) {
        response = (await askNext(url, response.stage)) ? await call({type: 'search', indexUrl: url, requests}) : {id: 0, error: `the ${response.stage === 'outline' ? 'head' : 'rest'} of the index could not be loaded`};
      }
      if (response.error !== undefined) {
        throw new LocalSearchUnavailableError(`The local search index could not be loaded (${response.error})`);
      }
      performance.mark(ANSWER_MARK);
      if (withQuery && response.stage === 'outline') void askToGrow('head', url);
      if (withQuery && response.stage !== 'complete') void askRest(url);
      return {results: response.results as SearchResponse[] as T[]};
    },
    addAlgoliaAgent() {},
    transporter: {algoliaAgent},
  };
}
