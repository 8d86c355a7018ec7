import {test, expect} from './fixtures';

// How pages load (issue #9, performance): the server-rendered page is painted before the app's
// scripts run (src/ssr/template.ts), and a link loads its page's code when the reader points at it,
// not when it comes into view (src/patches/intent-prefetch).

for (const prefix of ['', '/zh']) {
  test.describe(`loading (${prefix || '/'})`, () => {
    // Each locale's build has its own main bundle: painted before it runs, in both; the rest is the same code, in English.
    const enOnly = prefix === '' ? test : () => {};
    test('the page is painted before the main bundle runs, and then hydrates', async ({page, pageErrors}) => {
      await page.addInitScript(() => {
        const marks = {fcp: -1, mainInserted: -1};
        (window as unknown as {loadMarks: typeof marks}).loadMarks = marks;
        new PerformanceObserver((list) => {
          const entry = list.getEntriesByName('first-contentful-paint')[0];
          if (entry) marks.fcp = entry.startTime;
        }).observe({type: 'paint', buffered: true});
        new MutationObserver((mutations) => {
          for (const mutation of mutations) {
            for (const node of mutation.addedNodes) {
              if (node instanceof HTMLScriptElement && /\/main\.[^/]+\.js$/.test(node.src) && marks.mainInserted < 0) {
                marks.mainInserted = performance.now();
              }
            }
          }
        }).observe(document, {childList: true, subtree: true});
      });
      const path = `${prefix}/guide/start/quick-start`;
      await page.goto(path);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const marks = await page.evaluate(() => (window as unknown as {loadMarks: {fcp: number; mainInserted: number}}).loadMarks);
      expect(marks.fcp).toBeGreaterThan(0);
      expect(marks.mainInserted).toBeGreaterThanOrEqual(marks.fcp);

      // The HTML preloads the bundle (the download starts with the page) and has no defer script.
      const html = await (await page.request.get(path)).text();
      expect(html).toMatch(/<link rel="?preload"? as="?script"? href="?(?:\/zh)?\/assets\/js\/main\.[^" >]+\.js/);
      expect(html).not.toMatch(/<script[^>]*\bdefer\b/);
      // The app works: the theme toggle, which needs the browser, responds.
      const toggle = page.locator('.navbar [class*="colorModeToggle"] button').first();
      await expect(toggle).toBeEnabled();
      expect(pageErrors).toEqual([]);
    });

    enOnly('on a phone, the navbar menu is built when the reader reaches for its button, and still slides in', async ({page, pageErrors}) => {
      await page.setViewportSize({width: 390, height: 800});
      await page.goto(`${prefix}/guide/start/quick-start`);
      await page.waitForLoadState('networkidle');
      // Not built after load (Navbar/MobileSidebar); the desktop sidebar is dropped (DocSidebar).
      await expect(page.locator('.navbar-sidebar')).toHaveCount(0);
      await expect(page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu')).toHaveCount(0);
      // The pointer on the button builds it, hidden; the press then opens it with the slide.
      const toggle = page.locator('.navbar__toggle');
      await toggle.hover();
      await expect(page.locator('.navbar-sidebar')).toBeAttached();
      await expect(page.locator('.navbar-sidebar')).not.toBeInViewport();
      const sidebar = page.locator('.navbar-sidebar');
      const transitions = sidebar.evaluate(
        (element) =>
          new Promise<number>((resolve) => {
            let started = 0;
            element.addEventListener('transitionstart', () => (started += 1));
            setTimeout(() => resolve(started), 1000);
          }),
      );
      await toggle.click();
      await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
      expect(await transitions).toBeGreaterThan(0);
      expect(pageErrors).toEqual([]);
    });

    enOnly('a doc page loads the code of each component once (src/plugins/shared-chunks)', async ({page, pageErrors}) => {
      // The doc sidebar items are used by two route chunks that every doc page loads (DocRoot's
      // sidebar and DocItem's doc menu bar). They must come in one script, not a copy in each.
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push(response.text());
      });
      await page.goto(`${prefix}/guide/start/quick-start`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      const bodies = await Promise.all(scripts);
      // The name of a provider that only the sidebar items' code holds (in its error message).
      const withSidebarItems = bodies.filter((body) => body.includes('DocSidebarItemsExpandedStateProvider'));
      expect(withSidebarItems).toHaveLength(1);
      expect(pageErrors).toEqual([]);
    });

    enOnly('links in view fetch nothing; a link pointed at loads its page, which then opens without a fetch', async ({page, pageErrors}) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script' || request.url().endsWith('.js')) scripts.push(request.url());
      });
      await page.goto(`${prefix}/guide/start/quick-start`);
      await page.waitForLoadState('networkidle');
      expect(await page.locator('link[rel="prefetch"]').count()).toBe(0);
      const loaded = scripts.length;
      // The pager's next page: its code is not loaded yet; pointing at the link loads it.
      const next = page.locator('.pagination-nav__link--next');
      await next.scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBe(loaded);
      await next.hover();
      await expect.poll(() => scripts.length).toBeGreaterThan(loaded);
      await page.waitForLoadState('networkidle');
      const pointed = scripts.length;
      await next.click();
      await expect(page).not.toHaveURL(/quick-start/);
      await expect(page.locator('article h1')).toBeVisible();
      expect(scripts.length).toBe(pointed);
      expect(pageErrors).toEqual([]);
    });
  });
}
