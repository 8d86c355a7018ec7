// Asks for the brand face once the page has painted (this module runs with the app's scripts, after
// the first paint), then switches the text to it: <html data-brand-font> (fonts.css). Where it
// cannot load (no network, an old browser), the text stays in the metric-matched fallback.
import './fonts.css';

/** The attribute fonts.css switches the text's face on. */
export const BRAND_FONT_ATTRIBUTE = 'data-brand-font';
/** What to load: the regular weight of the variable face (one file holds every weight). */
export const BRAND_FONT_QUERY = "400 1em 'Open Sans'";

export function loadBrandFont(doc: Document = document): Promise<void> {
  if (!doc.fonts?.load) return Promise.resolve();
  return doc.fonts.load(BRAND_FONT_QUERY).then(
    (faces) => {
      if (faces.length > 0) doc.documentElement.setAttribute(BRAND_FONT_ATTRIBUTE, '');
    },
    () => undefined,
  );
}

// Client modules also load in the server render, which has no document.
if (typeof document !== 'undefined') void loadBrandFont();
