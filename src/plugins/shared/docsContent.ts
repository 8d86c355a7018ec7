// Reading the docs plugin's loaded content (Node side), for the plugins that build on the docs:
// the Markdown export and the overview pages. Only the site's own docs instance counts; the test
// fixture instances (`e2e-docs`, under /e2e-fixtures/) and unlisted or draft docs never do.
import path from 'node:path';
import type {AllContent} from '@docusaurus/types';
import type {DocMetadata, LoadedContent} from '@docusaurus/plugin-content-docs';

const DOCS_PLUGIN_NAME = 'docusaurus-plugin-content-docs';
export const DEFAULT_DOCS_PLUGIN_ID = 'default';

type SidebarItem = LoadedContent['loadedVersions'][number]['sidebars'][string][number];

/** The site's docs of the current locale (`current` version), or none when the plugin is absent. */
export function siteDocsContent(allContent: AllContent): {docs: DocMetadata[]; sidebars: Record<string, SidebarItem[]>} {
  const content = allContent[DOCS_PLUGIN_NAME]?.[DEFAULT_DOCS_PLUGIN_ID] as LoadedContent | undefined;
  const version = content?.loadedVersions[0];
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
