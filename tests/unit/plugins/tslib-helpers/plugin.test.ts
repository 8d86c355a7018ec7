/**
 * @jest-environment node
 */
import fs from 'node:fs';
import tslibHelpersPlugin, {IMPORT_DEFAULT_SHIM, utilsCommonEntry} from '@site/src/plugins/tslib-helpers';

// The client bundle gives @docusaurus/utils-common a one-helper stand-in for tslib. That is only
// right while utils-common calls no other tslib helper, and while the stand-in does what tslib's
// helper does.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const shim = require(IMPORT_DEFAULT_SHIM) as {__importDefault: (mod: unknown) => {default: unknown}};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const tslib = require('tslib') as {__importDefault: (mod: unknown) => {default: unknown}};

describe('tslib-helpers', () => {
  it('@docusaurus/utils-common calls no tslib helper but __importDefault', () => {
    const source = fs.readFileSync(utilsCommonEntry(), 'utf8');
    expect(source).toMatch(/require\("tslib"\)/);
    expect([...new Set([...source.matchAll(/tslib_1\.(\w+)/g)].map((match) => match[1]))]).toEqual(['__importDefault']);
  });

  it('the stand-in wraps a CommonJS value and passes an ES module through, as tslib does', () => {
    const commonJs = () => 'value';
    const esModule = {__esModule: true, default: 'value'};
    expect(shim.__importDefault(commonJs)).toEqual(tslib.__importDefault(commonJs));
    expect(shim.__importDefault(commonJs).default).toBe(commonJs);
    expect(shim.__importDefault(esModule)).toBe(esModule);
    expect(tslib.__importDefault(esModule)).toBe(esModule);
  });

  it('applies to the client bundle only, and only for utils-common', () => {
    const plugin = tslibHelpersPlugin();
    const configure = plugin.configureWebpack! as unknown as (config: object, isServer: boolean) => {module?: {rules: unknown[]}};
    expect(configure({}, true)).toEqual({});
    expect(configure({}, false).module?.rules).toEqual([{test: utilsCommonEntry(), resolve: {alias: {tslib$: IMPORT_DEFAULT_SHIM}}}]);
  });
});
