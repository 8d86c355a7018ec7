// Patch idle-prefetch: route prefetches run one per idle period instead of all at once right after
// hydration.
//
// Package:  @docusaurus/core (PATCH.reads): its client entry assigns the object of
//           lib/client/docusaurus.js to `window.docusaurus`, and its <Link> calls
//           `window.docusaurus.prefetch(path)` from an IntersectionObserver for each link in view.
// Changes:  a client module (clientModule.ts) intercepts the assignment of `window.docusaurus` and
//           hands out a copy whose `prefetch` is queued, one call per idle period; `preload` (a hovered
//           link) stays immediate. Each prefetch walks the route table, and after hydration the calls
//           for every link in view (sidebar, navbar, outline, pager) ran back to back in one task.
// Buys:     Lighthouse mobile on /api/test-api/expect, median of 3 interleaved runs: TBT 34 ms with it,
//           59 ms without (en), 29 and 89 ms (zh) (issue 42); it costs about 250 B gzip of first-load JS.
// Upstream: none found; related: https://github.com/facebook/docusaurus/pull/1375 (the viewport
//           prefetch, 2019). UPSTREAM.md is the issue to file.
// Contract: contract.test.ts (the global in the installed Docusaurus) and clientModule.test.ts (the
//           queue), beside this file.
// Delete:   when Docusaurus schedules its viewport prefetches in idle time itself.
// Checks:   the contract test: the client entry assigns `window.docusaurus` after the client modules
//           ran, the global is {prefetch, preload}, and <Link> prefetches through it; the upgrade
//           check names any change to the three files.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Patch} from '../guard';

export const PATCH: Patch = {
  name: 'idle-prefetch',
  reads: ['lib/client/clientEntry.js', 'lib/client/App.js', 'lib/client/docusaurus.js', 'lib/client/exports/Link.js'].map((file) => ({package: '@docusaurus/core', file})),
};

export const CLIENT_MODULE = path.join(__dirname, 'clientModule.ts');

export default function idlePrefetchPlugin(): Plugin {
  return {name: PATCH.name, getClientModules: () => [CLIENT_MODULE]};
}
