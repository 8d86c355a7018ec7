import React from 'react';
import {render, screen} from '@testing-library/react';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import NotFoundContent from '@site/src/theme/NotFound/Content';

// The docs-versions plugin's data (every docs version of the site, each a build of its own): the
// current docs alone by default; a test adds older versions or builds another one.
const CURRENT = {name: 'current', label: '0.12', root: '/'};
const mockDocsVersions = {built: 'current', versions: [CURRENT] as {name: string; label: string; root: string}[]};
jest.mock('@site/src/plugins/docs-versions/client/useVersionLinks', () => ({useDocsVersionsData: () => mockDocsVersions}));

/** The stub's context: the English current docs, at `/`. */
const ENGLISH_BUILD = jest.mocked(useDocusaurusContext).getMockImplementation()!();

/** This build's base URL, for a test of another app. */
function withBaseUrl(baseUrl: string) {
  jest.mocked(useDocusaurusContext).mockReturnValue({...ENGLISH_BUILD, siteConfig: {...ENGLISH_BUILD.siteConfig, baseUrl}});
}

function renderAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  return render(<NotFoundContent />);
}

afterEach(() => {
  jest.mocked(useDocusaurusContext).mockReturnValue(ENGLISH_BUILD);
  mockDocsVersions.built = 'current';
  mockDocsVersions.versions = [CURRENT];
  window.history.replaceState(null, '', '/');
});

describe('NotFoundContent', () => {
  it("shows '404', one h1 'PAGE NOT FOUND' and a 'Take me home' link, through translated strings", () => {
    const {container} = renderAt('/nope');
    expect(screen.getByText('404')).toBeInTheDocument();
    const headings = screen.getAllByRole('heading');
    expect(headings).toHaveLength(1);
    expect(headings[0].tagName).toBe('H1');
    expect(headings[0]).toHaveTextContent('PAGE NOT FOUND');
    expect(headings[0].querySelector('[data-translate-id]')).toHaveAttribute('data-translate-id', 'notFound.title');
    const home = screen.getByRole('link', {name: 'Take me home'});
    expect(home.querySelector('[data-translate-id]')).toHaveAttribute('data-translate-id', 'notFound.home');
    expect(container.querySelector('main')).toBeInTheDocument();
    expect(container).not.toHaveTextContent('We could not find what you were looking for.');
  });

  it("gives the tab the heading's words, through the stock title's translated string", () => {
    const {container} = renderAt('/nope');
    expect(container.querySelector('[data-page-metadata]')).toHaveAttribute('data-page-metadata', 'Page Not Found');
  });

  it('sends a reader of an unprefixed path to /', () => {
    renderAt('/guide/nope');
    expect(screen.getByRole('link', {name: 'Take me home'})).toHaveAttribute('href', '/');
  });

  it('keeps the language prefix of a /zh/ path in the home link', () => {
    renderAt('/zh/guide/nope');
    expect(screen.getByRole('link', {name: 'Take me home'})).toHaveAttribute('href', '/zh/');
  });

  it('keeps the version prefix of an older version, after the language prefix', () => {
    mockDocsVersions.versions = [{...CURRENT, root: '/zh/'}, {name: '0.4', label: '0.4', root: '/zh/0.4/'}];
    renderAt('/zh/0.4/guide/nope');
    expect(screen.getByRole('link', {name: 'Take me home'})).toHaveAttribute('href', '/zh/0.4/');
  });

  it('leaves the version prefix out when the path is in the current version', () => {
    mockDocsVersions.versions = [CURRENT, {name: '0.4', label: '0.4', root: '/0.4/'}];
    renderAt('/guide/0.4');
    expect(screen.getByRole('link', {name: 'Take me home'})).toHaveAttribute('href', '/');
  });

  it("links this build's home through the router, and another build's home (a version, a locale) with a full page load", () => {
    mockDocsVersions.versions = [CURRENT, {name: '0.4', label: '0.4', root: '/0.4/'}];
    renderAt('/guide/nope');
    expect(screen.getByRole('link', {name: 'Take me home'})).toHaveAttribute('data-router-link');
    // A host that sends the root's 404 page for every path (GitHub Pages): the 0.4 home is another build.
    renderAt('/0.4/guide/nope');
    expect(screen.getAllByRole('link', {name: 'Take me home'}).at(-1)).toHaveAttribute('href', '/0.4/');
    expect(screen.getAllByRole('link', {name: 'Take me home'}).at(-1)).not.toHaveAttribute('data-router-link');
    // The 0.4 build's own 404 page: its home is a route of its app.
    mockDocsVersions.built = '0.4';
    withBaseUrl('/0.4/');
    renderAt('/0.4/nope');
    expect(screen.getAllByRole('link', {name: 'Take me home'}).at(-1)).toHaveAttribute('data-router-link');
  });

  it("links the current docs' home with a full page load from the e2e fixtures' app, which holds no docs version", () => {
    withBaseUrl('/e2e-fixtures/');
    renderAt('/e2e-fixtures/nope');
    expect(screen.getByRole('link', {name: 'Take me home'})).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', {name: 'Take me home'})).not.toHaveAttribute('data-router-link');
  });
});
