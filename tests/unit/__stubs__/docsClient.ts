// Stands in for @docusaurus/plugin-content-docs/client: one docs version, as on this site.
// Each hook is a jest.fn, so a test can return other versions.
export const useVersions = jest.fn((_pluginId?: string) => [{name: 'current', label: 'Next'}]);
