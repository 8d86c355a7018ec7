// The messages between the page (client/localSearchClient.ts) and the search worker
// (client/searchWorker.ts, which runs ./host.ts). Index URLs are absolute: the worker resolves
// URLs against its own script's URL, not the page's.
import type {SearchRequest, SearchResponse} from './types';

// - load: fetch the head and index its outline (the modal opened); its text blocks follow;
// - head: answered when the head's text blocks have joined the index;
// - search: answer Algolia-shaped requests (from the outline until the head has joined, then from
//   the head until the rest has joined);
// - rest: fetch the rest file and add it to the index (the page sends it once it has received the
//   first answer with a query, so that the first answer never waits for, nor shares the network
//   with, the rest); answered when the rest has joined, or with an error.
export type WorkerRequest =
  | {id: number; type: 'load'; indexUrl: string}
  | {id: number; type: 'head'; indexUrl: string}
  | {id: number; type: 'rest'; indexUrl: string}
  | {id: number; type: 'search'; indexUrl: string; requests: SearchRequest[]};

/**
 * What the index had when it answered: the head's pages and headings (`outline`), the whole head
 * (`head`), or the head and the rest (`complete`).
 */
export type SearchStage = 'outline' | 'head' | 'complete';

/**
 * `results` answers a search (empty for the other messages), `stage` says what the index it
 * answered from had; `error` says why a file could not be loaded.
 */
export type WorkerResponse =
  | {id: number; results: SearchResponse[]; stage?: SearchStage; error?: undefined}
  | {id: number; error: string; results?: undefined; stage?: undefined};
