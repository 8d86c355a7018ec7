import React from 'react';
import {render, screen} from '@testing-library/react';
import DocItemMetadata from '@site/src/plugins/layout-switches/theme/DocItem/Metadata';
import {LAYOUT_PAGE_HIDE_ATTRIBUTE} from '@site/src/plugins/layout-switches/parseLayoutSwitches';
import {setDoc} from '../../__stubs__/docsClient';

function renderWith(frontMatter: Record<string, unknown>) {
  setDoc({frontMatter});
  return render(<DocItemMetadata />);
}

describe('DocItem/Metadata wrap of the layout-switches plugin', () => {
  it('keeps the original metadata', () => {
    renderWith({navbar: false});
    expect(screen.getByTestId('original-doc-item-metadata')).toBeInTheDocument();
  });

  it('puts the parts the frontmatter hides on <html>', () => {
    const {container} = renderWith({navbar: false, sidebar: false, outline: false, footer: false, title: 'x'});
    expect(container.querySelector('[data-head-tag="html"]')).toHaveAttribute(
      LAYOUT_PAGE_HIDE_ATTRIBUTE,
      'navbar sidebar outline footer',
    );
  });

  it('counts hide_table_of_contents as the outline switch', () => {
    const {container} = renderWith({hide_table_of_contents: true});
    expect(container.querySelector('[data-head-tag="html"]')).toHaveAttribute(LAYOUT_PAGE_HIDE_ATTRIBUTE, 'outline');
  });

  it('adds nothing to <head> for a doc without switches', () => {
    const {container} = renderWith({title: 'Introduction', navbar: true});
    expect(container.querySelector('[data-head-tag]')).toBeNull();
    expect(screen.getByTestId('original-doc-item-metadata')).toBeInTheDocument();
  });
});
