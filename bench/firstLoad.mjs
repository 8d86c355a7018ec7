// First-load weight of a page: every file Chromium fetches for it until the page has hydrated and
// the network is idle, in a
// fresh browser context (empty cache), at a desktop viewport, without any pointer movement.
//
// Prefetches of other pages are left out. Docusaurus prefetches the route chunks of the links in
// view through `<link rel="prefetch">` (and preloads a route's chunks on hover, which never
// happens here: the pointer does not move). Chromium gives those prefetch requests the resource
// type "other" (Fetch "Sec-Purpose: prefetch"), while the page's own code comes as "script" (the
// HTML's script tags and the chunks the runtime inserts with <script>) and its styles as
// "stylesheet". So JS = responses of type script, CSS = responses of type stylesheet, and the
// prefetches are counted apart, to show what was left out.
import zlib from 'node:zlib';
import {chromium} from '@playwright/test';
import {createRequire} from 'node:module';

const require = createRequire(import.meta.url);
const {findChromium} = require('../scripts/browser.cjs');

/** gzip at level 9, as bundle analysers report it. */
export function gzipSize(buffer) {
  return zlib.gzipSync(buffer, {level: 9}).length;
}

const VIEWPORT = {width: 1440, height: 900};
const HYDRATION_TIMEOUT_MS = 30_000;

export async function launchBrowser() {
  return chromium.launch({
    executablePath: findChromium(),
    args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
}

function emptyWeight() {
  return {files: 0, raw: 0, gzip: 0};
}

function add(weight, body) {
  weight.files += 1;
  weight.raw += body.length;
  weight.gzip += gzipSize(body);
}

/**
 * Opens `url` and waits until the page has hydrated and the network is idle. "Network idle" alone
 * can come early on a busy machine: while main.js is parsed, no request is in flight for more than
 * 500 ms, and the route chunks are fetched later. So wait for React to have hydrated the page,
 * then for the network to be idle. Returns the main response.
 */
async function loadHydrated(page, url) {
  const main = await page.goto(url, {waitUntil: 'load'});
  await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: HYDRATION_TIMEOUT_MS});
  await page.waitForLoadState('networkidle');
  return main;
}

/**
 * @returns {Promise<{status: number, html: object, js: object, css: object, prefetched: object, jsFiles: string[]}>}
 */
export async function measureFirstLoad(browser, url) {
  const context = await browser.newContext({viewport: VIEWPORT, locale: 'en-US'});
  const page = await context.newPage();
  const responses = [];
  page.on('response', (response) => responses.push(response));
  const main = await loadHydrated(page, url);
  const result = {
    status: main?.status() ?? 0,
    html: emptyWeight(),
    js: emptyWeight(),
    css: emptyWeight(),
    prefetched: emptyWeight(),
    jsFiles: [],
  };
  for (const response of responses) {
    const request = response.request();
    const type = request.resourceType();
    const body = await response.body().catch(() => null);
    if (!body) continue;
    const purpose = (await request.headerValue('sec-purpose').catch(() => null)) ?? '';
    if (purpose.includes('prefetch') || (type === 'other' && /\.(js|css)$/.test(new URL(response.url()).pathname))) {
      add(result.prefetched, body);
    } else if (type === 'document' && request.frame() === page.mainFrame()) {
      add(result.html, body);
    } else if (type === 'script') {
      add(result.js, body);
      result.jsFiles.push(new URL(response.url()).pathname);
    } else if (type === 'stylesheet') {
      add(result.css, body);
    }
  }
  await context.close();
  return result;
}

/** The local search's files: its chunks (named by their webpackChunkName) and the index's files. */
const SEARCH_FILE = /\/(?:assets\/js\/(?:local-search-client|local-search-worker|search-modal-additions)\.[0-9a-f]+\.js|search-index(?:\.rest)?\.json)$/;
/** A string of MiniSearch's own code that minification keeps (an error message): the engine's chunk, which the worker imports. */
const MINISEARCH_MARK = 'MiniSearch: document does not have ID field';

/**
 * What opening the search modal fetches on a page that has loaded, every response from the
 * keypress until the network is idle again, weighed like the first load (gzip -9 of each body),
 * in two parts: the modal's own code (DocSearch's, the same whatever the backend: the chunks the
 * keypress requests), then the search (the local search's client, worker and engine chunks, the
 * modal's additions, and the index's head). The rest file is not fetched: it waits
 * for the first search.
 * @returns {Promise<{modal: object, search: object, files: Array<{path: string, gzip: number, search: boolean}>}>}
 */
export async function measureSearchOpen(browser, url) {
  const context = await browser.newContext({viewport: VIEWPORT, locale: 'en-US'});
  const page = await context.newPage();
  await loadHydrated(page, url);
  const requests = [];
  page.on('request', (request) => requests.push(request));
  const head = page.waitForResponse((response) => /\/search-index\.json$/.test(new URL(response.url()).pathname));
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.DocSearch-Modal');
  await head;
  await page.waitForLoadState('networkidle');
  // Let the engine build the index, then wait again: nothing else may follow.
  await page.waitForTimeout(500);
  await page.waitForLoadState('networkidle');
  // Told apart by what they are, not by when they are requested: the shortcut starts the local
  // search with the modal (issue 50), so their requests interleave.
  const result = {modal: emptyWeight(), search: emptyWeight(), files: []};
  for (const request of requests) {
    const body = await (await request.response())?.body().catch(() => null);
    if (!body) continue;
    const search = SEARCH_FILE.test(new URL(request.url()).pathname) || body.includes(MINISEARCH_MARK);
    add(search ? result.search : result.modal, body);
    result.files.push({path: new URL(request.url()).pathname, gzip: gzipSize(body), search});
  }
  await context.close();
  return result;
}
