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

        // The shared page: some 300 routes, each only loaded and read, with the scripts cached; the
        // page is read once it has hydrated (the fixtures' goto waits for that), in one round trip.
        test(`${url} renders “${title}”`, async ({sharedPage: page, sharedPageProblems: problems}) => {
          const response = await page.goto(url, {waitUntil: 'domcontentloaded'});
          expect(response?.status()).toBe(200);
          const shown = await page.evaluate(() => {
            const current = [...document.querySelectorAll('.theme-doc-sidebar-menu a[aria-current="page"]')];
            const versionLabels = [...document.querySelectorAll('.navbar .dropdown > .navbar__link')]
              .map((link) => link.textContent!.trim())
              .filter((text) => /^\d+\.\d+$/.test(text));
            return {
              // The URL keeps the spec's shape: no redirect adds or removes a trailing slash.
              pathname: window.location.pathname,
              lang: document.documentElement.lang,
              h1: [...document.querySelectorAll('h1')].map((heading) => heading.textContent!.trim()),
              title: document.title,
              // The page's own entry is the one marked active (current page) in its sidebar.
              current: current.map((link) => ({href: link.getAttribute('href'), active: link.classList.contains('menu__link--active')})),
              // The section's navbar item is marked active, with the locale's label.
              navbarActive: [...document.querySelectorAll('.navbar__items a.navbar__link--active')].map((link) => link.textContent!.trim()),
              // The version switcher names the version the page belongs to.
              versionLabels,
            };
          });
          expect(shown).toEqual({
            pathname: url,
            lang: htmlLang,
            h1: [title],
            title: `${title} | Rstest`,
            current: [{href: url, active: true}],
            navbarActive: [NAV_LABELS[locale][route.section]],
            versionLabels: [docsVersion.label],
          });
          // It hydrated with nothing in the console: no recoverable error (a hydration mismatch),
          // no warning, no error, no uncaught exception.
          expect(problems, `${url} logged what a clean page does not`).toEqual([]);
        });
      }
    });
  }
}

// The site's pages that are not docs, in each version's build and both locales: the home page, the
// search page (also as a shared link to results: prerendered without the query, it must still
// hydrate cleanly) and the 404 page's own route.
const OTHER_PAGES = ['/', '/search', '/search?q=mock', '/404'];
for (const {locale, prefix, htmlLang} of LOCALES) {
  for (const docsVersion of DOCS_VERSIONS) {
    test.describe(`${locale} pages beside the docs, docs ${docsVersion.label}`, () => {
      for (const path of OTHER_PAGES) {
        const url = localePath(prefix, path, docsVersion.prefix);
        test(`${url} hydrates with nothing in the console`, async ({sharedPage: page, sharedPageProblems: problems}) => {
          await page.goto(url);
          const {pathname, search} = new URL(page.url());
          expect(pathname + search).toBe(url);
          await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
          await expect(page.locator('h1')).toHaveCount(1);
          expect(problems, `${url} logged what a clean page does not`).toEqual([]);
        });
      }
    });
  }
}

const [CURRENT_VERSION, ...FROZEN_VERSIONS] = DOCS_VERSIONS;
for (const {prefix} of LOCALES) {
  for (const frozen of FROZEN_VERSIONS) {
    // At their paths its build wrote stand-ins (src/plugins/docs-versions/build/standIns.ts): a page of its own it lacks, with the notice saying so.
    test(`the current pages ${frozen.label} did not have are not in its docs: their paths are its stand-ins (${prefix || '/'}${frozen.prefix.slice(1)}/)`, async ({request}) => {
      const paths = new Set(frozen.routes.map((route) => route.path));
      for (const route of CURRENT_VERSION!.routes.filter((candidate) => !paths.has(candidate.path))) {
        const response = await request.get(localePath(prefix, route.path, frozen.prefix));
        const html = await response.text();
        const standIn = /<meta name="docs-versions:stand-in" content="[^"]+\?missing=[^"]+">/.test(html) && html.includes(`data-missing-page="${prefix}${route.path}"`);
        expect({path: route.path, status: response.status(), standIn}).toEqual({path: route.path, status: 200, standIn: true});
      }
    });
  }
}

// The crawl's check (recordPageProblems) reports what it must. The e2e fixture
// tests/fixtures/pages/hydration-mismatch.mdx renders 'server' on the server and 'browser' in the
// browser, so React recovers from a hydration mismatch: the page shows the browser's render.
for (const {prefix} of LOCALES) {
  const url = `${prefix}/e2e-fixtures/pages/hydration-mismatch`;
  test(`the crawl's check reports a page that hydrates with a mismatch (${url})`, async ({sharedPage: page, sharedPageProblems: problems}) => {
    expect(await (await page.request.get(url)).text()).toMatch(/data-testid="?rendered-in"?>server</);
    await page.goto(url);
    await expect(page.getByTestId('rendered-in')).toHaveText('browser');
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${url}: recoverable error \\(hydration\\): Docusaurus React Root onRecoverableError:`))]);
  });
}

test("the crawl's check reports any console warning or error and an uncaught exception, with the page", async ({sharedPage: page, sharedPageProblems: problems}) => {
  const url = CURRENT_VERSION!.routes[0]!.path;
  await page.goto(url);
  expect(problems).toEqual([]);
  await page.evaluate(() => {
    console.warn('a warning');
    console.error('an error');
    setTimeout(() => {
      throw new Error('an exception');
    });
  });
  await expect.poll(() => problems.length).toBe(3);
  expect(problems).toEqual([`${url}: console.warning: a warning`, `${url}: console.error: an error`, `${url}: uncaught: an exception`]);
});
