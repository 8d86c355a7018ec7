import fs from 'node:fs';
import path from 'node:path';
import type {Page, Route} from '@playwright/test';
import {test, expect as baseExpect} from './fixtures';
import type {SearchIndexFile} from '../../src/plugins/local-search/search/indexFile';
import {recordWholeIndex, wholeIndexAt} from './searchModal';

// Issue 43: the search never says "no results" before the whole index has answered, and a page's
// title (its sidebar label is the same text on this site) finds that page, typed as a reader types
// it, in both locales. Then the searching state, with the index's answers slowed down.

const E2E_BUILD = path.join(__dirname, '../../build-e2e');
/**
 * Pages per locale typed by title: every TITLE_STEP-th of the index, in its order. The ranking of
 * every title is checked in Node (tests/search-quality, all 332 of both versions and locales); here,
 * that the modal a reader types into says no "no results" on the way, for a sample of them.
 */
const TITLE_STEP = 35;
/** The least the rule must pick per locale. */
const MIN_TITLES = 3;
const TOP = 3;
/** How long the index's files are held back in the slowed tests. */
const DELAY_MS = 1500;
const INDEX_FILES = /\/search-index(\.rest)?\.json$/;
const REST_FILE = /\/search-index\.rest\.json$/;

const LOCALES = [
  {locale: 'en', prefix: '', searching: 'Searching…', fetching: 'Fetching new results...', noResults: 'No results for', pageNoResults: 'No results were found'},
  {locale: 'zh', prefix: '/zh', searching: '正在搜索…', fetching: '正在获取新的搜索结果…', noResults: '无法找到相关结果', pageNoResults: '未找到结果'},
] as const;

// Each test loads a page and the whole index (head and rest); a loaded machine builds the Chinese
// index in seconds.
const expect = baseExpect.configure({timeout: 60_000});

/** Whether the searching line shows: out of sight, the live region is a clipped 1 px box (src/plugins/local-search/theme/SearchBar/styles.css). */
const statusShown = (page: Page) => page.locator('.DocSearch-Modal .site-search-status').evaluate((status) => status.getBoundingClientRect().height > 1);

/** A path as the modal's links and the index write it, without its hash and trailing slash. */
const pagePath = (href: string) => href.replace(/#.*$/, '').replace(/(.)\/$/, '$1');

/**
 * The pages whose titles the first test types, chosen by a rule from the built index of the
 * locale: every TITLE_STEP-th page, in the index's order (the sidebar's), among the pages whose
 * title no other page of the locale has (`expect` is an API and an option page: a title two pages
 * share cannot put both first; the engine puts the titled pages first, the modal groups them by
 * section).
 */
function titledPages(prefix: string): Array<{title: string; path: string}> {
  const head = JSON.parse(fs.readFileSync(path.join(E2E_BUILD, prefix, 'search-index.json'), 'utf8')) as SearchIndexFile;
  const key = (title: string) => title.toLowerCase().replace(/\s+/g, ' ').trim();
  const count = new Map<string, number>();
  for (const [, , title] of head.pages) count.set(key(title), (count.get(key(title)) ?? 0) + 1);
  return head.pages
    .filter(([, , title]) => count.get(key(title)) === 1)
    .filter((_, position) => position % TITLE_STEP === 0)
    .map(([pagePathname, , title]) => ({title, path: pagePath(pagePathname)}));
}

/** Records in the page, from its first script: each "no results" screen shown, and when the index became whole (`wholeIndexAt`). */
async function recordScreens(page: Page) {
  await recordWholeIndex(page);
  await page.addInitScript(() => {
    const seen = {noResults: [] as Array<{text: string; at: number}>};
    (window as unknown as {__searchScreens: typeof seen}).__searchScreens = seen;
    new MutationObserver(() => {
      const screen = document.querySelector('.DocSearch-NoResults');
      const text = screen?.querySelector('.DocSearch-Title')?.textContent ?? '';
      if (screen && seen.noResults.at(-1)?.text !== text) seen.noResults.push({text, at: Date.now()});
    }).observe(document, {childList: true, subtree: true});
  });
}

const screens = (page: Page) => page.evaluate(() => (window as unknown as {__searchScreens: {noResults: Array<{text: string; at: number}>}}).__searchScreens);

/** Types as a reader: Latin letters key by key, a run of Chinese characters committed at once (an input method). */
async function typeAsReader(page: Page, text: string) {
  for (const [run] of text.matchAll(/[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]+|[^\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]+/gu)) {
    if (/^[\u3400-\u9fff\uf900-\ufaff\u3000-\u303f\uff00-\uffef]/u.test(run)) await page.keyboard.insertText(run);
    else await page.keyboard.type(run, {delay: 30});
  }
}

const topPaths = (page: Page) =>
  page.locator('.DocSearch-Hit a').evaluateAll((links, top) => links.slice(0, top).map((link) => link.getAttribute('href') ?? ''), TOP);

async function openModal(page: Page, prefix: string) {
  await page.goto(`${prefix}/`);
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Input')).toBeFocused();
  // The modal's live region (a chunk loaded when the modal is first wanted) is in place.
  await expect(page.locator('.DocSearch-Modal [role="status"]')).toBeAttached();
}

for (const t of LOCALES) {
  test.describe(`search modal, page titles (${t.locale})`, () => {
    const pages = titledPages(t.prefix);
    test(`the rule picks at least ${MIN_TITLES} pages`, () => {
      expect(pages.length).toBeGreaterThanOrEqual(MIN_TITLES);
    });

    for (const {title, path: target} of pages) {
      test(`"${title}" finds ${target} in the top ${TOP}, with no "no results" on the way`, async ({page, pageErrors}) => {
        await recordScreens(page);
        await openModal(page, t.prefix);
        await typeAsReader(page, title);
        await expect(page.locator('.DocSearch-Input')).toHaveValue(title);
        // From the head of the index: the first answer.
        await expect.poll(async () => (await topPaths(page)).map(pagePath), {message: `the first ${TOP} hits of "${title}"`}).toContain(target);
        // Then the whole index's answer (the rest joined, the modal searched again): still there.
        await expect.poll(() => wholeIndexAt(page), {message: 'the rest of the index joined'}).not.toBeNull();
        await expect(page.locator('.site-search-status[data-searching]')).toHaveCount(0);
        expect((await topPaths(page)).map(pagePath)).toContain(target);
        expect((await screens(page)).noResults, 'a "no results" screen was shown').toEqual([]);
        expect(pageErrors).toEqual([]);
      });
    }
  });

  test.describe(`search, index slowed down (${t.locale})`, () => {
    /** Holds each index file back DELAY_MS; resolves each file's delivery time (wall clock) in `delivered`. */
    async function slowIndex(page: Page) {
      const delivered: Record<string, number> = {};
      await page.route(INDEX_FILES, async (route: Route) => {
        await new Promise((resolve) => setTimeout(resolve, DELAY_MS));
        await route.continue();
        delivered[REST_FILE.test(route.request().url()) ? 'rest' : 'head'] = Date.now();
      });
      return delivered;
    }

    test('the modal shows its searching state, one status message, and "no results" only once the whole index has answered', async ({page, pageErrors}) => {
      const delivered = await slowIndex(page);
      await recordScreens(page);
      await openModal(page, t.prefix);
      // The live region's texts, as a screen reader is told them.
      await page.evaluate(() => {
        const said: string[] = [];
        (window as unknown as {__said: string[]}).__said = said;
        const region = document.querySelector('.DocSearch-Modal [role="status"]')!;
        new MutationObserver(() => {
          const text = region.textContent ?? '';
          if (text && said.at(-1) !== text) said.push(text);
        }).observe(region, {childList: true, subtree: true, characterData: true});
        // Whether the status was ever drawn, checked each frame (a poll from the test could miss it on a busy machine).
        const watch = () => {
          const status = document.querySelector('.DocSearch-Modal .site-search-status');
          if (status && status.getBoundingClientRect().height > 1) (window as unknown as {__statusDrawn: boolean}).__statusDrawn = true;
          else requestAnimationFrame(watch);
        };
        requestAnimationFrame(watch);
      });
      await page.keyboard.type('qqzzxxyy', {delay: 60});
      const status = page.locator('.DocSearch-Modal .site-search-status');
      await expect(status).toHaveText(t.searching);
      await expect.poll(() => page.evaluate(() => (window as unknown as {__statusDrawn?: boolean}).__statusDrawn ?? false)).toBe(true);
      await expect(status).toHaveAttribute('role', 'status');
      // Typing stays live while the index loads.
      await expect(page.locator('.DocSearch-Input')).toHaveValue('qqzzxxyy');
      await expect(page.locator('.DocSearch-NoResults .DocSearch-Title')).toHaveText(`${t.noResults} "qqzzxxyy"`, {timeout: 30_000});
      const {noResults} = await screens(page);
      expect(delivered.rest, 'the rest of the index was fetched before "no results"').toBeDefined();
      expect(noResults).toHaveLength(1);
      expect(noResults[0].at).toBeGreaterThanOrEqual(delivered.rest);
      expect(await statusShown(page)).toBe(false);
      expect(await page.evaluate(() => (window as unknown as {__said: string[]}).__said)).toEqual([t.searching]);
      expect(pageErrors).toEqual([]);
    });

    test('a query the head of the index answers shows the searching state, then its hits', async ({page, pageErrors}) => {
      // The index is held until the query is typed: the shortcut itself fetches the head, which a
      // delay alone could let arrive before the first key on a busy machine.
      let release!: () => void;
      const typed = new Promise<void>((resolve) => (release = resolve));
      await page.route(INDEX_FILES, async (route: Route) => {
        await typed;
        await route.continue();
      });
      await recordScreens(page);
      await openModal(page, t.prefix);
      await typeAsReader(page, t.locale === 'en' ? 'snapshot' : '快照');
      await expect(page.locator('.DocSearch-Modal .site-search-status')).toHaveText(t.searching);
      await expect.poll(() => statusShown(page)).toBe(true);
      release();
      await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
      expect(await statusShown(page)).toBe(false);
      expect((await screens(page)).noResults).toEqual([]);
      expect(pageErrors).toEqual([]);
    });

    test('/search says it is searching, not "no results", until the whole index answers', async ({page, pageErrors}) => {
      const delivered = await slowIndex(page);
      await page.goto(`${t.prefix}/search?q=qqzzxxyy`);
      const status = page.locator('main [role="status"]');
      await expect(status).toHaveText(t.fetching);
      await expect(status).toHaveText(t.pageNoResults, {timeout: 30_000});
      expect(delivered.rest).toBeDefined();
      expect(pageErrors).toEqual([]);
    });
  });
}
