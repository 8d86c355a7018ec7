import React from 'react';
import {render, screen, within} from '@testing-library/react';
import MDXPage from '@site/src/theme/MDXPage';

type Props = React.ComponentProps<typeof MDXPage>;

/** An MDX page's loaded content: a component (the page body) carrying its metadata. */
function page(frontMatter: Record<string, unknown>, unlisted = false): Props {
  const Content = () => <p>Page body</p>;
  Object.assign(Content, {
    metadata: {title: 'Rstest', description: 'A page', frontMatter, unlisted},
    frontMatter,
    assets: {},
    toc: [],
  });
  return {content: Content} as unknown as Props;
}

describe('MDXPage page types', () => {
  it('keeps the stock page for a page without pageType, or with pageType: doc', () => {
    const {container, rerender} = render(<MDXPage {...page({})} />);
    expect(container.querySelector('[data-stock="MDXPage"]')).toBeInTheDocument();
    rerender(<MDXPage {...page({pageType: 'doc'})} />);
    expect(container.querySelector('[data-stock="MDXPage"]')).toBeInTheDocument();
  });

  it('home: hero from the frontmatter, the page body, the feature cards, inside navbar and footer', () => {
    const {container} = render(<MDXPage {...page({pageType: 'home', hero: {name: 'Rstest', text: 'Rspack-based testing framework'}})} />);
    expect(container.querySelector('[data-html-class]')).toHaveAttribute('data-html-class', 'mdx-wrapper mdx-page page-type-home');
    expect(screen.getByRole('heading', {level: 1})).toHaveTextContent('Rstest');
    expect(container.querySelector('[data-hero-text]')).toHaveTextContent('Rspack-based testing framework');
    expect(screen.getByText('Page body')).toBeInTheDocument();
    const features = screen.getByRole('region', {name: 'Features'});
    expect(within(features).getAllByRole('link').length).toBeGreaterThanOrEqual(3);
    // Hero, then the body, then the cards.
    const main = screen.getByRole('main');
    const order = [screen.getByRole('heading', {level: 1}), screen.getByText('Page body'), features];
    expect(order.every((el) => main.contains(el))).toBe(true);
    expect(order[0].compareDocumentPosition(order[1]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(order[1].compareDocumentPosition(order[2]) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(container.querySelector('.navbar')).toBeInTheDocument();
    expect(container.querySelector('.footer')).toBeInTheDocument();
  });

  it('home: no hero without hero frontmatter', () => {
    render(<MDXPage {...page({pageType: 'home'})} />);
    expect(screen.queryByRole('heading', {level: 1})).toBeNull();
  });

  it('custom: the body between navbar and footer, without the stock page', () => {
    const {container} = render(<MDXPage {...page({pageType: 'custom'})} />);
    expect(container.querySelector('[data-html-class]')).toHaveAttribute('data-html-class', 'mdx-wrapper mdx-page page-type-custom');
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
    expect(container.querySelector('.navbar')).toBeInTheDocument();
    expect(container.querySelector('.footer')).toBeInTheDocument();
    expect(container.querySelector('[data-stock="MDXPage"]')).toBeNull();
  });

  it('blank: the body alone, no navbar and no footer, inside the layout providers', () => {
    const {container} = render(<MDXPage {...page({pageType: 'blank'})} />);
    expect(container.querySelector('[data-layout-provider]')).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent('Page body');
    expect(container.querySelector('.navbar')).toBeNull();
    expect(container.querySelector('.footer')).toBeNull();
  });

  it('marks an unlisted page noindex in every page type', () => {
    for (const pageType of ['home', 'custom', 'blank']) {
      const {container, unmount} = render(<MDXPage {...page({pageType}, true)} />);
      expect(container.querySelector('[data-unlisted-metadata]')).toBeInTheDocument();
      unmount();
    }
  });

  it('adds titleSuffix and head frontmatter in every page type', () => {
    for (const pageType of ['doc', 'home', 'custom', 'blank']) {
      const {container, unmount} = render(
        <MDXPage {...page({pageType, titleSuffix: ' - Rstest docs', head: [['meta', {name: 'x', content: pageType}]]})} />,
      );
      // The Head stub renders each head element as <div data-head-tag="…"> with its props.
      expect(container.querySelector('[data-head-tag="title"]')).toHaveTextContent('Rstest - Rstest docs');
      expect(container.querySelector('[data-head-tag="meta"][name="x"]')).toHaveAttribute('content', pageType);
      unmount();
    }
  });
});
