// The messages between the page (client/localSearchClient.ts) and the search worker
// (client/searchWorker.ts, which runs ./host.ts). Index URLs are absolute: the worker resolves
// URLs against its own script's URL, not the page's.
import type {SearchRequest, SearchResponse} from './types';

// - load: fetch and index the head (the modal opened);
// - search: answer Algolia-shaped requests (from the head until the rest has joined);
// - rest: fetch the rest file and add it to the index (the page sends it once it has received the
//   first answer with a query, so that the first answer never waits for, nor shares the network
//   with, the rest); answered when the rest has joined, or with an error.
export type WorkerRequest =
  | {id: number; type: 'load'; indexUrl: string}
  | {id: number; type: 'rest'; indexUrl: string}
  | {id: number; type: 'search'; indexUrl: string; requests: SearchRequest[]};

/**
 * `results` answers a search (empty for a load or a rest), `complete` says whether the rest had
 * joined the index it answered from; `error` says why a file could not be loaded.
 */
export type WorkerResponse =
  | {id: number; results: SearchResponse[]; complete?: boolean; error?: undefined}
  | {id: number; error: string; results?: undefined; complete?: undefined};
