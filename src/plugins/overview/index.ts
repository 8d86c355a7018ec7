import fs from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docHeadings} from '../shared/parseDocSource';
import {docSourcePath, siteDocsContent} from '../shared/docsContent';
import {buildOverviewGroups, isOverviewDoc, type OverviewDoc} from './buildOverview';
import {OVERVIEW_DATA_FILE, type OverviewData} from './overviewTypes';

// Overview pages (spec 2 "Overview pages"): a doc with front matter `overview: true` lists the
// groups of its sidebar, each page with its headings (depth 2 unless `overviewHeaders` says
// otherwise), and a filter box.
// - allContentLoaded builds the data of the locale being built from the docs' sidebars and
//   sources, and writes it as a generated JSON module (`@generated/overview/default/overview.json`);
// - theme/DocItem/Content renders theme/Overview after an overview doc's content; that component
//   and its data load in their own chunk, on overview pages only.

export const PLUGIN_NAME = 'overview';

export default function overviewPlugin(context: LoadContext): Plugin {
  return {
    name: PLUGIN_NAME,

    getThemePath() {
      return path.join(__dirname, 'theme');
    },

    async allContentLoaded({allContent, actions}) {
      const {docs, sidebars} = siteDocsContent(allContent);
      const headingsOf = (doc: OverviewDoc) => {
        const source = docs.find((candidate) => candidate.id === doc.id)?.source;
        return source ? docHeadings(fs.readFileSync(docSourcePath(context.siteDir, source), 'utf8')) : [];
      };
      const overviewDocs = docs as unknown as OverviewDoc[];
      const data: OverviewData = Object.fromEntries(
        overviewDocs
          .filter(isOverviewDoc)
          .map((doc) => [doc.permalink, buildOverviewGroups(doc, overviewDocs, sidebars, headingsOf)]),
      );
      await actions.createData(OVERVIEW_DATA_FILE, JSON.stringify(data));
    },
  };
}
