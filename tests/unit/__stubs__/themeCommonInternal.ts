// Stands in for @docusaurus/theme-common/internal: scroll position from window scroll events,
// and a smooth scroll tests can observe.
import {useEffect} from 'react';

export const smoothScroll = {startScroll: jest.fn((top: number) => void top), cancelScroll: jest.fn()};

export function useSmoothScrollTo(): typeof smoothScroll {
  return smoothScroll;
}

export function useScrollPosition(effect: (position: {scrollX: number; scrollY: number}) => void, deps: unknown[] = []): void {
  useEffect(() => {
    const handle = () => effect({scrollX: window.scrollX, scrollY: window.scrollY});
    handle();
    window.addEventListener('scroll', handle);
    return () => window.removeEventListener('scroll', handle);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
}

/** The drawers lock the page's scroll while open; the tests read the lock from <body>. */
export function useLockBodyScroll(lock = true): void {
  useEffect(() => {
    document.body.style.overflow = lock ? 'hidden' : '';
    return () => {
      document.body.style.overflow = '';
    };
  }, [lock]);
}
