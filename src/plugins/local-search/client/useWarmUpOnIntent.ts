import {useEffect} from 'react';
import {SEARCH_BUTTON_SELECTOR} from './searchOptions';
import {isSearchShortcut} from './useSearchShortcuts';

/**
 * What shows that the reader is about to open the search: the pointer over the button, a touch on
 * it, focus or a click (early-input's replay of a shortcut pressed while the page hydrated), and
 * the shortcuts themselves.
 */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin', 'click', 'keydown'] as const;

/**
 * Calls `warmUp` once when the reader shows that they are about to open the search (the events
 * on which the theme already loads the modal's code, and the shortcut's key press): the local
 * search then starts its worker and indexes the head while the modal's code loads and renders
 * (issue 50: on the shortcut, the worker no longer waits for the modal's first render). Called again when `warmUp` changes (another index).
 * `enabled: false` attaches nothing (the Algolia backend has nothing to warm up).
 */
export function useWarmUpOnIntent(warmUp: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onIntent = (event: Event) => {
      if (event instanceof KeyboardEvent ? !isSearchShortcut(event) : !(event.target instanceof Element) || !event.target.closest(SEARCH_BUTTON_SELECTOR)) return;
      stop();
      warmUp();
    };
    const stop = () => {
      for (const type of INTENT_EVENTS) document.removeEventListener(type, onIntent, true);
    };
    for (const type of INTENT_EVENTS) document.addEventListener(type, onIntent, {capture: true, passive: true});
    return stop;
  }, [warmUp, enabled]);
}
