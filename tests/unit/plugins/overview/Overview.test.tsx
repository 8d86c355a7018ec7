import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import Overview from '@site/src/plugins/overview/theme/Overview';
import DocItemContent from '@site/src/plugins/overview/theme/DocItem/Content';
import {setDoc} from '../../__stubs__/docsClient';

// The generated data is the stub __stubs__/overviewData.json (an overview for /config/).

describe('Overview', () => {
  it('lists the groups with their pages and headings, linked in the locale', () => {
    render(<Overview permalink="/config/" />);
    expect(screen.getAllByRole('heading', {level: 2}).map((heading) => heading.textContent)).toEqual([
      'Test Configurations',
      'Build Configurations',
    ]);
    expect(screen.getByRole('link', {name: 'testTimeout'})).toHaveAttribute('href', '/config/test/testTimeout');
    expect(screen.getByRole('link', {name: 'source.define'})).toHaveAttribute('href', '/config/build/source#sourcedefine');
  });

  it('has a labelled filter box that filters case-insensitively, hyphens as spaces', () => {
    render(<Overview permalink="/config/" />);
    const input = screen.getByLabelText('Filter');
    fireEvent.change(input, {target: {value: 'TEST-timeout'}});
    expect(screen.getAllByRole('heading', {level: 3}).map((heading) => heading.textContent)).toEqual(['testTimeout']);
    fireEvent.change(input, {target: {value: ''}});
    expect(screen.getAllByRole('heading', {level: 3})).toHaveLength(3);
  });

  it('says so when nothing matches, with the query', () => {
    render(<Overview permalink="/config/" />);
    fireEvent.change(screen.getByLabelText('Filter'), {target: {value: 'nothing-here'}});
    expect(screen.getByRole('status')).toHaveTextContent('No matching API found: nothing-here');
    expect(screen.queryAllByRole('heading', {level: 3})).toHaveLength(0);
  });

  it('renders nothing for a page without data', () => {
    const {container} = render(<Overview permalink="/guide/start/" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('DocItem/Content wrap', () => {
  afterEach(() => setDoc({frontMatter: {}}));

  it('adds the overview after the content of a doc with `overview: true`', async () => {
    setDoc({metadata: {title: 'Config overview', permalink: '/config/'} as {title: string}, frontMatter: {overview: true}});
    const {container} = render(<DocItemContent>Intro</DocItemContent>);
    const overview = screen.getByLabelText('Filter');
    expect(within(container).getByText('Intro')).toBeInTheDocument();
    expect(container.querySelector('[data-stock="DocItem/Content"]')!.compareDocumentPosition(overview)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('adds nothing to other docs', async () => {
    setDoc({metadata: {title: 'Quick start', permalink: '/config/'} as {title: string}, frontMatter: {}});
    render(<DocItemContent>Body</DocItemContent>);
    expect(screen.queryByLabelText('Filter')).toBeNull();
  });
});
