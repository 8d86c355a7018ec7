// Patch prism-react-renderer-slim: the site bundles prism-react-renderer without its built-in
// languages and colour themes.
//
// Package:  prism-react-renderer 2.4.x: its ES module build, dist/index.mjs (what bundlers resolve
//           through its `module` field), one file that holds Prism's core, about thirty languages and
//           twenty themes, all executed at import time, so a bundler keeps them all.
// Changes:  the plugin writes a copy of that file with the languages and themes cut out
//           (slimPrismRenderer.ts, at the file's section comments) and aliases `prism-react-renderer`
//           to it in the client and the server bundle, so the server-rendered highlighting and the
//           client's agree. The site registers the languages it highlights itself
//           (src/plugins/prism/registerLanguages.ts), and Docusaurus always passes the theme from
//           the site config.
// Buys:     nothing on the first load (Prism is only in the highlighter's chunks, which a page loads
//           after hydration only when a block is rendered anew, as after a client-side navigation);
//           those chunks weigh 11.5 KB gzip with it, 30.7 KB without (src/patches/README.md).
// Upstream: https://github.com/FormidableLabs/prism-react-renderer has no option to leave the
//           languages out; UPSTREAM.md is the issue to file.
// Contract: contract.test.ts, beside this file.
// Delete:   when prism-react-renderer ships its core apart from the bundled languages and themes
//           (a separate entry point), or the site stops using it.
// Checks:   at build, the tested version; each cut must find its section and keep the core (the
//           build stops otherwise); the client bundle must hold the slim copy and not the original.
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkTestedVersions, packageFile, patchedCopy} from '../guard';
import {PATCH, slimPrismRenderer} from './slimPrismRenderer';

export {PATCH};
export const PLUGIN_NAME = PATCH.name;

/** The ES module build of prism-react-renderer (what bundlers resolve through its `module` field). */
export function prismRendererModuleFile(): string {
  return packageFile('prism-react-renderer', path.join('dist', 'index.mjs'));
}

export default function prismReactRendererSlimPlugin(context: LoadContext): Plugin {
  checkTestedVersions(PATCH);
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      const dist = path.dirname(prismRendererModuleFile()) + path.sep;
      return patchedCopy(PATCH, {
        isServer,
        generatedFilesDir: context.generatedFilesDir,
        request: 'prism-react-renderer',
        original: prismRendererModuleFile(),
        // Any of the package's builds (ES module or CommonJS), not only the file the copy is made of.
        originalModules: (resource) => resource.startsWith(dist),
        fileName: 'prism-react-renderer.mjs',
        rewrite: slimPrismRenderer,
        what: 'the slim copy of prism-react-renderer',
      });
    },
  };
}
