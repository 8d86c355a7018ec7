// First-load JS: Docusaurus's registry (@generated/registry, in the main bundle) gives each route
// chunk its loader, its module path and its webpack module id. The module path is for the server
// only: react-loadable reports it to the SSR render, which then names the page's scripts. In the
// browser nothing reads it (no LoadableContext there), yet it is a string for each route chunk of
// both docs versions. A loader puts 0 in its place in the client bundle (slimRegistry.cjs): 1.2 KB
// gzip less in main.js (7.9 KB less raw). The server bundle keeps the paths.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'slim-registry';

export const LOADER = path.join(__dirname, 'slimRegistry.cjs');

/** The registry module Docusaurus generates (`.docusaurus/registry.js`). */
export const REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

export default function slimRegistryPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {module: {rules: [{test: REGISTRY, use: [{loader: LOADER}]}]}};
    },
  };
}
