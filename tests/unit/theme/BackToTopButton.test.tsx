import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import BackToTopButton, {BACK_TO_TOP_THRESHOLD_PX} from '@site/src/theme/BackToTopButton';
import {smoothScroll} from '../__stubs__/themeCommonInternal';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', {value: y, configurable: true});
    window.dispatchEvent(new Event('scroll'));
  });
}

/** What lies under any point of the window (jsdom lays nothing out): nothing but the page, unless a test says otherwise. */
let underPoint: () => Element[] = () => [];

describe('BackToTopButton', () => {
  beforeEach(() => {
    underPoint = () => [];
    document.elementsFromPoint = () => [...underPoint(), document.body, document.documentElement];
    scrollTo(0);
  });

  it('stays hidden while a control lies under it, and shows again once it has scrolled past', () => {
    render(<BackToTopButton />);
    const button = screen.getByRole('button', {name: 'Scroll back to top'});
    const copy = document.createElement('button');
    underPoint = () => [copy];
    scrollTo(1000);
    expect(button).not.toHaveClass('backToTopButtonShow');
    underPoint = () => [document.createElement('pre')];
    scrollTo(1040);
    expect(button).toHaveClass('backToTopButtonShow');
  });

  it('is hidden at the top of the page', () => {
    render(<BackToTopButton />);
    const button = screen.getByRole('button', {name: 'Scroll back to top'});
    expect(button).toHaveClass('theme-back-to-top-button');
    expect(button).not.toHaveClass('backToTopButtonShow');
  });

  it('appears once the page is scrolled down past the threshold, and hides again above it', () => {
    render(<BackToTopButton />);
    const button = screen.getByRole('button', {name: 'Scroll back to top'});
    scrollTo(BACK_TO_TOP_THRESHOLD_PX + 1);
    expect(button).toHaveClass('backToTopButtonShow');
    scrollTo(2000);
    expect(button).toHaveClass('backToTopButtonShow');
    scrollTo(100);
    expect(button).not.toHaveClass('backToTopButtonShow');
  });

  it('shows right away on a page opened scrolled down', () => {
    scrollTo(1000);
    render(<BackToTopButton />);
    expect(screen.getByRole('button', {name: 'Scroll back to top'})).toHaveClass('backToTopButtonShow');
  });

  it('scrolls smoothly to the top when clicked', () => {
    render(<BackToTopButton />);
    scrollTo(1000);
    fireEvent.click(screen.getByRole('button', {name: 'Scroll back to top'}));
    expect(smoothScroll.startScroll).toHaveBeenCalledWith(0);
  });
});
