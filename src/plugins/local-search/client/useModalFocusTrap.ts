import {useEffect} from 'react';

/** The search modal: the input, the hits and the footer (not the backdrop around it). */
const MODAL_SELECTOR = '.DocSearch-Modal';
/** What Tab may land on inside the modal. */
const FOCUSABLE_SELECTOR = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]';

function isTabbable(element: HTMLElement): boolean {
  if (element.tabIndex < 0) return false;
  // Shown: DocSearch keeps hidden controls in the DOM (the clear button of an empty query, and
  // with the local index the "Search by Algolia" link, src/plugins/local-search/theme/SearchBar/styles.css).
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
 * focus: autocomplete still sees the key. A focused control that a new answer removes from the
 * modal hands the focus to the control now at its place, not to the page.
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

    // A hit that has the focus can leave the DOM while the modal stays open: the modal renders a
    // new answer (the local index has grown, or Algolia answered late). The browser then
    // puts the focus on <body>, out of the modal. Put it back on the control at the same place.
    let watched: HTMLElement | null = null;
    let place = 0;
    const observer = new MutationObserver(() => {
      if (!watched?.isConnected) {
        observer.disconnect();
        watched = null;
        return;
      }
      const active = document.activeElement;
      if (active && active !== document.body && active !== document.documentElement) return;
      const tabbables = tabbablesIn(watched);
      tabbables[Math.min(place, tabbables.length - 1)]?.focus();
    });
    function onFocusIn(event: FocusEvent): void {
      const modal = event.target instanceof HTMLElement ? event.target.closest<HTMLElement>(MODAL_SELECTOR) : null;
      if (!modal) return;
      place = Math.max(0, tabbablesIn(modal).indexOf(event.target as HTMLElement));
      if (watched === modal) return;
      observer.disconnect();
      watched = modal;
      observer.observe(modal, {childList: true, subtree: true});
    }
    document.addEventListener('focusin', onFocusIn, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown, true);
      document.removeEventListener('focusin', onFocusIn, true);
      observer.disconnect();
    };
  }, []);
}
