/** @jest-environment node */
import {missingReads, readPackageFile} from '../guard';
import idlePrefetchPlugin, {CLIENT_MODULE, PATCH} from '.';

/** What the client module relies on in Docusaurus: the global it intercepts, assigned after the client modules run, and <Link> calling it. */
function globalProblems(clientEntry: string, global: string, link: string, app: string): string[] {
  return [
    !(clientEntry.includes("import App from './App';") && clientEntry.includes('window.docusaurus = docusaurus;')) && 'the client entry no longer assigns window.docusaurus after importing the App',
    !app.includes("import '@generated/client-modules';") && 'the App no longer imports the client modules',
    !/const docusaurus = \{\s*prefetch,\s*preload,\s*\};\s*(?:\/\/.*\s*)*export default Object\.freeze\(docusaurus\);/.test(global) && 'window.docusaurus is no longer {prefetch, preload}',
    !link.includes('window.docusaurus.prefetch(targetLink)') && '<Link> no longer prefetches through window.docusaurus.prefetch',
  ].filter((problem): problem is string => Boolean(problem));
}

describe('idle-prefetch', () => {
  const read = (file: string) => readPackageFile(PATCH, '@docusaurus/core', file);
  const [clientEntry, global, link, app] = ['lib/client/clientEntry.js', 'lib/client/docusaurus.js', 'lib/client/exports/Link.js', 'lib/client/App.js'].map(read) as [string, string, string, string];

  it('the installed @docusaurus/core assigns and calls the global the client module intercepts, after the client modules ran', () => {
    expect(missingReads(PATCH)).toEqual([]);
    expect(globalProblems(clientEntry, global, link, app)).toEqual([]);
    expect(idlePrefetchPlugin().getClientModules!()).toEqual([CLIENT_MODULE]);
  });

  it('sees a global assigned or called otherwise', () => {
    expect(globalProblems(clientEntry.replace('window.docusaurus = docusaurus;', 'window.__docusaurus = docusaurus;'), global, link, app)).toHaveLength(1);
    expect(globalProblems(clientEntry, global.replace('preload,\n', 'preload,\n    prefetchAll,\n'), link, app)).toEqual(['window.docusaurus is no longer {prefetch, preload}']);
    expect(globalProblems(clientEntry, global, link.replaceAll('window.docusaurus.prefetch(targetLink)', 'prefetch(targetLink)'), app)).toHaveLength(1);
  });
});
