import React from 'react';
import {render, screen} from '@testing-library/react';
import useRouteContext from '@docusaurus/useRouteContext';
import Heading from '@site/src/plugins/markdown-export/theme/Heading';
import DocItemLayout from '@site/src/plugins/markdown-export/theme/DocItem/Layout';
import {DocTitleBarContext} from '@site/src/plugins/markdown-export/docTitleBarContext';
import {setDoc} from '../../__stubs__/docsClient';

jest.mock('@theme/DocTitleBar', () => ({__esModule: true, default: () => <div data-testid="doc-title-bar" />}));

const Bar = () => <div data-testid="doc-title-bar" />;

describe('Heading wrap', () => {
  it('puts the bar right after the h1 of an exported doc', () => {
    render(
      <DocTitleBarContext.Provider value={Bar}>
        <header>
          <Heading as="h1">Quick start</Heading>
        </header>
      </DocTitleBarContext.Provider>,
    );
    const bar = screen.getByTestId('doc-title-bar');
    expect(screen.getByRole('heading', {level: 1}).nextElementSibling).toBe(bar);
  });

  it('adds nothing to other headings of the doc', () => {
    render(
      <DocTitleBarContext.Provider value={Bar}>
        <Heading as="h2" id="details">
          Details
        </Heading>
      </DocTitleBarContext.Provider>,
    );
    expect(screen.queryByTestId('doc-title-bar')).toBeNull();
  });

  it('adds nothing to an h1 outside an exported doc (home page, 404)', () => {
    render(<Heading as="h1">Page Not Found</Heading>);
    expect(screen.queryByTestId('doc-title-bar')).toBeNull();
  });
});

describe('DocItem/Layout wrap', () => {
  function titleBarShown(): boolean {
    render(
      <DocItemLayout>
        <Heading as="h1">Title</Heading>
      </DocItemLayout>,
    );
    return screen.queryByTestId('doc-title-bar') !== null;
  }

  afterEach(() => {
    jest.mocked(useRouteContext).mockReset();
    jest.mocked(useRouteContext).mockReturnValue({plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'}, data: {}});
    setDoc({frontMatter: {}});
  });

  it('enables the bar on the listed docs of the site', () => {
    setDoc({metadata: {title: 'Title', unlisted: false} as {title: string}, frontMatter: {}});
    expect(titleBarShown()).toBe(true);
  });

  it('leaves it off on unlisted docs, which have no Markdown file', () => {
    setDoc({metadata: {title: 'Title', unlisted: true} as {title: string}, frontMatter: {}});
    expect(titleBarShown()).toBe(false);
  });

  it('leaves it off in the test fixture docs instance', () => {
    jest.mocked(useRouteContext).mockReturnValue({plugin: {name: 'docusaurus-plugin-content-docs', id: 'e2e-docs'}, data: {}});
    expect(titleBarShown()).toBe(false);
  });
});
