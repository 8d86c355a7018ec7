import {test, expect} from './fixtures';

// The page progress bar on client navigation (spec 4, 9): nprogress, shown only once loading
// has taken 200 ms. Route chunks are slowed down after the first page has loaded.
const CHUNK_DELAY_MS = 1500;

// The same bar on both sites: in English.
for (const {from, next} of [{from: '/guide/start/', next: 'Quick start'}]) {
  test(`a slow navigation from ${from} shows the progress bar`, async ({page}) => {
    await page.goto(from);
    await page.waitForLoadState('networkidle');
    await page.route('**/assets/js/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, CHUNK_DELAY_MS));
      await route.continue();
    });
    // The pager link is below the fold: its chunks have not been prefetched yet.
    await page.locator('.pagination-nav__link--next').click();
    const bar = page.locator('#nprogress .bar');
    await expect(bar).toBeVisible();
    await expect(page.locator('h1')).toHaveText(next, {timeout: 10_000});
    await expect(page.locator('#nprogress')).toHaveCount(0, {timeout: 5_000});
  });
}

test('a fast navigation does not flash the progress bar', async ({page}) => {
  await page.goto('/guide/start/');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as {progressSeen: string[]}).progressSeen = seen;
    new MutationObserver(() => {
      if (document.getElementById('nprogress')) seen.push('shown');
    }).observe(document.body, {childList: true, subtree: true});
  });
  // Hovering preloads the route; the click then completes well under 200 ms.
  const link = page.locator('.theme-doc-sidebar-menu a[href="/guide/start/features"]');
  await link.hover();
  await page.waitForLoadState('networkidle');
  await link.click();
  await expect(page.locator('h1')).toHaveText('Features');
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => (window as unknown as {progressSeen: string[]}).progressSeen)).toEqual([]);
});
