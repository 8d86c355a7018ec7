import React from 'react';
import {render} from '@testing-library/react';
import FrontMatterHead from '@site/src/components/FrontMatterHead';
import DocItemMetadata from '@site/src/theme/DocItem/Metadata';
import {currentDoc} from '../__stubs__/docsClient';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('FrontMatterHead', () => {
  it('replaces the site title suffix with the titleSuffix frontmatter', () => {
    render(<FrontMatterHead title="Quick start" frontMatter={{titleSuffix: ' - Rstest docs'}} />);
    expect(document.title).toBe('Quick start - Rstest docs');
    expect(document.head.querySelector('meta[property="og:title"]')).toHaveAttribute('content', 'Quick start - Rstest docs');
  });

  it('adds the head frontmatter tags', () => {
    render(
      <FrontMatterHead
        title="Quick start"
        frontMatter={{head: [['meta', {name: 'x', content: 'y'}], ['link', {rel: 'author', href: 'https://example.com'}]]}}
      />,
    );
    expect(document.head.querySelector('meta[name="x"]')).toHaveAttribute('content', 'y');
    expect(document.head.querySelector('link[rel="author"]')).toHaveAttribute('href', 'https://example.com');
    expect(document.head.querySelector('title')).toBeNull();
  });

  it('renders nothing for a page without them', () => {
    const {container} = render(<FrontMatterHead title="Quick start" frontMatter={{}} />);
    expect(container).toBeEmptyDOMElement();
    expect(document.head).toBeEmptyDOMElement();
  });

  it('fails on a malformed head frontmatter', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<FrontMatterHead title="x" frontMatter={{head: [['title', {}]]}} />)).toThrow(/Invalid `head` frontmatter/);
  });
});

describe('DocItem/Metadata', () => {
  it("keeps the stock metadata and adds the doc's titleSuffix and head", () => {
    currentDoc.metadata.title = 'Frontmatter head';
    currentDoc.frontMatter = {titleSuffix: ' - Rstest docs', head: [['meta', {name: 'e2e', content: 'doc'}]]};
    const {container} = render(<DocItemMetadata />);
    expect(container.querySelector('[data-stock="DocItem/Metadata"]')).toBeInTheDocument();
    expect(document.title).toBe('Frontmatter head - Rstest docs');
    expect(document.head.querySelector('meta[name="e2e"]')).toHaveAttribute('content', 'doc');
  });
});
