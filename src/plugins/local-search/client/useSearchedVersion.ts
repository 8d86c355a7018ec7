// Which local index a search reads (browser side): the one of the docs version being read, so
// that a reader of /0.5/ pages finds 0.5 pages. Off the docs (the home page, /search), the
// version readers get by default. The e2e fixture docs are another docs instance: they count as
// "off the docs". The modal names the version it searches (its label, e.g. "0.12").
import {useActivePluginAndVersion, useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import {localSearchIndexPath} from '../constants';

const SITE_DOCS_PLUGIN_ID = 'default';

export interface SearchedVersion {
  /** The version's label, as the version switcher shows it. */
  label: string;
  /** Its index (search-index.json at the version's root). */
  indexUrl: string;
  /** The version's root, with its locale (`/`, `/zh/0.5/`): what recent searches are kept per. */
  path: string;
}

export function useSearchedVersion(): SearchedVersion {
  const active = useActivePluginAndVersion();
  const latest = useLatestVersion(SITE_DOCS_PLUGIN_ID);
  const version = (active?.activePlugin.pluginId === SITE_DOCS_PLUGIN_ID ? active.activeVersion : undefined) ?? latest;
  const indexUrl = localSearchIndexPath(version.path);
  return {label: version.label, indexUrl, path: indexUrl.slice(0, indexUrl.lastIndexOf('/') + 1)};
}
