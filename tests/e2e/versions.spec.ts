import type {Page} from '@playwright/test';
import {test, expect, recordPageProblems} from './fixtures';
import {CURRENT_DOC_ROUTES, DOCS_VERSIONS, LOCALES, titleIn} from '../specRoutes';

// Docs versions (maintainers/architecture.md "Versions"): the current docs (0.12) at the root, the frozen 0.5 docs under
// /0.5/, in both locales. The switcher, the banner, each version's own facts, its home page, its
// 404 home link, its search index, its Markdown files, overview and pager.

// The current docs and the frozen 0.5 docs, whose facts these tests name (other frozen versions,
// cut later, are checked by routes.spec and integrity.spec).
const CURRENT = DOCS_VERSIONS[0]!;
const FROZEN = DOCS_VERSIONS.find((version) => version.version === '0.5')!;

/** A page of the current docs, for its title in each locale. */
const routeOf = (path: string) => CURRENT_DOC_ROUTES.find((route) => route.path === path)!;

const TEXT = {
  en: {
    banner: /no longer actively maintained/,
    latestLink: 'latest version',
    home: 'Take me home',
    versionHome: 'Rstest 0.5 documentation',
    latestDocs: 'Rstest 0.12 documentation',
    searching: (label: string) => `Searching the ${label} docs`,
    missing: (label: string, page: string) => `The docs of ${label} have no page “${page}”: this is the closest page they have.`,
    back: (label: string) => `Back to that page in ${label}`,
  },
  zh: {
    banner: /不再积极维护/,
    latestLink: '最新版本',
    home: '返回首页',
    versionHome: 'Rstest 0.5 文档',
    latestDocs: 'Rstest 0.12 文档',
    searching: (label: string) => `搜索范围：${label} 版文档`,
    missing: (label: string, page: string) => `${label} 的文档中没有“${page}”这个页面：这是其中最接近的页面。`,
    back: (label: string) => `回到 ${label} 中的该页面`,
  },
} as const;

/** The navbar's version switcher: its toggle and its entries, by docs version (two versions may share a label). */
function versionSwitcher(page: Page) {
  const dropdown = page.locator('.navbar__items--right .dropdown').filter({has: page.locator('> .navbar__link', {hasText: /^\d+\.\d+$/})});
  return {
    toggle: dropdown.locator('> .navbar__link'),
    entry: (version: {version: string; label: string}) =>
      dropdown.locator(`.dropdown__menu a[data-docs-version="${version.version}"]`, {hasText: new RegExp(`^${version.label.replace('.', '\\.')}$`)}),
    dropdown,
  };
}

for (const {locale, prefix} of LOCALES) {
  const text = TEXT[locale];

  test.describe(`docs versions (${locale})`, () => {
    // The locale prefix matters to the switcher and the 404 pages (both locales); the rest is the same code: English only.
    const enOnly = locale === 'en' ? test : () => {};
    test('the switcher moves between the same page of each version, and keeps the locale', async ({page, pageErrors}) => {
      await page.goto(`${prefix}/config/test/testTimeout`);
      const switcher = versionSwitcher(page);
      await expect(switcher.toggle).toHaveText(CURRENT.label);
      await expect(switcher.entry(CURRENT)).toHaveAttribute('href', `${prefix}/config/test/testTimeout`);
      await expect(switcher.entry(FROZEN)).toHaveAttribute('href', `${prefix}/0.5/config/test/testTimeout`);

      await switcher.dropdown.hover();
      await switcher.entry(FROZEN).click();
      await expect(page).toHaveURL(`${prefix}/0.5/config/test/testTimeout`);
      await expect(page.locator('h1')).toHaveText('testTimeout');
      await expect(switcher.toggle).toHaveText(FROZEN.label);

      await switcher.dropdown.hover();
      await switcher.entry(CURRENT).click();
      await expect(page).toHaveURL(`${prefix}/config/test/testTimeout`);
      await expect(switcher.toggle).toHaveText(CURRENT.label);
      expect(pageErrors).toEqual([]);
    });

    test("off the docs, the switcher leads to each version's home", async ({page}) => {
      await page.goto(`${prefix}/`);
      const switcher = versionSwitcher(page);
      await expect(switcher.entry(FROZEN)).toHaveAttribute('href', `${prefix}/0.5/`);
      await expect(switcher.entry(CURRENT)).toHaveAttribute('href', `${prefix}/`);
      await page.goto(`${prefix}/0.5/`);
      await expect(switcher.entry(CURRENT)).toHaveAttribute('href', `${prefix}/`);
    });

    test('on a page a version lacks, the switch says so on arrival, by its title, shows the closest page, and the switch back returns', async ({page, pageErrors}) => {
      // The Mocking guide is new in 0.12; 0.5 documents mocking in its Rstest utility API (versioned_sidebars/version-0.5-counterparts.json).
      const left = `${prefix}/guide/basic/mock`;
      await page.goto(left);
      const switcher = versionSwitcher(page);
      // The same path in 0.5, where its build wrote a stand-in: the same link before and after hydration.
      await expect(switcher.entry(FROZEN)).toHaveAttribute('href', `${prefix}/0.5/guide/basic/mock`);
      await switcher.dropdown.hover();
      await switcher.entry(FROZEN).click();
      await expect(page).toHaveURL(`${prefix}/0.5/api/rstest/?missing=${left}`);
      await expect(page.locator('article h1')).toHaveText(titleIn(locale, routeOf('/api/rstest/')));
      const notice = page.locator('[data-missing-page]');
      await expect(notice).toContainText(text.missing(FROZEN.label, titleIn(locale, routeOf('/guide/basic/mock'))));
      await expect(notice.getByRole('link', {name: text.back(CURRENT.label)})).toHaveAttribute('href', left);
      await expect(switcher.entry(CURRENT)).toHaveAttribute('href', left);
      await switcher.dropdown.hover();
      await switcher.entry(CURRENT).click();
      await expect(page).toHaveURL(left);
      await expect(page.locator('[data-missing-page]')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });

    // Issue 53: from React, CI, Rsbuild, `browser`, snapshot or mock, a switch to 0.5 landed on
    // Debugging, clearMocks or the CLI page, the closest by path. Now: the page's counterpart, else its section's overview.
    test("a switch to 0.5 from a page it lacks shows the page's counterpart, else its section's overview", async ({page}) => {
      for (const [from, closest] of [
        ['/guide/framework/react', '/guide/start/'],
        ['/guide/advanced/ci', '/guide/start/'],
        ['/guide/integration/rsbuild', '/guide/start/'],
        ['/config/test/browser', '/config/'],
        ['/guide/basic/snapshot', '/guide/start/'],
        ['/guide/basic/reporters', '/config/test/reporters'],
        ['/api/browser-mode/', '/api/'],
      ] as const) {
        await page.goto(`${prefix}/0.5${from}`);
        await expect(page).toHaveURL(`${prefix}/0.5${closest}?missing=${prefix}${from}`);
        await expect(page.locator('article h1'), `from ${from}`).toHaveText(titleIn(locale, routeOf(closest)));
        await expect(page.locator('[data-missing-page]'), `from ${from}`).toContainText(text.missing(FROZEN.label, titleIn(locale, routeOf(from))));
      }
    });

    test('the notice is in the first paint: no layout shift on a phone, on arrival nor on a reload, and it sits in the text column', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      // The web font's swap, after the first paint, moves text sideways (the navbar's items, with the font in the
      // reused context's cache): held back, the shifts left are the notice's. Blocked by Chromium, not page.route: with a
      // route every request is intercepted, and on the reload, which the page replaces, the logo's request sometimes never
      // ended for Playwright (networkidle never came, 4 runs in 24). The fixture detaches the session when the test ends.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.setBlockedURLs', {urls: ['*.woff2']});
      await page.addInitScript(() => {
        // Each shift with what moved, so that a failure names it.
        const shifts: string[] = [];
        (window as unknown as {layoutShifts: string[]}).layoutShifts = shifts;
        type Shift = {value: number; hadRecentInput: boolean; startTime: number; sources: {node?: Node; previousRect: DOMRect; currentRect: DOMRect}[]};
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            if (entry.hadRecentInput) continue;
            // Not the notice's: a paint while the parser is still in the navbar (1 run in 10 here) shows its right-hand
            // items before the search box that follows them, and the box then moves them sideways. Left for a navbar change.
            const sideways = entry.sources.every((source) => source.previousRect.y === source.currentRect.y && (source.node instanceof Element ? source.node : source.node?.parentElement)?.closest('.navbar__items--right'));
            if (sideways) continue;
            const moved = entry.sources.map((source) => {
              const element = source.node instanceof Element ? source.node : source.node?.parentElement;
              return `${element?.tagName.toLowerCase()}.${element?.className} ${Math.round(source.previousRect.y)} -> ${Math.round(source.currentRect.y)}`;
            });
            shifts.push(`${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`);
          }
        }).observe({type: 'layout-shift', buffered: true});
      });
      const arrival = `${prefix}/0.5/api/rstest/?missing=${prefix}/guide/basic/mock`;
      const layoutShifts = async () => {
        // Past the app's start, its lazy parts and the idle prefetches.
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        return page.evaluate(() => (window as unknown as {layoutShifts: string[]}).layoutShifts);
      };
      await page.goto(`${prefix}/0.5/guide/basic/mock`);
      await expect(page).toHaveURL(arrival);
      expect(await layoutShifts()).toEqual([]);
      // A reload of the arrival's address: the stand-in again, before anything is painted.
      await page.reload();
      await expect(page).toHaveURL(arrival);
      await expect(page.locator('[data-missing-page]')).toBeVisible();
      expect(await layoutShifts()).toEqual([]);
      const [notice, article] = await Promise.all([page.locator('[data-missing-page]').boundingBox(), page.locator('article').boundingBox()]);
      expect(notice!.y + notice!.height).toBeLessThanOrEqual(article!.y);
      expect(notice!.x).toBeCloseTo(article!.x, 0);
      expect(notice!.width).toBeLessThanOrEqual(article!.width + 0.5);
    });

    test('on a wide screen the notice starts and ends with the text column', async ({page}) => {
      await page.goto(`${prefix}/0.5/guide/basic/mock`);
      const [notice, article] = await Promise.all([page.locator('[data-missing-page]').boundingBox(), page.locator('article').boundingBox()]);
      expect(notice!.x).toBeCloseTo(article!.x, 0);
      expect(notice!.width).toBeCloseTo(article!.width, 0);
    });

    test('without JavaScript the stand-in says so, and its version menu leads back, where it leads once hydrated', async ({browser, page}) => {
      const standIn = `${prefix}/0.5/guide/basic/mock`;
      await page.goto(standIn);
      const hydrated = await versionSwitcher(page).entry(CURRENT).getAttribute('href');
      const context = await browser.newContext({javaScriptEnabled: false, locale: 'en-US'});
      const noScript = await context.newPage();
      await noScript.goto(new URL(standIn, page.url()).href);
      await expect(noScript.locator('[data-missing-page]')).toContainText(text.missing(FROZEN.label, titleIn(locale, routeOf('/guide/basic/mock'))));
      await expect(noScript.locator('article h1')).toHaveText(titleIn(locale, routeOf('/api/rstest/')));
      expect(await versionSwitcher(noScript).entry(CURRENT).getAttribute('href')).toBe(`${prefix}/guide/basic/mock`);
      expect(hydrated).toBe(`${prefix}/guide/basic/mock`);
      await context.close();
    });

    enOnly('the desktop version menu keeps the #anchor, as the language menu does', async ({page}) => {
      await page.goto(`${prefix}/config/test/testTimeout#details`);
      const switcher = versionSwitcher(page);
      await expect(switcher.entry(FROZEN)).toHaveAttribute('href', `${prefix}/0.5/config/test/testTimeout#details`);
      await switcher.dropdown.hover();
      await switcher.entry(FROZEN).click();
      await expect(page).toHaveURL(`${prefix}/0.5/config/test/testTimeout#details`);
      await expect(switcher.entry(CURRENT)).toHaveAttribute('href', `${prefix}/config/test/testTimeout#details`);
    });

    enOnly('a frozen page has no edit link to the current docs and no last-updated date; a current page has both', async ({page}) => {
      await page.goto(`${prefix}/0.5/config/test/testTimeout`);
      await expect(page.locator('.theme-doc-version-banner')).toBeVisible();
      // None at all, or one to that version's own source (versioned_docs/): never one to the current docs' tree.
      const editHrefs = await page.locator('a.theme-edit-this-page').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(editHrefs.filter((href) => !/versioned_docs\/version-0\.5\//.test(href))).toEqual([]);
      await expect(page.locator('.theme-last-updated')).toHaveCount(0);

      await page.goto(`${prefix}/config/test/testTimeout`);
      await expect(page.locator('a.theme-edit-this-page')).toHaveAttribute('href', /\/website\/docs\/(en|zh)\/config\/test\/testTimeout\.mdx$/);
    });

    enOnly('each version is a build of its own: a page loads only its own version\'s scripts', async ({page}) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto(`${prefix}/0.5/config/test/testTimeout`);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.every((path) => path.startsWith(`${prefix}/0.5/assets/js/`))).toBe(true);
      scripts.length = 0;
      await page.goto(`${prefix}/config/test/testTimeout`);
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(scripts.every((path) => path.startsWith(`${prefix}/assets/js/`))).toBe(true);
    });

    enOnly('each version shows the facts of its own release', async ({page}) => {
      // 0.12 added the vmForks and vmThreads pools; 0.5 only had forks.
      await page.goto(`${prefix}/config/test/pool`);
      await expect(page.locator('article')).toContainText('vmThreads');
      await page.goto(`${prefix}/0.5/config/test/pool`);
      await expect(page.locator('article')).not.toContainText('vmThreads');
      await expect(page.locator('article')).toContainText('minWorkers');
    });

    enOnly('a 0.5 page has a banner that links to the same page in the current version; current pages have none', async ({page}) => {
      await page.goto(`${prefix}/0.5/config/test/testTimeout`);
      const banner = page.locator('.theme-doc-version-banner');
      await expect(banner).toHaveText(text.banner);
      await expect(banner.getByRole('link', {name: text.latestLink})).toHaveAttribute('href', `${prefix}/config/test/testTimeout`);

      await page.goto(`${prefix}/config/test/testTimeout`);
      await expect(page.locator('.theme-doc-version-banner')).toHaveCount(0);
    });

    enOnly("the 0.5 home page leads into 0.5's docs and to the latest release", async ({page, pageErrors}) => {
      const response = await page.goto(`${prefix}/0.5/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText('Rstest 0.5');
      await expect(page).toHaveTitle(`${text.versionHome} | Rstest`);
      const main = page.locator('main');
      await expect(main.locator('a.button--primary')).toHaveAttribute('href', `${prefix}/0.5/guide/start/quick-start`);
      await expect(main.locator('[data-section="guide"]')).toHaveAttribute('href', `${prefix}/0.5/guide/start/`);
      await expect(main.locator('[data-section="config"]')).toHaveAttribute('href', `${prefix}/0.5/config/`);
      await expect(main.locator('[data-section="api"]')).toHaveAttribute('href', `${prefix}/0.5/api/`);
      await expect(main.getByRole('link', {name: text.latestDocs})).toHaveAttribute('href', `${prefix}/`);
      await expect(versionSwitcher(page).toggle).toHaveText(FROZEN.label);
      // The wordmark names the version; the headline under it does not say it again.
      await expect(main.locator('[data-home-hero] h1 + p')).not.toContainText('0.5');
      expect(pageErrors).toEqual([]);
    });

    enOnly('on a phone the 0.5 home lists its three sections in one column', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(`${prefix}/0.5/`);
      const boxes = await page.locator('main [data-section]').evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON() as DOMRect));
      expect(boxes).toHaveLength(3);
      expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1);
      expect(new Set(boxes.map((box) => Math.round(box.width))).size).toBe(1);
    });

    test(`the 404 page under ${prefix}/0.5/ sends the reader home to ${prefix}/0.5/`, async ({page}) => {
      const response = await page.goto(`${prefix}/0.5/nope`);
      expect(response?.status()).toBe(404);
      const home = page.getByRole('link', {name: text.home});
      await expect(home).toHaveAttribute('href', `${prefix}/0.5/`);
      await home.click();
      await expect(page).toHaveURL(`${prefix}/0.5/`);
      await expect(page.locator('h1')).toHaveText('Rstest 0.5');
    });

    // Issue 34's B4: the server once sent the current docs' 404 page here, which React redrew as
    // 0.5's (a hydration mismatch, error #418). The 0.5 build's own 404 page is sent, and it hydrates cleanly.
    test(`${prefix}/0.5/nope is 0.5's own 404 page from the server, and hydrates without a mismatch`, async ({page, request}) => {
      const served = await (await request.get(`${prefix}/0.5/nope`)).text();
      // The built HTML is minified: attribute quotes may be dropped.
      expect(served).toMatch(new RegExp(`href="?${prefix}/0\\.5/"?>${text.home}</a>`));
      const {problems, stop} = recordPageProblems(page);
      const response = await page.goto(`${prefix}/0.5/nope`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('main').getByRole('link', {name: text.home})).toHaveAttribute('href', `${prefix}/0.5/`);
      stop();
      // Chromium logs the document's own 404 status as a console error; that one is expected.
      expect(problems.filter((problem) => !/status of 404/.test(problem))).toEqual([]);
    });

    enOnly('the pager stays in the version', async ({page}) => {
      await page.goto(`${prefix}/0.5/guide/start/`);
      await expect(page.locator('.pagination-nav__link--next')).toHaveAttribute('href', `${prefix}/0.5/guide/start/quick-start`);
    });

    enOnly("the 0.5 overview lists 0.5's pages and filters them", async ({page}) => {
      await page.goto(`${prefix}/0.5/config/`);
      const links = page.locator('article a[href*="/config/test/"]');
      await expect(links.first()).toBeVisible();
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')));
      expect(hrefs.every((href) => href?.startsWith(`${prefix}/0.5/config/test/`))).toBe(true);
      await page.getByRole('searchbox').fill('test timeout');
      await expect(page.locator(`article a[href="${prefix}/0.5/config/test/testTimeout"]`).first()).toBeVisible();
    });

    enOnly("each version's page is served as Markdown, and llms.txt describes the current version", async ({page, request}) => {
      const frozen = await request.get(`${prefix}/0.5/config/test/pool.md`);
      expect(frozen.status()).toBe(200);
      expect(await frozen.text()).toContain('minWorkers');
      const current = await request.get(`${prefix}/config/test/pool.md`);
      expect(await current.text()).toContain('vmThreads');
      const llms = await (await request.get(`${prefix}/llms.txt`)).text();
      expect(llms).toContain('/config/test/pool.md');
      expect(llms).not.toContain('/0.5/');
      void page;
    });

    enOnly('search answers from the version being read, and the modal says which', async ({page}) => {
      const search = async (path: string, label: string) => {
        const files: string[] = [];
        const onRequest = (request: {url(): string}) => {
          const {pathname} = new URL(request.url());
          if (/\/search-index(\.rest)?\.json$/.test(pathname)) files.push(pathname);
        };
        page.on('request', onRequest);
        await page.goto(path);
        await page.locator('.DocSearch-Button').click();
        await expect(page.locator('.DocSearch-Footer .site-search-version')).toHaveText(text.searching(label));
        await page.locator('.DocSearch-Input').fill('testTimeout');
        const hits = page.locator('.DocSearch-Hit a');
        await expect(hits.first()).toBeVisible();
        // The first hits can come from the head's outline, before the client asks for the rest.
        await expect.poll(() => files.length).toBeGreaterThanOrEqual(2);
        page.off('request', onRequest);
        const paths = await hits.evaluateAll((anchors) => anchors.map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname));
        return {paths, files};
      };
      const frozen = await search(`${prefix}/0.5/guide/start/`, FROZEN.label);
      expect(frozen.paths.length).toBeGreaterThan(0);
      expect(frozen.paths.every((path) => path.startsWith(`${prefix}/0.5/`))).toBe(true);
      // Only that version's files: the current docs' index is not fetched.
      expect(frozen.files).toEqual([`${prefix}/0.5/search-index.json`, `${prefix}/0.5/search-index.rest.json`]);
      const current = await search(`${prefix}/guide/start/`, CURRENT.label);
      expect(current.paths.length).toBeGreaterThan(0);
      expect(current.paths.some((path) => path.includes('/0.5/'))).toBe(false);
      expect(current.files).toEqual([`${prefix}/search-index.json`, `${prefix}/search-index.rest.json`]);
    });
  });
}

test('the sitemaps list the pages of both versions', async ({request}) => {
  for (const {prefix} of LOCALES) {
    const sitemap = await (await request.get(`${prefix}/sitemap.xml`)).text();
    expect(sitemap).toContain(`https://rstest.rs${prefix}/config/test/testTimeout</loc>`);
    expect(sitemap).toContain(`https://rstest.rs${prefix}/0.5/config/test/testTimeout</loc>`);
  }
});
