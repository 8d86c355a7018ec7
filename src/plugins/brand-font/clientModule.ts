// The brand face's loading (index.ts says when the text switches to it): once the page has painted
// and the main thread is idle, the face is fetched, not drawn, and the browser is marked as having it
// (localStorage). The next page a reader moves to, and every page this browser loads afterwards,
// draws it from the first paint. Where it cannot load (no network, an old browser), the text stays
// in the metric-matched fallback.
import './fonts.css';
import {BRAND_FONT_ATTRIBUTE, BRAND_FONT_LOADED, BRAND_FONT_STORAGE_KEY} from './constants';

/** What to load: the regular weight of the variable face (one file holds every weight). */
export const BRAND_FONT_QUERY = "400 1em 'Open Sans'";

function hasLoaded(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(BRAND_FONT_STORAGE_KEY) === BRAND_FONT_LOADED;
  } catch {
    return false;
  }
}

/** Fetches the face without drawing it, and marks the browser as having it once it has loaded. */
export function loadBrandFont(doc: Document = document, storage: Storage | undefined = globalThis.localStorage): Promise<void> {
  if (!doc.fonts?.load || hasLoaded(storage)) return Promise.resolve();
  return doc.fonts.load(BRAND_FONT_QUERY).then(
    (faces) => {
      if (faces.length === 0) return;
      try {
        storage?.setItem(BRAND_FONT_STORAGE_KEY, BRAND_FONT_LOADED);
      } catch {
        // No storage (a private window): every page keeps the fallback.
      }
    },
    () => undefined,
  );
}

/** After a move to another page, the new page draws the face once the browser has it. */
export function onRouteDidUpdate({previousLocation}: {previousLocation: unknown}, doc: Document = document, storage = globalThis.localStorage): void {
  if (previousLocation && hasLoaded(storage)) doc.documentElement.setAttribute(BRAND_FONT_ATTRIBUTE, '');
}

// Client modules also load in the server render, which has no document.
if (typeof document !== 'undefined') {
  const whenIdle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
  whenIdle(() => void loadBrandFont());
}
