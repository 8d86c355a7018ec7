// Patch browser-context: useIsBrowser() turns true after hydration in a transition, not in one
// blocking render. Not a plugin: src/theme/Root.tsx does the work; this file names what it relies on.
//
// Package:  @docusaurus/core (PATCH.reads): its private module lib/client/browserContext.js (`Context`, the
//           value useIsBrowser() returns, set to true by BrowserContextProvider's first effect), and
//           lib/client/App.js, which renders the site's Root inside that provider.
// Changes:  src/theme/Root.tsx (a wrap of the documented Root component) provides the same context
//           again with useDeferredValue, so that every component that reads useIsBrowser() re-renders
//           after hydration in a time-sliced transition; that one render was the longest task after a
//           page load. browserContext.ts gives Root the private context.
// Buys:     main-thread time after hydration, not bytes (tests/e2e/loading.spec.ts; the Root unit test
//           checks the deferral). Not measured here in milliseconds.
// Upstream: none found; UPSTREAM.md is the issue to file.
// Contract: contract.test.ts, beside this file, and tests/unit/theme/Root.test.tsx.
// Delete:   when Docusaurus sets isBrowser in a transition itself (startTransition in
//           BrowserContextProvider), or exports the context.
// Checks:   the contract test: useIsBrowser still reads browserContext's Context, and App still renders
//           Root inside BrowserContextProvider (else the wrap would defer nothing); the upgrade check
//           (npm run upgrade:check) names any change to the three files.
import type {Patch} from '../guard';

export const PATCH: Patch = {
  name: 'browser-context',
  reads: ['lib/client/browserContext.js', 'lib/client/exports/useIsBrowser.js', 'lib/client/App.js'].map((file) => ({package: '@docusaurus/core', file})),
};
