/**
 * @jest-environment node
 */
import {localSearchIndexPath} from '@site/src/plugins/local-search/constants';

// One index per locale and docs version, at the version's root: each docs version is a build of
// its own (maintainers/architecture.md "Versions"), which writes its index at its base URL.

describe('local search per docs version', () => {
  it('names the index of a version after its path', () => {
    expect(localSearchIndexPath('/')).toBe('/search-index.json');
    expect(localSearchIndexPath('/zh/')).toBe('/zh/search-index.json');
    expect(localSearchIndexPath('/0.5')).toBe('/0.5/search-index.json');
    expect(localSearchIndexPath('/zh/0.5')).toBe('/zh/0.5/search-index.json');
  });
});
