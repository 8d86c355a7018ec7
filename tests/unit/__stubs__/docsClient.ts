// Stands in for @docusaurus/plugin-content-docs/client: useDoc() returns the doc a test sets.
type Doc = {frontMatter: Record<string, unknown>};

let currentDoc: Doc = {frontMatter: {}};

export function setDoc(doc: Doc): void {
  currentDoc = doc;
}

export function useDoc(): Doc {
  return currentDoc;
}
