import {test, expect} from './fixtures';
import {DOCS_VERSIONS, LOCALES, localePath, titleIn} from '../specRoutes';

// The route matrix: every route of each docs version (tests/specRoutes.ts: the spec's routes in
// every version, and the pages the current docs added since), in both locales; and the current
// pages a frozen version did not have answer 404 under its prefix.
const NAV_LABELS = {
  en: {Guide: 'Guide', Config: 'Config', API: 'API'},
  zh: {Guide: '指南', Config: '配置', API: 'API'},
} as const;

for (const {locale, prefix, htmlLang} of LOCALES) {
  for (const docsVersion of DOCS_VERSIONS) {
    test.describe(`${locale} routes, docs ${docsVersion.label}`, () => {
      for (const route of docsVersion.routes) {
        const url = localePath(prefix, route.path, docsVersion.prefix);
        const title = titleIn(locale, route);

        // The shared page: some 300 routes, each only loaded and read, with the scripts cached.
        test(`${url} renders “${title}”`, async ({sharedPage: page, sharedPageErrors: pageErrors}) => {
          const response = await page.goto(url);
          expect(response?.status()).toBe(200);
          // The URL keeps the spec's shape: no redirect adds or removes a trailing slash.
          expect(new URL(page.url()).pathname).toBe(url);

          await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
          await expect(page.locator('h1')).toHaveCount(1);
          await expect(page.locator('h1')).toHaveText(title);
          await expect(page).toHaveTitle(`${title} | Rstest`);

          // The page's own entry is the one marked active (current page) in its sidebar.
          const current = page.locator('.theme-doc-sidebar-menu a[aria-current="page"]');
          await expect(current).toHaveCount(1);
          await expect(current).toHaveAttribute('href', url);
          await expect(current).toHaveClass(/menu__link--active/);

          // The section's navbar item is marked active, with the locale's label.
          await expect(page.locator('.navbar__items a.navbar__link--active')).toHaveText(
            NAV_LABELS[locale][route.section],
          );
          // The version switcher names the version the page belongs to.
          await expect(page.locator('.navbar .dropdown > .navbar__link').filter({hasText: /^\d+\.\d+$/})).toHaveText(docsVersion.label);
          expect(pageErrors).toEqual([]);
        });
      }
    });
  }
}

const [CURRENT_VERSION, ...FROZEN_VERSIONS] = DOCS_VERSIONS;
for (const {prefix} of LOCALES) {
  for (const frozen of FROZEN_VERSIONS) {
    test(`the current pages ${frozen.label} did not have are not in its docs (${prefix || '/'}${frozen.prefix.slice(1)}/)`, async ({request}) => {
      const paths = new Set(frozen.routes.map((route) => route.path));
      for (const route of CURRENT_VERSION!.routes.filter((candidate) => !paths.has(candidate.path))) {
        const response = await request.get(localePath(prefix, route.path, frozen.prefix));
        expect({path: route.path, status: response.status()}).toEqual({path: route.path, status: 404});
      }
    });
  }
}
