// The brand face's loading (index.ts says when the text switches to it): once the first page has
// hydrated and the main thread is idle, the face is fetched, not drawn, and the browser is marked as
// having it (localStorage). Not sooner: fetched while the page still loads (at idle after this module
// ran), its 100 kB at the highest priority competed with the page's first paint (Lighthouse mobile
// LCP 1.1 → 1.7 s in one run in two, issue 49). The next page a reader moves to, and every page this browser loads afterwards,
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

/** Runs `task` when the main thread is next idle, or after a few seconds of a busy one. */
function whenIdle(task: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, {timeout: 3000});
  else window.setTimeout(task, 1);
}

/**
 * After the first page has hydrated (the first call, with no previous location), the face is fetched
 * at idle. After a move to another page, the new page draws it once the browser has it.
 */
export function onRouteDidUpdate(
  {previousLocation}: {previousLocation: unknown},
  doc: Document = document,
  storage = globalThis.localStorage,
  schedule: (task: () => void) => void = whenIdle,
): void {
  if (!previousLocation) schedule(() => void loadBrandFont(doc, storage));
  else if (hasLoaded(storage)) doc.documentElement.setAttribute(BRAND_FONT_ATTRIBUTE, '');
}
