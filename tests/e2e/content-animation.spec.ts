import {test, expect} from './fixtures';
import type {Page} from '@playwright/test';

// themeConfig.enableContentAnimation (on in this site): the doc content fades and slides in
// after a client-side page change, never on the first load, never with reduced motion.
const LOCALES = [
  {locale: 'en', prefix: '', quickStart: 'Quick start'},
  {locale: 'zh', prefix: '/zh', quickStart: '快速上手'},
] as const;

// The same animation on both sites: in English.
for (const l of LOCALES.filter((entry) => entry.locale === 'en')) {
  test.describe(`content animation (${l.locale})`, () => {
    // The box around the doc content (src/theme/DocItem/Content).
    const content = (page: Page) => page.locator('.doc-content-animation:has(> .theme-doc-markdown)');
    const animationOf = (page: Page) => content(page).evaluate((el) => getComputedStyle(el).animationName);

    test('the doc content fades in after a page change, not on the first load', async ({page}) => {
      await page.goto(`${l.prefix}/guide/start/`);
      await page.waitForLoadState('networkidle');
      expect(await animationOf(page)).toBe('none');
      await page.locator('.theme-doc-sidebar-menu').getByRole('link', {name: l.quickStart, exact: true}).click();
      await expect(page).toHaveURL(`${l.prefix}/guide/start/quick-start`);
      await expect.poll(() => animationOf(page)).toMatch(/content-in/);
      // It ends fully visible and in place.
      await expect
        .poll(() =>
          content(page).evaluate((el) => `${getComputedStyle(el).opacity} ${getComputedStyle(el).transform}`),
        )
        .toBe('1 none');
    });

    test('no animation for readers who prefer reduced motion', async ({page}) => {
      await page.emulateMedia({reducedMotion: 'reduce'});
      await page.goto(`${l.prefix}/guide/start/`);
      await page.waitForLoadState('networkidle');
      await page.locator('.pagination-nav__link--next').click();
      await expect(page).toHaveURL(`${l.prefix}/guide/start/quick-start`);
      await expect(page.locator('.theme-doc-markdown header h1')).toHaveText(l.quickStart);
      expect(await animationOf(page)).toBe('none');
    });
  });
}
