import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ThemeConfig} from '@docusaurus/preset-classic';
import {guardColorMode} from './guardColorMode';

// Theme guard: a stored theme value that is not `light` or `dark` (corrupted, or written by another
// site on the same origin) is removed and the page shows the default theme, instead of a
// `data-theme` no style matches. An inline script placed after Docusaurus's colour-mode script
// (plugins' body tags follow the theme's) does it before the first paint.

export const PLUGIN_NAME = 'theme-guard';

/** Docusaurus's colour-mode storage key (`theme` plus the site's storage namespace). */
export const THEME_STORAGE_KEY = 'theme';

type ColorModeConfig = {defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean};

/** The inline script that runs `guardColorMode` against the browser. */
export function themeGuardScript(colorMode: ColorModeConfig, storageType: string, storageKey: string): string {
  const fallback = colorMode.respectPrefersColorScheme
    ? `window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light'`
    : JSON.stringify(colorMode.defaultMode);
  return `(function () {
  try {
    var root = document.documentElement;
    var storage = window[${JSON.stringify(storageType)}];
    var decision = (${guardColorMode.toString()})({
      stored: storage.getItem(${JSON.stringify(storageKey)}),
      applied: root.getAttribute('data-theme'),
      fallback: ${fallback}
    });
    if (decision.removeStored) storage.removeItem(${JSON.stringify(storageKey)});
    if (decision.attributes) {
      root.setAttribute('data-theme', decision.attributes.theme);
      root.setAttribute('data-theme-choice', decision.attributes.choice);
    }
  } catch (error) {}
})();`;
}

export default function themeGuardPlugin(context: LoadContext): Plugin {
  const {colorMode} = context.siteConfig.themeConfig as ThemeConfig & {colorMode: ColorModeConfig};
  const {siteStorage} = context;
  return {
    name: PLUGIN_NAME,
    injectHtmlTags() {
      return {
        preBodyTags: [
          {
            tagName: 'script',
            innerHTML: themeGuardScript(colorMode, siteStorage.type, `${THEME_STORAGE_KEY}${siteStorage.namespace}`),
          },
        ],
      };
    },
  };
}
