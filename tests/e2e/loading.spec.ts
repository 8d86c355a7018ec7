import {test, expect} from './fixtures';

// How pages load (issue #9, performance): the server-rendered page is painted before the app's
// scripts run (src/ssr/template.ts), and route prefetches wait for idle time
// (src/patches/idle-prefetch).

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

    enOnly('on a phone, the hidden navbar menu is built after load and the desktop sidebar dropped', async ({page, pageErrors}) => {
      await page.setViewportSize({width: 390, height: 800});
      await page.goto(`${prefix}/guide/start/quick-start`);
      // Both happen in a transition after hydration (Navbar/MobileSidebar, DocSidebar), unasked.
      await expect(page.locator('.navbar-sidebar')).toBeAttached();
      await expect(page.locator('.theme-doc-sidebar-container .theme-doc-sidebar-menu')).toHaveCount(0);
      await expect(page.locator('.navbar-sidebar')).not.toBeInViewport();
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

    enOnly('a route prefetch waits for idle time and then fetches the route chunks', async ({page, pageErrors}) => {
      await page.goto(`${prefix}/`);
      await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
      await page.waitForLoadState('networkidle');
      const result = await page.evaluate(async (target) => {
        const hrefs = () => new Set([...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href')));
        const before = hrefs();
        const pending = window.docusaurus.prefetch(target);
        // Same task as the call: nothing was added yet.
        const addedAtOnce = [...hrefs()].filter((href) => !before.has(href)).length;
        await pending;
        const addedLater = [...hrefs()].filter((href) => !before.has(href)).length;
        return {addedAtOnce, addedLater, isPromise: pending instanceof Promise};
      }, `${prefix}/guide/advanced/profiling`);
      expect(result).toEqual({addedAtOnce: 0, addedLater: expect.any(Number), isPromise: true});
      expect(result.addedLater).toBeGreaterThan(0);
      expect(pageErrors).toEqual([]);
    });
  });
}
