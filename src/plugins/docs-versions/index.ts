import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addTrailingSlash} from '@docusaurus/utils-common';
import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import {siteDocsVersions, type SiteDocsVersion} from '../shared/docsContent';
import {
  CURRENT,
  E2E_FIXTURES_FOLDER,
  docPagePaths,
  docPageTitles,
  docsVersionsData,
  localeRootOf,
  sidebarTranslationsOf,
  versionLabel,
  type BuildTarget,
  type SiteDocsVersions,
} from './versions';
import {pathBelow} from './sharedPages';
import type {VersionHomeProps} from './props';
import {arrivalHeadScript} from './client/arrival';
import {
  counterpartsFileOf,
  counterpartsProblems,
  readCounterparts,
  standInPages,
  writeStandIns,
  type NoticeMessages,
  type StandIn,
} from './build/standIns';

// Docs versions built apart (maintainers/architecture.md "Versions"): each docs version is a build of its own, the
// current docs at `/` and `/zh/`, a frozen release at `/0.5/` and `/zh/0.5/` (DOCS_VERSION=0.5), so
// a release the site keeps adds nothing to the current pages' first load. In each build this plugin
// - publishes what the build knows of every version (global data, SiteDocsVersions): their labels
//   and roots, and which of this build's pages each one has too; the version switcher, the banner
//   of a frozen version and the 404 page link across builds with it;
// - adds a frozen version's home page at its root (`/0.5/`, where the 404 page's "Take me home" of
//   that version leads): its quick start, the first page of each section, and the latest docs;
// - writes a stand-in at the path of each page another version has and this one lacks
//   (build/standIns.ts): its closest page, with a notice naming the page left; the head script of every
//   page (client/arrival.ts) gives a stand-in its closest page's address before the first paint;
// - checks that the build holds the one version it was asked for, that the page paths computed from
//   the files (docPagePaths, which the other builds use for this version) are the ones Docusaurus
//   made, that the version's label is its release, and that its counterparts map names pages that
//   exist: otherwise the build fails, naming the fix.

export const PLUGIN_NAME = 'docs-versions';

/** The sidebars whose first page the home links, in navbar order. */
export const SECTION_SIDEBARS = ['guide', 'config', 'api'] as const;
export const QUICK_START_DOC_ID = 'guide/start/quick-start';
/** The Rspack cache folder of a frozen version's build, below node_modules/.cache (`rspack-docs-0.5`). */
export const FROZEN_CACHE_PREFIX = 'rspack-docs-';

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

/** The first page of each sidebar of a version, below its root, by sidebar id: each section's overview. */
export function sectionOverviews(version: SiteDocsVersion): Record<string, string> {
  const root = versionHomePath(version);
  const overviews: Record<string, string> = {};
  for (const sidebarId of Object.keys(version.sidebars)) {
    const permalink = version.docs.find((doc: DocMetadata) => doc.id === firstDocId(version, sidebarId))?.permalink;
    if (permalink !== undefined) overviews[sidebarId] = pathBelow(root, permalink) ?? permalink;
  }
  return overviews;
}

/** The notice's messages in English: the plugin's translation file `missing-page.json` translates them. */
export const NOTICE_MESSAGES = {
  notice: {
    message: 'The docs of {version} have no page “{page}”: this is the closest page they have. {back}',
    description:
      'Shown above a page reached by a version switch, when the docs version switched to lacks the page being read; {page} is that page’s title, {version} this version’s label, {back} a link back',
  },
  back: {
    message: 'Back to that page in {version}',
    description: 'The link back to the page left, in the docs version it came from; {version} is that version’s label',
  },
} as const;
const NOTICE_TRANSLATION_FILE = 'missing-page';

/** The props of a frozen version's home page (pure: tested without a build). */
export function versionHomeProps(version: SiteDocsVersion, latest: {label: string; path: string}): VersionHomeProps {
  const permalinkOf = (id: string | undefined) => version.docs.find((doc: DocMetadata) => doc.id === id)?.permalink;
  const sections = SECTION_SIDEBARS.flatMap((sidebarId) => {
    const permalink = permalinkOf(firstDocId(version, sidebarId));
    return permalink ? [{sidebarId, permalink}] : [];
  });
  return {
    version: {name: version.versionName, label: version.label},
    latest,
    quickStart: permalinkOf(QUICK_START_DOC_ID) ?? sections[0]?.permalink ?? version.path,
    sections,
  };
}

/** A frozen version's home route: its path with a trailing slash (`/zh/0.5/`). */
export function versionHomePath(version: Pick<SiteDocsVersion, 'path'>): string {
  return addTrailingSlash(version.path);
}

/** The pages Docusaurus made for a version, below its root, sorted as docPagePaths sorts them. */
export function loadedPagePaths(version: Pick<SiteDocsVersion, 'path' | 'docs' | 'generatedIndexPermalinks'>): string[] {
  const root = versionHomePath(version);
  // The same pages as the docs plugin's global data lists, which the browser reads (generated indexes included).
  const permalinks = [...version.docs.map((doc) => doc.permalink), ...version.generatedIndexPermalinks];
  return permalinks.map((permalink) => pathBelow(root, permalink) ?? permalink).sort();
}

/**
 * The build's checks (see the header): what goes wrong, in words a writer can act on, or nothing.
 * `expected` is what versions.ts says of the version.
 */
export function docsVersionsProblems(
  loaded: readonly Pick<SiteDocsVersion, 'versionName' | 'label' | 'path' | 'docs' | 'generatedIndexPermalinks'>[],
  expected: {name: string; label: string; pages: readonly string[]; labelFile: string},
): string[] {
  if (loaded.length !== 1 || loaded[0]!.versionName !== expected.name) {
    return [
      `this build holds the docs versions [${loaded.map((version) => version.versionName).join(', ')}], not the one it builds (${expected.name}): ` +
        'the docs plugin must load only DOCS_VERSION (onlyIncludeVersions in docusaurus.config.ts).',
    ];
  }
  const [version] = loaded as [SiteDocsVersion];
  const problems: string[] = [];
  if (version.label !== expected.label) {
    problems.push(`the version is labelled "${version.label}", not "${expected.label}": set "version.label" to "${expected.label}" in ${expected.labelFile}.`);
  }
  const made = loadedPagePaths(version);
  const computed = new Set(expected.pages);
  const missing = made.filter((page) => !computed.has(page));
  const extra = expected.pages.filter((page) => !made.includes(page));
  if (missing.length > 0 || extra.length > 0) {
    problems.push(
      'the page paths computed from the docs files (docPagePaths in versions.ts) differ from the pages Docusaurus made ' +
        `(made but not computed: ${missing.join(', ') || 'none'}; computed but not made: ${extra.join(', ') || 'none'}): ` +
        'the other versions would link to the wrong pages; teach docPagePaths the rule that differs.',
    );
  }
  return problems;
}

/**
 * The plugin's options: the docs version this build holds, and whether it is the e2e fixtures' app
 * instead, which holds none: its chrome links the current docs beside it (buildTarget in versions.ts,
 * passed by docusaurus.config.ts).
 */
export type DocsVersionsOptions = Pick<BuildTarget, 'version'> & Partial<Pick<BuildTarget, 'e2eFixtures'>>;

export default function docsVersionsPlugin(context: LoadContext, {version: built, e2eFixtures = false}: DocsVersionsOptions): Plugin<NoticeMessages> {
  const {siteDir, i18n} = context;
  const localeRoot = localeRootOf(i18n.currentLocale, i18n.defaultLocale);
  const data: SiteDocsVersions = docsVersionsData(built, localeRoot, siteDir);
  const builtRoot = data.versions.find((entry) => entry.name === built)!.root;
  let standIns: StandIn[] = [];
  return {
    name: PLUGIN_NAME,

    // The notice of a stand-in is written by postBuild, in Node: its messages are this plugin's translation file.
    loadContent() {
      return {notice: NOTICE_MESSAGES.notice.message, back: NOTICE_MESSAGES.back.message};
    },
    getTranslationFiles() {
      return [{path: NOTICE_TRANSLATION_FILE, content: NOTICE_MESSAGES}];
    },
    translateContent({content, translationFiles}) {
      const messages = translationFiles.find((file) => file.path === NOTICE_TRANSLATION_FILE)?.content;
      return {notice: messages?.notice?.message ?? content.notice, back: messages?.back?.message ?? content.back};
    },

    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: arrivalHeadScript(data.versions.map((entry) => entry.root), builtRoot)}]};
    },

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    // A frozen version's build keeps its Rspack persistent cache in a folder of its own: one shared
    // cache would be overwritten by each version's build in turn. When the site's code changes, its
    // kept output is stale and it is built again, warm (0.5: 10.7 s instead of 16.0 s cold).
    // The fixtures' app's too (it would leave the current docs' cache cold).
    configureWebpack() {
      if (built === CURRENT && !e2eFixtures) return {};
      const directory = path.join(siteDir, 'node_modules', '.cache', `${FROZEN_CACHE_PREFIX}${e2eFixtures ? E2E_FIXTURES_FOLDER : built}`);
      // Rspack's `experiments.cache.storage`, merged into the persistent cache Docusaurus configures.
      return {experiments: {cache: {storage: {type: 'filesystem', directory}}}} as Record<string, unknown>;
    },

    async allContentLoaded({allContent, actions}) {
      if (e2eFixtures) {
        actions.setGlobalData(data);
        return;
      }
      const loaded = siteDocsVersions(allContent);
      const ownPages = docPagePaths(built, siteDir);
      const problems = docsVersionsProblems(loaded, {
        name: built,
        label: versionLabel(built, siteDir),
        pages: ownPages,
        labelFile: path.relative(siteDir, sidebarTranslationsOf(built, i18n.currentLocale, siteDir)),
      });
      const others = data.versions.filter((entry) => entry.name !== built);
      const counterparts = readCounterparts(built, siteDir);
      problems.push(
        ...counterpartsProblems({
          file: path.relative(siteDir, counterpartsFileOf(built, siteDir)),
          ownPages,
          ownTitles: docPageTitles(built, 'en', siteDir),
          counterparts,
          others: others.map((entry) => ({name: entry.name, titles: docPageTitles(entry.name, 'en', siteDir)})),
        }),
      );
      if (problems.length > 0) {
        throw new Error(`[${PLUGIN_NAME}] ${i18n.currentLocale}, docs version ${built}:\n- ${problems.join('\n- ')}`);
      }
      actions.setGlobalData(data);
      const [version] = loaded as [SiteDocsVersion];
      standIns = standInPages({
        ownPages,
        counterparts,
        overviews: sectionOverviews(version),
        others: others.map((entry) => ({...entry, titles: docPageTitles(entry.name, i18n.currentLocale, siteDir)})),
      });
      if (built === CURRENT) return;
      const latest = data.versions.find((entry) => entry.name === CURRENT)!;
      actions.addRoute({
        path: versionHomePath(version),
        exact: true,
        component: '@theme/VersionHome',
        props: versionHomeProps(version, {label: latest.label, path: latest.root}),
      });
    },

    async postBuild({outDir, content}) {
      const roots = new Map(data.versions.map((entry) => [entry.name, entry.root]));
      writeStandIns(outDir, standIns, {
        builtRoot,
        version: data.versions.find((entry) => entry.name === built)!.label,
        messages: content,
        rootOf: (name) => (name === built ? undefined : roots.get(name)),
      });
    },
  };
}
