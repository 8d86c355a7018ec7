/** @jest-environment node */
import {missingReads, readPackageFile} from '../guard';
import intentPrefetchPlugin, {CLIENT_MODULE, PATCH} from '.';

/** What the client module relies on in Docusaurus: the global, assigned after the client modules run; <Link>'s prefetch and preload through it; the flag <Link> reads. */
function globalProblems(clientEntry: string, global: string, link: string, app: string, environment: string): string[] {
  return [
    !(clientEntry.includes("import App from './App';") && clientEntry.includes('window.docusaurus = docusaurus;')) && 'the client entry no longer assigns window.docusaurus after importing the App',
    !app.includes("import '@generated/client-modules';") && 'the App no longer imports the client modules',
    !/const docusaurus = \{\s*prefetch,\s*preload,\s*\};\s*(?:\/\/.*\s*)*export default Object\.freeze\(docusaurus\);/.test(global) && 'window.docusaurus is no longer {prefetch, preload}',
    !link.includes('const IOSupported = ExecutionEnvironment.canUseIntersectionObserver;') && '<Link> no longer reads ExecutionEnvironment.canUseIntersectionObserver as it renders',
    (link.match(/window\.docusaurus\.prefetch\(targetLink\)/g) ?? []).length !== 2 && '<Link> no longer prefetches through window.docusaurus.prefetch on its two paths',
    !link.includes('window.docusaurus.preload(targetLink)') && '<Link> no longer preloads through window.docusaurus.preload',
    !/const ExecutionEnvironment = \{[^}]*canUseIntersectionObserver:[^}]*\};\s*export default ExecutionEnvironment;/.test(environment) && 'ExecutionEnvironment is no longer a plain object with canUseIntersectionObserver',
  ].filter((problem): problem is string => Boolean(problem));
}

describe('intent-prefetch', () => {
  const read = (file: string) => readPackageFile(PATCH, '@docusaurus/core', file);
  const [clientEntry, global, link, app, environment] = [
    'lib/client/clientEntry.js',
    'lib/client/docusaurus.js',
    'lib/client/exports/Link.js',
    'lib/client/App.js',
    'lib/client/exports/ExecutionEnvironment.js',
  ].map(read) as [string, string, string, string, string];

  it('the installed @docusaurus/core assigns and calls the global the client module intercepts, and reads the flag it sets', () => {
    expect(missingReads(PATCH)).toEqual([]);
    expect(globalProblems(clientEntry, global, link, app, environment)).toEqual([]);
    expect(intentPrefetchPlugin().getClientModules!()).toEqual([CLIENT_MODULE]);
  });

  it('sees a global assigned or called otherwise, or a flag read otherwise', () => {
    expect(globalProblems(clientEntry.replace('window.docusaurus = docusaurus;', 'window.__docusaurus = docusaurus;'), global, link, app, environment)).toHaveLength(1);
    expect(globalProblems(clientEntry, global.replace('preload,\n', 'preload,\n    prefetchAll,\n'), link, app, environment)).toEqual(['window.docusaurus is no longer {prefetch, preload}']);
    expect(globalProblems(clientEntry, global, link.replace('window.docusaurus.prefetch(targetLink)', 'prefetch(targetLink)'), app, environment)).toHaveLength(1);
    expect(globalProblems(clientEntry, global, link.replace('ExecutionEnvironment.canUseIntersectionObserver;', "'IntersectionObserver' in window;"), app, environment)).toHaveLength(1);
    expect(globalProblems(clientEntry, global, link, app, environment.replace('export default ExecutionEnvironment;', 'export default Object.freeze(ExecutionEnvironment);'))).toHaveLength(1);
  });
});
