import React from 'react';
import {render, screen} from '@testing-library/react';
import NotFoundContent from '@site/src/theme/NotFound/Content';

// The docs plugin's global data: this site's one version by default; a test adds older versions.
const CURRENT = {name: 'current', isLast: true, path: '/'};
let mockDocsData = {path: '/', versions: [CURRENT]};
jest.mock('@docusaurus/plugin-content-docs/client', () => ({useDocsData: () => mockDocsData}));

function renderAt(pathname: string) {
  window.history.replaceState(null, '', pathname);
  return render(<NotFoundContent />);
}

afterEach(() => {
  mockDocsData = {path: '/', versions: [CURRENT]};
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

  it('sends a reader of an unprefixed path to /', () => {
    renderAt('/guide/nope');
    expect(screen.getByRole('link', {name: 'Take me home'})).toHaveAttribute('href', '/');
  });

  it('keeps the language prefix of a /zh/ path in the home link', () => {
    renderAt('/zh/guide/nope');
    expect(screen.getByRole('link', {name: 'Take me home'})).toHaveAttribute('href', '/zh/');
  });

  it('keeps the version prefix of an older version, after the language prefix', () => {
    mockDocsData = {path: '/', versions: [CURRENT, {name: '0.4', isLast: false, path: '/0.4'}]};
    renderAt('/zh/0.4/guide/nope');
    expect(screen.getByRole('link', {name: 'Take me home'})).toHaveAttribute('href', '/zh/0.4/');
  });

  it('leaves the version prefix out when the path is in the current version', () => {
    mockDocsData = {path: '/', versions: [CURRENT, {name: '0.4', isLast: false, path: '/0.4'}]};
    renderAt('/guide/0.4');
    expect(screen.getByRole('link', {name: 'Take me home'})).toHaveAttribute('href', '/');
  });
});
