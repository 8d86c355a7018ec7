import {useEffect} from 'react';

/** The search modal: the input, the hits and the footer (not the backdrop around it). */
const MODAL_SELECTOR = '.DocSearch-Modal';
/** What Tab may land on inside the modal. */
const FOCUSABLE_SELECTOR = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  // Shown: DocSearch keeps hidden controls in the DOM (the clear button of an empty query, and
  // with the local index the "Search by Algolia" link, src/theme/SearchBar/styles.css).
  return typeof element.checkVisibility === 'function' ? element.checkVisibility({visibilityProperty: true}) : element.getClientRects().length > 0;
}

/** The modal's tabbable elements, in Tab order (document order: the modal sets no positive tabindex). */
export function tabbablesIn(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE_SELECTOR)].filter(isTabbable);
}

/**
 * Tab stays inside the search modal (spec 2): Tab on its last control goes to the first (the
 * input), Shift+Tab on the first to the last. DocSearch 4.7 has a trap of its own, but it lists
 * the controls once, when the modal opens, before any hit is shown (and counts the hidden Algolia
 * link as the last one), so Tab after the last hit leaves the modal. This one looks at the modal
 * as it is at each press. It runs in the capture phase, before DocSearch's, and only moves the
 * focus: autocomplete still sees the key.
 */
export function useModalFocusTrap(): void {
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (event.key !== 'Tab' || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      const modal = document.querySelector<HTMLElement>(MODAL_SELECTOR);
      if (!modal) return;
      const tabbables = tabbablesIn(modal);
      if (tabbables.length === 0) return;
      const first = tabbables[0];
      const last = tabbables[tabbables.length - 1];
      const active = document.activeElement;
      let target: HTMLElement | null = null;
      if (!(active instanceof HTMLElement) || !modal.contains(active)) target = event.shiftKey ? last : first;
      else if (event.shiftKey && active === first) target = last;
      else if (!event.shiftKey && active === last) target = first;
      if (!target) return;
      event.preventDefault();
      target.focus();
    }
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, []);
}
