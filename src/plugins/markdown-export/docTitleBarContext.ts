import {createContext, useContext, type ComponentType} from 'react';

// The bar to render under the h1 of the doc being shown: set by the DocItem/Layout wrap for listed
// docs of the site's docs instance, read by the Heading wrap. The 404 page, the home page and the
// /e2e-fixtures/ docs have no bar. Carrying the component itself keeps the bar's code in the doc
// pages' chunk: the Heading wrap, which every page loads, only knows this context.
export const DocTitleBarContext = createContext<ComponentType | null>(null);

export function useDocTitleBar(): ComponentType | null {
  return useContext(DocTitleBarContext);
}
