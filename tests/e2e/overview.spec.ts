import {test, expect} from './fixtures';
import {LOCALES, SIDEBAR_GROUPS_ZH, SPEC_DOC_ROUTES, titleIn, type SidebarGroup} from '../specRoutes';

// Overview pages (spec 2): /config/ and /api/ list their sidebar groups with every page (generated,
// not written by hand) and a filter box: case-insensitive, hyphens as spaces,
// 'No matching API found: {query}' when nothing matches. Both locales.

const NO_MATCH = {en: 'No matching API found: {query}', zh: '没有找到匹配的 API：{query}'} as const;
const FILTER_LABEL = {en: 'Filter', zh: '筛选'} as const;

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
}
