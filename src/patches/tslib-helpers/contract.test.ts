/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {packageDir, missingReads} from '../guard';
import {guardErrors} from '../testing';
import tslibHelpersPlugin, {IMPORT_DEFAULT_SHIM, PATCH, PROVIDED_HELPERS, checkTslibUse, tslibUses, utilsCommonEntry} from '.';

// The client bundle gives @docusaurus/utils-common a one-helper stand-in for tslib. That is only
// right while utils-common calls no other tslib helper, from no other file, and while the stand-in
// does what tslib's helper does.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const shim = require(IMPORT_DEFAULT_SHIM) as {__importDefault: (mod: unknown) => {default: unknown}};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tslib = require(path.join(packageDir({name: 'tslib', from: '@docusaurus/utils-common'}), 'tslib.js')) as {__importDefault: (mod: unknown) => {default: unknown}};

describe('tslib-helpers', () => {
  it('the installed utils-common and its tslib have the files the patch reads', () => {
    expect(missingReads(PATCH)).toEqual([]);
  });

  it('@docusaurus/utils-common requires tslib in its entry only, and calls no tslib helper but __importDefault', () => {
    const source = fs.readFileSync(utilsCommonEntry(), 'utf8');
    expect(source).toMatch(/require\("tslib"\)/);
    expect([...new Set([...source.matchAll(/tslib_1\.(\w+)/g)].map((match) => match[1]))]).toEqual(['__importDefault']);
    expect(tslibUses()).toEqual(new Map([[utilsCommonEntry(), PROVIDED_HELPERS]]));
    expect(() => checkTslibUse()).not.toThrow();
  });

  it('fails, naming the patch, when utils-common moves its require or calls another helper', () => {
    const entry = '/x/lib/index.js';
    expect(() => checkTslibUse(new Map([[entry, ['__importDefault']], ['/x/lib/stringUtils.js', ['__importDefault']]]), entry)).toThrow(
      /^\[patch tslib-helpers\] @docusaurus\/utils-common uses tslib in stringUtils\.js too/,
    );
    expect(() => checkTslibUse(new Map([[entry, ['__importDefault', '__rest']]]), entry)).toThrow(/^\[patch tslib-helpers\] .*calls tslib's __importDefault, __rest/);
    expect(() => checkTslibUse(new Map(), entry)).toThrow(/calls tslib's nothing/);
  });

  it('the stand-in wraps a CommonJS value and passes an ES module through, as tslib does', () => {
    const commonJs = () => 'value';
    const esModule = {__esModule: true, default: 'value'};
    expect(shim.__importDefault(commonJs)).toEqual(tslib.__importDefault(commonJs));
    expect(shim.__importDefault(commonJs).default).toBe(commonJs);
    expect(shim.__importDefault(esModule)).toBe(esModule);
    expect(tslib.__importDefault(esModule)).toBe(esModule);
    expect(Object.keys(shim)).toEqual(PROVIDED_HELPERS);
  });

  it('applies to the client bundle only, and only for utils-common', () => {
    const plugin = tslibHelpersPlugin();
    const configure = plugin.configureWebpack! as unknown as (config: object, isServer: boolean) => {module?: {rules: unknown[]}};
    expect(configure({}, true)).toEqual({});
    expect(configure({}, false).module?.rules).toEqual([{test: utilsCommonEntry(), resolve: {alias: {tslib$: IMPORT_DEFAULT_SHIM}}}]);
  });

  it('fails the build when tslib is in the client bundle, or the stand-in is not', () => {
    const configured = (tslibHelpersPlugin().configureWebpack as unknown as (config: object, isServer: boolean) => {plugins: unknown[]})({}, false);
    const tslibModule = {resource: path.join(packageDir({name: 'tslib', from: '@docusaurus/utils-common'}), 'tslib.es6.mjs')};
    expect(guardErrors(configured, [{resource: IMPORT_DEFAULT_SHIM}, {resource: utilsCommonEntry()}])).toEqual([]);
    expect(guardErrors(configured, [{resource: utilsCommonEntry()}, tslibModule])).toEqual([
      expect.stringMatching(/^\[patch tslib-helpers\] the client bundle has 0 module\(s\) of the stand-in .* 1 module\(s\) of tslib/),
    ]);
  });
});
