import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docHeadings} from '../shared/parseDocSource';
import {docSourcePath, siteDocsVersions} from '../shared/docsContent';
import {buildOverviewData, hasOverviewFrontMatter, isOverviewDoc, overviewSubject, type OverviewDoc} from './buildOverview';
import {OVERVIEW_PLUGIN_NAME, overviewDataModule, type OverviewData} from './overviewTypes';

// Overview pages (spec 2 "Overview pages"): a doc with front matter `overview: true` lists the
// groups of its sidebar, each page with its headings (depth 2 unless `overviewHeaders` says
// otherwise), and a filter box; the groups' headings are in the doc's outline.
// - allContentLoaded builds the data of the locale being built from the docs' sidebars and
//   sources, and writes one generated JSON module per overview doc (overviewDataModule);
// - remarkOverview (registered for the docs in docusaurus.config.ts) makes an overview doc's own
//   MDX module import that JSON and theme/Overview, export the overview element, and append the
//   groups' entries to the `toc` it exports (so the outline, desktop and mobile, lists them);
// - theme/DocItem passes that export down, and theme/DocItem/Content renders it after the
//   content. So the overview component and data load with the overview doc's chunk only; other
//   docs load neither.

export const PLUGIN_NAME = OVERVIEW_PLUGIN_NAME;

export default function overviewPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent, actions}) {
      // Each docs version lists its own pages: /0.5/config/ the 0.5 options, /config/ the current ones.
      for (const {docs, sidebars} of siteDocsVersions(allContent)) {
        const headingsOf = (doc: OverviewDoc) => {
          const source = docs.find((candidate) => candidate.id === doc.id)?.source;
          return source ? docHeadings(fs.readFileSync(docSourcePath(context.siteDir, source), 'utf8')) : [];
        };
        const overviewDocs = docs as unknown as OverviewDoc[];
        // Every doc whose MDX imports an overview gets its file; an unlisted one lists nothing.
        await Promise.all(
          docs
            .filter((doc) => hasOverviewFrontMatter(doc.frontMatter))
            .map((doc) => {
              const overviewDoc = doc as unknown as OverviewDoc;
              const data: OverviewData = isOverviewDoc(overviewDoc)
                ? buildOverviewData(overviewDoc, overviewDocs, sidebars, headingsOf)
                : {subject: overviewSubject(overviewDoc.frontMatter.overviewSubject), groups: [], toc: []};
              return actions.createData(overviewDataModule(doc.source).file, JSON.stringify(data));
            }),
        );
      }
    },
  };
}
