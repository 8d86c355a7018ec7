import {encodeBits, hasBit, pathBelow} from '@site/src/plugins/docs-versions/sharedPages';
import {closestSharedPage, missingPageOrigin, versionLinks} from '@site/src/plugins/docs-versions/client/versionLinks';
import type {SiteDocsVersions} from '@site/src/plugins/docs-versions/versions';

// Where the switcher and a frozen version's banner lead: the page being read in each version that
// has it, else the closest page that version has, marked `?missing=` (else its home); off the docs,
// each version's home.

describe('sharedPages', () => {
  it('round-trips any set of positions through base64 bits', () => {
    const positions = Array.from({length: 131}, (_, index) => index % 3 === 0 || index === 130);
    const bits = encodeBits(positions);
    expect(positions.map((_, index) => hasBit(bits, index))).toEqual(positions);
    expect(bits.length).toBeLessThanOrEqual(Math.ceil(131 / 8 / 3) * 4);
  });

  it('answers false past the end and for a position that is not one', () => {
    const bits = encodeBits([true, true]);
    expect(hasBit(bits, 2)).toBe(false);
    expect(hasBit(bits, 800)).toBe(false);
    expect(hasBit(bits, -1)).toBe(false);
    expect(hasBit(bits, 0.5)).toBe(false);
  });

  it('reads a path below a version root, and nothing outside it', () => {
    expect(pathBelow('/zh/0.5/', '/zh/0.5/config/test/pool')).toBe('config/test/pool');
    expect(pathBelow('/zh/0.5/', '/zh/0.5/guide/start/')).toBe('guide/start/');
    expect(pathBelow('/zh/0.5/', '/zh/0.5')).toBe('');
    expect(pathBelow('/zh/0.5/', '/zh/guide/start/')).toBeNull();
    expect(pathBelow('/', '/guide/')).toBe('guide/');
  });
});

describe('versionLinks', () => {
  // The built version (0.5) has three pages; the current docs have the first two, 0.4 only the first.
  const ownPages = ['config/test/pool', 'config/test/testTimeout', 'guide/start/'];
  const data: SiteDocsVersions = {
    built: '0.5',
    versions: [
      {name: 'current', label: '0.12', root: '/zh/', shared: encodeBits([true, true, false])},
      {name: '0.5', label: '0.5', root: '/zh/0.5/'},
      {name: '0.4', label: '0.4', root: '/zh/0.4/', shared: encodeBits([true, false, false])},
    ],
  };
  const at = (pathname: string, activeDocPath: string | undefined, search = '', hash = '') =>
    versionLinks({data, ownPages, activeDocPath, location: {pathname, search, hash}});

  it('leads to the same page in each version that has it, keeping the query and hash', () => {
    expect(at('/zh/0.5/config/test/pool', '/zh/0.5/config/test/pool', '?x=1', '#fields')).toEqual([
      {name: 'current', label: '0.12', href: '/zh/config/test/pool?x=1#fields', isBuilt: false},
      {name: '0.5', label: '0.5', href: '/zh/0.5/config/test/pool?x=1#fields', isBuilt: true},
      {name: '0.4', label: '0.4', href: '/zh/0.4/config/test/pool?x=1#fields', isBuilt: false},
    ]);
  });

  it('leads to the closest page a version has when it lacks the page, naming the page left', () => {
    expect(at('/zh/0.5/config/test/testTimeout', '/zh/0.5/config/test/testTimeout', '', '#details').map((link) => link.href)).toEqual([
      '/zh/config/test/testTimeout#details',
      '/zh/0.5/config/test/testTimeout#details',
      '/zh/0.4/config/test/pool?missing=/zh/0.5/config/test/testTimeout',
    ]);
  });

  it("leads to a version's home when it has no page near the one being read", () => {
    expect(at('/zh/0.5/guide/start/', '/zh/0.5/guide/start/').map((link) => link.href)).toEqual(['/zh/', '/zh/0.5/guide/start/', '/zh/0.4/']);
  });

  it('on arrival from a page this version lacks, leads back to it, and drops the parameter elsewhere', () => {
    expect(at('/zh/0.5/config/test/pool', '/zh/0.5/config/test/pool', '?missing=/zh/config/test/mock&x=1').map((link) => link.href)).toEqual([
      '/zh/config/test/mock',
      '/zh/0.5/config/test/pool?x=1',
      '/zh/0.4/config/test/pool?x=1',
    ]);
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

  it('picks the shared page with the most leading segments in common, the first on a tie', () => {
    const pages = ['api/a', 'guide/basic/cli', 'guide/basic/mock', 'guide/basic/zzz', 'guide/start/'];
    const shared = encodeBits([true, true, false, true, true]);
    expect(closestSharedPage('guide/basic/mock', pages, shared)).toBe('guide/basic/cli');
    expect(closestSharedPage('guide/other', pages, shared)).toBe('guide/basic/cli');
    expect(closestSharedPage('config/x', pages, shared)).toBeNull();
  });

  it("off the docs, leads to each version's home", () => {
    expect(at('/zh/0.5/', undefined).map((link) => link.href)).toEqual(['/zh/', '/zh/0.5/', '/zh/0.4/']);
    expect(at('/zh/0.5/search', undefined, '?q=pool').map((link) => link.href)).toEqual(['/zh/', '/zh/0.5/', '/zh/0.4/']);
  });

  it('treats a doc it does not know (not in its own list) as off the docs', () => {
    expect(at('/zh/0.5/config/test/other', '/zh/0.5/config/test/other').map((link) => link.href)).toEqual([
      '/zh/',
      '/zh/0.5/config/test/other',
      '/zh/0.4/',
    ]);
  });
});
