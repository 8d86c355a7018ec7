// Patch docsearch-modal: four fixes in DocSearch's modal, for the Algolia and the local backend alike.
//
// Package:  @docsearch/react 4.7.1 (pinned by `overrides` in package.json): its minified modal module,
//           dist/esm/DocSearchModal.js, which theme-search-algolia imports as `@docsearch/react/modal`.
//           Pinned exactly, though theme-search-algolia 3.10's `^3.9.0 || ^4.3.2` resolves 4.7.1 by
//           itself: the fixes match minified code, whose names any release may change (4.7.1 renamed
//           helpers of 4.7.0), so the patch is tested on one version. Without the pin, `npm update` or
//           a new lockfile would take any later 4.x and the build would stop here; with it, moving
//           DocSearch is a decision in package.json, made with this patch. The pin must stay inside
//           the theme's range (4.7.1 is the newest 4.x).
// Changes:  the plugin writes a copy of the module with four fixes (docsearchPatch.ts: regular
//           expressions on the minified 4.7.1 code) and aliases `@docsearch/react/modal` to it in both
//           bundles. 1. The no-results screen's "Try searching for" suggestions, which never show (an
//           object spread where an array is meant). 2. The error screen, which never shows after a
//           failed search (autocomplete sets the status back to idle). 3. The "See all N results"
//           count, which added up the answers of every query typed since the modal opened. 4. A new
//           search of the query when the local index has grown (the head's text, then the rest).
// Buys:     the two screens of the spec (sections 2, 4, 8; tests/e2e/search.spec.ts); no bytes (the
//           modal is a chunk of its own, loaded when the search opens).
// Upstream: 1. https://github.com/algolia/docsearch/issues/2922 (open), fixed by the open pull request
//           https://github.com/algolia/docsearch/pull/2928 (array spread, not merged as of 5.2.0).
//           2. none in algolia/docsearch; the cause is reported in
//           https://github.com/algolia/autocomplete/issues/1248 (a failed source never sets status
//           'error'). 3. none found. 4. none (this site's local index). UPSTREAM.md: the issues to file.
// Contract: contract.test.ts, beside this file.
// Delete:   each fix when a DocSearch release has it (for 1, #2928); then drop the `overrides` pin.
//           With both gone, delete the folder.
// DocSearch 5 (5.0 to 5.2 on the registry) needs theme support first: theme-search-algolia 3.10.2,
//           the newest, and its newest canary (4.0.0-canary-6808, `^4.7.0`) do not accept 5.x;
//           facebook/docusaurus#12406 (open) moves the theme to `^5.0.4`, with a breaking config
//           (`algolia.indices` for `indexName`). 5.2.0 still has bugs 1 to 3, and 4 still needs a hook
//           (no public way to search again). It ships unminified ESM chunks with hashed names: fixes
//           1 to 3 would target normalizeDocSearchIndexes-<hash>.js, 4 DocSearchModal-<hash>.js, each
//           found from `@docsearch/react/modal`'s imports. UPSTREAM.md has the details.
// Checks:   at build: each fix's pattern must match the installed
//           module, and fix 4 must find the name React has where it adds its effect (the build stops
//           otherwise); the client bundle must hold the fixed copy and not the original.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {createRequire} from 'node:module';
import {SITE_DIR, moduleGuard, replacementExpectations} from '../guard';
import {PATCH, patchDocSearchModal} from './docsearchPatch';

export {PATCH};
export const PLUGIN_NAME = PATCH.name;

/** The modal module the theme imports (`@docsearch/react/modal`), as the site resolves it. */
export function docSearchModalFile(): string {
  return createRequire(path.join(SITE_DIR, 'package.json')).resolve('@docsearch/react/modal');
}

export default function docSearchModalPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      // The fixed copy, in the patch's folder of the generated files; both bundles import it instead.
      const original = docSearchModalFile();
      const copy = path.join(context.generatedFilesDir, PATCH.name, 'DocSearchModal.js');
      fs.mkdirSync(path.dirname(copy), {recursive: true});
      fs.writeFileSync(copy, patchDocSearchModal(fs.readFileSync(original, 'utf8')));
      const expectations = replacementExpectations(
        {what: "the fixed copy of DocSearch's modal", file: copy},
        {what: '@docsearch/react/modal as the package ships it', resource: (resource) => resource === original},
      );
      return {resolve: {alias: {'@docsearch/react/modal$': copy}}, plugins: isServer ? [] : [moduleGuard(PATCH, expectations)]};
    },
  };
}
