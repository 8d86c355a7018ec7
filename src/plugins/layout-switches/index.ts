import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {LAYOUT_HIDE_ATTRIBUTE, parseLayoutSwitches} from './parseLayoutSwitches';

// Layout switches (spec 2): `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0` and the doc
// frontmatter `navbar: false`… hide those parts of the page.
// - a <head> script sets `data-layout-hide` on <html> from the query before the first paint;
// - clientModule.ts keeps it in step with the URL on client-side navigation and loads styles.css,
//   which hides the parts through their stable theme classes;
// - theme/DocItem/Metadata adds the doc's frontmatter switches as `data-layout-page-hide`.

export const PLUGIN_NAME = 'layout-switches';

/** The inline <head> script: the query's switches, applied before React renders anything. */
export function layoutSwitchesHeadScript(): string {
  return `(function () {
  try {
    var hidden = (${parseLayoutSwitches.toString()})(window.location.search).query;
    if (hidden.length > 0) {
      document.documentElement.setAttribute(${JSON.stringify(LAYOUT_HIDE_ATTRIBUTE)}, hidden.join(' '));
    }
  } catch (error) {}
})();`;
}

export default function layoutSwitchesPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
    getClientModules() {
      return [path.join(__dirname, 'clientModule.ts')];
    },
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: layoutSwitchesHeadScript()}]};
    },
  };
}
