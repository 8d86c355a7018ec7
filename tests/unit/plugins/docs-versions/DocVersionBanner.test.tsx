import React from 'react';
import {render, screen} from '@testing-library/react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useActiveDocContext, useDocsVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import DocVersionBanner from '@site/src/plugins/docs-versions/theme/DocVersionBanner';
import {encodeBits} from '@site/src/plugins/docs-versions/sharedPages';

// The banner of a frozen version's pages (a build of its own, maintainers/architecture.md "Versions") names the current
// docs as the latest version and links the page being read there, or their home when they lack it.

beforeEach(() => {
  jest.mocked(usePluginData).mockReturnValue({
    built: '0.5',
    versions: [
      {name: 'current', label: '0.12', root: '/zh/', shared: encodeBits([true, false])},
      {name: '0.5', label: '0.5', root: '/zh/0.5/'},
    ],
  });
  jest
    .mocked(useVersions)
    .mockReturnValue([{name: '0.5', docs: [{path: '/zh/0.5/config/test/pool'}, {path: '/zh/0.5/guide/start/'}]}] as unknown as ReturnType<typeof useVersions>);
  jest.mocked(useDocsVersion).mockReturnValue({label: '0.5', banner: 'unmaintained'} as never);
});

function renderOn(path: string) {
  window.history.replaceState(null, '', path);
  jest.mocked(useActiveDocContext).mockReturnValue({activeDoc: {path}} as never);
  return render(<DocVersionBanner />);
}

describe('DocVersionBanner (docs-versions)', () => {
  it('says the version is unmaintained and links the same page in the latest version, with a full page load', () => {
    renderOn('/zh/0.5/config/test/pool');
    expect(screen.getByRole('alert')).toHaveTextContent('This is documentation for Rstest 0.5, which is no longer actively maintained.');
    expect(screen.getByRole('alert')).toHaveTextContent('(0.12)');
    const link = screen.getByRole('link', {name: 'latest version'});
    expect(link).toHaveAttribute('href', '/zh/config/test/pool');
    expect(link).not.toHaveAttribute('data-router-link');
  });

  it('links the latest version’s home when it lacks the page', () => {
    renderOn('/zh/0.5/guide/start/');
    expect(screen.getByRole('link', {name: 'latest version'})).toHaveAttribute('href', '/zh/');
  });

  it('renders nothing for a version without a banner (the current docs)', () => {
    jest.mocked(useDocsVersion).mockReturnValue({label: '0.12', banner: null} as never);
    const {container} = renderOn('/zh/config/test/pool');
    expect(container).toBeEmptyDOMElement();
  });

  it('says on arrival that the version lacks the page left, and links back to it (any version, banner or not)', async () => {
    jest.mocked(useDocsVersion).mockReturnValue({label: '0.5', banner: null} as never);
    renderOn('/zh/0.5/config/test/pool?missing=/zh/guide/basic/mock');
    expect(await screen.findByRole('status')).toHaveTextContent('The docs of 0.5 have no page /zh/guide/basic/mock: this is the closest page they have.');
    expect(screen.getByRole('link', {name: 'Back to that page in 0.12'})).toHaveAttribute('href', '/zh/guide/basic/mock');
  });

  it('says nothing of a page left on another host, or without the parameter', async () => {
    jest.mocked(useDocsVersion).mockReturnValue({label: '0.5', banner: null} as never);
    const {container} = renderOn('/zh/0.5/config/test/pool?missing=//evil.example/');
    // The notice's chunk loads, then renders nothing.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(container).toBeEmptyDOMElement();
    expect(renderOn('/zh/0.5/config/test/pool').container).toBeEmptyDOMElement();
  });
});
