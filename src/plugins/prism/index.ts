// Prism: the site bundles a copy of prism-react-renderer without its built-in languages and themes
// (slimPrismRenderer.ts), for both the client and the server bundle, so the server-rendered
// highlighting and the client's agree. The languages of languages.ts are registered by the code
// block's highlighter (registerLanguages.ts, imported by src/theme/CodeBlock/Content/highlighter.ts,
// a chunk the browser loads only for a block rendered after hydration); theme-classic's start-up
// client module that did it is replaced by an empty one (noLanguagesAtStartup.ts), which keeps Prism
// out of the main bundle. The plugin also
// writes the stylesheet of the code blocks' token classes (tokenClasses.ts) as a client module.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {slimPrismRenderer} from './slimPrismRenderer';
import {tokenStylesheet} from './tokenClasses';

export const PLUGIN_NAME = 'prism';
/** The code block's request of its highlighter loader (src/theme/CodeBlock/Content). */
const HIGHLIGHTER_LOADER = /^\.\/highlighterLoader$/;

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

    getClientModules() {
      const {prism} = context.siteConfig.themeConfig as {prism: {theme: PrismTheme; darkTheme?: PrismTheme}};
      const file = path.join(context.generatedFilesDir, PLUGIN_NAME, 'tokens.css');
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, tokenStylesheet(prism.theme, prism.darkTheme ?? prism.theme));
      return [file];
    },

    configureWebpack(_config, isServer, {currentBundler}) {
      const slimFile = path.join(context.generatedFilesDir, PLUGIN_NAME, 'prism-react-renderer.mjs');
      fs.mkdirSync(path.dirname(slimFile), {recursive: true});
      fs.writeFileSync(slimFile, slimPrismRenderer(fs.readFileSync(prismRendererModuleFile(), 'utf8')));
      return {
        // The code block loads its highlighter on demand in the browser; the server renders with it
        // (src/theme/CodeBlock/Content/highlighterLoader.server.ts).
        plugins: isServer
          ? [new currentBundler.instance.NormalModuleReplacementPlugin(HIGHLIGHTER_LOADER, './highlighterLoader.server')]
          : [],
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
