import {renderHook} from '@testing-library/react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {localSearchIndexPath} from '@site/src/plugins/local-search/constants';
import {useSearchedVersion} from '@site/src/plugins/local-search/client/useSearchedVersion';

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

describe('the searched version (useSearchedVersion)', () => {
  // The docs-versions plugin's data of a build (src/plugins/docs-versions): the version it holds, and every version's root.
  const searched = (data: {built: string; versions: {name: string; label: string; root: string}[]}) => {
    jest.mocked(usePluginData).mockReturnValue(data);
    return renderHook(() => useSearchedVersion()).result.current;
  };
  const VERSIONS = [
    {name: 'current', label: '0.12', root: '/zh/'},
    {name: '0.5', label: '0.5', root: '/zh/0.5/'},
  ];

  // (The e2e fixtures' app holds the current docs' data: it searches the readers' index beside it.)
  it('is the version the build holds, on its pages and off them: its label, its index, and its root for the recent searches', () => {
    expect(searched({built: 'current', versions: VERSIONS})).toEqual({label: '0.12', indexUrl: '/zh/search-index.json', path: '/zh/'});
    expect(searched({built: '0.5', versions: VERSIONS})).toEqual({label: '0.5', indexUrl: '/zh/0.5/search-index.json', path: '/zh/0.5/'});
  });
});
