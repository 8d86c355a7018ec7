import {useState, type FocusEvent, type KeyboardEvent} from 'react';

/**
 * Open state of a popup that shows while the pointer is over its host or focus is inside it, and that
 * Escape dismisses (WCAG 1.4.13). Spread `hostProps` on the element that holds the trigger and the popup.
 */
export default function useHoverPopup(): {
  open: boolean;
  hostProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
  };
} {
  const [open, setOpen] = useState(false);
  return {
    open,
    hostProps: {
      onMouseEnter: () => setOpen(true),
      onMouseLeave: () => setOpen(false),
      onFocus: () => setOpen(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      },
      onKeyDown: (event) => {
        if (event.key === 'Escape' && open) {
          // Only this popup closes: an enclosing "more" popup stays open.
          event.stopPropagation();
          setOpen(false);
        }
      },
    },
  };
}
