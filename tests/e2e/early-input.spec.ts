import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

// A key or tap made while the page is still hydrating is kept (src/plugins/early-input): with the CPU
// four times slower, as on a phone, the reader presses right after DOMContentLoaded and the search
// modal opens, the menu or the theme toggles, once the page has hydrated, without a second press.
// The main bundle is held back until the press is made, so that it comes before hydration on any
// machine, however fast.

const PHONE = {width: 390, height: 844};
const CPU_SLOWDOWN = 4;
/** Hydration at 4× CPU takes seconds; the press must have acted within this (ms). */
const ACTS_WITHIN_MS = 25_000;

/**
 * Opens `path` with the CPU slowed and the main bundle held back, returning at DOMContentLoaded.
 * The page cannot hydrate until the returned function releases the bundle.
 */
async function openSlowly(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/js\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Whether the first press came before hydration: recorded before any of the page's own listeners.
  await page.addInitScript(() => {
    const record = () => {
      const w = window as unknown as {pressedBeforeHydration?: boolean};
      w.pressedBeforeHydration ??= document.documentElement.dataset.hasHydrated !== 'true';
    };
    for (const type of ['keydown', 'pointerdown']) document.addEventListener(type, record, true);
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', {rate: CPU_SLOWDOWN});
  // 'commit': the fixtures' goto would otherwise wait for hydration.
  await page.goto(path, {waitUntil: 'commit'});
  await page.waitForLoadState('domcontentloaded');
  return release;
}

async function expectPressedBeforeHydration(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as {pressedBeforeHydration?: boolean}).pressedBeforeHydration)).toBe(true);
}

const modal = (page: Page) => page.locator('.DocSearch-Modal');

for (const prefix of ['', '/zh']) {
  const path = `${prefix}/guide/start/quick-start`;

  test.describe(`early input on a desktop (${prefix || '/'})`, () => {
    test('Ctrl+K pressed right after DOMContentLoaded opens the search modal', async ({page, pageErrors}) => {
      test.setTimeout(60_000);
      const release = await openSlowly(page, path);
      await page.keyboard.press('Control+k');
      await expectPressedBeforeHydration(page);
      // Kept, and shown as pressed, until the page can act on it.
      await expect(page.locator('.DocSearch-Button[data-pending-input]')).toBeVisible();
      release();
      await expect(modal(page)).toBeVisible({timeout: ACTS_WITHIN_MS});
      await expect(page.locator('.DocSearch-Input')).toBeFocused();
      await expect(page.locator('[data-pending-input]')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });

    test('"/" opens it too, and Escape before hydration forgets the shortcut', async ({page, pageErrors}) => {
      test.setTimeout(60_000);
      const release = await openSlowly(page, path);
      await page.keyboard.press('/');
      await page.keyboard.press('Escape');
      await expectPressedBeforeHydration(page);
      release();
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached', timeout: ACTS_WITHIN_MS});
      // The replay runs in the task after hydration; give it a frame or two before asserting nothing opened.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      await expect(modal(page)).toHaveCount(0);
      await page.keyboard.press('/');
      await expect(modal(page)).toBeVisible();
      expect(pageErrors).toEqual([]);
    });

    test('the theme toggle, disabled until hydration, switches the theme once', async ({page, pageErrors}) => {
      test.setTimeout(60_000);
      const release = await openSlowly(page, path);
      const before = await page.evaluate(() => document.documentElement.dataset.theme);
      // Forced: Playwright would wait for the disabled button to be enabled, i.e. for hydration.
      await page.locator('.navbar [class*="colorModeToggle"] button').first().click({force: true});
      await expectPressedBeforeHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-theme', before ?? 'light');
      release();
      await expect(page.locator('html')).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark', {timeout: ACTS_WITHIN_MS});
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
      await expect(page.locator('html')).toHaveAttribute('data-theme', before === 'dark' ? 'light' : 'dark');
      expect(pageErrors).toEqual([]);
    });
  });

  test.describe(`early input on a phone (${prefix || '/'})`, () => {
    test.use({viewport: PHONE, hasTouch: true, isMobile: true});

    test('a tap on the search button right after DOMContentLoaded opens the search modal', async ({page, pageErrors}) => {
      test.setTimeout(60_000);
      const release = await openSlowly(page, path);
      await page.locator('.DocSearch-Button').tap();
      await expectPressedBeforeHydration(page);
      release();
      await expect(modal(page)).toBeVisible({timeout: ACTS_WITHIN_MS});
      expect(pageErrors).toEqual([]);
    });

    test('a tap on the menu button opens the menu', async ({page, pageErrors}) => {
      test.setTimeout(60_000);
      const release = await openSlowly(page, path);
      await page.locator('.navbar__toggle').tap();
      await expectPressedBeforeHydration(page);
      release();
      await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/, {timeout: ACTS_WITHIN_MS});
      await expect(page.locator('.navbar-sidebar')).toBeInViewport();
      expect(pageErrors).toEqual([]);
    });
  });
}
