import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {addTrailingSlash} from '@docusaurus/utils-common';
import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import {siteDocsVersions, type SiteDocsVersion} from '../shared/docsContent';
import type {VersionHomeProps} from './types';

// The home page of each frozen docs version (`/0.5/`, `/zh/0.5/`), where the 404 page's "Take me
// home" leads a reader of that version (spec 2: the home link keeps a version prefix that is not
// the default). Docusaurus has no page at a version's root (the docs start at /0.5/guide/start/),
// so this plugin adds one route per frozen version and locale, from the docs' own data: the
// version's quick start and the first page of each sidebar (Guide, Config, API). A version cut
// later (README "Versions") gets its home without a file to write.

export const PLUGIN_NAME = 'version-home';

/** The sidebars whose first page the home links, in navbar order. */
export const SECTION_SIDEBARS = ['guide', 'config', 'api'] as const;
export const QUICK_START_DOC_ID = 'guide/start/quick-start';

function firstDocId(version: SiteDocsVersion, sidebarId: string): string | undefined {
  for (const item of version.sidebars[sidebarId] ?? []) {
    if (item.type === 'doc' || item.type === 'ref') return item.id;
    if (item.type === 'category') {
      if (item.link?.type === 'doc') return item.link.id;
      const child = item.items.find((entry) => entry.type === 'doc' || entry.type === 'ref');
      if (child && (child.type === 'doc' || child.type === 'ref')) return child.id;
    }
  }
  return undefined;
}

/** The props of a frozen version's home page (pure: tested without a build). */
export function versionHomeProps(version: SiteDocsVersion, latest: SiteDocsVersion): VersionHomeProps {
  const permalinkOf = (id: string | undefined) => version.docs.find((doc: DocMetadata) => doc.id === id)?.permalink;
  const sections = SECTION_SIDEBARS.flatMap((sidebarId) => {
    const permalink = permalinkOf(firstDocId(version, sidebarId));
    return permalink ? [{sidebarId, permalink}] : [];
  });
  return {
    version: {name: version.versionName, label: version.label},
    latest: {label: latest.label, path: versionHomePath(latest)},
    quickStart: permalinkOf(QUICK_START_DOC_ID) ?? sections[0]?.permalink ?? version.path,
    sections,
  };
}

/** A frozen version's home route: its path with a trailing slash (`/zh/0.5/`). */
export function versionHomePath(version: Pick<SiteDocsVersion, 'path'>): string {
  return addTrailingSlash(version.path);
}

export default function versionHomePlugin(): Plugin {
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent, actions}) {
      const versions = siteDocsVersions(allContent);
      const latest = versions.find((version) => version.isLast);
      if (!latest) return;
      for (const version of versions.filter((candidate) => !candidate.isLast)) {
        actions.addRoute({
          path: versionHomePath(version),
          exact: true,
          component: '@theme/VersionHome',
          props: versionHomeProps(version, latest),
        });
      }
    },
  };
}
