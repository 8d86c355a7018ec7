// Patch slim-version-props: each docs version's metadata without its map of every doc's title and
// description, in the client bundle.
//
// Packages: @docusaurus/plugin-content-docs 3.10.x (the route props it writes for a version,
//           `.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`, through lib/routes.js and
//           lib/props.js toVersionMetadataProp) and @docusaurus/theme-classic 3.10.x (DocCard, through
//           useDocById, is the one reader of that map).
// Changes:  every doc page (and the 404 page) loads its version's metadata, which maps every doc of the
//           version to its title, description and sidebar. Only category index cards read that map, and
//           the site renders none, so a loader (slimVersionMetadata.cjs) empties it in the client bundle
//           and drops the sidebar links' default `unlisted: false`. The server bundle keeps it.
// Buys:     7,290 B gzip of first-load JS on every English doc page and the 404 page, 8,899 B on the
//           Chinese ones, 3,656 / 4,480 B on a page of the 0.5 docs; nothing on the home pages
//           (measured with bench/firstLoad.mjs on builds with and without it: src/patches/README.md).
// Upstream: none on the weight (facebook/docusaurus issues and pull requests searched).
//           https://github.com/facebook/docusaurus/issues/6923 (an RFC on doc custom data) records that
//           DocCard is useDocById's only reader; https://github.com/facebook/docusaurus/pull/1815 (2019)
//           once shrank the all-docs metadata every page loaded, as it grew with the docs. UPSTREAM.md
//           is the issue to file.
// Contract: contract.test.ts, beside this file.
// Delete:   when Docusaurus stops sending the docs map with the version (DocCard loading its own data),
//           or as soon as the site wants a category index page or <DocCardList/>.
// Checks:   at build: no docs version may have a generated index page (a
//           category with `link: {type: 'generated-index'}`); the loader fails on a route-props module
//           of another shape; the client bundle must have at least one version-props module, each
//           through the loader, and no DocCard or DocCardList module (a doc's <DocCardList/> import or a
//           swizzle using useDocById would throw at hydration with the emptied map).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assertShape, moduleGuard, type Patch} from '../guard';

export const PATCH: Patch = {
  name: 'slim-version-props',
  reads: [
    {package: '@docusaurus/plugin-content-docs', file: 'lib/props.js'},
    {package: '@docusaurus/plugin-content-docs', file: 'lib/routes.js'},
    {package: '@docusaurus/theme-classic', file: 'lib/theme/DocCard/index.js'},
  ],
};
export const PLUGIN_NAME = PATCH.name;

export const LOADER = path.join(__dirname, 'slimVersionMetadata.cjs');

/** The JSON modules the docs plugin writes for its route props (`.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json`). */
export const VERSION_PROPS = /[\\/]\.docusaurus[\\/]docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json$/;

/** The components that read the docs map (useDocById): theme-classic's DocCard and DocCardList, or a swizzle of them. */
export const DOC_CARD_MODULE = /[\\/]theme[\\/]DocCard(?:List)?[\\/]index\.[cm]?[jt]sx?$/;

const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';

type LoadedDocsContent = {loadedVersions?: {versionName: string; categoryGeneratedIndices?: {permalink: string}[]}[]};

/** The generated index pages of every docs plugin instance and version: none is allowed. */
export function generatedIndexPages(allContent: Record<string, Record<string, unknown> | undefined>): string[] {
  return Object.values(allContent[DOCS_PLUGIN_NAME] ?? {}).flatMap((content) =>
    ((content as LoadedDocsContent).loadedVersions ?? []).flatMap((version) => (version.categoryGeneratedIndices ?? []).map((index) => index.permalink)),
  );
}

export default function slimVersionPropsPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    async allContentLoaded({allContent}) {
      const pages = generatedIndexPages(allContent);
      assertShape(
        PATCH,
        pages.length === 0,
        `the docs have generated index pages (${pages.slice(0, 3).join(', ')}): their cards read the docs map this patch empties, and would throw when the page hydrates.`,
        "link each category to a doc (link: {type: 'doc', id}) instead of a generated index, or delete src/patches/slim-version-props/ (and its line in docusaurus.config.ts).",
      );
    },
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {rules: [{test: VERSION_PROPS, use: [{loader: LOADER}]}]},
        plugins: [
          moduleGuard(PATCH, [
            {what: "the docs plugin's route props (.docusaurus/docusaurus-plugin-content-docs/<id>/p/*.json)", resource: VERSION_PROPS, min: 1, loader: LOADER},
            {what: 'DocCard or DocCardList (they read the docs map this patch empties: remove <DocCardList/> or delete the patch)', resource: DOC_CARD_MODULE, count: 0},
          ]),
        ],
      };
    },
  };
}
