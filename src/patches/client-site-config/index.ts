// Patch client-site-config: the browser gets the site config without what only the build reads.
//
// Package:  @docusaurus/core 3.10.x: the site config module it generates, `@generated/docusaurus.config`
//           (`.docusaurus/docusaurus.config.mjs`), imported by its client (lib/client/clientEntry.js,
//           lib/client/docusaurusContext.js) and by theme-classic and the pages plugin.
// Changes:  Docusaurus gives the browser the whole config, in main.js, with what only the build reads:
//           the SSR template (2 KB of HTML), the preset and plugin options, the Markdown options. The
//           client bundle resolves that import to a copy without them (an alias ahead of the base config's
//           `@generated` alias); the server bundle, and so the server-rendered HTML, keep the full config.
// Buys:     1,128 B gzip of first-load JS on every English page, 1,119 B on every Chinese one (main.js)
//           (measured with scripts/bench/firstLoad.mjs on builds with and without it: src/patches/README.md).
// Upstream: none found; UPSTREAM.md is the issue to file.
// Contract: contract.test.ts, beside this file.
// Delete:   when Docusaurus sends the client a config without the build-only fields.
// Checks:   at build, the tested version; the base config's alias object is there; the client bundle
//           must hold the slim copy, and not Docusaurus's own config module (an import under another
//           name would otherwise bring the whole config back without a word).
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {assertShape, checkTestedVersions, clientModuleGuard, replacementExpectations, type Patch} from '../guard';

export const PATCH: Patch = {name: 'client-site-config', packages: [{name: '@docusaurus/core', tested: '3.10.x'}]};
export const PLUGIN_NAME = PATCH.name;

/** The import of the site config in Docusaurus's client (clientEntry, docusaurusContext). */
export const CLIENT_CONFIG_IMPORT = '@generated/docusaurus.config$';

/** The module Docusaurus generates for that import (core lib/server/codegen/codegen.js). */
export function fullConfigModule(generatedFilesDir: string): string {
  return path.join(generatedFilesDir, 'docusaurus.config.mjs');
}

/** Site config fields that only the build reads (Node side); no client code of the site or its themes reads them. */
export const BUILD_ONLY_FIELDS = ['ssrTemplate', 'presets', 'plugins', 'themes', 'markdown', 'clientModules', 'staticDirectories'] as const;

/** The module source of the client's site config. */
export function clientSiteConfigModule(siteConfig: object): string {
  const kept = Object.fromEntries(Object.entries(siteConfig).filter(([key]) => !(BUILD_ONLY_FIELDS as readonly string[]).includes(key)));
  return `export default ${JSON.stringify(kept)};\n`;
}

export default function clientSiteConfigPlugin(context: LoadContext): Plugin {
  checkTestedVersions(PATCH);
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
      assertShape(PATCH, alias && !Array.isArray(alias), "Docusaurus's client config has no resolve.alias object to put the slim config's alias first in.");
      config.resolve!.alias = {[CLIENT_CONFIG_IMPORT]: file, ...alias};
      return {
        plugins: clientModuleGuard(
          PATCH,
          isServer,
          replacementExpectations(
            {what: 'the slim site config', file},
            {what: "Docusaurus's full site config (.docusaurus/docusaurus.config.mjs)", resource: (resource) => resource === fullConfigModule(context.generatedFilesDir)},
          ),
        ),
      };
    },
  };
}
