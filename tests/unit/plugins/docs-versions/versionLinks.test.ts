import {pathBelow} from '@site/src/plugins/docs-versions/sharedPages';
import {missingPageOrigin, versionLinks} from '@site/src/plugins/docs-versions/client/versionLinks';
import type {SiteDocsVersions} from '@site/src/plugins/docs-versions/versions';

// Where the switcher and a frozen version's banner lead: the same page path in each version (its
// page, or its stand-in when it lacks the page: build/standIns.ts), the same before and after hydration;
// on arrival through a stand-in, the page left in every version; off the docs, each version's home.

describe('pathBelow', () => {
  it('reads a path below a version root, and nothing outside it', () => {
    expect(pathBelow('/zh/0.5/', '/zh/0.5/config/test/pool')).toBe('config/test/pool');
    expect(pathBelow('/zh/0.5/', '/zh/0.5/guide/start/')).toBe('guide/start/');
    expect(pathBelow('/zh/0.5/', '/zh/0.5')).toBe('');
    expect(pathBelow('/zh/0.5/', '/zh/guide/start/')).toBeNull();
    expect(pathBelow('/', '/guide/')).toBe('guide/');
  });
});

describe('versionLinks', () => {
  const data: SiteDocsVersions = {
    built: '0.5',
    versions: [
      {name: 'current', label: '0.12', root: '/zh/'},
      {name: '0.5', label: '0.5', root: '/zh/0.5/'},
      {name: '0.4', label: '0.4', root: '/zh/0.4/'},
    ],
  };
  const at = (pathname: string, activeDocPath: string | undefined, search = '', hash = '') =>
    versionLinks({data, activeDocPath, location: {pathname, search, hash}});

  it('leads to the same page path in each version, keeping the query and hash', () => {
    expect(at('/zh/0.5/config/test/pool', '/zh/0.5/config/test/pool', '?x=1', '#fields')).toEqual([
      {name: 'current', label: '0.12', href: '/zh/config/test/pool?x=1#fields', isBuilt: false},
      {name: '0.5', label: '0.5', href: '/zh/0.5/config/test/pool?x=1#fields', isBuilt: true},
      {name: '0.4', label: '0.4', href: '/zh/0.4/config/test/pool?x=1#fields', isBuilt: false},
    ]);
  });

  it('gives the server and the first render the same targets: the path alone decides them', () => {
    expect(at('/zh/0.5/guide/start/', '/zh/0.5/guide/start/').map((link) => link.href)).toEqual(['/zh/guide/start/', '/zh/0.5/guide/start/', '/zh/0.4/guide/start/']);
  });

  it('on arrival through a stand-in, leads every other version to the page left, and keeps this one without the parameter', () => {
    expect(at('/zh/0.5/api/rstest/', '/zh/0.5/api/rstest/', '?missing=/zh/guide/basic/mock&x=1', '#a').map((link) => link.href)).toEqual([
      '/zh/guide/basic/mock',
      '/zh/0.5/api/rstest/?x=1#a',
      '/zh/0.4/guide/basic/mock',
    ]);
  });

  it('ignores a page left that is not a path of this site below another version', () => {
    expect(at('/zh/0.5/api/', '/zh/0.5/api/', '?missing=//evil.example/x').map((link) => link.href)).toEqual(['/zh/api/', '/zh/0.5/api/', '/zh/0.4/api/']);
  });

  it('reads the page left only as a path of this site below another version', () => {
    const {versions} = data;
    expect(missingPageOrigin('?missing=/zh/guide/basic/mock', versions, '0.5')).toEqual({path: '/zh/guide/basic/mock', version: versions[0]});
    expect(missingPageOrigin('?missing=/zh/0.4/x', versions, '0.5')?.version.name).toBe('0.4');
    expect(missingPageOrigin('?missing=/zh/0.5/x', versions, '0.5')).toBeNull();
    expect(missingPageOrigin('?missing=//evil.example/x', versions, '0.5')).toBeNull();
    expect(missingPageOrigin('?missing=https://evil.example/', versions, '0.5')).toBeNull();
    expect(missingPageOrigin('?missing=/other/', versions, '0.5')).toBeNull();
    expect(missingPageOrigin('', versions, '0.5')).toBeNull();
  });

  it("off the docs, leads to each version's home", () => {
    expect(at('/zh/0.5/', undefined).map((link) => link.href)).toEqual(['/zh/', '/zh/0.5/', '/zh/0.4/']);
    expect(at('/zh/0.5/search', undefined, '?q=pool&missing=/zh/x').map((link) => link.href)).toEqual(['/zh/', '/zh/0.5/', '/zh/0.4/']);
  });
});
