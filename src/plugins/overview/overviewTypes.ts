// The overview data (spec 2 "Overview pages"): computed at build time by the plugin (index.ts),
// rendered by theme/Overview. One generated JSON module per overview doc (front matter
// `overview: true`), which only that doc's own MDX module imports (remarkOverview.ts).

import type {ReactNode} from 'react';

export type OverviewHeading = {text: string; id: string; depth: number};

export type OverviewPage = {
  title: string;
  permalink: string;
  headings: OverviewHeading[];
};

export type OverviewGroup = {
  /** The sidebar group's label in the page's locale; null for pages at the sidebar's top level. */
  title: string | null;
  pages: OverviewPage[];
};

export type OverviewFrontMatter = {
  overview?: boolean;
  /** Heading depths listed under each page (default OVERVIEW_DEFAULT_HEADERS); on a listed page, its own choice. */
  overviewHeaders?: number[];
};

/** Spec 9: overview default heading depth 2. */
export const OVERVIEW_DEFAULT_HEADERS: readonly number[] = [2];

/** The overview plugin's name, which namespaces its generated files (`@generated/overview/default/`). */
export const OVERVIEW_PLUGIN_NAME = 'overview';

/**
 * The generated JSON of an overview doc, by the doc's source path relative to the site directory
 * (`docs/config/index.mdx`, `i18n/zh/docusaurus-plugin-content-docs/current/config/index.mdx`):
 * `file` as createData() names it, `module` as the doc's MDX imports it.
 */
export function overviewDataModule(sourceFromSiteDir: string): {file: string; module: string} {
  const file = `${sourceFromSiteDir.replace(/\\/g, '/').replace(/^@site\//, '')}.json`;
  return {file, module: `@generated/${OVERVIEW_PLUGIN_NAME}/default/${file}`};
}

/** The named export of an overview doc's MDX module: the overview element, rendered after the content. */
export const OVERVIEW_EXPORT_NAME = 'overview';

/** What an overview doc's MDX module exports besides the stock exports (read by theme/DocItem). */
export type OverviewExports = {[OVERVIEW_EXPORT_NAME]?: ReactNode};
