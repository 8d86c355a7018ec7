// The code blocks: highlighted once, at build time, so the browser runs no highlighter.
// - remark.ts (registered for every docs and pages plugin in docusaurus.config.ts) highlights each
//   fenced block while its MDX compiles (highlight.ts: Prism in Node) and hands the page the block's
//   code with marks for the token classes (marks.ts);
// - theme/CodeBlock turns the marks into the lines' HTML (theme/CodeBlock/Content), the same in the
//   server render, in hydration and after a client-side navigation;
// - this plugin writes the stylesheet of the token classes for both colour modes (tokenClasses.ts,
//   from themes.ts) as a client module, and resolves prism-react-renderer to an empty module in
//   the client bundle: its one import left there is theme-classic's start-up module
//   (lib/prism-include-languages.js), which registers themeConfig.prism.additionalLanguages on it,
//   and the site lists none.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {tokenStylesheet} from './tokenClasses';
import {CODE_THEMES} from './themes';

export const PLUGIN_NAME = 'code-blocks';

export default function codeBlocksPlugin(context: LoadContext): Plugin {
  const {prism} = context.siteConfig.themeConfig as {prism: {additionalLanguages: string[]}};
  if (prism.additionalLanguages.length > 0) {
    throw new Error(
      `${PLUGIN_NAME}: themeConfig.prism.additionalLanguages would bundle Prism grammars for the browser, which highlights nothing; add languages to ADDITIONAL_LANGUAGES in src/plugins/code-blocks/highlight.ts.`,
    );
  }
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    getClientModules() {
      const file = path.join(context.generatedFilesDir, PLUGIN_NAME, 'tokens.css');
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, tokenStylesheet(CODE_THEMES.light, CODE_THEMES.dark));
      return [file];
    },

    configureWebpack(_config, isServer) {
      return isServer ? {} : {resolve: {alias: {'prism-react-renderer$': false}}};
    },
  };
}
