import type {Page, Response} from '@playwright/test';
import {test, expect} from './fixtures';
import {decodePng} from './pixels';
import {CURRENT_DOC_ROUTES, CURRENT_ONLY_GROUPS_ZH, LOCALES, SIDEBAR_GROUPS_ZH, titleIn, type CurrentOnlyGroup, type SidebarGroup} from '../specRoutes';

/** The pages an overview of the current docs lists: every page of its section but the overview itself. */
const listed = (section: 'Config' | 'API') => CURRENT_DOC_ROUTES.filter((spec) => spec.section === section && !['/config/', '/api/'].includes(spec.path));

// Overview pages (spec 2): /config/ and /api/ list their sidebar groups with every page (generated,
// not written by hand) and a filter box: case-insensitive, hyphens as spaces,
// 'No matching API found: {query}' when nothing matches on /api/ (options on /config/). The groups
// are the page's outline, in a grid of cards without holes (issue 16). Both locales.

const NO_MATCH = {en: 'No matching API found: {query}', zh: '没有找到匹配的 API：{query}'} as const;
const NO_MATCH_OPTION = {en: 'No matching option found: {query}', zh: '没有找到匹配的配置项：{query}'} as const;
const FILTER_LABEL = {en: 'Filter', zh: '筛选'} as const;
/** The doc sidebar's toggle in sidebar menu mode (src/components/DocSidebarMenu). */
const MENU_LABEL = {en: 'Menu', zh: '菜单'} as const;
/** The last section of every build option page, and the note that says so once on /config/. */
const RELATED = {en: 'Related', zh: '相关文档'} as const;
const SHARED_SECTIONS_NOTE = {en: 'Sections on every page: {sections}', zh: '每个页面都有的章节：{sections}'} as const;
/** Spec 2, "Mobile behaviour": the sidebar is a menu below 1280 px on a page with an outline (src/utils/breakpoints.ts). */
const SIDEBAR_MENU_WIDTH_WITH_OUTLINE = 1100;
/** Issue 16: three columns of cards on a desktop window. */
const DESKTOP_WIDTH = 1440;
const DESKTOP_COLUMNS = 3;
const RECOVERABLE_ERROR_PREFIX = 'Docusaurus React Root onRecoverableError:';

// Bundle weight (issue #9): an overview doc's data and the overview component load with that doc's
// own chunk (src/plugins/overview/remarkOverview.ts), never with the chunks every doc loads.
// Markers found only there: a heading anchor that only the /config/ overview data lists (besides
// the source page itself), and an attribute only the overview component renders.
const OVERVIEW_DATA_MARKER = 'sourcetsconfigpath';
const OVERVIEW_CODE_MARKER = 'data-overview-page';

/** An attribute in the built HTML, which is minified: values go unquoted when they can. */
function attribute(name: string, value: string): RegExp {
  const escaped = value.replace(/[.*+?^$()|[\]\\{}/]/g, '\\$&');
  return new RegExp(`${name}="?${escaped}"?[\\s>]`);
}

/**
 * The scripts a page runs (not prefetches), once it has hydrated and the network is idle: for each
 * marker, the URLs of those that contain it. Routing every request keeps the browser cache out, so
 * each load reports all its scripts.
 */
async function scriptsWith(page: Page, path: string, markers: readonly string[]): Promise<Record<string, string[]>> {
  const scripts: Promise<{url: string; body: string}>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push(response.text().then((body) => ({url: new URL(response.url()).pathname, body}), () => ({url: response.url(), body: ''})));
  };
  await page.route('**/*', (route) => route.continue());
  page.on('response', onResponse);
  try {
    await page.goto(path);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.waitForLoadState('networkidle');
    const loaded = await Promise.all(scripts);
    expect(loaded.length).toBeGreaterThan(0);
    return Object.fromEntries(markers.map((marker) => [marker, loaded.filter(({body}) => body.includes(marker)).map(({url}) => url)]));
  } finally {
    page.off('response', onResponse);
    await page.unrouteAll();
  }
}

for (const {locale, prefix} of LOCALES) {
  // The lists, their titles and the filter's texts are checked in both locales; how the page behaves, in English.
  const enOnly = locale === 'en' ? test : () => {};
  const groupTitle = (group: SidebarGroup | CurrentOnlyGroup) =>
    locale === 'zh' ? ((SIDEBAR_GROUPS_ZH as Record<string, string>)[group] ?? CURRENT_ONLY_GROUPS_ZH[group as CurrentOnlyGroup]) : group;

  for (const [route, section] of [
    ['/config/', 'Config'],
    ['/api/', 'API'],
  ] as const) {
    test(`${prefix}${route} lists every page of its sidebar groups under the group titles (${locale})`, async ({page, pageErrors}) => {
      await page.goto(`${prefix}${route}`);
      const overview = page.locator('[data-overview]');
      const pages = listed(section);
      // A page outside any sidebar group (api/environment-variables) is a card of the untitled group.
      for (const spec of pages.filter((candidate) => candidate.group === null)) {
        await expect(overview.locator(`[data-overview-page="${prefix}${spec.path}"] h3 a`)).toHaveText(titleIn(locale, spec));
      }
      for (const group of new Set(pages.flatMap((spec) => (spec.group ? [spec.group] : [])))) {
        // The heading's accessible name also holds its hash link's label ("Direct link to …").
        const groupSection = overview.locator('section').filter({has: page.getByRole('heading', {level: 2, name: new RegExp(`^${groupTitle(group)}`)})});
        for (const spec of pages.filter((candidate) => candidate.group === group)) {
          const title = groupSection.locator(`[data-overview-page="${prefix}${spec.path}"] h3 a`);
          await expect(title).toHaveText(titleIn(locale, spec));
          await expect(title).toHaveAttribute('href', `${prefix}${spec.path}`);
        }
      }
      expect(pageErrors).toEqual([]);
    });
  }

  test(`the /config/ filter finds testTimeout however it is typed, says when nothing matches, and clearing restores (${locale})`, async ({
    page,
  }) => {
    await page.goto(`${prefix}/config/`);
    const overview = page.locator('[data-overview]');
    const filter = page.getByLabel(FILTER_LABEL[locale], {exact: true});
    const cards = overview.locator('[data-overview-page]');
    const total = await cards.count();
    expect(total).toBe(listed('Config').length);

    for (const query of ['test-timeout', 'TESTTIMEOUT', 'Test Timeout', 'testtimeout']) {
      await filter.fill(query);
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toHaveAttribute('data-overview-page', `${prefix}/config/test/testTimeout`);
    }

    // `timeout` matches both time limits.
    await filter.fill('TIMEOUT');
    await expect(cards).toHaveCount(2);

    // A heading: the build option `source.tsconfigPath` (hyphen typed as a space).
    await filter.fill('tsconfig-path');
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('link', {name: 'source.tsconfigPath'})).toHaveAttribute('href', `${prefix}/config/build/source#sourcetsconfigpath`);

    await filter.fill('no-such-option');
    await expect(cards).toHaveCount(0);
    await expect(overview.getByRole('status')).toHaveText(NO_MATCH_OPTION[locale].replace('{query}', 'no-such-option'));

    await filter.fill('');
    await expect(cards).toHaveCount(total);
    await expect(overview.getByRole('status')).toHaveCount(0);
  });

  enOnly(`the /api/ overview lists h2 and h3 headings and filters them (${locale})`, async ({page}) => {
    await page.goto(`${prefix}/api/`);
    const overview = page.locator('[data-overview]');
    await expect(overview.getByRole('link', {name: 'toBe', exact: true})).toHaveAttribute('href', `${prefix}/api/test-api/expect#tobe`);
    await page.getByLabel(FILTER_LABEL[locale], {exact: true}).fill('RSTEST.USE-FAKE-TIMERS');
    await expect(overview.locator('[data-overview-page]')).toHaveCount(1);
    await expect(overview.getByRole('link', {name: 'rstest.useFakeTimers'})).toBeVisible();
    await expect(overview.getByRole('link', {name: 'rstest.useRealTimers'})).toHaveCount(0);
    // Nothing found: the spec's text, about APIs.
    await page.getByLabel(FILTER_LABEL[locale], {exact: true}).fill('no-such-api');
    await expect(overview.getByRole('status')).toHaveText(NO_MATCH[locale].replace('{query}', 'no-such-api'));
  });

  test(`/config/ says once that every build page ends with its Related section, not on each card (${locale})`, async ({page}) => {
    await page.goto(`${prefix}/config/`);
    const overview = page.locator('[data-overview]');
    await expect(overview.locator('[data-overview-page]').first()).toBeVisible();
    await expect(overview.locator('[data-overview-page]').getByRole('link', {name: RELATED[locale], exact: true})).toHaveCount(0);
    const build = overview.locator('section').filter({has: page.getByRole('heading', {level: 2, name: groupTitle('Build Configurations')})});
    await expect(build.getByText(SHARED_SECTIONS_NOTE[locale].replace('{sections}', RELATED[locale]), {exact: true})).toHaveCount(1);
    await expect(overview.getByText(SHARED_SECTIONS_NOTE[locale].replace('{sections}', RELATED[locale]), {exact: true})).toHaveCount(1);
  });

  for (const [route, section] of [
    ['/config/', 'Config'],
    ['/api/', 'API'],
  ] as const) {
    const groups = [...new Set(listed(section).flatMap((spec) => (spec.group ? [spec.group] : [])))];
    /** One grid per group, the untitled one (pages outside any sidebar group) included. */
    const gridCount = groups.length + (listed(section).some((spec) => spec.group === null) ? 1 : 0);

    enOnly(`${prefix}${route} has an outline of its groups whose entries scroll to them and light up (${locale})`, async ({page}) => {
      await page.goto(`${prefix}${route}`);
      const outline = page.locator('.table-of-contents').filter({visible: true});
      const entries = outline.locator('a');
      await expect(entries).toHaveText(groups.map(groupTitle));
      for (const group of [...groups].reverse()) {
        const entry = outline.getByRole('link', {name: groupTitle(group), exact: true});
        const id = decodeURIComponent((await entry.getAttribute('href'))!.replace(/^#/, ''));
        const heading = page.locator('[data-overview]').getByRole('heading', {level: 2, name: groupTitle(group)});
        await expect(heading).toHaveAttribute('id', id);
        await entry.click();
        await expect.poll(() => page.evaluate(() => decodeURIComponent(window.location.hash.slice(1)))).toBe(id);
        // Scrolled: the group's heading is at the top of the window, under the navbar.
        await expect.poll(async () => (await heading.boundingBox())!.y).toBeLessThan(200);
        await expect.poll(async () => (await heading.boundingBox())!.y).toBeGreaterThanOrEqual(0);
        await expect(outline.locator('.table-of-contents__link--active')).toHaveText(groupTitle(group));
      }
    });

    enOnly(`${prefix}${route}: an outline entry of a group the filter hides clears the filter and shows the group (${locale})`, async ({page}) => {
      await page.goto(`${prefix}${route}`);
      const filter = page.getByLabel(FILTER_LABEL[locale], {exact: true});
      await filter.fill('no-such-entry');
      const last = groupTitle(groups.at(-1)!);
      await page.locator('.table-of-contents').filter({visible: true}).getByRole('link', {name: last, exact: true}).click();
      await expect(filter).toHaveValue('');
      const heading = page.locator('[data-overview]').getByRole('heading', {level: 2, name: last});
      await expect(heading).toBeInViewport();
    });

    enOnly(`${prefix}${route} at ${SIDEBAR_MENU_WIDTH_WITH_OUTLINE}px shows the sidebar as a menu, like every doc page with an outline (${locale})`, async ({page}) => {
      await page.setViewportSize({width: SIDEBAR_MENU_WIDTH_WITH_OUTLINE, height: 800});
      await page.goto(`${prefix}${route}`);
      await expect(page.locator('.theme-doc-sidebar-container')).toBeHidden();
      await expect(page.getByRole('button', {name: MENU_LABEL[locale], exact: true})).toBeVisible();
      await expect(page.locator('.table-of-contents').filter({visible: true}).locator('a')).toHaveText(groups.map(groupTitle));
    });

    test(`${prefix}${route} at ${DESKTOP_WIDTH}px lays each group's cards in ${DESKTOP_COLUMNS} packed columns: no overlap, no hole (${locale})`, async ({page}) => {
      await page.setViewportSize({width: DESKTOP_WIDTH, height: 900});
      await page.goto(`${prefix}${route}`);
      await expect(page.locator('[data-overview-page]').first()).toBeVisible();
      type Box = {x: number; y: number; right: number; bottom: number; contentBottom: number};
      const grids = await page.locator('[data-overview] [data-overview-page]').evaluateAll((cards) => {
        const byGrid = new Map<Element, {gap: number; left: number; right: number; top: number; cards: Box[]}>();
        for (const card of cards) {
          const grid = card.parentElement!;
          if (!byGrid.has(grid)) {
            const style = getComputedStyle(grid);
            const box = grid.getBoundingClientRect();
            byGrid.set(grid, {gap: parseFloat(style.columnGap) || 0, left: box.left, right: box.right, top: box.top, cards: []});
          }
          const box = card.getBoundingClientRect();
          // Where the card's content ends: a card stretched to the height of a grid row beside a
          // taller one has the hole inside it.
          const style = getComputedStyle(card);
          const contentBottom =
            card.lastElementChild!.getBoundingClientRect().bottom + parseFloat(style.paddingBottom) + parseFloat(style.borderBottomWidth);
          byGrid.get(grid)!.cards.push({x: box.left, y: box.top, right: box.right, bottom: box.bottom, contentBottom});
        }
        return [...byGrid.values()];
      });
      expect(grids).toHaveLength(gridCount);
      for (const grid of grids) {
        // Each card ends with its content.
        for (const card of grid.cards) {
          expect(card.bottom - card.contentBottom, `a hole of ${card.bottom - card.contentBottom}px inside the card at (${card.x}, ${card.y})`).toBeLessThanOrEqual(1);
        }
        // No two cards overlap.
        for (const [i, a] of grid.cards.entries()) {
          for (const b of grid.cards.slice(i + 1)) {
            const apart = a.right <= b.x + 0.5 || b.right <= a.x + 0.5 || a.bottom <= b.y + 0.5 || b.bottom <= a.y + 0.5;
            expect(apart, `cards at (${a.x}, ${a.y}) and (${b.x}, ${b.y}) overlap`).toBe(true);
          }
        }
        // A card as wide as the grid (a page with very many headings) splits the columns: the
        // cards before it, then those after it, each run in columns of its own.
        const spans = (card: Box) => Math.abs(card.x - grid.left) <= 1 && Math.abs(card.right - grid.right) <= 1;
        const runs: {top: number; cards: Box[]}[] = [{top: grid.top, cards: []}];
        for (const card of grid.cards) {
          if (!spans(card)) {
            runs.at(-1)!.cards.push(card);
            continue;
          }
          const above = Math.max(runs.at(-1)!.top - grid.gap, ...runs.at(-1)!.cards.map((other) => other.bottom));
          expect(card.y - above, `a hole of ${card.y - above}px above a full-width card`).toBeLessThanOrEqual(grid.gap + 0.5);
          runs.push({top: card.bottom + grid.gap, cards: []});
        }
        for (const run of runs) {
          const columns = new Map<number, Box[]>();
          for (const card of run.cards) columns.set(Math.round(card.x), [...(columns.get(Math.round(card.x)) ?? []), card]);
          if (run.cards.length >= DESKTOP_COLUMNS) expect(columns.size, `${run.cards.length} cards in ${columns.size} columns`).toBe(DESKTOP_COLUMNS);
          // Each column starts at the top of its run, and its cards follow each other one gap apart.
          for (const column of columns.values()) {
            column.sort((a, b) => a.y - b.y);
            expect(Math.abs(column[0].y - run.top), `a column starts ${column[0].y - run.top}px below the top`).toBeLessThanOrEqual(1);
            for (const [i, card] of column.slice(1).entries()) {
              const gap = card.y - column[i].bottom;
              expect(gap, `a hole of ${gap}px above the card at (${card.x}, ${card.y})`).toBeLessThanOrEqual(grid.gap + 0.5);
              expect(gap).toBeGreaterThanOrEqual(0);
            }
          }
        }
      }
    });
  }

  enOnly(`a doc that is no overview loads neither overview data nor overview code, an overview doc loads both (${locale})`, async ({page}) => {
    const markers = [OVERVIEW_DATA_MARKER, OVERVIEW_CODE_MARKER];
    for (const path of [`${prefix}/guide/start/quick-start`, `${prefix}/config/test/testTimeout`]) {
      expect(await scriptsWith(page, path, markers), path).toEqual({[OVERVIEW_DATA_MARKER]: [], [OVERVIEW_CODE_MARKER]: []});
    }
    const config = await scriptsWith(page, `${prefix}/config/`, markers);
    expect(config[OVERVIEW_DATA_MARKER]).toHaveLength(1);
    expect(config[OVERVIEW_CODE_MARKER]).toHaveLength(1);
    // The API overview's data is its own: the config option's anchor is not in it.
    const api = await scriptsWith(page, `${prefix}/api/`, markers);
    expect(api[OVERVIEW_DATA_MARKER]).toEqual([]);
    expect(api[OVERVIEW_CODE_MARKER]).toHaveLength(1);
  });

  test(`the /config/ overview is in the server HTML and hydrates without a mismatch (${locale})`, async ({page, pageErrors}) => {
    const html = await (await page.request.get(`${prefix}/config/`)).text();
    const configPages = listed('Config');
    for (const spec of configPages) expect(html).toMatch(attribute('data-overview-page', `${prefix}${spec.path}`));
    expect(html).toMatch(attribute('href', `${prefix}/config/build/source#${OVERVIEW_DATA_MARKER}`));
    expect(html).toMatch(/<input[^>]*type="?search"?/);

    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto(`${prefix}/config/`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    const cards = page.locator('[data-overview] [data-overview-page]');
    await expect(cards).toHaveCount(configPages.length);
    await page.getByLabel(FILTER_LABEL[locale], {exact: true}).fill('tsconfig-path');
    await expect(cards).toHaveCount(1);
    expect(warnings.filter((text) => text.startsWith(RECOVERABLE_ERROR_PREFIX))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}

// The filter's clear button (issue 34): not the browser's blue cross, but a button in the theme's
// colours, with a translated name, that empties the filter and gives the focus back to it.
const CLEAR_LABEL = {en: 'Clear the filter', zh: '清空筛选'} as const;

/** Pixels of an element's screenshot that are clearly blue (the browsers' default clear button). */
async function bluePixels(page: Page, element: ReturnType<Page['locator']>): Promise<number> {
  const {data: rgba} = await decodePng(page, await element.screenshot());
  let blue = 0;
  for (let i = 0; i < rgba.length; i += 4) if (rgba[i + 2]! > rgba[i]! + 60 && rgba[i + 2]! > rgba[i + 1]! + 30) blue += 1;
  return blue;
}

for (const {locale, prefix} of LOCALES) {
  // Light only: in the dark theme Chromium's own cross is grey, so a dark run could not fail.
  {
    const theme = 'light';
    test(`the /config/ filter's clear button is not the browser's blue cross, and clears the filter (${locale})`, async ({page}) => {
      await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
      await page.goto(`${prefix}/config/`);
      const filter = page.getByLabel(FILTER_LABEL[locale], {exact: true});
      const cards = page.locator('[data-overview] [data-overview-page]');
      const total = await cards.count();
      const clear = page.getByRole('button', {name: CLEAR_LABEL[locale], exact: true});
      await expect(clear).toHaveCount(0);
      await filter.fill('timeout');
      await expect(cards).toHaveCount(2);
      await expect(clear).toBeVisible();
      // The browser's own (blue) button is not drawn.
      expect(await bluePixels(page, filter)).toBe(0);
      await clear.click();
      await expect(filter).toHaveValue('');
      await expect(filter).toBeFocused();
      await expect(cards).toHaveCount(total);
      await expect(clear).toHaveCount(0);
    });

  }

  // Light only, as above; the same input in both locales.
  if (locale === 'en') test("the search page's input draws its clear cross in the theme's colours, not the browser's blue", async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'light'));
    await page.goto(`${prefix}/search?q=mock`);
    const input = page.locator('main input[type="search"]');
    await input.focus();
    await expect(input).toHaveValue('mock');
    expect(await bluePixels(page, input)).toBe(0);
  });
}
