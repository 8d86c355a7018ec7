// Patch translate-descriptions: the translators' notes of translate() and <Translate> out of the
// client bundle.
//
// Packages: @docusaurus/core 3.10.x (its translate() and <Translate>, lib/client/exports/Translate.js,
//           read only the id and the message) and the code of the site and of the Docusaurus themes as
//           the SWC loader compiles it (@docusaurus/theme-classic, theme-common, theme-search-algolia and
//           plugin-content-docs 3.10.x).
// Changes:  the description of a translate() call or a <Translate> element is a note for translators
//           (write-translations reads it from the source; i18n/*/code.json keeps it), yet the bundler
//           keeps every one. A loader that runs after the SWC loader (stripDescriptions.cjs) removes
//           them from the client bundle; the server bundle is left as it is.
// Buys:     1,118 to 2,059 B gzip of first-load JS a page (1,934 B on an English doc page, 1,472 B on
//           the home page), measured before it also reached nested calls (two more descriptions)
//           (scripts/bench/firstLoad.mjs on builds with and without it: src/patches/README.md).
// Upstream: none found; UPSTREAM.md is the issue to file.
// Contract: contract.test.ts, beside this file.
// Delete:   when Docusaurus strips the descriptions itself (a compile-time transform of translate calls).
// Checks:   at build, the tested versions; translate() and <Translate> still read no description;
//           the loader is on the client bundle's site and theme modules; and after each locale's build
//           no translator's note of i18n/en/code.json is left in its scripts (a change in the compiled
//           form of the calls would otherwise leave them all in place without a word).
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assertShape, checkTestedVersions, moduleGuard, readPackageFile, type Patch} from '../guard';

export const PATCH: Patch = {
  name: 'translate-descriptions',
  packages: [
    {name: '@docusaurus/core', tested: '3.10.x'},
    {name: '@docusaurus/theme-classic', tested: '3.10.x'},
    {name: '@docusaurus/theme-common', tested: '3.10.x'},
    {name: '@docusaurus/theme-search-algolia', tested: '3.10.x'},
    {name: '@docusaurus/plugin-content-docs', tested: '3.10.x'},
  ],
};
export const PLUGIN_NAME = PATCH.name;

export const LOADER = path.join(__dirname, 'stripDescriptions.cjs');

/** Where translate() and <Translate> are called: the site's code and the Docusaurus themes. */
export const INCLUDE = /[\\/](?:src|@docusaurus[\\/]theme-[a-z-]+|@docusaurus[\\/]plugin-content-docs)[\\/].*\.[cm]?[jt]sx?$/;

/** The English code translations, with each string's description (write-translations keeps them). */
export const CODE_TRANSLATIONS = path.join('i18n', 'en', 'code.json');

/** A `description:` property with a string value in minified JavaScript, and its text. */
const DESCRIPTION_PROPERTY = /\bdescription:(["'])((?:(?!\1)[^\\\n]|\\.)*)\1/g;

/** The translators' notes of the site's code translations that no message also says. */
export function translatorNotes(codeTranslations: Record<string, {message: string; description?: string}>): Set<string> {
  const entries = Object.values(codeTranslations);
  const messages = new Set(entries.map((entry) => entry.message));
  return new Set(entries.map((entry) => entry.description).filter((note): note is string => Boolean(note) && !messages.has(note!)));
}

const ESCAPES: Record<string, string> = {n: '\n', r: '\r', t: '\t', b: '\b', f: '\f', v: '\v', 0: '\0'};

/** The value of a JavaScript string literal's body (between its quotes). */
function stringValue(body: string): string {
  return body.replace(/\\(u\{[0-9a-fA-F]+\}|u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_match, escape: string) => {
    if (escape.length > 1) return String.fromCodePoint(parseInt(escape.replace(/^[ux]\{?|\}$/g, ''), 16));
    return ESCAPES[escape] ?? escape;
  });
}

/** The translators' notes left in a script. */
export function notesIn(script: string, notes: ReadonlySet<string>): string[] {
  return [...script.matchAll(DESCRIPTION_PROPERTY)].map((match) => stringValue(match[2]!)).filter((value) => notes.has(value));
}

/** The scripts of a locale's build (`<outDir>/assets/js/*.js`). */
function clientScripts(outDir: string): string[] {
  const dir = path.join(outDir, 'assets', 'js');
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.js')).map((name) => path.join(dir, name)) : [];
}

/** Fails the patch when Docusaurus's translate() or <Translate> reads a description. */
export function checkTranslateApi(): void {
  const source = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/exports/Translate.js').replace(/\/\/.*|\/\*[\s\S]*?\*\//g, '');
  assertShape(
    PATCH,
    /export function translate\(\{ message, id \}, values\)/.test(source) && !source.includes('description'),
    "@docusaurus/core's translate() or <Translate> reads more than the id and the message now; a description may matter at run time.",
  );
}

export default function translateDescriptionsPlugin(): Plugin {
  checkTestedVersions(PATCH);
  checkTranslateApi();
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {rules: [{test: INCLUDE, enforce: 'post', use: [{loader: LOADER}]}]},
        plugins: [moduleGuard(PATCH, [{what: 'the site and the Docusaurus themes', resource: INCLUDE, min: 1, loader: LOADER}])],
      };
    },
    async postBuild({outDir, siteDir}) {
      const codeTranslations = path.join(siteDir, CODE_TRANSLATIONS);
      assertShape(PATCH, fs.existsSync(codeTranslations), `${CODE_TRANSLATIONS} is missing; the check reads the translators' notes from it.`, 'run `npm run write-translations`.');
      const notes = translatorNotes(JSON.parse(fs.readFileSync(codeTranslations, 'utf8')));
      for (const file of clientScripts(outDir)) {
        const left = notesIn(fs.readFileSync(file, 'utf8'), notes);
        assertShape(
          PATCH,
          left.length === 0,
          `${path.relative(outDir, file)} still holds ${left.length} translator's note(s), such as "${left[0]}": the loader no longer recognises the compiled translate() calls.`,
        );
      }
    },
  };
}
