// First-load JS: the description of a translate() call or a <Translate> element is a note for
// translators (write-translations reads it from the source; i18n/*/code.json keeps it). At run time
// Docusaurus reads only the id and the message, yet the bundler keeps every description: 83 of them
// in the main bundle alone, 1.1 KB gzip. A loader that runs after the SWC loader removes them from
// the client bundle (stripDescriptions.cjs). The server bundle is left as it is.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'translate-descriptions';

export const LOADER = path.join(__dirname, 'stripDescriptions.cjs');

/** Where translate() and <Translate> are called: the site's code and the Docusaurus themes. */
export const INCLUDE = /[\\/](?:src|@docusaurus[\\/]theme-[a-z-]+|@docusaurus[\\/]plugin-content-docs)[\\/].*\.[cm]?[jt]sx?$/;

export default function translateDescriptionsPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [{test: INCLUDE, enforce: 'post', use: [{loader: LOADER}]}]}};
    },
  };
}
