import {filterOverviewGroups, normalizeForFilter} from '@site/src/plugins/overview/filterOverview';
import type {OverviewGroup} from '@site/src/plugins/overview/overviewTypes';

const GROUPS: OverviewGroup[] = [
  {
    title: 'Test Configurations',
    id: 'test-configurations',
    sharedSections: [],
    pages: [
      {title: 'testTimeout', permalink: '/config/test/testTimeout', headings: [{depth: 2, text: 'Details', id: 'details'}]},
      {title: 'hookTimeout', permalink: '/config/test/hookTimeout', headings: []},
      {title: 'root', permalink: '/config/test/root', headings: []},
    ],
  },
  {
    title: 'Build Configurations',
    id: 'build-configurations',
    sharedSections: [],
    pages: [
      {
        title: 'source',
        permalink: '/config/build/source',
        headings: [
          {depth: 2, text: 'source.define', id: 'sourcedefine'},
          {depth: 2, text: 'source.tsconfigPath', id: 'sourcetsconfigpath'},
        ],
      },
    ],
  },
];

const titles = (groups: OverviewGroup[]) => groups.flatMap((group) => group.pages.map((page) => page.title));

describe('normalizeForFilter', () => {
  it('ignores case and treats hyphens as spaces, which do not count', () => {
    expect(normalizeForFilter('Test-Timeout')).toBe('testtimeout');
    expect(normalizeForFilter('test timeout')).toBe('testtimeout');
    expect(normalizeForFilter('TESTTIMEOUT')).toBe('testtimeout');
  });
});

describe('filterOverviewGroups', () => {
  it('returns every group for an empty or blank query', () => {
    expect(filterOverviewGroups(GROUPS, '')).toEqual(GROUPS);
    expect(filterOverviewGroups(GROUPS, '   ')).toEqual(GROUPS);
  });

  it.each(['testTimeout', 'test-timeout', 'TESTTIMEOUT', 'Test Timeout', 'test-TIME'])('finds testTimeout with %j', (query) => {
    expect(titles(filterOverviewGroups(GROUPS, query))).toEqual(['testTimeout']);
  });

  it('keeps a page whose title matches with all its headings', () => {
    expect(filterOverviewGroups(GROUPS, 'timeout')[0].pages[0].headings).toHaveLength(1);
    expect(titles(filterOverviewGroups(GROUPS, 'timeout'))).toEqual(['testTimeout', 'hookTimeout']);
  });

  it('keeps only the matching headings of a page whose title does not match', () => {
    const groups = filterOverviewGroups(GROUPS, 'tsconfig-path');
    expect(groups).toEqual([{...GROUPS[1], pages: [{...GROUPS[1].pages[0], headings: [GROUPS[1].pages[0].headings[1]]}]}]);
  });

  it('drops groups with nothing left and returns nothing when nothing matches', () => {
    expect(filterOverviewGroups(GROUPS, 'root').map((group) => group.title)).toEqual(['Test Configurations']);
    expect(filterOverviewGroups(GROUPS, 'no-such-option')).toEqual([]);
  });
});
