/**
 * @jest-environment node
 */
import {
  buildOverviewData,
  buildOverviewGroups,
  headerDepths,
  isOverviewDoc,
  overviewSubject,
  sharedSections,
  type OverviewDoc,
} from '@site/src/plugins/overview/buildOverview';
import type {DocHeading} from '@site/src/plugins/shared/parseDocSource';

const doc = (id: string, extra: Partial<OverviewDoc> = {}): OverviewDoc => ({
  id,
  title: id.split('/').pop()!,
  permalink: `/${id}`,
  sidebar: 'config',
  frontMatter: {},
  ...extra,
});

const overview = doc('config/index', {title: 'Config overview', permalink: '/config/', frontMatter: {overview: true}});
const DOCS: OverviewDoc[] = [
  overview,
  doc('config/test/root'),
  doc('config/test/testTimeout'),
  doc('config/test/hidden', {unlisted: true}),
  doc('config/build/source'),
  doc('config/build/tools', {frontMatter: {overviewHeaders: []}}),
];
const SIDEBARS = {
  config: [
    {type: 'doc' as const, id: 'config/index'},
    {
      type: 'category' as const,
      label: 'Test Configurations',
      collapsed: false,
      collapsible: true,
      items: [
        {type: 'doc' as const, id: 'config/test/root'},
        {type: 'doc' as const, id: 'config/test/testTimeout'},
        {type: 'doc' as const, id: 'config/test/hidden'},
      ],
    },
    {
      type: 'category' as const,
      label: 'Build Configurations',
      collapsed: false,
      collapsible: true,
      items: [
        {type: 'doc' as const, id: 'config/build/source'},
        {type: 'doc' as const, id: 'config/build/tools'},
      ],
    },
  ],
};
const HEADINGS: Record<string, DocHeading[]> = {
  'config/test/root': [{depth: 2, text: 'Details', id: 'details'}],
  'config/test/testTimeout': [
    {depth: 2, text: 'Details', id: 'details'},
    {depth: 3, text: 'Choosing a value', id: 'choosing-a-value'},
  ],
  'config/build/source': [
    {depth: 2, text: 'source.define', id: 'sourcedefine'},
    {depth: 4, text: 'Deep', id: 'deep'},
  ],
  'config/build/tools': [{depth: 2, text: 'tools.rspack', id: 'toolsrspack'}],
};
const headingsOf = (page: OverviewDoc) => HEADINGS[page.id] ?? [];

describe('buildOverviewGroups', () => {
  it('lists the groups of the overview doc’s sidebar with each page’s h2 headings by default, each group with its anchor', () => {
    expect(buildOverviewGroups(overview, DOCS, SIDEBARS, headingsOf)).toEqual([
      {
        title: 'Test Configurations',
        id: 'test-configurations',
        // Both pages have a "Details" section: said once for the group, not on each card.
        sharedSections: ['Details'],
        pages: [
          {title: 'root', permalink: '/config/test/root', headings: []},
          {title: 'testTimeout', permalink: '/config/test/testTimeout', headings: []},
        ],
      },
      {
        title: 'Build Configurations',
        id: 'build-configurations',
        sharedSections: [],
        pages: [
          {title: 'source', permalink: '/config/build/source', headings: [{depth: 2, text: 'source.define', id: 'sourcedefine'}]},
          // The page's own `overviewHeaders: []` lists no heading.
          {title: 'tools', permalink: '/config/build/tools', headings: []},
        ],
      },
    ]);
  });

  it('gives group anchors that differ from the overview doc’s own heading ids', () => {
    const withHeading = (page: OverviewDoc) =>
      page.id === overview.id ? [{depth: 2, text: 'Test configurations', id: 'test-configurations'}] : headingsOf(page);
    const groups = buildOverviewGroups(overview, DOCS, SIDEBARS, withHeading);
    expect(groups.map((group) => group.id)).toEqual(['test-configurations-1', 'build-configurations']);
  });

  it('leaves out the overview doc itself and unlisted docs', () => {
    const permalinks = buildOverviewGroups(overview, DOCS, SIDEBARS, headingsOf).flatMap((group) => group.pages.map((page) => page.permalink));
    expect(permalinks).not.toContain('/config/');
    expect(permalinks).not.toContain('/config/test/hidden');
  });

  it('takes the heading depths from the overview’s overviewHeaders', () => {
    const deep = {...overview, frontMatter: {overview: true, overviewHeaders: [2, 3]}};
    const groups = buildOverviewGroups(deep, DOCS, SIDEBARS, headingsOf);
    expect(groups[0].sharedSections).toEqual(['Details']);
    expect(groups[0].pages[1].headings.map((heading) => heading.text)).toEqual(['Choosing a value']);
    expect(groups[1].pages[0].headings.map((heading) => heading.text)).toEqual(['source.define']);
  });

  it('shows a page added to the sidebar without any other change', () => {
    const sidebars = {config: [...SIDEBARS.config, {type: 'doc' as const, id: 'config/test/newOption'}]};
    const groups = buildOverviewGroups(overview, [...DOCS, doc('config/test/newOption')], sidebars, headingsOf);
    expect(groups.at(-1)).toEqual({
      title: null,
      id: null,
      sharedSections: [],
      pages: [{title: 'newOption', permalink: '/config/test/newOption', headings: []}],
    });
  });

  it('is empty for a doc in no sidebar', () => {
    expect(buildOverviewGroups({...overview, sidebar: undefined}, DOCS, SIDEBARS, headingsOf)).toEqual([]);
  });
});

describe('sharedSections', () => {
  const page = (...texts: string[]) => ({
    title: 'p',
    permalink: '/p',
    headings: texts.map((text) => ({depth: 2, text, id: text.toLowerCase()})),
  });

  it('are the section titles every page of the group has', () => {
    expect(sharedSections([page('a', 'Related'), page('b', 'Related'), page('Related')])).toEqual(['Related']);
    expect(sharedSections([page('a', 'Related'), page('b', 'Related'), page('c')])).toEqual([]);
  });

  it('are none for a group of one page (its sections are its own)', () => {
    expect(sharedSections([page('a', 'Related')])).toEqual([]);
  });
});

describe('buildOverviewData', () => {
  it('holds the groups, an outline entry (h2) per titled group, as HTML, and the subject', () => {
    const sidebars = {config: [...SIDEBARS.config, {type: 'category' as const, label: 'A & <B>', collapsed: false, collapsible: true, items: [{type: 'doc' as const, id: 'config/test/root'}]}]};
    const data = buildOverviewData(overview, DOCS, sidebars, headingsOf);
    expect(data.toc).toEqual([
      {value: 'Test Configurations', id: 'test-configurations', level: 2},
      {value: 'Build Configurations', id: 'build-configurations', level: 2},
      {value: 'A &#38; &#60;B&#62;', id: 'a--b', level: 2},
    ]);
    expect(data.groups).toHaveLength(3);
    expect(data.subject).toBe('api');
    expect(buildOverviewData({...overview, frontMatter: {overview: true, overviewSubject: 'option'}}, DOCS, SIDEBARS, headingsOf).subject).toBe('option');
  });

  it('has no outline entry for the untitled group of top-level pages', () => {
    const sidebars = {config: [...SIDEBARS.config, {type: 'doc' as const, id: 'config/test/newOption'}]};
    const data = buildOverviewData(overview, [...DOCS, doc('config/test/newOption')], sidebars, headingsOf);
    expect(data.toc.map((entry) => entry.id)).toEqual(['test-configurations', 'build-configurations']);
  });
});

describe('overview front matter', () => {
  it.each([
    ['option', 'option'],
    ['api', 'api'],
    [undefined, 'api'],
    ['options', 'api'],
  ])('overviewSubject %j → %j', (value, expected) => {
    expect(overviewSubject(value)).toBe(expected);
  });

  it.each([
    [[2, 3], [2, 3]],
    [[], []],
    [[1], undefined],
    [['2'], undefined],
    [2, undefined],
    [undefined, undefined],
  ])('overviewHeaders %j → %j', (value, expected) => {
    expect(headerDepths(value)).toEqual(expected);
  });

  it('marks overview docs with `overview: true`, listed only', () => {
    expect(isOverviewDoc({frontMatter: {overview: true}})).toBe(true);
    expect(isOverviewDoc({frontMatter: {overview: true}, unlisted: true})).toBe(false);
    expect(isOverviewDoc({frontMatter: {}})).toBe(false);
  });
});
