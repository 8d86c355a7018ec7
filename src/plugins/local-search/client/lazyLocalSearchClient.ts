// The modal's local search client with its code (./localSearchClient.ts, which starts the search
// worker) in a chunk of its own, loaded when the search is first wanted: the warm-up's intent (the
// pointer over the search button, a touch or focus) or the modal opening. No page's first load
// carries it (bench:check: the longest page's first load is at the 190 KB ceiling).
import type {LocalSearchClient} from './localSearchClient';

const load = () => import(/* webpackChunkName: "local-search-client" */ './localSearchClient');

/** Starts the worker and has it index the head of `indexUrl` (a failure is reported by the first search). */
export function warmUpLocalSearch(indexUrl: string): void {
  load()
    .then(({loadLocalSearchIndex}) => loadLocalSearchIndex(indexUrl))
    .catch(() => {
      // The first search reports it (error screen).
    });
}

/** The client DocSearch gets, at once; its searches wait for the client's code. */
export function createLazyLocalSearchClient(indexUrl: string): LocalSearchClient {
  const client = load().then(({createLocalSearchClient}) => createLocalSearchClient(indexUrl));
  const algoliaAgent = {
    value: 'local-search',
    add() {
      return algoliaAgent;
    },
  };
  return {
    search: async (params) => (await client).search(params),
    addAlgoliaAgent() {},
    transporter: {algoliaAgent},
  };
}
