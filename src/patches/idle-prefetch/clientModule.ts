/**
 * Client module (registered by this folder's index.ts): route chunks of the links in view are
 * prefetched one per idle period instead of all at once right after hydration (see idlePrefetch.ts).
 * It runs before Docusaurus assigns `window.docusaurus`, so the very first prefetch is already deferred.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {idleScheduler, interceptDocusaurusGlobal} from './idlePrefetch';

if (ExecutionEnvironment.canUseDOM) {
  interceptDocusaurusGlobal(window, idleScheduler(window));
}
