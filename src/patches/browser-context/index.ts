// Patch browser-context: useIsBrowser() turns true after hydration in a transition, not in one
// blocking render.
//
// Package:  @docusaurus/core 3.10.x: its private module lib/client/browserContext.js (`Context`, the
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
// Checks:   at build, the tested version; useIsBrowser still reads browserContext's Context, and App
//           still renders Root inside BrowserContextProvider (else the wrap would defer nothing).
import type {Plugin} from '@docusaurus/types';
import {assertShape, readPackageFile, type Patch} from '../guard';

export const PATCH: Patch = {
  name: 'browser-context',
  reads: ['lib/client/browserContext.js', 'lib/client/exports/useIsBrowser.js', 'lib/client/App.js'].map((file) => ({package: '@docusaurus/core', file})),
};
export const PLUGIN_NAME = PATCH.name;

/** Fails the patch unless useIsBrowser reads the private context and Root is rendered inside its provider. */
export function checkBrowserContext(
  context = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/browserContext.js'),
  useIsBrowser = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/exports/useIsBrowser.js'),
  app = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/App.js'),
): void {
  assertShape(PATCH, /export const Context = React\.createContext\(false\);/.test(context), "@docusaurus/core's lib/client/browserContext.js no longer exports the Context useIsBrowser reads.");
  assertShape(
    PATCH,
    useIsBrowser.includes("import { Context } from '../browserContext';") && useIsBrowser.includes('return useContext(Context);'),
    "@docusaurus/core's useIsBrowser no longer reads lib/client/browserContext.js's Context; Root's deferred copy would change nothing.",
  );
  assertShape(PATCH, /<BrowserContextProvider>\s*<Root>/.test(app), "@docusaurus/core's App no longer renders Root inside BrowserContextProvider.");
}

export default function browserContextPlugin(): Plugin {
  checkBrowserContext();
  return {name: PLUGIN_NAME};
}
