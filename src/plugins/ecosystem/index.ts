import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

// The Rstack ecosystem (spec 2 "Ecosystem menu and landing block", 3 "Tool entry", 9):
// - data/: the tools, typed, apart from the components (tools.ts: types and logos; menu.ts: the
//   navbar menu's entries; landing.ts: the home page's cards);
// - theme/EcosystemNavbarItem: the `custom-ecosystem` navbar item (registered in
//   src/theme/NavbarItem/ComponentTypes), a grid icon opening a popover of the tools; what the
//   popover lists (menuContent.ts) is loaded on the first hover, focus or touch (useMenuContent.ts);
// - theme/EcosystemLanding: the landing block of the home page (src/components/PageTypes/HomePage);
// - theme/EcosystemLogo: a tool logo, one of the site's own files (static/img/ecosystem/).
// Nothing is computed at build time: the plugin only provides the components.

export const PLUGIN_NAME = 'ecosystem';

export default function ecosystemPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    getThemePath() {
      return path.join(__dirname, 'theme');
    },
  };
}
