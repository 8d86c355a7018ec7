// Patch prism-include-languages: theme-classic's start-up client module that builds the Prism
// grammars on every page is replaced by an empty module.
//
// Package:  @docusaurus/theme-classic 3.10.x: lib/prism-include-languages.js, which its plugin lists
//           in getClientModules (`./prism-include-languages`) and Docusaurus requires at start-up in
//           main.js. It imports prism-react-renderer and registers themeConfig.prism.additionalLanguages.
// Changes:  an alias of that file's path (as Docusaurus requires it) to noLanguagesAtStartup.ts, an
//           empty module, in both bundles. The site registers the same languages from the code
//           block's highlighter chunk instead (src/plugins/prism/registerLanguages.ts), which a page
//           loads only when a block is rendered after hydration, so Prism stays out of main.js.
// Buys:     11,450 to 11,494 B gzip of first-load JS on every page (Prism and its grammars out of
//           main.js) (measured with scripts/bench/firstLoad.mjs on builds with and without it:
//           src/patches/README.md).
// Upstream: none found; UPSTREAM.md is the issue to file.
// Contract: contract.test.ts, beside this file.
// Delete:   when theme-classic registers the languages lazily (with the code block), or lets a site
//           opt out of the start-up module.
// Checks:   at build, the tested version; theme-classic still lists the module and ships the file
//           (a rename would make the alias match nothing); the client bundle must hold the empty
//           module and not theme-classic's.
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assertShape, checkTestedVersions, clientModuleGuard, packageFile, readPackageFile, replacementExpectations, type Patch} from '../guard';

export const PATCH: Patch = {name: 'prism-include-languages', packages: [{name: '@docusaurus/theme-classic', tested: '3.10.x'}]};
export const PLUGIN_NAME = PATCH.name;

/** The empty module that stands in for theme-classic's. */
export const NO_LANGUAGES_MODULE = path.join(__dirname, 'noLanguagesAtStartup.ts');

/** theme-classic's client module that registers `additionalLanguages` at start-up, as Docusaurus requires it (no extension). */
export function themeLanguagesClientModule(): string {
  return packageFile('@docusaurus/theme-classic', path.join('lib', 'prism-include-languages'));
}

/** Fails the patch unless theme-classic still lists the module among its client modules and ships it. */
export function checkThemeClientModule(): void {
  const theme = readPackageFile(PATCH, '@docusaurus/theme-classic', 'lib/index.js');
  assertShape(
    PATCH,
    /getClientModules\(\) \{[^}]*'\.\/prism-include-languages',/.test(theme),
    "@docusaurus/theme-classic's getClientModules no longer lists './prism-include-languages'; the alias would replace nothing.",
  );
  assertShape(PATCH, fs.existsSync(`${themeLanguagesClientModule()}.js`), '@docusaurus/theme-classic has no lib/prism-include-languages.js any more.');
}

export default function prismIncludeLanguagesPlugin(): Plugin {
  checkTestedVersions(PATCH);
  checkThemeClientModule();
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      const original = themeLanguagesClientModule();
      return {
        resolve: {alias: {[`${original}$`]: NO_LANGUAGES_MODULE}},
        plugins: clientModuleGuard(
          PATCH,
          isServer,
          replacementExpectations(
            {what: 'the empty stand-in for the start-up languages module', file: NO_LANGUAGES_MODULE},
            {what: "theme-classic's start-up languages module", resource: (resource) => resource === `${original}.js`},
          ),
        ),
      };
    },
  };
}
