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
  /** The anchor of the group's heading (and its outline entry); null when the group has no title. */
  id: string | null;
  /**
   * Sections every page of the group has (a "Related" at the end of each build option page): listed
   * once under the group's heading instead of on every card.
   */
  sharedSections: string[];
  pages: OverviewPage[];
};

/** What an overview lists, which names it in the filter's empty result (front matter `overviewSubject`). */
export type OverviewSubject = 'api' | 'option';

/** Spec 2: 'No matching API found: {query}' unless the overview doc says it lists options. */
export const OVERVIEW_DEFAULT_SUBJECT: OverviewSubject = 'api';

/** An outline entry, as the MDX loader writes a doc's `toc` (value is HTML). */
export type OverviewTocItem = {value: string; id: string; level: number};

/** The generated module of an overview doc: its groups, their outline entries, and what it lists. */
export type OverviewData = {
  subject: OverviewSubject;
  groups: OverviewGroup[];
  /** One entry per titled group, appended to the doc's own `toc` by remarkOverview. */
  toc: OverviewTocItem[];
};

export type OverviewFrontMatter = {
  overview?: boolean;
  /** Heading depths listed under each page (default OVERVIEW_DEFAULT_HEADERS); on a listed page, its own choice. */
  overviewHeaders?: number[];
  /** What the overview lists: `api` (default) or `option`, for the filter's empty result text. */
  overviewSubject?: OverviewSubject;
};

/** Spec 9: overview default heading depth 2. */
export const OVERVIEW_DEFAULT_HEADERS: readonly number[] = [2];

/** The overview plugin's name, which namespaces its generated files (`@generated/overview/default/`). */
export const OVERVIEW_PLUGIN_NAME = 'overview';

/** The level of the groups' headings (h2), in the page and in its outline. */
export const OVERVIEW_GROUP_HEADING_LEVEL = 2;

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
