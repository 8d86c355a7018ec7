/**
 * @jest-environment node
 */
import {routesByVersion} from '@site/src/plugins/local-search';
import {localSearchIndexPath} from '@site/src/plugins/local-search/constants';

// One index per locale and docs version: a frozen version's routes go to its own index, under
// its path; everything else (the current docs, the home page) to the locale's root index.

describe('local search per docs version', () => {
  it('splits the English routes by version', () => {
    const groups = routesByVersion(['/', '/guide/start/', '/0.5/', '/0.5/guide/start/', '/0.5/config/test/pool', '/search'], '/', ['/0.5']);
    expect(Object.fromEntries(groups)).toEqual({
      '': ['/', '/guide/start/', '/search'],
      '0.5/': ['/0.5/', '/0.5/guide/start/', '/0.5/config/test/pool'],
    });
  });

  it('splits the Chinese routes below the locale base URL', () => {
    const groups = routesByVersion(['/zh/', '/zh/api/', '/zh/0.5/api/'], '/zh/', ['/zh/0.5']);
    expect(Object.fromEntries(groups)).toEqual({'': ['/zh/', '/zh/api/'], '0.5/': ['/zh/0.5/api/']});
  });

  it('does not take a page whose name only starts like a version for that version', () => {
    const groups = routesByVersion(['/0.55/x', '/0.5x'], '/', ['/0.5']);
    expect(groups.get('')).toEqual(['/0.55/x', '/0.5x']);
  });

  it('names the index of a version after its path', () => {
    expect(localSearchIndexPath('/')).toBe('/search-index.json');
    expect(localSearchIndexPath('/zh/')).toBe('/zh/search-index.json');
    expect(localSearchIndexPath('/0.5')).toBe('/0.5/search-index.json');
    expect(localSearchIndexPath('/zh/0.5')).toBe('/zh/0.5/search-index.json');
  });
});
