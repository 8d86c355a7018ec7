// Stands in for @docusaurus/plugin-content-docs/client.

// The docs plugin's global data of this site: one version (the current one) served at the
// docs root. A test mocks useDocsData for more versions.
type GlobalVersion = {name: string; isLast: boolean; path: string};

export function useDocsData(_pluginId: string | undefined): {path: string; versions: GlobalVersion[]} {
  return {path: '/', versions: [{name: 'current', isLast: true, path: '/'}]};
}

// useDoc() returns the doc a test sets with setDoc() (its title defaults to 'A doc').
type Doc = {metadata: {title: string}; frontMatter: Record<string, unknown>};

let currentDoc: Doc = {metadata: {title: 'A doc'}, frontMatter: {}};

export function setDoc(doc: {metadata?: Doc['metadata']; frontMatter: Record<string, unknown>}): void {
  currentDoc = {metadata: doc.metadata ?? {title: 'A doc'}, frontMatter: doc.frontMatter};
}

export function useDoc(): Doc {
  return currentDoc;
}

// One docs version, as on this site; a jest.fn, so a test can return other versions.
export const useVersions = jest.fn((_pluginId?: string) => [{name: 'current', label: 'Next'}]);

// Every docs plugin instance's global data, by id: the site's own; a jest.fn, so a test can give
// another app's (the e2e fixtures' has only its `e2e-docs`).
export const useAllDocsData = jest.fn((): Record<string, ReturnType<typeof useDocsData>> => ({default: useDocsData('default')}));

// The doc being read, in the site's docs plugin (none: off the docs); a jest.fn, so a test can set one.
export const useActiveDocContext = jest.fn((_pluginId?: string) => ({activeDoc: undefined as {path: string} | undefined}));

// The docs version of the doc being read (its banner); a jest.fn, so a test can set a frozen one.
export const useDocsVersion = jest.fn(() => ({label: '0.12', banner: null as string | null}));
