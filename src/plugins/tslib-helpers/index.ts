// First-load JS: @docusaurus/utils-common (in the main bundle) is CommonJS compiled with
// `importHelpers`, and requires tslib for one helper, `__importDefault`. A CommonJS require of
// tslib's ES module keeps the whole module, so the client bundle gives utils-common, and only
// it, a module with that helper (importDefault.cjs). Every other importer gets tslib as usual.
// tests/unit/plugins/tslib-helpers checks that utils-common still needs nothing more.
import path from 'node:path';
import {createRequire} from 'node:module';
import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'tslib-helpers';

/** The file of @docusaurus/utils-common that requires tslib. */
export function utilsCommonEntry(): string {
  const require = createRequire(__filename);
  return require.resolve('@docusaurus/utils-common');
}

export const IMPORT_DEFAULT_SHIM = path.join(__dirname, 'importDefault.cjs');

export default function tslibHelpersPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [{test: utilsCommonEntry(), resolve: {alias: {tslib$: IMPORT_DEFAULT_SHIM}}}],
        },
      };
    },
  };
}
