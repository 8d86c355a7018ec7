import React from 'react';
import {render} from '@testing-library/react';
import type {PropSidebarItemLink} from '@docusaurus/plugin-content-docs';
import DocSidebarItemLink from '@site/src/theme/DocSidebarItem/Link';
import {renderedProps} from '../__stubs__/ThemeOriginal';

const ITEM: PropSidebarItemLink = {type: 'link', href: '/guide/basic/cli', label: 'CLI', docId: 'guide/basic/cli', unlisted: false};

function renderLink(item: PropSidebarItemLink) {
  return render(<DocSidebarItemLink item={item} activePath="/guide/basic/cli" level={1} index={0} />);
}

beforeEach(() => {
  renderedProps.length = 0;
});

describe('DocSidebarItem/Link wrap', () => {
  it('passes a link without a tag through unchanged', () => {
    const {container} = renderLink(ITEM);
    expect(container).toHaveTextContent('CLI');
    expect(renderedProps[0].item).toBe(ITEM);
    expect(container.querySelector('[data-item-tag]')).toBeNull();
  });

  it('renders customProps.tag as a badge after the label', () => {
    const {container} = renderLink({...ITEM, customProps: {tag: 'new'}});
    expect(container).toHaveTextContent('CLINew');
    expect(container.querySelector('[data-theme-original]')!.lastElementChild).toHaveAttribute('data-item-tag', 'new');
    expect((renderedProps[0].item as PropSidebarItemLink).href).toBe('/guide/basic/cli');
  });

  it('ignores a tag that is not a non-empty string', () => {
    const {container} = renderLink({...ITEM, customProps: {tag: 42}});
    expect(container.querySelector('[data-item-tag]')).toBeNull();
    renderLink({...ITEM, customProps: {tag: ''}});
    expect(document.querySelector('[data-item-tag]')).toBeNull();
  });
});
