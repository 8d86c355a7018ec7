// Builds the overview groups of an overview doc from the docs' own data: the groups of the sidebar
// the overview doc belongs to, each listed doc with its headings of the chosen depths. A new page
// added to the sidebar appears by itself. Pure: headings come from the caller.
import type {DocHeading} from '../shared/parseDocSource';
import {sidebarGroups} from '../shared/docsContent';
import {OVERVIEW_DEFAULT_HEADERS, type OverviewFrontMatter, type OverviewGroup} from './overviewTypes';

export type OverviewDoc = {
  id: string;
  title: string;
  permalink: string;
  unlisted?: boolean;
  sidebar?: string;
  frontMatter: OverviewFrontMatter & Record<string, unknown>;
};

/** A valid `overviewHeaders` value (a list of heading depths 2 to 6), or undefined. */
export function headerDepths(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value.every((depth) => Number.isInteger(depth) && depth >= 2 && depth <= 6) ? (value as number[]) : undefined;
}

/** Front matter `overview: true`: the doc's MDX imports its generated overview (remarkOverview.ts). */
export function hasOverviewFrontMatter(frontMatter: Readonly<Record<string, unknown>> | undefined): boolean {
  return frontMatter?.overview === true;
}

/** An overview doc a reader can reach, which lists its sidebar's pages (an unlisted one lists none). */
export function isOverviewDoc(doc: Pick<OverviewDoc, 'frontMatter' | 'unlisted'>): boolean {
  return hasOverviewFrontMatter(doc.frontMatter) && !doc.unlisted;
}

export function buildOverviewGroups(
  overviewDoc: OverviewDoc,
  docs: readonly OverviewDoc[],
  sidebars: Record<string, Parameters<typeof sidebarGroups>[0]>,
  headingsOf: (doc: OverviewDoc) => DocHeading[],
): OverviewGroup[] {
  const sidebar = overviewDoc.sidebar ? sidebars[overviewDoc.sidebar] : undefined;
  if (!sidebar) return [];
  const byId = new Map(docs.filter((doc) => !doc.unlisted).map((doc) => [doc.id, doc]));
  const defaultDepths = headerDepths(overviewDoc.frontMatter.overviewHeaders) ?? OVERVIEW_DEFAULT_HEADERS;
  return sidebarGroups(sidebar)
    .map((group): OverviewGroup => ({
      title: group.label,
      pages: group.docIds
        .filter((id) => id !== overviewDoc.id)
        .flatMap((id) => {
          const doc = byId.get(id);
          if (!doc) return [];
          const depths = headerDepths(doc.frontMatter.overviewHeaders) ?? defaultDepths;
          const headings = headingsOf(doc)
            .filter((heading) => depths.includes(heading.depth))
            .map(({text, id: anchor, depth}) => ({text, id: anchor, depth}));
          return [{title: doc.title, permalink: doc.permalink, headings}];
        }),
    }))
    .filter((group) => group.pages.length > 0);
}
