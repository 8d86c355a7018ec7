import type {Page, Response} from '@playwright/test';
import {test, expect} from './fixtures';
import {LOCALES, SIDEBAR_GROUPS_ZH, SPEC_DOC_ROUTES, titleIn, type SidebarGroup} from '../specRoutes';

// Overview pages (spec 2): /config/ and /api/ list their sidebar groups with every page (generated,
// not written by hand) and a filter box: case-insensitive, hyphens as spaces,
// 'No matching API found: {query}' when nothing matches. Both locales.

const NO_MATCH = {en: 'No matching API found: {query}', zh: '没有找到匹配的 API：{query}'} as const;
const FILTER_LABEL = {en: 'Filter', zh: '筛选'} as const;
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
  const groupTitle = (group: SidebarGroup) => (locale === 'zh' ? SIDEBAR_GROUPS_ZH[group] : group);

  for (const [route, section] of [
    ['/config/', 'Config'],
    ['/api/', 'API'],
  ] as const) {
    test(`${prefix}${route} lists every page of its sidebar groups under the group titles (${locale})`, async ({page, pageErrors}) => {
      await page.goto(`${prefix}${route}`);
      const overview = page.locator('[data-overview]');
      const pages = SPEC_DOC_ROUTES.filter((spec) => spec.section === section && spec.group !== null);
      for (const group of new Set(pages.map((spec) => spec.group!))) {
        const groupSection = overview.locator('section').filter({has: page.getByRole('heading', {level: 2, name: groupTitle(group), exact: true})});
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
    expect(total).toBe(SPEC_DOC_ROUTES.filter((spec) => spec.section === 'Config' && spec.group !== null).length);

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
    await expect(overview.getByRole('status')).toHaveText(NO_MATCH[locale].replace('{query}', 'no-such-option'));

    await filter.fill('');
    await expect(cards).toHaveCount(total);
    await expect(overview.getByRole('status')).toHaveCount(0);
  });

  test(`the /api/ overview lists h2 and h3 headings and filters them (${locale})`, async ({page}) => {
    await page.goto(`${prefix}/api/`);
    const overview = page.locator('[data-overview]');
    await expect(overview.getByRole('link', {name: 'toBe', exact: true})).toHaveAttribute('href', `${prefix}/api/test-api/expect#tobe`);
    await page.getByLabel(FILTER_LABEL[locale], {exact: true}).fill('RSTEST.USE-FAKE-TIMERS');
    await expect(overview.locator('[data-overview-page]')).toHaveCount(1);
    await expect(overview.getByRole('link', {name: 'rstest.useFakeTimers'})).toBeVisible();
    await expect(overview.getByRole('link', {name: 'rstest.useRealTimers'})).toHaveCount(0);
  });

  test(`a doc that is no overview loads neither overview data nor overview code, an overview doc loads both (${locale})`, async ({page}) => {
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
    const configPages = SPEC_DOC_ROUTES.filter((spec) => spec.section === 'Config' && spec.group !== null);
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
