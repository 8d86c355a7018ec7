// Patch theme-guard: a stored theme value that is not `light` or `dark` is removed before the first
// paint, instead of leaving the page with a `data-theme` no style matches.
//
// Package:  @docusaurus/theme-classic (PATCH.reads): its colour-mode inline script (lib/inlineScripts.js
//           getThemeInlineScript) copies the stored `theme` value (the storage key is `theme` plus the
//           site's storage namespace, the same as theme-common's colour-mode context) or
//           `?docusaurus-theme=` into `<html data-theme>` as it is.
// Changes:  an inline script placed right after that one (a plugin's preBodyTags follow the theme's)
//           repairs the result (guardColorMode.ts): a corrupted or foreign value is removed from
//           storage and the default choice goes on `<html>`. A failure of the script is logged with
//           console.error and leaves the page as Docusaurus's script set it.
// Buys:     a page that always has a theme (tests/e2e/bad-input.spec.ts); it costs about 160 B gzip of
//           inline script in each page's HTML (src/patches/README.md).
// Upstream: none found on a stored value other than light/dark (facebook/docusaurus issues and pull
//           requests searched); related: https://github.com/facebook/docusaurus/issues/10308 (closed),
//           where the maintainer suspects a `theme` key stored by something else on the origin and
//           advises storage namespacing. UPSTREAM.md is the issue to file.
// Contract: contract.test.ts, beside this file.
// Delete:   when theme-classic's inline script accepts only `light` and `dark`.
// Checks:   at build: after each locale's build, this script comes after theme-classic's in the
//           pages. The contract test: theme-classic's inline script, run on the site's colour-mode
//           config, still reads the key this script cleans and sets `data-theme`.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {assertShape, type Patch} from '../guard';
import {guardColorMode} from './guardColorMode';

export const PATCH: Patch = {name: 'theme-guard', reads: [{package: '@docusaurus/theme-classic', file: 'lib/inlineScripts.js'}]};
export const PLUGIN_NAME = PATCH.name;

/** Docusaurus's colour-mode storage key (`theme` plus the site's storage namespace). */
export const THEME_STORAGE_KEY = 'theme';

/** The message of the script's failure: a string only it has, which survives the HTML minifier, to find the script in a built page. */
export const FAILURE_MESSAGE = '[patch theme-guard] the stored theme could not be checked';

/** A string only theme-classic's colour-mode script has (its query-string key), in either quote. */
const STOCK_SCRIPT_MARK = /docusaurus-theme["']/;

export type ColorModeConfig = {defaultMode: 'light' | 'dark'; disableSwitch?: boolean; respectPrefersColorScheme: boolean};

/** The inline script that runs `guardColorMode` against the browser. */
export function themeGuardScript(colorMode: ColorModeConfig, storageType: string, storageKey: string): string {
  const fallback = colorMode.respectPrefersColorScheme
    ? `window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'`
    : JSON.stringify(colorMode.defaultMode);
  return `(function () {
  try {
    var root = document.documentElement;
    var storage = window[${JSON.stringify(storageType)}];
    var decision = (${guardColorMode.toString()})({
      stored: storage.getItem(${JSON.stringify(storageKey)}),
      applied: root.getAttribute('data-theme'),
      fallback: ${fallback}
    });
    if (decision.removeStored) storage.removeItem(${JSON.stringify(storageKey)});
    if (decision.attributes) {
      root.setAttribute('data-theme', decision.attributes.theme);
      root.setAttribute('data-theme-choice', decision.attributes.choice);
    }
  } catch (error) {
    console.error(${JSON.stringify(FAILURE_MESSAGE)}, error);
  }
})();`;
}

/** Fails the patch unless, in a built page, this script follows theme-classic's. */
export function checkScriptOrder(html: string, page: string): void {
  const stock = html.search(STOCK_SCRIPT_MARK);
  const guard = html.indexOf(FAILURE_MESSAGE);
  assertShape(PATCH, stock >= 0 && guard > stock, `in ${page}, the theme guard's script does not follow theme-classic's colour-mode script.`);
}

export default function themeGuardPlugin(context: LoadContext): Plugin {
  const {colorMode} = context.siteConfig.themeConfig as ThemeConfig & {colorMode: ColorModeConfig};
  const {siteStorage} = context;
  const storageKey = `${THEME_STORAGE_KEY}${siteStorage.namespace}`;
  return {
    name: PLUGIN_NAME,
    injectHtmlTags() {
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: themeGuardScript(colorMode, siteStorage.type, storageKey),
          },
        ],
      };
    },
    async postBuild({outDir}) {
      const page = path.join(outDir, '404.html');
      checkScriptOrder(fs.readFileSync(page, 'utf8'), path.relative(context.siteDir, page));
    },
  };
}
