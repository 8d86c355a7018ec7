// First-load JS: every doc page loads its version's metadata, which lists each doc of the version
// with its title and description (3.7 KB gzip for the 103 current docs in Chinese). That list is
// only read by category index cards, which this site does not use, so the client bundle gets the
// metadata without it (slimVersionMetadata.cjs). The server bundle keeps it.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'slim-version-props';

export const LOADER = path.join(__dirname, 'slimVersionMetadata.cjs');

/** The JSON modules the docs plugin writes for its route props (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`). */
export const VERSION_PROPS = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

export default function slimVersionPropsPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [{test: VERSION_PROPS, use: [{loader: LOADER}]}]}};
    },
  };
}
