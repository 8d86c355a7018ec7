/**
 * @jest-environment node
 */
import {guardColorMode} from '@site/src/plugins/theme-guard/guardColorMode';
import {themeGuardScript} from '@site/src/plugins/theme-guard';

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
  function run(stored: string | null, applied: string, systemDark = false, respectPrefersColorScheme = true) {
    const storage = new Map<string, string>(stored === null ? [] : [['theme', stored]]);
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
});
