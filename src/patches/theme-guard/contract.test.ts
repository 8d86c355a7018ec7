/**
 * @jest-environment node
 */
import fs from 'node:fs';
import {assertShape, missingReads, packageFile} from '../guard';
import {guardColorMode} from './guardColorMode';
import {PATCH, THEME_STORAGE_KEY, checkScriptOrder, themeGuardScript, type ColorModeConfig} from '.';
import siteConfig from '@site/docusaurus.config';

type SiteStorage = {type: string; namespace: string};

/** theme-classic's colour-mode inline script for the site's config (its private module lib/inlineScripts.js). */
function stockThemeScript(colorMode: ColorModeConfig, siteStorage: SiteStorage): string {
  const file = packageFile('@docusaurus/theme-classic', 'lib/inlineScripts.js');
  assertShape(PATCH, fs.existsSync(file), "@docusaurus/theme-classic has no lib/inlineScripts.js any more (its colour-mode script).");
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const {getThemeInlineScript} = require(file) as {getThemeInlineScript?: (options: {colorMode: ColorModeConfig; siteStorage: SiteStorage}) => string};
  assertShape(PATCH, typeof getThemeInlineScript === 'function', "@docusaurus/theme-classic's lib/inlineScripts.js exports no getThemeInlineScript any more.");
  return getThemeInlineScript({colorMode, siteStorage});
}

/** Fails the patch unless theme-classic's script reads the key this one cleans and sets the attributes it repairs. */
function checkStockScript(script: string, storageType: string, storageKey: string): void {
  assertShape(
    PATCH,
    script.includes(`window['${storageType}'].getItem('${storageKey}')`) &&
      script.includes(`setAttribute('data-theme',`) &&
      script.includes(`setAttribute('data-theme-choice',`),
    `theme-classic's colour-mode script no longer reads ${storageType}.getItem('${storageKey}') into data-theme and data-theme-choice.`,
  );
}


describe('guardColorMode', () => {
  it.each([['light'], ['dark']])('leaves a stored %s theme and its attribute alone', (mode) => {
    expect(guardColorMode({stored: mode, applied: mode, fallback: 'light'})).toEqual({removeStored: false, attributes: null});
  });

  it('leaves a page with no stored choice alone', () => {
    expect(guardColorMode({stored: null, applied: 'dark', fallback: 'light'})).toEqual({removeStored: false, attributes: null});
  });

  it.each([['purple'], [''], ['DARK'], ['{"mode":"dark"}'], ['<script>alert(1)</script>']])(
    'removes the foreign stored value %j and shows the fallback theme as the system choice',
    (value) => {
      expect(guardColorMode({stored: value, applied: value, fallback: 'dark'})).toEqual({
        removeStored: true,
        attributes: {theme: 'dark', choice: 'system'},
      });
    },
  );

  it('repairs a foreign theme from the query string (?docusaurus-theme=) without touching storage', () => {
    expect(guardColorMode({stored: 'light', applied: 'sepia', fallback: 'light'})).toEqual({
      removeStored: false,
      attributes: {theme: 'light', choice: 'system'},
    });
  });
});

describe('themeGuardScript', () => {
  /** Runs the inline script against a fake page; returns what it left behind. */
  function run(stored: string | null, applied: string, systemDark = false, respectPrefersColorScheme = true, storage = new Map<string, string>(stored === null ? [] : [['theme', stored]])) {
    const attributes = new Map<string, string>([['data-theme', applied]]);
    const fakeWindow = {
      localStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        removeItem: (key: string) => storage.delete(key),
      },
      matchMedia: () => ({matches: systemDark}),
    };
    const fakeDocument = {
      documentElement: {
        getAttribute: (name: string) => attributes.get(name) ?? null,
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
    };
    const script = themeGuardScript({defaultMode: 'light', respectPrefersColorScheme}, 'localStorage', 'theme');
    new Function('window', 'document', script)(fakeWindow, fakeDocument);
    return {stored: storage.get('theme') ?? null, theme: attributes.get('data-theme'), choice: attributes.get('data-theme-choice')};
  }

  it('removes a corrupted value and follows the system colour scheme', () => {
    expect(run('purple', 'purple', true)).toEqual({stored: null, theme: 'dark', choice: 'system'});
    expect(run('purple', 'purple', false)).toEqual({stored: null, theme: 'light', choice: 'system'});
  });

  it('uses the default mode when the site does not follow the system', () => {
    expect(run('x', 'x', true, false)).toEqual({stored: null, theme: 'light', choice: 'system'});
  });

  it('keeps a valid choice', () => {
    expect(run('dark', 'dark')).toEqual({stored: 'dark', theme: 'dark', choice: undefined});
  });

  it('logs a failure with console.error and leaves the page as it was', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    // The page's storage throws (a browser with storage disabled); the test reads it afterwards.
    const broken = new Map<string, string>();
    let reads = 0;
    broken.get = () => {
      reads += 1;
      if (reads === 1) throw new Error('SecurityError: storage is disabled');
      return undefined;
    };
    expect(run('purple', 'purple', false, true, broken)).toEqual({stored: null, theme: 'purple', choice: undefined});
    expect(error).toHaveBeenCalledWith('[patch theme-guard] the stored theme could not be checked', expect.any(Error));
    error.mockRestore();
  });
});

describe("theme-classic's colour-mode script, as the guard assumes it", () => {
  const siteStorage = {type: 'localStorage', namespace: ''};
  const colorMode = (siteConfig.themeConfig as {colorMode: {defaultMode: 'light' | 'dark'; respectPrefersColorScheme: boolean}}).colorMode;

  it('the installed theme-classic has the inline script the patch follows', () => {
    expect(missingReads(PATCH)).toEqual([]);
  });

  it("reads the stored key the guard cleans, for the site's config and with a storage namespace", () => {
    expect(() => checkStockScript(stockThemeScript(colorMode, siteStorage), 'localStorage', THEME_STORAGE_KEY)).not.toThrow();
    expect(() => checkStockScript(stockThemeScript(colorMode, {type: 'sessionStorage', namespace: '-abc'}), 'sessionStorage', 'theme-abc')).not.toThrow();
  });

  it('sees a script that reads another key, and fails the build when the guard does not follow it', () => {
    const stock = stockThemeScript(colorMode, siteStorage);
    expect(() => checkStockScript(stock.replace("getItem('theme')", "getItem('color-mode')"), 'localStorage', 'theme')).toThrow(/^\[patch theme-guard\] theme-classic's colour-mode script no longer reads/);
    const guard = themeGuardScript(colorMode, 'localStorage', 'theme');
    expect(() => checkScriptOrder(`<script>${stock}</script><script>${guard}</script>`, '404.html')).not.toThrow();
    expect(() => checkScriptOrder(`<script>${guard}</script><script>${stock}</script>`, '404.html')).toThrow(/^\[patch theme-guard\] in 404\.html, the theme guard's script does not follow/);
    // The built pages' scripts are minified: double quotes, no spaces.
    const minified = '<script>!function(){var e=new URLSearchParams(window.location.search).get("docusaurus-theme")}()</script>' +
      '<script>!function(){try{}catch(e){console.error("[patch theme-guard] the stored theme could not be checked",e)}}()</script>';
    expect(() => checkScriptOrder(minified, '404.html')).not.toThrow();
  });
});
