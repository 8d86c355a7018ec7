import React from 'react';
import {render, screen} from '@testing-library/react';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useActiveDocContext, useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import DocVersionBanner from '@site/src/plugins/docs-versions/theme/DocVersionBanner';

// The banner of a frozen version's pages (a build of its own, maintainers/architecture.md "Versions") names the current
// docs as the latest version and links the page being read there (their stand-in when they lack it);
// every doc page has the empty place of a stand-in's notice, which the build fills (build/standIns.ts).

beforeEach(() => {
  jest.mocked(usePluginData).mockReturnValue({
    built: '0.5',
    versions: [
      {name: 'current', label: '0.12', root: '/zh/'},
      {name: '0.5', label: '0.5', root: '/zh/0.5/'},
    ],
  });
  jest.mocked(useDocsVersion).mockReturnValue({label: '0.5', banner: 'unmaintained'} as never);
});

function renderOn(path: string) {
  window.history.replaceState(null, '', path);
  jest.mocked(useActiveDocContext).mockReturnValue({activeDoc: {path: path.replace(/\?.*/, '')}} as never);
  return render(<DocVersionBanner />);
}

describe('DocVersionBanner (docs-versions)', () => {
  it('says the version is unmaintained and links the same page in the latest version, with a full page load', () => {
    renderOn('/zh/0.5/config/test/pool');
    expect(screen.getByRole('alert')).toHaveTextContent('This is documentation for Rstest 0.5, which is no longer actively maintained.');
    expect(screen.getByRole('alert')).toHaveTextContent('(0.12)');
    const link = screen.getByRole('link', {name: 'latest version'});
    expect(link).toHaveAttribute('href', '/zh/config/test/pool');
    // The build rewrites the links marked with their version in a stand-in's HTML (build/standIns.ts).
    expect(link).toHaveAttribute('data-docs-version', 'current');
    expect(link).not.toHaveAttribute('data-router-link');
  });

  it('on arrival through a stand-in, links the page left in the latest version', () => {
    renderOn('/zh/0.5/api/rstest/?missing=/zh/guide/basic/mock');
    expect(screen.getByRole('link', {name: 'latest version'})).toHaveAttribute('href', '/zh/guide/basic/mock');
  });

  it("has, in every version, the notice's place, empty: React renders no notice", () => {
    jest.mocked(useDocsVersion).mockReturnValue({label: '0.12', banner: null} as never);
    const {container} = renderOn('/zh/config/test/pool?missing=/zh/0.5/x');
    expect(screen.queryByRole('alert')).toBeNull();
    const slot = container.querySelector('[data-missing-page-slot]');
    expect(slot).toBeEmptyDOMElement();
    expect(container.children).toHaveLength(1);
  });
});
