import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {DocMetadata} from '@docusaurus/plugin-content-docs';
import {readDefaultCodeTranslationMessages} from '@docusaurus/theme-translations';
import {docSourcePath, isListedDoc, siteDocsVersions, sidebarGroups} from '../shared/docsContent';
import {docToMarkdown, labelsFrom, type MarkdownLabels} from './docToMarkdown';
import {LLMS_FULL_FILE, LLMS_INDEX_FILE, llmsFull, llmsIndex, type ExportSection} from './llms';
import {absoluteUrl, markdownPathFor} from './markdownPath';
import {CURRENT} from '../docs-versions/versions';

// Markdown export (spec 2 "Copy Markdown and open in AI chat", 7 "Page Markdown"):
// - allContentLoaded reads the site's docs of the locale being built, every docs version, in
//   sidebar order;
// - postBuild writes each listed doc's Markdown at its URL + `.md` (docToMarkdown.ts), in every
//   version (`/0.5/guide/start/index.md` too, in 0.5's own build), and `llms.txt` / `llms-full.txt`
//   (llms.ts), which describe the current version only, into the locale's output folder (`build/`,
//   `build/zh/`: Docusaurus builds each locale on its own, with its own plugin instance and outDir);
// - theme/ puts the Copy Markdown button and the open-in-AI menu under each doc title.

export const PLUGIN_NAME = 'markdown-export';

type PlannedDoc = {doc: DocMetadata; sourcePath: string};
type PlannedSection = {title: string; docs: PlannedDoc[]};

/** Listed docs grouped as their sidebars show them; docs in no sidebar come last. */
export function planSections(
  docs: readonly DocMetadata[],
  sidebars: Parameters<typeof sidebarGroups>[0][] ,
  otherTitle: string,
  siteDir: string,
): PlannedSection[] {
  const byId = new Map(docs.filter(isListedDoc).map((doc) => [doc.id, doc]));
  const seen = new Set<string>();
  const take = (id: string): PlannedDoc[] => {
    const doc = byId.get(id);
    if (!doc || seen.has(id)) return [];
    seen.add(id);
    return [{doc, sourcePath: docSourcePath(siteDir, doc.source)}];
  };
  const sections: PlannedSection[] = sidebars.flatMap((items) =>
    sidebarGroups(items).map((group) => {
      const planned = group.docIds.flatMap(take);
      return {title: group.label ?? planned[0]?.doc.title ?? otherTitle, docs: planned};
    }),
  );
  const rest = [...byId.keys()].flatMap(take);
  if (rest.length > 0) sections.push({title: otherTitle, docs: rest});
  return sections.filter((section) => section.docs.length > 0);
}

/**
 * The labels of the locale, as its pages show them: the site's code translations (code.json) over
 * the classic theme's default messages (the admonition titles).
 */
async function localeLabels(context: LoadContext): Promise<MarkdownLabels> {
  const themeDefaults = await readDefaultCodeTranslationMessages({locale: context.i18n.currentLocale, name: 'theme-common'});
  return labelsFrom({...themeDefaults, ...context.codeTranslations});
}

export default function markdownExportPlugin(context: LoadContext): Plugin {
  const {siteDir, siteConfig, baseUrl} = context;
  /** Per docs version, its sections; `llms` marks the version llms.txt describes (the current docs). */
  let versions: {llms: boolean; sections: PlannedSection[]}[] = [];
  let permalinkBySource = new Map<string, string>();

  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent}) {
      const docsVersions = siteDocsVersions(allContent);
      // A link from one doc to another's file is resolved within the version (sources are unique across versions).
      permalinkBySource = new Map(
        docsVersions.flatMap(({docs}) => docs.map((doc) => [docSourcePath(siteDir, doc.source), doc.permalink] as const)),
      );
      versions = docsVersions.map(({versionName, docs, sidebars}) => ({
        // The current docs only: a frozen version's build (/0.5/, maintainers/architecture.md "Versions") writes its Markdown files, not llms.txt.
        llms: versionName === CURRENT,
        sections: planSections(docs, Object.values(sidebars), siteConfig.title, siteDir),
      }));
    },

    async postBuild({outDir}) {
      const labels = await localeLabels(context);
      for (const {llms, sections} of versions) {
        const exported: ExportSection[] = [];
        for (const section of sections) {
          const pages = [];
          for (const {doc, sourcePath} of section.docs) {
            const markdown = docToMarkdown(await fs.readFile(sourcePath, 'utf8'), {
              title: doc.title,
              sourcePath,
              permalink: doc.permalink,
              siteUrl: siteConfig.url,
              baseUrl,
              permalinkOfFile: (file) => permalinkBySource.get(file),
              labels,
            });
            // outDir is the locale's folder, which serves `baseUrl`: write the path below it.
            const markdownPath = markdownPathFor(doc.permalink);
            const file = path.join(outDir, markdownPath.slice(baseUrl.length));
            await fs.mkdir(path.dirname(file), {recursive: true});
            await fs.writeFile(file, markdown);
            pages.push({title: doc.title, description: doc.description, markdownUrl: absoluteUrl(siteConfig.url, markdownPath), markdown});
          }
          exported.push({title: section.title, pages});
        }
        if (!llms) continue;
        const site = {title: siteConfig.title, description: siteConfig.tagline};
        await fs.writeFile(path.join(outDir, LLMS_INDEX_FILE), llmsIndex(site, exported));
        await fs.writeFile(path.join(outDir, LLMS_FULL_FILE), llmsFull(exported));
      }
    },
  };
}
