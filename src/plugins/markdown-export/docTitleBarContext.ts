import {createContext, useContext} from 'react';

// Whether the h1 being rendered is the title of a doc that has a Markdown file: set by the
// DocItem/Layout wrap (listed docs of the site's docs instance), read by the Heading wrap. The 404
// page, the home page and the /e2e-fixtures/ docs have no provider, so their h1 gets no bar.
export const DocTitleBarContext = createContext(false);

export function useIsExportedDocTitle(): boolean {
  return useContext(DocTitleBarContext);
}
