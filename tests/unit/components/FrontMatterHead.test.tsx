import React from 'react';
import {render} from '@testing-library/react';
import FrontMatterHead from '@site/src/components/FrontMatterHead';
import DocItemMetadata from '@site/src/theme/DocItem/Metadata';
import {setDoc} from '../__stubs__/docsClient';

// The Head stub renders each head element as <div data-head-tag="…"> with its props.
const headTag = (container: HTMLElement, selector: string) => container.querySelector(`[data-head-tag]${selector}`);

describe('FrontMatterHead', () => {
  it('replaces the site title suffix with the titleSuffix frontmatter', () => {
    const {container} = render(<FrontMatterHead title="Quick start" frontMatter={{titleSuffix: ' - Rstest docs'}} />);
    expect(headTag(container, '[data-head-tag="title"]')).toHaveTextContent('Quick start - Rstest docs');
    expect(headTag(container, '[property="og:title"]')).toHaveAttribute('content', 'Quick start - Rstest docs');
  });

  it('adds the head frontmatter tags', () => {
    const {container} = render(
      <FrontMatterHead
        title="Quick start"
        frontMatter={{head: [['meta', {name: 'x', content: 'y'}], ['link', {rel: 'author', href: 'https://example.com'}]]}}
      />,
    );
    expect(headTag(container, '[data-head-tag="meta"][name="x"]')).toHaveAttribute('content', 'y');
    expect(headTag(container, '[data-head-tag="link"][rel="author"]')).toHaveAttribute('href', 'https://example.com');
    expect(headTag(container, '[data-head-tag="title"]')).toBeNull();
  });

  it('renders nothing for a page without them', () => {
    const {container} = render(<FrontMatterHead title="Quick start" frontMatter={{}} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('fails on a malformed head frontmatter', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<FrontMatterHead title="x" frontMatter={{head: [['title', {}]]}} />)).toThrow(/Invalid `head` frontmatter/);
  });
});

describe('DocItem/Metadata', () => {
  it("keeps the stock metadata and adds the doc's titleSuffix and head", () => {
    setDoc({
      metadata: {title: 'Frontmatter head'},
      frontMatter: {titleSuffix: ' - Rstest docs', head: [['meta', {name: 'e2e', content: 'doc'}]]},
    });
    const {container} = render(<DocItemMetadata />);
    expect(container.querySelector('[data-stock="DocItem/Metadata"]')).toBeInTheDocument();
    expect(headTag(container, '[data-head-tag="title"]')).toHaveTextContent('Frontmatter head - Rstest docs');
    expect(headTag(container, '[data-head-tag="meta"][name="e2e"]')).toHaveAttribute('content', 'doc');
  });
});
