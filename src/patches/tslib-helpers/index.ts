// Patch tslib-helpers: @docusaurus/utils-common gets its one tslib helper, not all of tslib.
//
// Packages: @docusaurus/utils-common 3.10.x (CommonJS compiled with `importHelpers`: lib/index.js
//           requires tslib for `__importDefault`) and tslib 2.x as utils-common resolves it.
// Changes:  a CommonJS require of tslib's ES module keeps the whole module, so the client bundle gives
//           utils-common's entry, and only it, a module with that one helper (importDefault.cjs)
//           through an alias scoped to that file. Every other importer would get tslib as usual (none
//           in the client bundle today).
// Buys:     3,732 B gzip of first-load JS on every English page, 3,817 B on every Chinese one
//           (measured with bench/firstLoad.mjs on builds with and without it: src/patches/README.md).
// Upstream: none found (facebook/docusaurus issues and pull requests searched for tslib and
//           importHelpers in the client bundle); UPSTREAM.md is the issue to file.
// Contract: contract.test.ts, beside this file.
// Delete:   when utils-common stops requiring tslib in the browser (ES module output, or no helpers).
// Checks:   at build: utils-common's entry is still its only file that requires
//           tslib, and calls no other helper than __importDefault (a require moved to another file
//           would make the scoped alias miss it without a word); the client bundle must hold the
//           stand-in once and no module of tslib.
import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assertShape, moduleGuard, packageDir, replacementExpectations, type Patch} from '../guard';

export const PATCH: Patch = {
  name: 'tslib-helpers',
  reads: [
    {package: '@docusaurus/utils-common', file: 'lib/index.js'},
    {package: 'tslib', file: 'tslib.js', from: '@docusaurus/utils-common'},
  ],
};
export const PLUGIN_NAME = PATCH.name;

export const IMPORT_DEFAULT_SHIM = path.join(__dirname, 'importDefault.cjs');

/** The one tslib helper the stand-in provides. */
export const PROVIDED_HELPERS = ['__importDefault'];

/** The file of @docusaurus/utils-common that requires tslib (its entry). */
export function utilsCommonEntry(): string {
  const dir = packageDir({name: '@docusaurus/utils-common'});
  const {main} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {main: string};
  return path.join(dir, main);
}

/** Each file of utils-common's lib/ that requires tslib, with the helpers it calls. */
export function tslibUses(): Map<string, string[]> {
  const lib = path.join(packageDir({name: '@docusaurus/utils-common'}), 'lib');
  const uses = new Map<string, string[]>();
  for (const name of fs.readdirSync(lib).filter((file) => file.endsWith('.js'))) {
    const source = fs.readFileSync(path.join(lib, name), 'utf8');
    const binding = /(?:const|var|let) (\w+) = require\("tslib"\)/.exec(source)?.[1];
    if (!binding && !source.includes('tslib')) continue;
    const helpers = binding ? [...new Set([...source.matchAll(new RegExp(String.raw`\b${binding}\.(\w+)`, 'g'))].map((match) => match[1]!))] : ['(unknown use)'];
    uses.set(path.join(lib, name), helpers);
  }
  return uses;
}

/** Fails the patch unless utils-common's entry is its only file using tslib, and only for the helpers the stand-in has. */
export function checkTslibUse(uses = tslibUses(), entry = utilsCommonEntry()): void {
  const others = [...uses.keys()].filter((file) => file !== entry);
  assertShape(PATCH, others.length === 0, `@docusaurus/utils-common uses tslib in ${others.map((file) => path.basename(file)).join(', ')} too; the stand-in is given to ${path.basename(entry)} only.`);
  const helpers = uses.get(entry) ?? [];
  assertShape(
    PATCH,
    helpers.length > 0 && helpers.every((helper) => PROVIDED_HELPERS.includes(helper)),
    `@docusaurus/utils-common's ${path.basename(entry)} calls tslib's ${helpers.join(', ') || 'nothing'}; the stand-in (importDefault.cjs) has ${PROVIDED_HELPERS.join(', ')}.`,
  );
}

/** tslib's own files, as utils-common resolves them. */
function isTslibModule(resource: string): boolean {
  return resource.startsWith(packageDir({name: 'tslib', from: '@docusaurus/utils-common'}) + path.sep);
}

export default function tslibHelpersPlugin(): Plugin {
  checkTslibUse();
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: utilsCommonEntry(), resolve: {alias: {tslib$: IMPORT_DEFAULT_SHIM}}}],
        },
        plugins: [
          moduleGuard(
            PATCH,
            replacementExpectations(
              {what: "the stand-in for utils-common's tslib (importDefault.cjs)", file: IMPORT_DEFAULT_SHIM},
              {what: 'tslib (a client module other than utils-common requires it now: all of it is back in the bundle)', resource: isTslibModule},
            ),
          ),
        ],
      };
    },
  };
}
