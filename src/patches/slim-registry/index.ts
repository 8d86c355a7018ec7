// Patch slim-registry: the client's route registry without the module paths that only the server
// render reads.
//
// Package:  @docusaurus/core 3.10.x: the registry it generates, `.docusaurus/registry.js`
//           (lib/server/codegen/codegenRoutes.js writes it, lib/client/exports/ComponentCreator.js reads it).
// Changes:  each entry is `[loader, module path, webpack id]`; the module path is for the server only
//           (react-loadable reports it to the SSR render, which then names the page's scripts) and
//           nothing reads it in the browser, yet it is a string for each route chunk of every docs
//           version in main.js. A loader (slimRegistry.cjs) puts 0 in its place in the client bundle;
//           the server bundle keeps the paths.
// Buys:     1,151 B gzip of first-load JS on every English page, 1,234 B on every Chinese one (main.js)
//           (measured with scripts/bench/firstLoad.mjs on builds with and without it: src/patches/README.md).
// Upstream: https://github.com/facebook/docusaurus/issues/7256 (the main bundle grows with the number
//           of routes, the registry's paths named as one cause; open).
// Contract: contract.test.ts, beside this file.
// Delete:   when Docusaurus stops putting the module path in the client's registry (or drops the
//           registry for a per-route manifest, as #7256 proposes); the contract test then fails.
// Checks:   at build, the tested version; the loader fails on a registry of another shape; the client
//           bundle must hold exactly one registry module, and it must have gone through the loader (a
//           renamed generated file would otherwise leave the rule matching nothing).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {checkTestedVersions, moduleGuard, type Patch} from '../guard';

export const PATCH: Patch = {name: 'slim-registry', packages: [{name: '@docusaurus/core', tested: '3.10.x'}]};
export const PLUGIN_NAME = PATCH.name;

export const LOADER = path.join(__dirname, 'slimRegistry.cjs');

/** The registry module Docusaurus generates (`.docusaurus/registry.js`). */
export const REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

export default function slimRegistryPlugin(): Plugin {
  checkTestedVersions(PATCH);
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {rules: [{test: REGISTRY, use: [{loader: LOADER}]}]},
        plugins: [moduleGuard(PATCH, [{what: "Docusaurus's route registry (.docusaurus/registry.js)", resource: REGISTRY, count: 1, loader: LOADER}])],
      };
    },
  };
}
