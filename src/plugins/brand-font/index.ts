import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The brand typeface (issue 45): self-hosted Open Sans, Latin only (fonts.css), requested once the
// page has painted. The first paint is in "Open Sans Fallback", the system's Arial-metric face
// scaled to Open Sans; the client module asks for the web font when the app's scripts run (after
// the first paint, src/ssr/template.ts) and marks <html data-brand-font> once it has loaded, which
// switches the text to it. Measured (Lighthouse mobile, median of 5, against 4dc5512): requested by
// the stylesheet, or preloaded, the font's 47 KB lay on the path of the first paint and moved LCP
// from 1.1 s to 1.5-1.7 s; requested after it, LCP is the baseline's.

export const PLUGIN_NAME = 'brand-font';

export default function brandFontPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getClientModules() {
      return [path.join(__dirname, 'clientModule.ts')];
    },
  };
}
