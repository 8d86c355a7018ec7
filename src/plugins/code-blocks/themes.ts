// The code blocks' colours, one Prism theme per colour mode: the build gives tokens their classes
// from them (highlight.ts) and the plugin writes their stylesheet (index.ts). The browser gets the
// stylesheet only; themeConfig.prism names no theme (docusaurus.config.ts).
import {themes, type PrismTheme} from 'prism-react-renderer';
import {readablePrismTheme} from '../../utils/readablePrismTheme';

/** The code blocks' background in dark mode: a step above the page's surface grey (src/css/custom.css). */
export const DARK_CODE_BACKGROUND = '#22262e';

export const CODE_THEMES: {light: PrismTheme; dark: PrismTheme} = {
  // The stock themes with their low-contrast token colours raised to WCAG AA (4.5:1).
  light: readablePrismTheme(themes.github),
  // Dracula's tokens on a background of the dark theme's grey hue, not its own purple-grey.
  dark: readablePrismTheme({...themes.dracula, plain: {...themes.dracula.plain, backgroundColor: DARK_CODE_BACKGROUND}}),
};
