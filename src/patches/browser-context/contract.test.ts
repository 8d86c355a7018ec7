/** @jest-environment node */
import {readPackageFile, missingReads} from '../guard';
import {PATCH, checkBrowserContext} from '.';

describe('browser-context', () => {
  it('the installed @docusaurus/core has the files the patch reads; useIsBrowser reads the context Root provides again', () => {
    expect(missingReads(PATCH)).toEqual([]);
    expect(() => checkBrowserContext()).not.toThrow();
  });

  it('fails the build, naming the patch, when useIsBrowser reads another context or Root moves out of the provider', () => {
    const context = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/browserContext.js');
    const useIsBrowser = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/exports/useIsBrowser.js');
    const app = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/App.js');
    expect(() => checkBrowserContext(context, useIsBrowser.replace("'../browserContext'", "'../hydrationContext'"), app)).toThrow(
      /^\[patch browser-context\] @docusaurus\/core's useIsBrowser no longer reads/,
    );
    expect(() => checkBrowserContext(context, useIsBrowser, app.replace('<BrowserContextProvider>', '<BrowserContextProvider>\n<X/>'))).toThrow(/^\[patch browser-context\] .*Root inside BrowserContextProvider/);
    expect(() => checkBrowserContext(context.replace('export const Context', 'const Context'), useIsBrowser, app)).toThrow(/^\[patch browser-context\]/);
  });
});
