// Builds the overview groups of an overview doc from the docs' own data: the groups of the sidebar
// the overview doc belongs to, each listed doc with its headings of the chosen depths. A new page
// added to the sidebar appears by itself. Each titled group gets an anchor and an entry in the
// doc's outline. Pure: headings come from the caller.
import {createSlugger} from '@docusaurus/utils';
import type {DocHeading} from '../shared/parseDocSource';
import {sidebarGroups} from '../shared/docsContent';
import {
  OVERVIEW_DEFAULT_HEADERS,
  OVERVIEW_DEFAULT_SUBJECT,
  OVERVIEW_GROUP_HEADING_LEVEL,
  type OverviewData,
  type OverviewFrontMatter,
  type OverviewGroup,
  type OverviewPage,
  type OverviewSubject,
  type OverviewTocItem,
} from './overviewTypes';

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

/** A valid `overviewSubject` value, or the default (the spec's 'No matching API found'). */
export function overviewSubject(value: unknown): OverviewSubject {
  return value === 'api' || value === 'option' ? value : OVERVIEW_DEFAULT_SUBJECT;
}

/**
 * The sections every page of a group has (by heading text), when the group has two pages or more:
 * a "Related" at the end of each page says nothing about any one card.
 */
export function sharedSections(pages: readonly OverviewPage[]): string[] {
  if (pages.length < 2) return [];
  const [first, ...others] = pages;
  const texts = [...new Set(first.headings.map((heading) => heading.text))];
  return texts.filter((text) => others.every((page) => page.headings.some((heading) => heading.text === text)));
}

/** Text as the HTML of an outline entry (the MDX loader's `toc` values are HTML). */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The outline entries of the titled groups, at the level of their headings. */
export function overviewToc(groups: readonly OverviewGroup[]): OverviewTocItem[] {
  return groups.flatMap((group) =>
    group.title && group.id ? [{value: escapeHtml(group.title), id: group.id, level: OVERVIEW_GROUP_HEADING_LEVEL}] : [],
  );
}

/** What an overview doc's generated module holds (index.ts writes it). */
export function buildOverviewData(...args: Parameters<typeof buildOverviewGroups>): OverviewData {
  const groups = buildOverviewGroups(...args);
  return {subject: overviewSubject(args[0].frontMatter.overviewSubject), groups, toc: overviewToc(groups)};
}

/**
 * The groups of an overview doc. Group anchors are the slugs of their titles, as Docusaurus would
 * give `## Title`, after the doc's own headings (which come first on the page), so none collides.
 */
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
  const slugger = createSlugger();
  for (const heading of headingsOf(overviewDoc)) slugger.slug(heading.id, {maintainCase: true});
  return sidebarGroups(sidebar)
    .map((group) => ({
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
    .filter((group) => group.pages.length > 0)
    .map(({title, pages}): OverviewGroup => {
      const shared = sharedSections(pages);
      return {
        title,
        id: title ? slugger.slug(title, {maintainCase: false}) : null,
        sharedSections: shared,
        pages: pages.map((page) => ({...page, headings: page.headings.filter((heading) => !shared.includes(heading.text))})),
      };
    });
}
