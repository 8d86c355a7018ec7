// Light dismissal shared by the site's dropdowns (the "more" social links, the open-in-AI menu, the
// ecosystem popover): while one is open, Escape closes it, and so does a pointer down (mouse, touch,
// pen) outside the element that holds its trigger and its popup.
import {useLayoutEffect, useRef, type RefObject} from 'react';

export type DismissOptions = {
  /** The listeners exist only while the popup is open. */
  open: boolean;
  /** Closes the popup. */
  onDismiss: () => void;
  /** The element holding the trigger and the popup: a pointer down (or the focus) inside it keeps the popup open. */
  containerRef: RefObject<HTMLElement | null>;
  /** The button that opens the popup: Escape gives it the focus back. */
  triggerRef: RefObject<HTMLElement | null>;
  /**
   * When Escape gives the focus back: only when the focus was inside the container (default; a
   * popup opened by hovering leaves the focus where it was), or always.
   */
  returnFocus?: 'fromInside' | 'always';
  /** Also close when the focus moves to an element outside the container. */
  closeOnFocusOutside?: boolean;
};

export default function useDismiss({open, onDismiss, containerRef, triggerRef, returnFocus = 'fromInside', closeOnFocusOutside = false}: DismissOptions): void {
  // The latest callback, so that a caller passing a new function each render does not re-subscribe.
  const dismiss = useRef(onDismiss);
  dismiss.current = onDismiss;

  // Before the browser paints the open popup (a layout effect): a passive effect runs after the paint,
  // so on a busy phone an Escape pressed as the popup appears found no listener yet and was lost.
  useLayoutEffect(() => {
    if (!open) return undefined;
    const isOutside = (target: EventTarget | null) => !containerRef.current?.contains(target as Node | null);
    const closeWhenOutside = (event: Event) => {
      if (isOutside(event.target)) dismiss.current();
    };
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.isComposing) return;
      const focusWasInside = !isOutside(document.activeElement);
      dismiss.current();
      if (returnFocus === 'always' || focusWasInside) triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', closeWhenOutside);
    document.addEventListener('keydown', closeOnEscape);
    if (closeOnFocusOutside) document.addEventListener('focusin', closeWhenOutside);
    return () => {
      document.removeEventListener('pointerdown', closeWhenOutside);
      document.removeEventListener('keydown', closeOnEscape);
      document.removeEventListener('focusin', closeWhenOutside);
    };
  }, [open, containerRef, triggerRef, returnFocus, closeOnFocusOutside]);
}
