// Prism: the code blocks' highlighter and its colours. The languages of languages.ts are registered
// by the code block's highlighter (registerLanguages.ts, imported by client/highlighter.ts, a chunk
// the browser loads only for a block rendered after hydration, through client/highlighterLoader.ts);
// the server bundle renders every block with it (client/highlighterLoader.server.ts stands in for the
// on-demand loader there). The plugin also writes the stylesheet of the code
// blocks' token classes (tokenClasses.ts) as a client module.
// Two patches make this work with less weight (src/patches/): prism-react-renderer-slim bundles
// prism-react-renderer without its built-in languages and themes, and prism-include-languages
// replaces theme-classic's start-up client module that registered the languages on every page.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';
import {tokenStylesheet} from './tokenClasses';

export const PLUGIN_NAME = 'prism';
/** The code block's request of its highlighter loader (src/theme/CodeBlock/Content), and the server's stand-in. */
export const HIGHLIGHTER_LOADER = /^@site\/src\/plugins\/prism\/client\/highlighterLoader$/;
export const SERVER_HIGHLIGHTER_LOADER = '@site/src/plugins/prism/client/highlighterLoader.server';

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
      // The code block loads its highlighter on demand in the browser; the server renders with it
      // (client/highlighterLoader.server.ts).
      return {
        plugins: isServer ? [new currentBundler.instance.NormalModuleReplacementPlugin(HIGHLIGHTER_LOADER, SERVER_HIGHLIGHTER_LOADER)] : [],
      };
    },
  };
}
