import React from 'react';
import {render} from '@testing-library/react';
import DocItem from '@site/src/theme/DocItem';
import {themeConfig} from '../__stubs__/themeCommon';
import {browser} from '../__stubs__/useIsBrowser';

// The stub content is enough: DocItem only reads `content` through the stock component.
const props = {content: {}} as unknown as React.ComponentProps<typeof DocItem>;

function wrapperOf(container: HTMLElement): Element {
  return container.querySelector('[data-stock="DocItem"]')!.parentElement!;
}

describe('DocItem (content animation)', () => {
  afterEach(() => {
    delete themeConfig.enableContentAnimation;
    browser.isBrowser = true;
  });

  it('animates a doc reached by navigating in the browser when the option is on', () => {
    themeConfig.enableContentAnimation = true;
    const {container} = render(<DocItem {...props} />);
    expect(wrapperOf(container)).toHaveClass('docItem', 'animated');
  });

  it('does not animate the first page, hydrated from the server HTML', () => {
    themeConfig.enableContentAnimation = true;
    browser.isBrowser = false;
    const {container, rerender} = render(<DocItem {...props} />);
    browser.isBrowser = true;
    rerender(<DocItem {...props} />);
    expect(wrapperOf(container)).not.toHaveClass('animated');
  });

  it('does not animate when the option is off or unset', () => {
    const {container} = render(<DocItem {...props} />);
    expect(wrapperOf(container)).not.toHaveClass('animated');
    themeConfig.enableContentAnimation = false;
    const {container: off} = render(<DocItem {...props} />);
    expect(wrapperOf(off)).not.toHaveClass('animated');
  });
});
