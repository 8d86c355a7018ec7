import type {Page, Route} from '@playwright/test';
import {test, expect as baseExpect} from './fixtures';
import {recordWholeIndex, wholeIndexAt} from './searchModal';
import {HEAD_MARKS} from '../../src/plugins/local-search/search/host';
import {LOCAL_SEARCH_UPDATED_EVENT} from '../../src/plugins/local-search/constants';

// Issue 50: the modal answers from the head of the local index (first from its outline), then
// searches again once the rest has joined (src/patches/docsearch-modal, fix 4). The hit the reader had selected with the arrow
// keys stays selected through that new answer, found by its link, wherever it now stands (it
// jumped back to the first hit). In English the hit chosen moves in the new answer (the third hit of
// "mock" was the sixth of the whole index's answer when this was written): found by its link, not
// by its place. A hit the modal selected itself is not kept: it can be the first hit of the query
// before the reader's last key.

const REST_FILE = /\/search-index\.rest\.json$/;
const expect = baseExpect.configure({timeout: 60_000});

const LOCALES = [
  {locale: 'en', prefix: '', query: 'mock', seeAll: /^See all (\d+) results$/},
  {locale: 'zh', prefix: '/zh', query: '快照', seeAll: /^查看全部 (\d+) 个结果$/},
] as const;

/** The links of the hits on screen, in order, and the selected one's. */
const hits = (page: Page) =>
  page.locator('.DocSearch-Hit').evaluateAll((items) => ({
    links: items.map((item) => item.querySelector('a')?.getAttribute('href') ?? ''),
    selected: items.find((item) => item.getAttribute('aria-selected') === 'true')?.querySelector('a')?.getAttribute('href') ?? null,
  }));

for (const t of LOCALES) {
  test(`the selected hit stays selected when the rest of the index arrives (${t.locale})`, async ({page, pageErrors}) => {
    // The rest of the index is held back until the reader has moved the selection.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let restAsked = false;
    await page.route(REST_FILE, async (route: Route) => {
      restAsked = true;
      await released;
      await route.continue();
    });
    await recordWholeIndex(page);

    await page.goto(`${t.prefix}/`);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeFocused();
    await input.fill(t.query);
    // The head's answer, with the first hit selected. The first answer may come from the head's
    // outline; then the modal searches again once the head's text has joined (the worker's mark),
    // and the reader chooses on that answer, as the test is about the rest's arrival.
    await expect.poll(() => page.workers()[0]?.evaluate((mark) => performance.getEntriesByName(mark).length, HEAD_MARKS.built) ?? 0).toBe(1);
    const idle = async () => (await page.locator('.site-search-status[data-searching]').count()) === 0;
    await expect.poll(async () => (await idle()) && (await page.waitForTimeout(300), await idle())).toBe(true);
    const seeAll = page.locator('.DocSearch-HitsFooter a');
    await expect(seeAll).toHaveText(t.seeAll);
    await expect(page.locator('.DocSearch-Hit').nth(2)).toBeVisible();
    await expect(page.locator('.DocSearch-Hit').first()).toHaveAttribute('aria-selected', 'true');
    const headCount = (await seeAll.textContent()) ?? '';
    await expect.poll(() => restAsked, {message: 'the page asked for the rest of the index'}).toBe(true);

    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.locator('.DocSearch-Hit').nth(2)).toHaveAttribute('aria-selected', 'true');
    const before = await hits(page);
    const chosen = before.links[2]!;
    expect(before.selected).toBe(chosen);

    release();
    // Applied: the rest joined, the modal's new search has answered (no search in flight) and its
    // answer is on screen (the whole index's count).
    await expect.poll(() => wholeIndexAt(page)).not.toBeNull();
    await expect(page.locator('.site-search-status[data-searching]')).toHaveCount(0);
    await expect(seeAll).not.toHaveText(headCount);
    const after = await hits(page);
    expect(after.links, `the hit chosen (${chosen}) is still among the hits`).toContain(chosen);

    await expect.poll(async () => (await hits(page)).selected, {message: `the selection stays on ${chosen}`, timeout: 10_000}).toBe(chosen);
    await expect(page.locator('.DocSearch-Hit[aria-selected="true"]')).toHaveCount(1);
    test.info().annotations.push({type: 'positions', description: `${chosen}: ${before.links.indexOf(chosen)} -> ${(await hits(page)).links.indexOf(chosen)}; ${headCount} -> ${await seeAll.textContent()}`});
    expect(pageErrors).toEqual([]);
  });
}

// The race a fast reader met (the e2e run caught it once tracing no longer slowed it): "moc"'s
// hits on screen, its first hit selected by the modal, the reader types "k", and the index grows
// before the answer to "mock" is on screen. The modal must select that answer's first hit, as
// Enter then opens it, not "moc"'s first hit again wherever it stands in the new answer. Here the
// reader replaces "mockInstance" with "mock": the first hit of the one is among the other's, not first.
test('a hit the modal selected for an earlier query is not kept when the index grows', async ({page, pageErrors}) => {
  // The worker's answers held back on demand: the page keeps showing the answer before.
  await page.addInitScript(() => {
    const held: Array<() => void> = [];
    const gate = {hold: false, release: () => held.splice(0).forEach((deliver) => deliver())};
    (window as unknown as {searchGate: typeof gate}).searchGate = gate;
    window.Worker = class extends window.Worker {
      set onmessage(listener: ((event: MessageEvent) => void) | null) {
        super.onmessage = listener && ((event: MessageEvent) => (gate.hold ? held.push(() => listener.call(this, event)) : listener.call(this, event)));
      }
      get onmessage() {
        return super.onmessage;
      }
    };
  });
  await recordWholeIndex(page);
  await page.goto('/');
  await page.keyboard.press('Control+k');
  const input = page.locator('.DocSearch-Input');
  await expect(input).toBeFocused();
  await input.fill('mockInstance');
  // The whole index answers; the growth is the event the test sends.
  await expect.poll(() => wholeIndexAt(page)).not.toBeNull();
  await expect(page.locator('.site-search-status[data-searching]')).toHaveCount(0);
  await expect(page.locator('.DocSearch-Hit').first()).toHaveAttribute('aria-selected', 'true');
  const earlier = (await hits(page)).selected!;

  await page.evaluate(() => ((window as unknown as {searchGate: {hold: boolean}}).searchGate.hold = true));
  await input.fill('mock');
  expect((await hits(page)).selected, '"mockInstance"\'s answer is still on screen').toBe(earlier);
  await page.evaluate((event) => {
    window.dispatchEvent(new CustomEvent(event, {detail: {complete: false}}));
    (window as unknown as {searchGate: {release: () => void; hold: boolean}}).searchGate.hold = false;
    (window as unknown as {searchGate: {release: () => void}}).searchGate.release();
  }, LOCAL_SEARCH_UPDATED_EVENT);

  await expect.poll(async () => (await hits(page)).links[0]).not.toBe(earlier);
  const answer = await hits(page);
  expect(answer.links, `"mockInstance"'s first hit (${earlier}) is among the hits of "mock"`).toContain(earlier);
  // Over the frames in which a kept hit would be selected again (KEEP_FRAMES), the first stays selected.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1500)));
  expect((await hits(page)).selected).toBe(answer.links[0]);
  await page.keyboard.press('Enter');
  const first = new URL(answer.links[0]!, page.url());
  const path = (url: URL) => url.pathname.replace(/(.)\/$/, '$1');
  await expect(page).toHaveURL((url) => path(url) === path(first));
  expect(pageErrors).toEqual([]);
});
