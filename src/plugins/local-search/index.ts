// Search: the DocSearch modal's local backend, its additions to the modal and the /search page
// (README.md here follows a query from the key to the hit). At build time it writes one index per
// locale and docs version (`search-index.json` and `search-index.rest.json` at the version's root:
// `/`, `/zh/`, `/0.5/`, `/zh/0.5/`; each docs version is a build of its own, maintainers/architecture.md
// "Versions", so a locale's build writes one, at its root) from the rendered pages: DocSearch's
// records, packed (search/indexFile.ts). Its theme/ provides SearchBar (a wrap of
// theme-search-algolia's, which answers the modal from the index of the version being read when no
// Algolia credentials are set) and SearchPage: this plugin is registered after the preset, so its
// components shadow the preset theme's (maintainers/search.md).
// (For both backends the modal is a fixed copy of DocSearch's: src/patches/docsearch-modal.)
import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildPageRecords} from './buildRecords';
import {LOCAL_SEARCH_INDEX_FILE, LOCAL_SEARCH_REST_FILE} from './constants';
import {packRecords} from './search/indexFile';
import type {SearchRecord} from './search/types';

export interface LocalSearchOptions {
  /** Write the local index (true when the site is built without Algolia credentials). */
  indexing: boolean;
  /** Route prefixes never indexed (below the locale's base URL), e.g. the search page. */
  excludeRoutes?: string[];
}

const DEFAULT_EXCLUDED_ROUTES = ['search', '404.html'];

/** The built HTML file of a route (`trailingSlash` unset: every route is `<route>/index.html`). */
export function routeHtmlFile(outDir: string, baseUrl: string, routePath: string): string {
  const relative = routePath.slice(baseUrl.length);
  return path.join(outDir, relative, 'index.html');
}

/** The records of a locale's pages, in route order. */
export function buildLocaleRecords({
  outDir,
  baseUrl,
  siteUrl,
  routesPaths,
  excludeRoutes,
  fallbackSection,
}: {
  outDir: string;
  baseUrl: string;
  siteUrl: string;
  routesPaths: string[];
  excludeRoutes: string[];
  fallbackSection: string;
}): SearchRecord[] {
  const routes = [...new Set(routesPaths)]
    .filter((route) => route.startsWith(baseUrl))
    .filter((route) => !excludeRoutes.some((prefix) => route.slice(baseUrl.length).startsWith(prefix)))
    .sort();
  return routes.flatMap((route) => {
    const file = routeHtmlFile(outDir, baseUrl, route);
    if (!fs.existsSync(file)) return [];
    return buildPageRecords(fs.readFileSync(file, 'utf8'), {url: new URL(route, siteUrl).href, fallbackSection});
  });
}

/**
 * theme-search-algolia's own SearchBar, which theme/SearchBar wraps. Neither stock alias names it:
 * `@theme-init/SearchBar` is theme-classic's empty placeholder (the first theme to provide a
 * SearchBar) and `@theme-original/SearchBar` this plugin's own component (the last plugin theme).
 */
export const STOCK_SEARCH_BAR = '@theme-search-algolia/SearchBar';

/** The stock SearchBar's file: theme-search-algolia's theme path (its getThemePath, `lib/theme`) + `SearchBar`. */
function stockSearchBarFile(): string {
  const file = path.join(path.dirname(require.resolve('@docusaurus/theme-search-algolia')), 'theme/SearchBar/index.js');
  if (!fs.existsSync(file)) throw new Error(`local-search: theme-search-algolia has no ${file}; find its SearchBar and update stockSearchBarFile() in src/plugins/local-search/index.ts.`);
  return file;
}

export default function localSearchPlugin(context: LoadContext, options: LocalSearchOptions): Plugin {
  const excludeRoutes = options.excludeRoutes ?? DEFAULT_EXCLUDED_ROUTES;
  return {
    name: 'local-search',

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    configureWebpack() {
      return {resolve: {alias: {[`${STOCK_SEARCH_BAR}$`]: stockSearchBarFile()}}};
    },

    async postBuild({outDir, routesPaths, siteConfig, baseUrl, i18n}) {
      if (!options.indexing) return;
      const records = buildLocaleRecords({
        outDir,
        baseUrl,
        siteUrl: siteConfig.url,
        routesPaths,
        excludeRoutes,
        fallbackSection: siteConfig.title,
      });
      const {head, rest} = packRecords(records, {locale: i18n.currentLocale, site: new URL(siteConfig.url).origin});
      await fs.promises.writeFile(path.join(outDir, LOCAL_SEARCH_INDEX_FILE), JSON.stringify(head));
      await fs.promises.writeFile(path.join(outDir, LOCAL_SEARCH_REST_FILE), JSON.stringify(rest));
    },
  };
}
