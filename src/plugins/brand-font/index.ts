import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {BRAND_FONT_ATTRIBUTE, BRAND_FONT_LOADED, BRAND_FONT_STORAGE_KEY} from './constants';

// The brand typeface (issues 45 and 49): self-hosted Open Sans, Latin only (fonts.css). The text never
// switches faces on a page being read: on a reader's first page, it stays in "Open Sans Fallback", the
// system's Arial-metric face scaled to Open Sans, while the client module fetches Open Sans once the
// page is idle; from the next page on, it is Open Sans from the first paint (this head script, or the
// client module on a move to another page).
// Measured: requested by the stylesheet on a first visit, or preloaded, the font's 47 KB lay on the
// path of the first paint (Lighthouse mobile LCP 1.1 s → 1.5-1.7 s, issue 45); switched on after the
// first paint, it restyled and relaid out the whole page and moved text (CLS up to 0.2 on Chinese
// pages with this machine's fonts) and cost 60 to 250 ms of a phone's main thread at 4× CPU (issue 49).

export const PLUGIN_NAME = 'brand-font';

/** The inline <head> script: Open Sans from the first paint in a browser that has loaded it before. */
export function brandFontHeadScript(): string {
  return `(function () {
  try {
    if (localStorage.getItem(${JSON.stringify(BRAND_FONT_STORAGE_KEY)}) === ${JSON.stringify(BRAND_FONT_LOADED)}) {
      document.documentElement.setAttribute(${JSON.stringify(BRAND_FONT_ATTRIBUTE)}, '');
    }
  } catch (error) {}
})();`;
}

export default function brandFontPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [path.join(__dirname, 'clientModule.ts')];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: brandFontHeadScript()}]};
    },
  };
}
