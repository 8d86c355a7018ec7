// The desktop reader who pastes a page's title into the search (issue 50): Chromium at 1280 px, no
// throttling, a fresh page for each title (the worker not started, nothing warmed up: no pointer
// over the search button). Once the page has hydrated and its network is idle, Ctrl+K opens the
// modal, and the title is pasted into its field (one input event). Measured: from the paste until
// the title's page is among the first TOP hits on screen (a MutationObserver in the page, against
// the wall clock the bench shares with the browser). The target (issue 50): 400 ms.
import fs from 'node:fs';
import path from 'node:path';

export const DESKTOP_VIEWPORT = {width: 1280, height: 800};
/** Titles measured per locale, spread evenly over the index's pages in their (sidebar) order. */
export const TITLES_PER_LOCALE = 14;
const TOP = 3;
const TIMEOUT_MS = 30_000;
const POLL_MS = 20;

/** A path as the modal's links and the index write it, without its hash and trailing slash. */
const pagePath = (href) => href.replace(/#.*$/, '').replace(/(.)\/$/, '$1');

/**
 * TITLES_PER_LOCALE pages of the locale `prefix` of the build in `dir`, taken from its index's head,
 * among the pages whose title no other page has (a title two pages share cannot put both first).
 * @returns {Array<{title: string, path: string}>}
 */
export function titledPages(dir, prefix) {
  const head = JSON.parse(fs.readFileSync(path.join(dir, prefix, 'search-index.json'), 'utf8'));
  const key = (title) => title.toLowerCase().replace(/\s+/g, ' ').trim();
  const count = new Map();
  for (const [, , title] of head.pages) count.set(key(title), (count.get(key(title)) ?? 0) + 1);
  const unique = head.pages.filter(([, , title]) => count.get(key(title)) === 1);
  const step = Math.max(1, Math.floor(unique.length / TITLES_PER_LOCALE));
  return unique
    .filter((_, position) => position % step === 0)
    .slice(0, TITLES_PER_LOCALE)
    .map(([pathname, , title]) => ({title, path: pagePath(pathname)}));
}

/** Runs in the page: records (wall clock) when `target` is first among the first TOP hits. */
function watchFor({target, top}) {
  const pagePathIn = (href) => href.replace(/#.*$/, '').replace(/(.)\/$/, '$1');
  window.__titleShown = null;
  new MutationObserver(() => {
    if (window.__titleShown !== null) return;
    const links = [...document.querySelectorAll('.DocSearch-Hit a')].slice(0, top).map((link) => pagePathIn(link.getAttribute('href') ?? ''));
    if (links.includes(target)) window.__titleShown = Date.now();
  }).observe(document, {childList: true, subtree: true, attributes: true});
}

/**
 * One pasted title on `origin` (the served build), from the locale's home page.
 * @returns {Promise<number>} ms from the paste to the page among the first TOP hits
 */
export async function measureTitlePaste(browser, origin, prefix, {title, path: target}) {
  const context = await browser.newContext({viewport: DESKTOP_VIEWPORT, locale: prefix === '/zh' ? 'zh-CN' : 'en-US'});
  try {
    const page = await context.newPage();
    await page.goto(`${origin}${prefix}/`, {waitUntil: 'load'});
    await page.waitForSelector('html[data-has-hydrated="true"]', {state: 'attached', timeout: TIMEOUT_MS});
    await page.waitForLoadState('networkidle');
    await page.evaluate(watchFor, {target, top: TOP});
    await page.keyboard.press('Control+k');
    await page.waitForFunction(() => document.activeElement?.classList.contains('DocSearch-Input'), null, {polling: POLL_MS, timeout: TIMEOUT_MS});
    const pastedAt = Date.now();
    await page.keyboard.insertText(title);
    await page.waitForFunction(() => window.__titleShown !== null, null, {polling: POLL_MS, timeout: TIMEOUT_MS});
    return (await page.evaluate(() => window.__titleShown)) - pastedAt;
  } finally {
    await context.close();
  }
}
