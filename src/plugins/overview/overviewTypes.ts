// The overview data (spec 2 "Overview pages"): computed at build time by the plugin (index.ts),
// rendered by theme/Overview. One entry per overview doc (front matter `overview: true`).

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

/** Overview groups by the overview doc's permalink. */
export type OverviewData = Record<string, OverviewGroup[]>;

export type OverviewFrontMatter = {
  overview?: boolean;
  /** Heading depths listed under each page (default OVERVIEW_DEFAULT_HEADERS); on a listed page, its own choice. */
  overviewHeaders?: number[];
};

/** Spec 9: overview default heading depth 2. */
export const OVERVIEW_DEFAULT_HEADERS: readonly number[] = [2];

export const OVERVIEW_DATA_FILE = 'overview.json';
