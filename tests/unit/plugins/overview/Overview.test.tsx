import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import Overview from '@site/src/plugins/overview/theme/Overview';
import DocItem from '@site/src/plugins/overview/theme/DocItem';
import DocItemContent from '@site/src/plugins/overview/theme/DocItem/Content';
import type {OverviewGroup} from '@site/src/plugins/overview/overviewTypes';
import type {Props as DocItemProps} from '@theme/DocItem';

// The generated data of an overview for /config/ (the plugin writes one such list per overview doc).
const GROUPS: OverviewGroup[] = [
  {
    title: 'Test Configurations',
    id: 'test-configurations',
    sharedSections: [],
    pages: [
      {title: 'testTimeout', permalink: '/config/test/testTimeout', headings: []},
      {title: 'hookTimeout', permalink: '/config/test/hookTimeout', headings: []},
    ],
  },
  {
    title: 'Build Configurations',
    id: 'build-configurations',
    // Every build page ends with "Related": the plugin lists it once for the group (buildOverview.ts).
    sharedSections: ['Related'],
    pages: [
      {title: 'source', permalink: '/config/build/source', headings: [{text: 'source.define', id: 'sourcedefine', depth: 2}]},
      {title: 'tools', permalink: '/config/build/tools', headings: [{text: 'tools.rspack', id: 'toolsrspack', depth: 2}]},
    ],
  },
];

describe('Overview', () => {
  it('lists the groups with their pages and headings, linked in the locale', () => {
    render(<Overview groups={GROUPS} />);
    expect(screen.getAllByRole('heading', {level: 2}).map((heading) => heading.textContent)).toEqual([
      'Test Configurations',
      'Build Configurations',
    ]);
    // The group headings carry the anchors the doc's outline links to (remarkOverview.ts).
    expect(screen.getAllByRole('heading', {level: 2}).map((heading) => heading.id)).toEqual(['test-configurations', 'build-configurations']);
    expect(screen.getByRole('link', {name: 'testTimeout'})).toHaveAttribute('href', '/config/test/testTimeout');
    expect(screen.getByRole('link', {name: 'source.define'})).toHaveAttribute('href', '/config/build/source#sourcedefine');
  });

  it('has a labelled filter box that filters case-insensitively, hyphens as spaces', () => {
    render(<Overview groups={GROUPS} />);
    const input = screen.getByLabelText('Filter');
    fireEvent.change(input, {target: {value: 'TEST-timeout'}});
    expect(screen.getAllByRole('heading', {level: 3}).map((heading) => heading.textContent)).toEqual(['testTimeout']);
    fireEvent.change(input, {target: {value: ''}});
    expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(4);
  });

  it('says the sections every page of a group has once, under the group heading, not on the cards', () => {
    render(<Overview groups={GROUPS} />);
    const notes = screen.getAllByText(/^Sections on every page:/);
    expect(notes.map((note) => note.textContent)).toEqual(['Sections on every page: Related']);
    expect(screen.queryByRole('link', {name: 'Related'})).toBeNull();
  });

  it('says so when nothing matches, with the query: APIs by default (spec 2), options on a config overview', () => {
    const {unmount} = render(<Overview groups={GROUPS} />);
    fireEvent.change(screen.getByLabelText('Filter'), {target: {value: 'nothing-here'}});
    expect(screen.getByRole('status')).toHaveTextContent(/^No matching API found: nothing-here$/);
    expect(screen.queryAllByRole('heading', {level: 3})).toHaveLength(0);
    unmount();

    render(<Overview groups={GROUPS} subject="option" />);
    fireEvent.change(screen.getByLabelText('Filter'), {target: {value: 'nothing-here'}});
    expect(screen.getByRole('status')).toHaveTextContent(/^No matching option found: nothing-here$/);
  });

  it('clears the filter when the URL’s hash names a group the filter hides, and shows that group', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(<Overview groups={GROUPS} />);
    const input = screen.getByLabelText('Filter');
    fireEvent.change(input, {target: {value: 'testTimeout'}});
    expect(screen.queryByRole('heading', {level: 2, name: 'Build Configurations'})).toBeNull();
    window.location.hash = '#build-configurations';
    fireEvent(window, new HashChangeEvent('hashchange'));
    expect(input).toHaveValue('');
    const heading = screen.getByRole('heading', {level: 2, name: 'Build Configurations'});
    expect(scrollIntoView.mock.contexts).toEqual([heading]);
    window.location.hash = '';
  });

  it('lets long API names wrap after a dot or between camelCase words, not mid-word', () => {
    const groups: OverviewGroup[] = [
      {
        title: 'Rstest Utility',
        id: 'rstest-utility',
        sharedSections: [],
        pages: [{title: 'MockInstance', permalink: '/api/rstest/mockInstance', headings: [{text: 'mockFn.mockImplementationOnce', id: 'x', depth: 2}]}],
      },
    ];
    render(<Overview groups={groups} />);
    // Browsers read <wbr> as a space in a link's name: the label keeps the name whole.
    const link = screen.getByRole('link', {name: 'mockFn.mockImplementationOnce'});
    expect(link.innerHTML).toBe('mock<wbr>Fn.<wbr>mock<wbr>Implementation<wbr>Once');
    expect(link).toHaveTextContent(/^mockFn\.mockImplementationOnce$/);
    // A short name fits any card: left as it is.
    expect(screen.getByRole('link', {name: 'MockInstance'}).innerHTML).toBe('MockInstance');
  });

  it('renders nothing without groups (an unlisted overview doc)', () => {
    const {container} = render(<Overview groups={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

// The DocItem wrap receives the doc's loaded MDX module as `content`, with its named exports on it;
// an overview doc's module exports `overview` (remarkOverview.ts).
function docItemProps(body: string, exports: Record<string, unknown> = {}): DocItemProps {
  const content = Object.assign(() => <p>{body}</p>, exports) as unknown as DocItemProps['content'];
  return {route: {path: '/config/'} as DocItemProps['route'], content};
}

describe('DocItem and DocItem/Content wraps', () => {
  it('render the overview an overview doc exports after its content', () => {
    const {container} = render(<DocItem {...docItemProps('Intro', {overview: <Overview groups={GROUPS} />})} />);
    const overview = screen.getByLabelText('Filter');
    const content = container.querySelector('[data-stock="DocItem/Content"]')!;
    expect(within(content as HTMLElement).getByText('Intro')).toBeInTheDocument();
    expect(content.contains(overview)).toBe(false);
    expect(content.compareDocumentPosition(overview)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('add nothing to other docs', () => {
    render(<DocItem {...docItemProps('Body')} />);
    expect(screen.getByText('Body')).toBeInTheDocument();
    expect(screen.queryByLabelText('Filter')).toBeNull();
  });

  it('DocItem/Content alone (outside a doc) renders the content only', () => {
    render(<DocItemContent>Body</DocItemContent>);
    expect(screen.getByText('Body')).toBeInTheDocument();
    expect(screen.queryByLabelText('Filter')).toBeNull();
  });
});
