import {useLocation} from '@docusaurus/router';
import {useHistorySelector} from '@docusaurus/theme-common';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useActiveDocContext, useAllDocsData} from '@docusaurus/plugin-content-docs/client';
import type {SiteDocsVersions} from '../versions';
import {versionLinks, type VersionLink} from './versionLinks';

/** The site's own docs plugin instance (the e2e fixture docs are another one, off the docs for the switcher). */
const SITE_DOCS_PLUGIN_ID = 'default';

/** The docs-versions global data of this build (src/plugins/docs-versions/index.ts). */
export function useDocsVersionsData(): SiteDocsVersions {
  return usePluginData('docs-versions') as SiteDocsVersions;
}

/** Every docs version with the link to the page being read in it (versionLinks.ts), newest first. */
export default function useVersionLinks(): {links: VersionLink[]; onDocPage: boolean} {
  const data = useDocsVersionsData();
  // The e2e fixtures' app has no docs of the site, only its own docs instance: none of its pages is one.
  const docsPlugins = useAllDocsData();
  const pluginId = SITE_DOCS_PLUGIN_ID in docsPlugins ? SITE_DOCS_PLUGIN_ID : Object.keys(docsPlugins)[0]!;
  const {activeDoc} = useActiveDocContext(pluginId);
  const siteDoc = pluginId === SITE_DOCS_PLUGIN_ID ? activeDoc : undefined;
  const {pathname} = useLocation();
  // The query and the hash through the history store, as the stock language menu reads them: the
  // server renders them empty, and the first render after hydration gives the browser's (issue 45:
  // read from the location, the desktop menu kept the server's links, without the #anchor).
  const search = useHistorySelector((history) => history.location.search);
  const hash = useHistorySelector((history) => history.location.hash);
  const links = versionLinks({data, activeDocPath: siteDoc?.path, location: {pathname, search, hash}});
  return {links, onDocPage: siteDoc !== undefined};
}
