import {useEffect} from 'react';
import {SEARCH_BUTTON_SELECTOR} from './searchOptions';

/** What shows that the reader is about to open the search: the pointer over the button, a touch on it, or focus. */
const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Calls `warmUp` once when the reader shows that they are about to open the search (the events
 * on which the theme already loads the modal's code): the local search then starts its worker and
 * indexes the head before the modal opens. Called again when `warmUp` changes (another index).
 * `enabled: false` attaches nothing (the Algolia backend has nothing to warm up).
 */
export function useWarmUpOnIntent(warmUp: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return undefined;
    const onIntent = (event: Event) => {
      if (!(event.target instanceof Element) || !event.target.closest(SEARCH_BUTTON_SELECTOR)) return;
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
