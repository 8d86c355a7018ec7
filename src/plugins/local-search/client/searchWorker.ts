// The search Web Worker (a module bundled by Rspack: client/localSearchClient.ts starts it with
// `new Worker(new URL('./searchWorker.ts', import.meta.url))`): MiniSearch builds and queries the
// index here, off the page's main thread (search/host.ts; messages in search/workerProtocol.ts).
import {createSearchHost, respond} from '../search/host';
import type {WorkerRequest} from '../search/workerProtocol';

const host = createSearchHost();
const scope = self as unknown as {onmessage: ((event: MessageEvent<WorkerRequest>) => void) | null; postMessage(message: unknown): void};

scope.onmessage = (event) => {
  void respond(host, event.data).then((response) => scope.postMessage(response));
};
