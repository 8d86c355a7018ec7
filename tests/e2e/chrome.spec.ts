import {test, expect} from './fixtures';
import {waitForHydration} from './surfaces';

// Navbar size and behaviour on scroll, and the light/dark switch (spec 2, 4, 9).

const navbarHeight = (page: import('@playwright/test').Page) =>
  page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().height);

test.describe('navbar height', () => {
  const HEIGHTS = [
    {width: 1280, height: 72},
    {width: 769, height: 72},
    {width: 768, height: 56},
    {width: 390, height: 56},
  ];
  test(`is ${HEIGHTS.map(({width, height}) => `${height}px at ${width}px`).join(', ')} wide`, async ({page}) => {
    for (const {width, height} of HEIGHTS) {
      await page.setViewportSize({width, height: 800});
      await page.goto('/guide/start/');
      expect(await navbarHeight(page), `at ${width}px`).toBe(height);
    }
  });
});

test.describe('navbar on scroll', () => {
  for (const home of ['/', '/zh/']) {
    test(`is transparent at the top of ${home} and opaque once scrolled past 100px`, async ({page}) => {
      await page.setViewportSize({width: 1280, height: 500});
      await page.goto(home);
      const html = page.locator('html');
      const background = () => page.locator('nav.navbar').evaluate((nav) => getComputedStyle(nav).backgroundColor);
      await expect(html).toHaveAttribute('data-navbar-transparent', 'true');
      await expect.poll(background).toBe('rgba(0, 0, 0, 0)');
      await page.mouse.wheel(0, 60);
      await page.waitForTimeout(300);
      await expect(html).toHaveAttribute('data-navbar-transparent', 'true');
      await page.mouse.wheel(0, 200);
      await expect(html).toHaveAttribute('data-navbar-transparent', 'false');
      await expect.poll(background).not.toBe('rgba(0, 0, 0, 0)');
    });
  }

  test('is opaque at the top of a doc page', async ({page}) => {
    await page.goto('/guide/start/');
    await expect(page.locator('html')).toHaveAttribute('data-navbar-transparent', 'false');
  });

  // Where space is short only (issue 34): on a desktop it stays (tests/e2e/layout.spec.ts).
  test('hides when scrolling down and comes back when scrolling up on a phone', async ({page}) => {
    await page.setViewportSize({width: 390, height: 700});
    await page.goto('/config/test/coverage');
    const top = () => page.locator('nav.navbar').evaluate((nav) => nav.getBoundingClientRect().bottom);
    for (let step = 0; step < 4; step += 1) {
      await page.mouse.wheel(0, 200);
      await page.waitForTimeout(100);
    }
    await expect.poll(top).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -300);
    await expect.poll(top).toBe(56);
  });
});

test.describe('light and dark', () => {
  /** Records when <html data-theme-switching> is set and removed, in page time. */
  const recordSwitching = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const log: {set: boolean; at: number}[] = [];
      (window as unknown as {switchLog: typeof log}).switchLog = log;
      // A reference timer of the same 400 ms, started when the mark is set: on a loaded machine both
      // timers fire late alike, so the mark's removal is compared with it, not with the clock.
      const reference: {at: number}[] = [];
      (window as unknown as {referenceLog: typeof reference}).referenceLog = reference;
      new MutationObserver((mutations) => {
        for (const mutation of mutations) {
          if (mutation.attributeName === 'data-theme-switching') {
            const set = document.documentElement.hasAttribute('data-theme-switching');
            log.push({set, at: performance.now()});
            if (set) setTimeout(() => reference.push({at: performance.now()}), 400);
          }
        }
      }).observe(document.documentElement, {attributes: true});
    });
  const switchLog = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as {switchLog: {set: boolean; at: number}[]}).switchLog);
  /** When the reference timers started with each mark fired (page time). */
  const referenceLog = (page: import('@playwright/test').Page) =>
    page.evaluate(() => (window as unknown as {referenceLog: {at: number}[]}).referenceLog.map((entry) => entry.at));
  const toggle = (page: import('@playwright/test').Page) =>
    page.locator('nav.navbar').getByRole('button', {name: /dark and light mode/});

  test('switching marks the page for 400 ms and the choice is shared by both locales', async ({page}) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    const html = page.locator('html');
    const before = await html.getAttribute('data-theme');
    await recordSwitching(page);
    await toggle(page).click();
    await expect(html).not.toHaveAttribute('data-theme-switching', {timeout: 2000});
    const log = await switchLog(page);
    const last = log.slice(-2);
    expect(last.map((entry) => entry.set)).toEqual([true, false]);
    // 400 ms by a timer, which fires late when the main thread is busy or the machine loaded: at
    // least 400 ms, and no later than a 400 ms timer started with the mark (give or take a task).
    const elapsed = last[1].at - last[0].at;
    expect(elapsed).toBeGreaterThanOrEqual(390);
    await expect.poll(async () => (await referenceLog(page)).length).toBeGreaterThan(0);
    const reference = (await referenceLog(page)).at(-1)!;
    expect(last[1].at - reference).toBeLessThan(150);
    const after = await html.getAttribute('data-theme');
    expect(after).not.toBe(before);
    await page.goto('/zh/guide/start/');
    await expect(html).toHaveAttribute('data-theme', after!);
  });

  test('colours transition over 400 ms while switching, and not at all with reduced motion', async ({page}) => {
    await page.goto('/');
    const durations = () =>
      page.evaluate(() => {
        document.documentElement.setAttribute('data-theme-switching', '');
        return getComputedStyle(document.body).transitionDuration.split(',').map((value) => value.trim());
      });
    expect(await durations()).toEqual(['0.4s', '0.4s', '0.4s', '0.4s']);
    await page.emulateMedia({reducedMotion: 'reduce'});
    expect(await durations()).toEqual(['0s']);
  });
});
