// Reading the docs plugin's loaded content (Node side), for the plugins that build on the docs:
// the Markdown export, the overview pages and the local search. Only the site's own docs instance
// counts; the test fixture instances (`e2e-docs`, under /e2e-fixtures/) and unlisted or draft docs
// never do. Each docs version (the current docs and the frozen releases under `/0.5/`) has its own
// docs and sidebars; a doc id such as `config/index` exists once per version.
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';

const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';
export const DEFAULT_DOCS_PLUGIN_ID = 'default';

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

export type SiteDocsVersion = {
  /** `current` for docs/, else the frozen release (`0.5`). */
  versionName: string;
  /** The version's label (`0.12`, `0.5`), as the version switcher shows it. */
  label: string;
  /** The version's URL path in the locale being built (`/`, `/zh/`, `/0.5`, `/zh/0.5`). */
  path: string;
  /** The version readers get by default, served at the locale's root (the `current` docs). */
  isLast: boolean;
  docs: DocMetadata[];
  /** The pages of its `generated-index` categories (the site has none; the docs-versions plugin fails the build on one). */
  generatedIndexPermalinks: string[];
  sidebars: Record<string, SidebarItem[]>;
};

/** Every version of the site's docs in the locale being built, the current one first; none when the plugin is absent. */
export function siteDocsVersions(allContent: AllContent): SiteDocsVersion[] {
  const content = allContent[DOCS_PLUGIN_NAME]?.[DEFAULT_DOCS_PLUGIN_ID] as LoadedContent | undefined;
  return (content?.loadedVersions ?? []).map((version) => ({
    versionName: version.versionName,
    label: version.label,
    path: version.path,
    isLast: version.isLast,
    docs: version.docs,
    generatedIndexPermalinks: Object.values(version.sidebars).flatMap(generatedIndexPermalinks),
    sidebars: version.sidebars,
  }));
}

/** The pages of the `generated-index` categories of a sidebar (a category whose link is a generated page). */
function generatedIndexPermalinks(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) =>
    item.type === 'category'
      ? [...(item.link?.type === 'generated-index' ? [item.link.permalink] : []), ...generatedIndexPermalinks(item.items)]
      : [],
  );
}

/** The site's docs of the locale being built in the version readers get by default (the current docs). */
export function siteDocsContent(allContent: AllContent): {docs: DocMetadata[]; sidebars: Record<string, SidebarItem[]>} {
  const versions = siteDocsVersions(allContent);
  const version = versions.find((candidate) => candidate.isLast) ?? versions[0];
  return {docs: version?.docs ?? [], sidebars: version?.sidebars ?? {}};
}

/** Docs a reader can reach: not unlisted (nor drafts, which the loaded content keeps apart). */
export function isListedDoc(doc: Pick<DocMetadata, 'unlisted'>): boolean {
  return !doc.unlisted;
}

/** A doc's source (`@site/docs/…`) as an absolute file path. */
export function docSourcePath(siteDir: string, source: string): string {
  return path.join(siteDir, source.replace(/^@site\//, ''));
}

export type SidebarGroup = {
  /** The category label (translated for the locale), or null for docs at the sidebar's top level. */
  label: string | null;
  /** The docs of the group, in sidebar order: the category's own linked doc first. */
  docIds: string[];
};

/**
 * A sidebar as groups of docs: one per category (nested categories flattened into their own
 * groups, after their parent), and one unlabelled group per run of top-level docs.
 */
export function sidebarGroups(items: readonly SidebarItem[]): SidebarGroup[] {
  const groups: SidebarGroup[] = [];
  let loose: SidebarGroup | null = null;
  const walkCategory = (category: Extract<SidebarItem, {type: 'category'}>): void => {
    const group: SidebarGroup = {label: category.label, docIds: []};
    groups.push(group);
    if (category.link?.type === 'doc') group.docIds.push(category.link.id);
    for (const child of category.items) {
      if (child.type === 'doc' || child.type === 'ref') group.docIds.push(child.id);
      else if (child.type === 'category') walkCategory(child);
    }
  };
  for (const item of items) {
    if (item.type === 'category') {
      loose = null;
      walkCategory(item);
    } else if (item.type === 'doc' || item.type === 'ref') {
      if (!loose) {
        loose = {label: null, docIds: []};
        groups.push(loose);
      }
      loose.docIds.push(item.id);
    }
  }
  return groups.filter((group) => group.docIds.length > 0);
}
