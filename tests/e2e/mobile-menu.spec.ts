import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {DOCS_VERSIONS, LOCALES} from '../specRoutes';

// The phone drawer's language and version choices (issue 34): shown at once under the drawer's
// header, on a doc page as on the home page, so switching takes two taps (the menu, the choice)
// instead of four through "← Back to main menu" and a collapsed dropdown; and the drawer is closed
// on the page a switch leads to, and on the page the reader comes back to (B2).

const PHONE = {width: 390, height: 844};
/** The most taps a language or version switch may take on a phone, the menu button included. */
const MAX_SWITCH_TAPS = 2;

const CURRENT = DOCS_VERSIONS[0]!;
const FROZEN = DOCS_VERSIONS.find((version) => version.version === '0.5')!;

const TEXT = {
  en: {language: 'Language', version: 'Version'},
  zh: {language: '语言', version: '版本'},
} as const;

/** Counts the reader's taps: every action of a switch goes through it. */
function tapper(page: Page) {
  let taps = 0;
  return {
    tap: async (selector: ReturnType<Page['locator']>) => {
      taps += 1;
      await selector.click();
    },
    get taps() {
      return taps;
    },
  };
}

const drawer = (page: Page) => page.locator('.navbar-sidebar');

/** The drawer is closed: the navbar says so and no part of the drawer is on screen. */
async function expectDrawerClosed(page: Page): Promise<void> {
  await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
  await expect(drawer(page)).not.toBeInViewport();
}

for (const {locale, prefix} of LOCALES) {
  const text = TEXT[locale];
  const other = LOCALES.find((entry) => entry.locale !== locale)!;

  test.describe(`phone drawer switches (${locale})`, () => {
    test.use({viewport: PHONE});

    test(`on a doc page, another language is ${MAX_SWITCH_TAPS} taps away, and its page opens with the drawer closed`, async ({page, pageErrors}) => {
      await page.goto(`${prefix}/guide/start/quick-start`);
      const reader = tapper(page);
      await reader.tap(page.locator('.navbar__toggle'));
      // The doc page's drawer opens on the sidebar panel; the choices are above it, in view.
      const row = drawer(page).getByRole('group', {name: text.language, exact: true});
      await expect(row).toBeInViewport();
      await expect(row.getByRole('link', {name: locale === 'en' ? 'English' : '简体中文', exact: true})).toHaveAttribute('aria-current', 'true');
      await reader.tap(row.getByRole('link', {name: other.locale === 'en' ? 'English' : '简体中文', exact: true}));
      await expect(page).toHaveURL(`${other.prefix}/guide/start/quick-start`);
      await expect(page.locator('html')).toHaveAttribute('lang', other.htmlLang);
      expect(reader.taps).toBeLessThanOrEqual(MAX_SWITCH_TAPS);
      await expectDrawerClosed(page);
      expect(pageErrors).toEqual([]);
    });

    test(`another docs version is ${MAX_SWITCH_TAPS} taps away, both ways, and the drawer is closed after each switch and on the way back`, async ({page, pageErrors}) => {
      const path = '/config/test/testTimeout';
      await page.goto(`${prefix}${path}`);
      for (const [from, to] of [
        [CURRENT, FROZEN],
        [FROZEN, CURRENT],
      ] as const) {
        await expect(page).toHaveURL(`${prefix}${from.prefix}${path}`);
        // The switch is a full page load: the menu button answers once the new page has hydrated.
        await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
        const reader = tapper(page);
        await reader.tap(page.locator('.navbar__toggle'));
        const row = drawer(page).getByRole('group', {name: text.version, exact: true});
        await expect(row).toBeInViewport();
        await expect(row.getByRole('link', {name: from.label, exact: true})).toHaveAttribute('aria-current', 'true');
        await reader.tap(row.getByRole('link', {name: to.label, exact: true}));
        await expect(page).toHaveURL(`${prefix}${to.prefix}${path}`);
        await expect(page.locator('h1')).toHaveText('testTimeout');
        expect(reader.taps).toBeLessThanOrEqual(MAX_SWITCH_TAPS);
        await expectDrawerClosed(page);
      }
      // Back to the page the reader left from (the browser may restore it from its cache as it was).
      await page.goBack();
      await expect(page).toHaveURL(`${prefix}${FROZEN.prefix}${path}`);
      await expectDrawerClosed(page);
      expect(pageErrors).toEqual([]);
    });

    test('the home page drawer shows the same choices, and the current one keeps the reader where they are', async ({page}) => {
      await page.goto(`${prefix}/`);
      await page.locator('.navbar__toggle').click();
      const languages = drawer(page).getByRole('group', {name: text.language, exact: true});
      const versions = drawer(page).getByRole('group', {name: text.version, exact: true});
      await expect(languages.getByRole('link')).toHaveText(['English', '简体中文']);
      await expect(versions.getByRole('link')).toHaveText([CURRENT.label, FROZEN.label]);
      // No second, collapsed copy of the switchers in the menu below.
      await expect(drawer(page).locator('.menu__list .dropdown__link, .menu__list [data-docs-version]')).toHaveCount(0);
      // Tapping the version being read closes the drawer and loads nothing.
      let navigated = false;
      page.on('framenavigated', () => (navigated = true));
      await versions.getByRole('link', {name: CURRENT.label, exact: true}).click();
      await expectDrawerClosed(page);
      expect(navigated).toBe(false);
    });
  });
}
