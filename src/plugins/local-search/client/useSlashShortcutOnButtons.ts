import {useEffect} from 'react';
import {SEARCH_BUTTON_SELECTOR} from './searchOptions';

const OPEN_MODAL_BODY_CLASS = 'DocSearch--active';

/**
 * DocSearch 4.7.1 ignores '/' while an input, select, textarea, editable element — or a button —
 * has focus. The spec ignores it only in the first four, so '/' on a focused button (a navbar
 * toggle, a code block's copy button) opens the modal too, through the navbar search button.
 */
export function useSlashShortcutOnButtons(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
      const target = event.composedPath()[0];
      if (!(target instanceof HTMLElement) || target.tagName !== 'BUTTON') return;
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
