// Prism: the site bundles a copy of prism-react-renderer without its built-in languages and themes
// (slimPrismRenderer.ts), for both the client and the server bundle, so the server-rendered
// highlighting and the client's agree. The languages of languages.ts are registered by the code
// block (registerLanguages.ts); theme-classic's start-up client module that did it is replaced by an
// empty one (noLanguagesAtStartup.ts), which keeps Prism out of the main bundle.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {slimPrismRenderer} from './slimPrismRenderer';

export const PLUGIN_NAME = 'prism';

/** The ES module build of prism-react-renderer (what bundlers resolve through its `module` field). */
export function prismRendererModuleFile(): string {
  const require = createRequire(__filename);
  return path.join(path.dirname(require.resolve('prism-react-renderer/package.json')), 'dist', 'index.mjs');
}

/** theme-classic's client module that registers `additionalLanguages` at start-up, as Docusaurus requires it. */
export function themeLanguagesClientModule(): string {
  const require = createRequire(__filename);
  return path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib', 'prism-include-languages');
}

export default function prismPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,

    configureWebpack() {
      const slimFile = path.join(context.generatedFilesDir, PLUGIN_NAME, 'prism-react-renderer.mjs');
      fs.mkdirSync(path.dirname(slimFile), {recursive: true});
      fs.writeFileSync(slimFile, slimPrismRenderer(fs.readFileSync(prismRendererModuleFile(), 'utf8')));
      return {
        resolve: {
          alias: {
            'prism-react-renderer$': slimFile,
            [`${themeLanguagesClientModule()}$`]: path.join(__dirname, 'noLanguagesAtStartup.ts'),
          },
        },
      };
    },
  };
}
