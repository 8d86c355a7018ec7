/**
 * Client module: route chunks of the links in view are prefetched one per idle period instead of
 * all at once right after hydration (see src/utils/idlePrefetch.ts). It runs before Docusaurus
 * assigns `window.docusaurus`, so the very first prefetch is already deferred.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {idleScheduler, interceptDocusaurusGlobal} from '@site/src/utils/idlePrefetch';

if (ExecutionEnvironment.canUseDOM) {
  interceptDocusaurusGlobal(window, idleScheduler(window));
}
