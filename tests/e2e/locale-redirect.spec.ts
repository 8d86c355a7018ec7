import {devices, type Page} from '@playwright/test';
import {test, expect, localeDropdown} from './fixtures';

// Locale redirect (spec 2, 9): once per browser, a Chinese-language visitor landing on an English
// page goes to the same page under /zh/; never a bot, never again after the first decision.

/** A desktop Chrome user agent: Playwright's own headless one says "HeadlessChrome", a bot. */
const BROWSER_USER_AGENT = devices['Desktop Chrome'].userAgent;
const BOT_USER_AGENT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
/** Where the plugin keeps the decision (`storage: {namespace: false}` leaves the key bare). */
const STORAGE_KEY = 'localeRedirect';

async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** The main-frame URLs the page loads, in order. */
function recordNavigations(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) urls.push(new URL(frame.url()).pathname);
  });
  return urls;
}

const storedDecision = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);

test.describe('a Chinese-language browser', () => {
  test.use({locale: 'zh-CN', userAgent: BROWSER_USER_AGENT});

  test('is sent once from an English page to the same page under /zh/', async ({page, pageErrors}) => {
    const navigations = recordNavigations(page);
    await page.goto('/guide/start/');
    await expect(page).toHaveURL('/zh/guide/start/');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await expect(page.locator('h1')).toHaveText('介绍');
    // One redirect, no loop.
    expect(navigations).toEqual(['/guide/start/', '/zh/guide/start/']);
    expect(await storedDecision(page)).toBe('zh');

    // Coming back later to an English page: it stays English.
    await page.goto('/');
    await waitForHydration(page);
    await expect(page).toHaveURL('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.goto('/guide/basic/cli');
    await waitForHydration(page);
    await expect(page).toHaveURL('/guide/basic/cli');
    await expect(page.locator('h1')).toHaveText('CLI');
    expect(pageErrors).toEqual([]);
  });

  test('keeps the query and the hash of the page it redirects', async ({page}) => {
    await page.goto('/guide/start/?from=test#status');
    await expect(page).toHaveURL('/zh/guide/start/?from=test#status');
  });

  test('choosing English with the language switcher is respected', async ({page}) => {
    await page.goto('/guide/basic/cli');
    await expect(page).toHaveURL('/zh/guide/basic/cli');
    await waitForHydration(page);
    await localeDropdown(page).hover();
    await page.getByRole('link', {name: 'English'}).click();
    await expect(page).toHaveURL('/guide/basic/cli');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h1')).toHaveText('CLI');
  });

  test('landing on the Chinese site first counts as the decision', async ({page}) => {
    await page.goto('/zh/');
    await waitForHydration(page);
    expect(await storedDecision(page)).toBe('zh');
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await expect(page).toHaveURL('/guide/start/');
    await expect(page.locator('h1')).toHaveText('Introduction');
  });
});

test.describe('a bot with a Chinese language', () => {
  test.use({locale: 'zh-CN', userAgent: BOT_USER_AGENT});

  test('is never redirected and nothing is stored', async ({page}) => {
    const navigations = recordNavigations(page);
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await expect(page).toHaveURL('/guide/start/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(navigations).toEqual(['/guide/start/']);
    expect(await storedDecision(page)).toBeNull();
  });
});

test.describe('an English-language browser', () => {
  test.use({locale: 'en-US', userAgent: BROWSER_USER_AGENT});

  test('stays on the English page, and later visits stay where they are', async ({page}) => {
    const navigations = recordNavigations(page);
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await expect(page).toHaveURL('/guide/start/');
    expect(navigations).toEqual(['/guide/start/']);
    expect(await storedDecision(page)).toBe('en');
    await page.goto('/zh/guide/start/');
    await waitForHydration(page);
    await expect(page).toHaveURL('/zh/guide/start/');
  });
});

test('the redirect runs from an inline script in <head>, before the page renders', async ({request}) => {
  const html = await (await request.get('/guide/start/')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toMatch(/<script>[^<]*localeRedirect[^<]*location\.replace/);
});
