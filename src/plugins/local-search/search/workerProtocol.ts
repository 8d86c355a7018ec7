// The messages between the page (client/localSearchClient.ts) and the search worker
// (client/searchWorker.ts, which runs ./host.ts). Index URLs are absolute: the worker resolves
// URLs against its own script's URL, not the page's.
import type {SearchRequest, SearchResponse} from './types';

export type WorkerRequest =
  | {id: number; type: 'load'; indexUrl: string}
  | {id: number; type: 'search'; indexUrl: string; requests: SearchRequest[]};

/** `results` answers a search (empty for a load); `error` says why the index could not be loaded. */
export type WorkerResponse = {id: number; results: SearchResponse[]; error?: undefined} | {id: number; error: string; results?: undefined};
