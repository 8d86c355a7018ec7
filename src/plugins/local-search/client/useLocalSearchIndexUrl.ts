// Which local index a search reads (browser side): the one of the docs version being read, so
// that a reader of /0.5/ pages finds 0.5 pages. Off the docs (the home page, /search), the
// version readers get by default. The e2e fixture docs are another docs instance: they count as
// "off the docs".
import {useActivePluginAndVersion, useLatestVersion} from '@docusaurus/plugin-content-docs/client';
import {localSearchIndexPath} from '../constants';

const SITE_DOCS_PLUGIN_ID = 'default';

export function useLocalSearchIndexUrl(): string {
  const active = useActivePluginAndVersion();
  const latest = useLatestVersion(SITE_DOCS_PLUGIN_ID);
  const version = active?.activePlugin.pluginId === SITE_DOCS_PLUGIN_ID ? active.activeVersion : undefined;
  return localSearchIndexPath((version ?? latest).path);
}
