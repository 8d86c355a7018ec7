import {test, expect} from './fixtures';
import {LOCALES} from '../specRoutes';

// The printed page (issue 53): the doc menu bar ("Menu", "On this page"), sticky on screen, was
// printed over the breadcrumbs, and every button with it. A printed page is about 800 px wide,
// where the screen shows the bar.

const PRINT_WIDTH = 800;

for (const {locale, prefix} of LOCALES) {
  test(`${locale}: a printed doc page has its breadcrumbs in view, no menu bar and no button`, async ({page}) => {
    await page.setViewportSize({width: PRINT_WIDTH, height: 1100});
    await page.goto(`${prefix}/guide/basic/cli`);
    await expect(page.locator('.doc-menu-bar')).toBeVisible();
    await page.emulateMedia({media: 'print'});
    await expect(page.locator('.doc-menu-bar')).toBeHidden();
    const buttons = await page.locator('button').evaluateAll((all) =>
      all.filter((button) => button.getClientRects().length > 0).map((button) => button.getAttribute('aria-label') ?? button.textContent),
    );
    expect(buttons).toEqual([]);
    const breadcrumbs = page.locator('.theme-doc-breadcrumbs');
    await expect(breadcrumbs).toBeVisible();
    // Nothing is drawn over them.
    const covered = await breadcrumbs.evaluate((crumbs) => {
      const box = crumbs.getBoundingClientRect();
      const points = [0.05, 0.5].map((x) => document.elementFromPoint(box.left + Math.min(box.width * x, 200), box.top + box.height / 2));
      return points.some((hit) => !hit || !crumbs.contains(hit));
    });
    expect(covered).toBe(false);
    await expect(page.locator('article h1')).toBeVisible();
  });

  test(`${locale}: a printed overview page has no filter box`, async ({page}) => {
    await page.goto(`${prefix}/config/`);
    await expect(page.getByRole('searchbox')).toBeVisible();
    await page.emulateMedia({media: 'print'});
    await expect(page.getByRole('searchbox')).toBeHidden();
    await expect(page.locator('article a[href$="/config/test/testTimeout"]').first()).toBeVisible();
  });
}
