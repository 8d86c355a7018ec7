/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {checkTestedVersions, readPackageFile} from '../guard';
import idlePrefetchPlugin, {CLIENT_MODULE, PATCH, checkDocusaurusGlobal} from '.';

describe('idle-prefetch', () => {
  const clientEntry = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/clientEntry.js');
  const global = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/docusaurus.js');
  const link = readPackageFile(PATCH, '@docusaurus/core', 'lib/client/exports/Link.js');

  it('the installed @docusaurus/core is a tested version, and assigns and calls the global the client module intercepts', () => {
    expect(() => checkTestedVersions(PATCH)).not.toThrow();
    expect(() => checkDocusaurusGlobal()).not.toThrow();
    // The client modules run when App is imported, before the client entry's body assigns the global.
    expect(readPackageFile(PATCH, '@docusaurus/core', 'lib/client/App.js')).toContain("import '@generated/client-modules';");
  });

  it('registers its client module', () => {
    expect(idlePrefetchPlugin().getClientModules!()).toEqual([CLIENT_MODULE]);
    expect(fs.existsSync(CLIENT_MODULE)).toBe(true);
    expect(path.dirname(CLIENT_MODULE)).toBe(__dirname);
  });

  it('fails the build, naming the patch, when the global is assigned or called otherwise', () => {
    expect(() => checkDocusaurusGlobal(clientEntry.replace('window.docusaurus = docusaurus;', 'window.__docusaurus = docusaurus;'), global, link)).toThrow(
      /^\[patch idle-prefetch\] @docusaurus\/core's client entry no longer assigns window\.docusaurus/,
    );
    expect(() => checkDocusaurusGlobal(clientEntry, global.replace('preload,\n', 'preload,\n    prefetchAll,\n'), link)).toThrow(/^\[patch idle-prefetch\] .*no longer is \{prefetch, preload\}/);
    expect(() => checkDocusaurusGlobal(clientEntry, global, link.replaceAll('window.docusaurus.prefetch(targetLink)', 'prefetch(targetLink)'))).toThrow(/^\[patch idle-prefetch\] .*<Link> no longer prefetches/);
  });
});
