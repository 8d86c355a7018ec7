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
    pages: [
      {title: 'testTimeout', permalink: '/config/test/testTimeout', headings: []},
      {title: 'hookTimeout', permalink: '/config/test/hookTimeout', headings: []},
    ],
  },
  {
    title: 'Build Configurations',
    pages: [{title: 'source', permalink: '/config/build/source', headings: [{text: 'source.define', id: 'sourcedefine', depth: 2}]}],
  },
];

describe('Overview', () => {
  it('lists the groups with their pages and headings, linked in the locale', () => {
    render(<Overview groups={GROUPS} />);
    expect(screen.getAllByRole('heading', {level: 2}).map((heading) => heading.textContent)).toEqual([
      'Test Configurations',
      'Build Configurations',
    ]);
    expect(screen.getByRole('link', {name: 'testTimeout'})).toHaveAttribute('href', '/config/test/testTimeout');
    expect(screen.getByRole('link', {name: 'source.define'})).toHaveAttribute('href', '/config/build/source#sourcedefine');
  });

  it('has a labelled filter box that filters case-insensitively, hyphens as spaces', () => {
    render(<Overview groups={GROUPS} />);
    const input = screen.getByLabelText('Filter');
    fireEvent.change(input, {target: {value: 'TEST-timeout'}});
    expect(screen.getAllByRole('heading', {level: 3}).map((heading) => heading.textContent)).toEqual(['testTimeout']);
    fireEvent.change(input, {target: {value: ''}});
    expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(3);
  });

  it('says so when nothing matches, with the query', () => {
    render(<Overview groups={GROUPS} />);
    fireEvent.change(screen.getByLabelText('Filter'), {target: {value: 'nothing-here'}});
    expect(screen.getByRole('status')).toHaveTextContent('No matching API found: nothing-here');
    expect(screen.queryAllByRole('heading', {level: 3})).toHaveLength(0);
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
