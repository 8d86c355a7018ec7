import {useEffect} from 'react';
import {SEARCH_BUTTON_SELECTOR} from './searchOptions';

const OPEN_MODAL_BODY_CLASS = 'DocSearch--active';

/** Ctrl+K / ⌘K anywhere, or `/` outside a text field (input, select, textarea, editable element: spec 2). */
export function isSearchShortcut(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.composedPath()[0];
  return !(target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select')));
}

/**
 * Opens the modal on the search shortcuts through the navbar search button, from a window listener
 * added once. DocSearch 4.7.1's own listener (`useDocSearchKeyboardEvents`) is removed and added
 * again on every render of the search bar. When React runs those effects while a keydown is being
 * dispatched to window (after a route change, the button's own key listener sets state and React
 * first flushes the effects still pending), the browser skips the removed listener and does not
 * call the new one: after opening a hit with Enter, the next Ctrl+K did nothing 1 time in 8 (CI
 * run 30). DocSearch also ignores `/` on a focused button, which the spec does not. A key DocSearch
 * has handled arrives here prevented; both open through the same `openModal`, so twice is harmless.
 */
export function useSearchShortcuts(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (event.defaultPrevented || !isSearchShortcut(event)) return;
      if (document.body.classList.contains(OPEN_MODAL_BODY_CLASS)) return;
      const searchButton = document.querySelector<HTMLButtonElement>(SEARCH_BUTTON_SELECTOR);
      if (!searchButton) return;
      event.preventDefault();
      searchButton.click();
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
