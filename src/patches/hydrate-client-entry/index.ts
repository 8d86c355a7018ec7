// Patch hydrate-client-entry: the site's code reads Docusaurus's client-bundle constant
// `process.env.HYDRATE_CLIENT_ENTRY` to know whether the page is being hydrated (hydration.ts).
//
// Package:  @docusaurus/core 3.10.x: lib/webpack/client.js defines the constant (DefinePlugin: true in
//           a production build with the browser router, false in the development server), and
//           lib/client/clientEntry.js hydrates the server's HTML (ReactDOM.hydrateRoot) when it is true.
// Changes:  nothing in Docusaurus; hydration.ts (isHydrating, markHydrated) reads the constant, so that
//           a code block keeps the lines the server wrote while the page hydrates
//           (src/theme/CodeBlock/Content), and Prism is not loaded for it.
// Buys:     11,476 to 11,479 B gzip of first-load JS on every page with a code block (the highlighter's
//           chunks a page would otherwise load while it hydrates), and the time of highlighting every
//           block again (measured with scripts/bench/firstLoad.mjs with isHydrating() always false:
//           src/patches/README.md).
// Upstream: none: Docusaurus offers no public "is hydrating" signal; UPSTREAM.md is the issue to file.
// Contract: contract.test.ts (the constant in the installed Docusaurus) and hydration.test.tsx (the
//           module), beside this file.
// Delete:   when Docusaurus exposes whether the app hydrates (then read that in hydration.ts), or
//           stops hydrating; if the constant is renamed, every page would silently load the highlighter:
//           the check below stops the build instead.
// Checks:   at build, the tested version; core's client config still defines the constant and its
//           client entry still hydrates when it is true.
import type {Plugin} from '@docusaurus/types';
import {assertShape, checkTestedVersions, readPackageFile, type Patch} from '../guard';

export const PATCH: Patch = {name: 'hydrate-client-entry', packages: [{name: '@docusaurus/core', tested: '3.10.x'}]};
export const PLUGIN_NAME = PATCH.name;

/** The constant, as Docusaurus's DefinePlugin names it and hydration.ts reads it. */
export const HYDRATE_CONSTANT = 'process.env.HYDRATE_CLIENT_ENTRY';

/** Fails the patch unless core's client bundle config defines the constant and its client entry hydrates by it. */
export function checkHydrateConstant(
  clientConfig = readPackageFile(PATCH, '@docusaurus/core', 'lib/webpack/client.js'),
  clientEntry = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/clientEntry.js'),
): void {
  assertShape(
    PATCH,
    clientConfig.includes(`'${HYDRATE_CONSTANT}': JSON.stringify(hydrate)`),
    `@docusaurus/core's client bundle config (lib/webpack/client.js) no longer defines ${HYDRATE_CONSTANT}; every page would load the highlighter while it hydrates.`,
  );
  assertShape(
    PATCH,
    clientEntry.includes(`const hydrate = Boolean(${HYDRATE_CONSTANT});`) && /if \(hydrate\) \{\s*window\.docusaurusRoot = ReactDOM\.hydrateRoot\(/.test(clientEntry),
    `@docusaurus/core's client entry (lib/client/clientEntry.js) no longer hydrates by ${HYDRATE_CONSTANT}.`,
  );
}

export default function hydrateClientEntryPlugin(): Plugin {
  checkTestedVersions(PATCH);
  checkHydrateConstant();
  return {name: PLUGIN_NAME};
}
