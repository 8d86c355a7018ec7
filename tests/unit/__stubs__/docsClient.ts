// Stands in for @docusaurus/plugin-content-docs/client: tests set the doc `useDoc` returns.
export const currentDoc: {metadata: {title: string}; frontMatter: Record<string, unknown>} = {
  metadata: {title: 'A doc'},
  frontMatter: {},
};

export function useDoc(): typeof currentDoc {
  return currentDoc;
}
