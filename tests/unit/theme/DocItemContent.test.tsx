import React from 'react';
import {render} from '@testing-library/react';
import DocItemContent, {CONTENT_ANIMATION_CLASS} from '@site/src/theme/DocItem/Content';
import {themeConfig} from '../__stubs__/themeCommon';
import {browser} from '../__stubs__/useIsBrowser';

function wrapperOf(container: HTMLElement): Element {
  return container.querySelector('[data-stock="DocItem/Content"]')!.parentElement!;
}

describe('DocItem/Content (content animation)', () => {
  afterEach(() => {
    delete themeConfig.enableContentAnimation;
    browser.isBrowser = true;
  });

  it('animates a doc reached by navigating in the browser when the option is on', () => {
    themeConfig.enableContentAnimation = true;
    const {container} = render(<DocItemContent>Body</DocItemContent>);
    expect(wrapperOf(container)).toHaveClass(CONTENT_ANIMATION_CLASS, 'animated');
    expect(wrapperOf(container)).toHaveTextContent('Body');
  });

  it('does not animate the first page, hydrated from the server HTML', () => {
    themeConfig.enableContentAnimation = true;
    browser.isBrowser = false;
    const {container, rerender} = render(<DocItemContent>Body</DocItemContent>);
    browser.isBrowser = true;
    rerender(<DocItemContent>Body</DocItemContent>);
    expect(wrapperOf(container)).toHaveClass(CONTENT_ANIMATION_CLASS);
    expect(wrapperOf(container)).not.toHaveClass('animated');
  });

  it('does not animate when the option is off or unset', () => {
    const {container} = render(<DocItemContent>Body</DocItemContent>);
    expect(wrapperOf(container)).not.toHaveClass('animated');
    themeConfig.enableContentAnimation = false;
    const {container: off} = render(<DocItemContent>Body</DocItemContent>);
    expect(wrapperOf(off)).not.toHaveClass('animated');
  });
});
