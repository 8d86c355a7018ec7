import {test, expect} from './fixtures';
import {CURRENT_ONLY_DOC_ROUTES, DOCS_VERSIONS, LOCALES, SPEC_DOC_ROUTES, localePath, titleIn} from '../specRoutes';

// The route matrix: every route of spec section 2, in both locales and both docs versions; and
// the pages only the current docs (Rstest 0.12) have, in both locales, absent from 0.5.
const NAV_LABELS = {
  en: {Guide: 'Guide', Config: 'Config', API: 'API'},
  zh: {Guide: '指南', Config: '配置', API: 'API'},
} as const;

for (const {locale, prefix, htmlLang} of LOCALES) {
  for (const docsVersion of DOCS_VERSIONS) {
    test.describe(`${locale} routes, docs ${docsVersion.label}`, () => {
      const routes = docsVersion.version === 'current' ? [...SPEC_DOC_ROUTES, ...CURRENT_ONLY_DOC_ROUTES] : SPEC_DOC_ROUTES;
      for (const route of routes) {
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

for (const {prefix} of LOCALES) {
  test(`the pages only 0.12 has are not in the 0.5 docs (${prefix || '/'})`, async ({request}) => {
    for (const route of CURRENT_ONLY_DOC_ROUTES) {
      const response = await request.get(localePath(prefix, route.path, '/0.5'));
      expect({path: route.path, status: response.status()}).toEqual({path: route.path, status: 404});
    }
  });
}
