import React from 'react';
import {render, screen} from '@testing-library/react';
import VersionHome from '@site/src/plugins/docs-versions/theme/VersionHome';

// The page a frozen version's root shows: its hero leads to its quick start, its section links to
// its own docs, and it names the latest release.

const PROPS = {
  version: {name: '0.5', label: '0.5'},
  latest: {label: '0.12', path: '/'},
  quickStart: '/0.5/guide/start/quick-start',
  sections: [
    {sidebarId: 'guide', permalink: '/0.5/guide/start/'},
    {sidebarId: 'config', permalink: '/0.5/config/'},
    {sidebarId: 'api', permalink: '/0.5/api/'},
  ],
};

describe('VersionHome', () => {
  beforeEach(() => render(<VersionHome {...PROPS} />));

  it('is headed with the version and leads to its quick start', () => {
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Rstest 0.5');
    expect(screen.getByRole('link', {name: 'Quick Start'})).toHaveAttribute('href', '/0.5/guide/start/quick-start');
  });

  it("links each section of the version's docs", () => {
    expect(screen.getByRole('link', {name: /^Guide/})).toHaveAttribute('href', '/0.5/guide/start/');
    expect(screen.getByRole('link', {name: /^Configuration/})).toHaveAttribute('href', '/0.5/config/');
    expect(screen.getByRole('link', {name: /^API reference/})).toHaveAttribute('href', '/0.5/api/');
  });

  it('says it is an earlier release and links the latest one, naming the version once', () => {
    expect(screen.getByText('Documentation of an earlier release')).toBeInTheDocument();
    // The wordmark names the version; the headline and the text under it do not repeat it.
    expect(screen.getAllByText(/Rstest 0\.5/)).toEqual([screen.getByRole('heading', {level: 1})]);
    expect(screen.getByRole('link', {name: 'Rstest 0.12 documentation'})).toHaveAttribute('href', '/');
  });

  it('links the latest docs, another build, with a plain link (a full page load), its own sections through the router', () => {
    expect(screen.getByRole('link', {name: 'Rstest 0.12 documentation'})).not.toHaveAttribute('data-router-link');
    expect(screen.getByRole('link', {name: /^Guide/})).toHaveAttribute('data-router-link');
  });
});
