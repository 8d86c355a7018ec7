// Stands in for @docusaurus/plugin-content-docs/client: the docs plugin's global data of this
// site, one version (the current one) served at the docs root. A test mocks it for more versions.
type GlobalVersion = {name: string; isLast: boolean; path: string};

export function useDocsData(_pluginId: string | undefined): {path: string; versions: GlobalVersion[]} {
  return {path: '/', versions: [{name: 'current', isLast: true, path: '/'}]};
}
