// Stands in for @docusaurus/useGlobalData. usePluginData('docs-versions') gives the docs-versions
// plugin's data of a site with one docs version built at the root; a test mocks it for more.
export const usePluginData = jest.fn((_pluginName: string) => ({
  built: 'current',
  versions: [{name: 'current', label: '0.12', root: '/'}],
}));
