// Open state of the ecosystem popover (spec 2, 4, 9): hover opens and closes it after POPOVER_DELAY_MS
// (the pointer can travel from the button into the panel), or a click toggles it when the caller
// sets the `click` trigger; a tap toggles it on touch screens, a keyboard press on the button
// toggles it; Escape, a click or tap outside (useDismiss), and focus leaving it close it.
import {useCallback, useEffect, useRef, useState, type FocusEvent, type MouseEvent, type RefObject} from 'react';
import useDismiss from '@site/src/hooks/useDismiss';

/** Spec 9: tooltip and popover enter and leave delay, 0.1 s. */
export const POPOVER_DELAY_MS = 100;
/** Mouse events this soon after a touch are the browser's emulation of the tap, not a hover. */
export const TOUCH_EMULATION_WINDOW_MS = 800;

export type PopoverTrigger = 'hover' | 'click';

export type Popover = {
  open: boolean;
  hostRef: RefObject<HTMLDivElement | null>;
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Spread on the element holding the button and the panel. */
  hostProps: {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onTouchStart: () => void;
    onBlur: (event: FocusEvent<HTMLElement>) => void;
  };
  /** Spread on the <button>. */
  buttonProps: {
    onClick: (event: MouseEvent<HTMLButtonElement>) => void;
  };
};

export default function usePopover(trigger: PopoverTrigger = 'hover'): Popover {
  const [open, setOpen] = useState(false);
  const hostRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lastTouch = useRef(Number.NEGATIVE_INFINITY);

  const cancelTimer = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
  }, []);
  const setNow = useCallback(
    (next: boolean | ((was: boolean) => boolean)) => {
      cancelTimer();
      setOpen(next);
    },
    [cancelTimer],
  );
  const setLater = useCallback(
    (next: boolean) => {
      cancelTimer();
      timer.current = setTimeout(() => setOpen(next), POPOVER_DELAY_MS);
    },
    [cancelTimer],
  );
  const isEmulatedMouse = () => Date.now() - lastTouch.current < TOUCH_EMULATION_WINDOW_MS;

  useEffect(() => cancelTimer, [cancelTimer]);

  const close = useCallback(() => setNow(false), [setNow]);
  useDismiss({open, onDismiss: close, containerRef: hostRef, triggerRef: buttonRef});

  return {
    open,
    hostRef,
    buttonRef,
    hostProps: {
      onMouseEnter: () => {
        if (trigger === 'hover' && !isEmulatedMouse()) setLater(true);
      },
      onMouseLeave: () => {
        if (trigger === 'hover' && !isEmulatedMouse()) setLater(false);
      },
      onTouchStart: () => {
        lastTouch.current = Date.now();
      },
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setNow(false);
      },
    },
    buttonProps: {
      onClick: (event) => {
        // A mouse click in hover mode keeps the panel open; a click trigger, a tap, or the keyboard
        // (a click with no pointer, detail 0) toggles it.
        const fromMouse = event.detail > 0 && !isEmulatedMouse();
        if (trigger === 'hover' && fromMouse) setNow(true);
        else setNow((was) => !was);
      },
    },
  };
}
