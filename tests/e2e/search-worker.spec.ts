import type {Page} from '@playwright/test';
import {test, expect as baseExpect} from './fixtures';
import {recordWholeIndex, wholeIndexAt} from './searchModal';

// The local search engine runs in a Web Worker, never on the page's main thread (issue 35;
// src/plugins/local-search/client/searchWorker.ts): opening the modal starts one dedicated worker,
// MiniSearch's code is in the worker's scripts and in none of the page's, the worker fetches the
// index, and it answers under the site's Content-Security-Policy (the e2e server sends the build's
// security headers). The page asks for the index's rest only after the first answer.

/** A string of MiniSearch's own code that minification keeps (an error message). */
const MINISEARCH_MARK = 'MiniSearch: document does not have ID field';
const INDEX_FILE = /\/search-index\.json$/;
const REST_FILE = /\/search-index\.rest\.json$/;

// The hits follow the worker's build of the index, which a loaded machine stretches past 5 s (zh).
const expect = baseExpect.configure({timeout: 60_000});

async function visit(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

/** Records the index files that the page and its worker request, visits `url`, and waits until the page is idle, with no worker yet. */
async function visitIdle(page: Page, url: string): Promise<string[]> {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    const {pathname} = new URL(request.url());
    if (INDEX_FILE.test(pathname) || REST_FILE.test(pathname)) indexRequests.push(pathname);
  });
  await visit(page, url);
  await page.waitForLoadState('networkidle');
  expect(page.workers()).toHaveLength(0);
  return indexRequests;
}

for (const {prefix, query, firstHit} of [
  {prefix: '', query: 'snapshot', firstHit: '/guide/basic/snapshot'},
  {prefix: '/zh', query: '快照', firstHit: '/zh/guide/basic/snapshot'},
]) {
  test(`the engine runs in a worker started by the modal, not in the page (${prefix || '/'})`, async ({page, pageErrors}) => {
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (/\.js$/.test(new URL(response.url()).pathname)) scripts.set(response.url(), response.text().catch(() => ''));
    });
    const indexRequests = await visitIdle(page, `${prefix}/guide/start/`);

    await page.keyboard.press('Control+k');
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
    await expect.poll(() => page.workers().length).toBe(1);
    const [worker] = page.workers();
    expect(new URL(worker.url()).pathname).toMatch(new RegExp(`^${prefix}/assets/js/local-search-worker\\.[0-9a-f]+\\.js$`));
    await expect.poll(() => indexRequests).toEqual([`${prefix}/search-index.json`]);

    await page.locator('.DocSearch-Input').fill(query);
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', new RegExp(`^${firstHit}(#|$)`));
    // The rest follows the first answer.
    await expect.poll(() => indexRequests).toEqual([`${prefix}/search-index.json`, `${prefix}/search-index.rest.json`]);
    // The worker, not the page, holds the engine: a search answered in the page itself would fail here.
    expect(await worker.evaluate(() => typeof (self as unknown as {document?: unknown}).document)).toBe('undefined');

    // The page's own scripts (the <script> elements, which the bundle's chunk loader adds) hold no
    // MiniSearch; the worker's scripts (its file and the chunks it imports) do.
    await page.waitForLoadState('networkidle');
    const pageScripts = new Set(await page.evaluate(() => [...document.scripts].map((script) => script.src).filter(Boolean)));
    expect(pageScripts.size).toBeGreaterThan(0);
    const withEngine: string[] = [];
    for (const [url, text] of scripts) if ((await text).includes(MINISEARCH_MARK)) withEngine.push(url);
    expect(withEngine.length).toBeGreaterThan(0);
    expect(withEngine.filter((url) => pageScripts.has(url))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

test('the worker outlives a client-side navigation: the next search fetches nothing again', async ({page}) => {
  const indexRequests: string[] = [];
  page.on('request', (request) => {
    if (INDEX_FILE.test(new URL(request.url()).pathname)) indexRequests.push(request.url());
  });
  await recordWholeIndex(page);
  await visit(page, '/guide/start/');
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('retry');
  // The hits stay as they are once the whole index has answered (before, the modal searches again as
  // it grows, and the first hit read could be gone when clicked).
  await expect.poll(() => wholeIndexAt(page)).not.toBeNull();
  await expect(page.locator('.site-search-status[data-searching]')).toHaveCount(0);
  const first = page.locator('.DocSearch-Hit a').first();
  const href = (await first.getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/[a-z]/);
  await first.click();
  await expect(page).toHaveURL(new RegExp(href.replace(/#.*/, '').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  // The reader's next shortcut comes once the modal has gone. Pressed 11 ms after the URL changed,
  // while the modal closed and the route changed, it was lost in one CI run in four.
  await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
  await page.keyboard.press('Control+k');
  await page.locator('.DocSearch-Input').fill('coverage');
  await expect(page.locator('.DocSearch-Hit a').first()).toBeVisible();
  expect(page.workers()).toHaveLength(1);
  expect(indexRequests).toHaveLength(1);
});

// The reader's intent warms the search up (src/plugins/local-search/client/useWarmUpOnIntent.ts): the pointer over the
// search button, or focus on it, starts the worker and has it index the head before the modal
// opens, as the theme already loads the modal's code then.
for (const {prefix, query, intent} of [
  {prefix: '', query: 'snapshot', intent: 'hover'},
  {prefix: '/zh', query: '快照', intent: 'focus'},
] as const) {
  test(`${intent} on the search button starts the worker and fetches the head before the modal opens (${prefix || '/'})`, async ({page, pageErrors}) => {
    const indexRequests = await visitIdle(page, `${prefix}/guide/start/`);

    const button = page.locator('.navbar .DocSearch-Button').first();
    if (intent === 'hover') await button.hover();
    else await button.focus();
    await expect.poll(() => page.workers().length).toBe(1);
    await expect.poll(() => indexRequests).toEqual([`${prefix}/search-index.json`]);
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);

    if (intent === 'hover') await button.click();
    else await page.keyboard.press('Enter');
    await page.locator('.DocSearch-Input').fill(query);
    await expect(page.locator('.DocSearch-Hit a').first()).toHaveAttribute('href', new RegExp(`^${prefix}/guide/basic/snapshot(#|$)`));
    // The same worker answers, from the head it fetched once.
    expect(page.workers()).toHaveLength(1);
    expect(indexRequests.filter((path) => INDEX_FILE.test(path))).toEqual([`${prefix}/search-index.json`]);
    expect(pageErrors).toEqual([]);
  });
}

// DocSearch's modal is compiled off the main thread as it streams in: its chunk, and no other
// script of the page, starts with V8's compile hint (src/plugins/compile-hints).
test('the modal chunk, and only it, carries the compile hint', async ({page}) => {
  const scripts = new Map<string, Promise<string>>();
  page.on('response', (response) => {
    if (/\.js$/.test(new URL(response.url()).pathname)) scripts.set(response.url(), response.text().catch(() => ''));
  });
  await visit(page, '/guide/start/');
  await page.waitForLoadState('networkidle');
  const beforeOpening = new Set(scripts.keys());
  await page.keyboard.press('Control+k');
  await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const hinted: string[] = [];
  for (const [url, text] of scripts) if ((await text).startsWith('//# allFunctionsCalledOnLoad\n')) hinted.push(url);
  expect(hinted).toHaveLength(1);
  expect(beforeOpening.has(hinted[0])).toBe(false);
  expect(await scripts.get(hinted[0])).toContain('DocSearch-Modal');
});
