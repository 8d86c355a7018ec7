// Patch idle-prefetch: route prefetches run one per idle period instead of all at once right after
// hydration.
//
// Package:  @docusaurus/core 3.10.x: its client entry (lib/client/clientEntry.js) assigns the object of
//           lib/client/docusaurus.js to `window.docusaurus`, and its <Link> (lib/client/exports/Link.js)
//           calls `window.docusaurus.prefetch(path)` from an IntersectionObserver for each link in view.
// Changes:  a client module (clientModule.ts, registered by this plugin) intercepts the assignment of
//           `window.docusaurus` and hands out a copy whose `prefetch` is queued, one call per idle
//           period (idlePrefetch.ts); `preload` (a hovered link) stays immediate. Each prefetch walks the
//           whole route table, and after hydration the calls for every link in view ran back to back
//           in one task: on a phone, one of the longest tasks of a page load.
// Buys:     main-thread time after hydration (tests/e2e/loading.spec.ts), not measured here in
//           milliseconds; it costs 288 to 294 B gzip of first-load JS (src/patches/README.md).
// Upstream: none found; UPSTREAM.md is the issue to file.
// Contract: contract.test.ts (the global in the installed Docusaurus) and idlePrefetch.test.ts (the
//           queue), beside this file.
// Delete:   when Docusaurus schedules its viewport prefetches in idle time itself.
// Checks:   at build, the tested version; the client entry still assigns `window.docusaurus` (after the
//           client modules have run, as its imports load them first), the global still has prefetch and
//           preload, and <Link> still prefetches through it.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assertShape, checkTestedVersions, readPackageFile, type Patch} from '../guard';

export const PATCH: Patch = {name: 'idle-prefetch', packages: [{name: '@docusaurus/core', tested: '3.10.x'}]};
export const PLUGIN_NAME = PATCH.name;

export const CLIENT_MODULE = path.join(__dirname, 'clientModule.ts');

/** Fails the patch unless Docusaurus still assigns the global the client module intercepts, and <Link> still calls it. */
export function checkDocusaurusGlobal(
  clientEntry = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/clientEntry.js'),
  global = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/docusaurus.js'),
  link = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/exports/Link.js'),
): void {
  assertShape(
    PATCH,
    clientEntry.includes("import App from './App';") && clientEntry.includes('window.docusaurus = docusaurus;'),
    "@docusaurus/core's client entry no longer assigns window.docusaurus (after importing the App, which runs the client modules).",
  );
  assertShape(
    PATCH,
    /const docusaurus = \{\s*prefetch,\s*preload,\s*\};\s*(?:\/\/.*\s*)*export default Object\.freeze\(docusaurus\);/.test(global),
    "@docusaurus/core's window.docusaurus no longer is {prefetch, preload}.",
  );
  assertShape(PATCH, link.includes('window.docusaurus.prefetch(targetLink)'), "@docusaurus/core's <Link> no longer prefetches through window.docusaurus.prefetch.");
}

export default function idlePrefetchPlugin(): Plugin {
  checkTestedVersions(PATCH);
  checkDocusaurusGlobal();
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [CLIENT_MODULE];
    },
  };
}
