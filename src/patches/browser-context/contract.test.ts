/** @jest-environment node */
import {readPackageFile, missingReads} from '../guard';
import {PATCH} from '.';

/** The shape the patch relies on: useIsBrowser reads the private context Root provides again, and App renders Root inside its provider. */
function browserContextProblems(context: string, useIsBrowser: string, app: string): string[] {
  return [
    !/export const Context = React\.createContext\(false\);/.test(context) && 'browserContext.js no longer exports the Context',
    !(useIsBrowser.includes("import { Context } from '../browserContext';") && useIsBrowser.includes('return useContext(Context);')) &&
      'useIsBrowser no longer reads browserContext.js',
    !/<BrowserContextProvider>\s*<Root>/.test(app) && 'App no longer renders Root inside BrowserContextProvider',
  ].filter((problem): problem is string => Boolean(problem));
}

describe('browser-context', () => {
  const read = (file: string) => readPackageFile(PATCH, '@docusaurus/core', file);
  const [context, useIsBrowser, app] = ['lib/client/browserContext.js', 'lib/client/exports/useIsBrowser.js', 'lib/client/App.js'].map(read);

  it('the installed @docusaurus/core has the files the patch reads; useIsBrowser reads the context Root provides again, inside its provider', () => {
    expect(missingReads(PATCH)).toEqual([]);
    expect(browserContextProblems(context!, useIsBrowser!, app!)).toEqual([]);
  });

  it('sees a useIsBrowser that reads another context, a Root out of the provider, a context no longer exported', () => {
    expect(browserContextProblems(context!, useIsBrowser!.replace("'../browserContext'", "'../hydrationContext'"), app!)).toEqual(['useIsBrowser no longer reads browserContext.js']);
    expect(browserContextProblems(context!, useIsBrowser!, app!.replace('<BrowserContextProvider>', '<BrowserContextProvider>\n<X/>'))).toEqual([
      'App no longer renders Root inside BrowserContextProvider',
    ]);
    expect(browserContextProblems(context!.replace('export const Context', 'const Context'), useIsBrowser!, app!)).toEqual(['browserContext.js no longer exports the Context']);
  });
});
