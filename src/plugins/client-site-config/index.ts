// First-load JS: Docusaurus gives the browser the whole site config (@generated/docusaurus.config,
// in the main bundle), with what only the build reads: the SSR template (2 KB of HTML), the preset
// and plugin options, and the Markdown options. The client bundle gets a copy without them; the
// server bundle, and so the server-rendered HTML, keep the full config.
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'client-site-config';

/** The import of the site config in Docusaurus's client (clientEntry, docusaurusContext). */
export const CLIENT_CONFIG_IMPORT = '@generated/docusaurus.config$';

/** Site config fields that only the build reads (Node side); no client code of the site or its themes reads them. */
export const BUILD_ONLY_FIELDS = ['ssrTemplate', 'presets', 'plugins', 'themes', 'markdown', 'clientModules', 'staticDirectories'] as const;

/** The module source of the client's site config. */
export function clientSiteConfigModule(siteConfig: object): string {
  const kept = Object.fromEntries(Object.entries(siteConfig).filter(([key]) => !(BUILD_ONLY_FIELDS as readonly string[]).includes(key)));
  return `export default ${JSON.stringify(kept)};\n`;
}

export default function clientSiteConfigPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const file = path.join(context.generatedFilesDir, PLUGIN_NAME, 'docusaurus.config.mjs');
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, clientSiteConfigModule(context.siteConfig));
      // First in the alias list: the bundler takes the first alias that matches, and the base
      // config's '@generated' alias matches this import too.
      const alias = config.resolve?.alias;
      if (!alias || Array.isArray(alias)) throw new Error(`${PLUGIN_NAME}: expected the base config's resolve.alias object`);
      config.resolve!.alias = {[CLIENT_CONFIG_IMPORT]: file, ...alias};
      return {};
    },
  };
}
