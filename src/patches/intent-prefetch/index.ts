// Patch intent-prefetch: a link fetches its page's code when the reader points at it, not when it
// scrolls into view.
//
// Package:  @docusaurus/core (PATCH.reads): its client entry assigns the object of
//           lib/client/docusaurus.js to `window.docusaurus`, and its <Link> calls
//           `window.docusaurus.prefetch(path)` from an IntersectionObserver of its own for each internal
//           link in view, or from an effect when `ExecutionEnvironment.canUseIntersectionObserver` is false;
//           on hover or touch it calls `window.docusaurus.preload(path)`.
// Changes:  a client module (clientModule.ts) sets that flag to false, so no link makes an observer, and
//           hands out a copy of `window.docusaurus` whose `prefetch` does nothing; `preload` (pointer
//           over or finger on a link) stays: the page's code loads as the reader reaches for the link.
// Buys:     each prefetch re-added a <link rel="prefetch"> for every chunk of the target's route,
//           shared layout chunks included: 240 on the Chinese expect page after load, each a request,
//           a response and a load event on the main thread, and an observer per link. Issue 49:
//           main-thread work at 4× CPU, figures in src/patches/README.md.
// Upstream: none found for an option to turn the viewport prefetch off (related:
//           https://github.com/facebook/docusaurus/pull/1375, the viewport prefetch, 2019); UPSTREAM.md.
// Contract: contract.test.ts (the global in the installed Docusaurus, <Link>'s two paths and the flag).
// Delete:   when Docusaurus lets a site choose intent-only prefetching.
// Checks:   the contract test; the upgrade check names any change to the files it reads.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {Patch} from '../guard';

export const PATCH: Patch = {
  name: 'intent-prefetch',
  reads: ['lib/client/clientEntry.js', 'lib/client/App.js', 'lib/client/docusaurus.js', 'lib/client/exports/Link.js', 'lib/client/exports/ExecutionEnvironment.js'].map((file) => ({
    package: '@docusaurus/core',
    file,
  })),
};

export const CLIENT_MODULE = path.join(__dirname, 'clientModule.ts');

export default function intentPrefetchPlugin(): Plugin {
  return {name: PATCH.name, getClientModules: () => [CLIENT_MODULE]};
}
