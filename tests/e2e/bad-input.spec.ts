import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {errorsBesidesNotFoundStatus, waitForHydration} from './surfaces';

// Bad input, with nothing broken (issue 9): odd URLs and corrupted browser storage. Every case
// ends on the right page or on the 404 page of its locale, rendered and hydrated: never a blank
// page, a server error or a file from outside the build. The odd URLs are the host's to answer,
// so they run against nginx too (playwright.config.ts); the rest is the client's (tagged @client).

const NOT_FOUND = {en: 'PAGE NOT FOUND', zh: '页面未找到'};
const QUICK_START = {en: 'Quick start', zh: '快速上手'};
const LANG = {en: 'en', zh: 'zh-CN'};

type Outcome = {status: 200 | 404; path?: string; h1: string; locale: 'en' | 'zh'};

/** Raw paths (sent as written, not normalised by URL parsing) and where each must end. */
const URL_CASES: {name: string; path: string; outcome: Outcome}[] = [
  {name: 'upper-case path', path: '/GUIDE/START/QUICK-START', outcome: {status: 200, path: '/guide/start/quick-start', h1: QUICK_START.en, locale: 'en'}},
  {name: 'upper-case path in zh', path: '/ZH/GUIDE/START/QUICK-START', outcome: {status: 200, path: '/zh/guide/start/quick-start', h1: QUICK_START.zh, locale: 'zh'}},
  {name: 'camel-case page in another case', path: '/config/test/SETUPFILES', outcome: {status: 200, path: '/config/test/setupFiles', h1: 'setupFiles', locale: 'en'}},
  // The 404 page drops the redundant prefix and shows the page (src/theme/NotFound).
  {name: 'doubled locale prefix', path: '/zh/zh/guide/start/quick-start', outcome: {status: 404, path: '/zh/guide/start/quick-start', h1: QUICK_START.zh, locale: 'zh'}},
  {name: 'leading double slash', path: '//guide/start/', outcome: {status: 200, path: '/guide/start/', h1: 'Introduction', locale: 'en'}},
  {name: 'double slash to a missing page', path: '//guide', outcome: {status: 404, path: '/guide', h1: NOT_FOUND.en, locale: 'en'}},
  {name: 'malformed percent-encoding', path: '/%E0%A4%A', outcome: {status: 404, path: '/%25E0%25A4%25A', h1: NOT_FOUND.en, locale: 'en'}},
  {name: 'malformed percent-encoding in zh', path: '/zh/guide/%E0%A4%A', outcome: {status: 404, path: '/zh/guide/%25E0%25A4%25A', h1: NOT_FOUND.zh, locale: 'zh'}},
  {name: 'percent-encoded page path', path: '/guide/start/quick%2Dstart', outcome: {status: 200, h1: QUICK_START.en, locale: 'en'}},
  {name: 'encoded Chinese characters', path: '/zh/%E6%8C%87%E5%8D%97', outcome: {status: 404, h1: NOT_FOUND.zh, locale: 'zh'}},
  {name: 'very long name', path: `/guide/${'a'.repeat(2000)}`, outcome: {status: 404, h1: NOT_FOUND.en, locale: 'en'}},
  {name: 'very long path', path: `/${'deep/'.repeat(400)}`, outcome: {status: 404, h1: NOT_FOUND.en, locale: 'en'}},
  {name: 'escape to /etc/passwd', path: '/..%2f..%2fetc/passwd.md', outcome: {status: 404, h1: NOT_FOUND.en, locale: 'en'}},
  {name: 'escape to package.json', path: '/..%2f..%2fpackage.json', outcome: {status: 404, h1: NOT_FOUND.en, locale: 'en'}},
  {name: 'escape with encoded dots', path: '/%2e%2e/%2e%2e/package.json', outcome: {status: 404, h1: NOT_FOUND.en, locale: 'en'}},
];

async function expectRendered(page: Page, {h1, locale}: Pick<Outcome, 'h1' | 'locale'>): Promise<void> {
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', LANG[locale]);
  await expect(page.locator('main h1, article h1').first()).toHaveText(h1);
  await expect(page.locator('.navbar')).toBeVisible();
}

test.describe('odd URLs', () => {
  for (const {name, path, outcome} of URL_CASES) {
    test(`${name} (${path.slice(0, 60)}) gets ${outcome.status === 200 ? 'the page' : 'the 404 page'}`, async ({
      page,
      pageErrors,
      baseURL,
    }) => {
      // Concatenated, not resolved: `//guide` resolved against the base URL would name another host.
      const response = await page.goto(`${new URL(baseURL!).origin}${path}`);
      expect(response?.status()).toBe(outcome.status);
      await expectRendered(page, outcome);
      if (outcome.path) await expect.poll(() => new URL(page.url()).pathname).toBe(outcome.path);
      const body = await page.content();
      expect(body).not.toContain('root:x:0:0');
      expect(body).not.toContain('"name": "rstest-website"');
      expect(errorsBesidesNotFoundStatus(pageErrors)).toEqual([]);
    });
  }

  test('no request outside the build folder is answered with a file', async ({request}) => {
    for (const path of ['/..%2f..%2fetc/passwd.md', '/zh/..%2f..%2fpackage.json.md', '/..%2f..%2fpackage.json', '/..%5c..%5cpackage.json', '/%2e%2e/package.json']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(response.headers()['content-type'], path).toContain('text/html');
      expect(await response.text(), path).toContain('<html');
    }
  });
});

test.describe('odd layout-switch parameters', {tag: '@client'}, () => {
  const shown = async (page: Page, selector: string) => page.locator(selector).first().isVisible();

  test('?navbar=abc&sidebar= hides nothing', async ({page, pageErrors}) => {
    await page.goto('/guide/start/quick-start?navbar=abc&sidebar=');
    await expectRendered(page, {h1: QUICK_START.en, locale: 'en'});
    expect(await shown(page, '.navbar')).toBe(true);
    expect(await shown(page, '.theme-doc-sidebar-container')).toBe(true);
    await expect(page.locator('html')).not.toHaveAttribute('data-layout-hide', /./);
    expect(pageErrors).toEqual([]);
  });

  test('a repeated parameter counts once, by its first value, as URLSearchParams reads it', async ({page, pageErrors}) => {
    await page.goto('/zh/guide/start/quick-start?sidebar=0&sidebar=1&navbar=1&navbar=0&footer=0&footer=0');
    await expectRendered(page, {h1: QUICK_START.zh, locale: 'zh'});
    await expect(page.locator('html')).toHaveAttribute('data-layout-hide', 'sidebar footer');
    expect(await shown(page, '.theme-doc-sidebar-container')).toBe(false);
    expect(await shown(page, '.navbar')).toBe(true);
    expect(pageErrors).toEqual([]);
  });

  test('a foreign theme in the query (?docusaurus-theme=) falls back to a real theme', async ({page, pageErrors}) => {
    await page.goto('/guide/start/?docusaurus-theme=%3Cimg%20src%3Dx%3E');
    await expectRendered(page, {h1: 'Introduction', locale: 'en'});
    await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
    expect(pageErrors).toEqual([]);
  });
});

/**
 * The browser-storage keys the site reads, with the values a reader's browser might hold (corrupted,
 * from an older version, from another site on the same origin). One entry per key; `check` asserts
 * that the page ignored or replaced the value. A feature that reads a new key adds an entry.
 */
type StoredKeyCase = {
  key: string;
  /** The page that reads the key. */
  path: string;
  /** Browser options the check needs (the locale redirect needs a Chinese browser). */
  browserLocale?: string;
  /** Runs on the loaded page; `stored` reads the key's value now. */
  check: (page: Page, stored: () => Promise<string | null>) => Promise<void>;
};

const FOREIGN_VALUES = ['purple', '', 'null', '{"broken":', '<img src=x onerror=alert(1)>', 'x'.repeat(5000)];

const STORED_KEYS: StoredKeyCase[] = [
  {
    // Docusaurus colour mode (src/plugins/theme-guard removes a value that is not light/dark).
    key: 'theme',
    path: '/guide/start/',
    check: async (page, stored) => {
      await expect(page.locator('html')).toHaveAttribute('data-theme', /^(light|dark)$/);
      expect(await stored()).toBeNull();
      await page.locator('.navbar button[class*="toggleButton"]').first().click();
      expect(await stored()).toMatch(/^(light|dark)$/);
    },
  },
  {
    // Docusaurus tabs, the package-manager group (src/components/PackageManagerTabs).
    key: 'docusaurus.tab.package-manager',
    path: '/guide/start/quick-start',
    check: async (page, stored) => {
      const tabs = page.getByRole('tablist').first().getByRole('tab');
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tablist').first().locator('[aria-selected="true"]')).toHaveCount(1);
      await tabs.nth(2).click();
      expect(await stored()).toBe((await tabs.nth(2).textContent())?.trim());
    },
  },
  {
    // Whether this browser has loaded the brand face (src/plugins/brand-font): only "loaded" counts.
    key: 'site-brand-font',
    path: '/guide/start/',
    check: async (page, stored) => {
      await expect(page.locator('html')).not.toHaveAttribute('data-brand-font');
      // Fetched once the page has hydrated and the main thread is idle (at most 3 s later), then noted.
      await expect.poll(stored, {timeout: 15_000}).toBe('loaded');
    },
  },
  {
    // The locale redirect decision (src/plugins/locale-redirect): a foreign value is decided afresh.
    key: 'localeRedirect',
    path: '/guide/start/',
    browserLocale: 'zh-CN',
    check: async (page, stored) => {
      await expect(page).toHaveURL('/zh/guide/start/');
      expect(await stored()).toBe('zh');
    },
  },
  {
    // The search modal's recent searches (DocSearch; `local` is the local backend's index name).
    // Kept per locale and docs version: the current docs' English searches (src/plugins/local-search/client/searchActivity.ts).
    key: '__DOCSEARCH_RECENT_SEARCHES__local@/',
    path: '/guide/start/',
    check: async (page, stored) => {
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.locator('.DocSearch-Input').fill('testTimeout');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
      await page.keyboard.press('Enter');
      await expect(page).not.toHaveURL('/guide/start/');
      const recent = JSON.parse((await stored()) ?? 'null') as unknown;
      expect(Array.isArray(recent) && recent.length).toBe(1);
    },
  },
  {
    // The search modal's favourite searches.
    key: '__DOCSEARCH_FAVORITE_SEARCHES__local@/',
    path: '/guide/start/',
    check: async (page, stored) => {
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.locator('.DocSearch-Input').fill('testTimeout');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 15_000});
      // DocSearch drops a value it cannot parse; `null` parses, reads as no favourites, and stays.
      const value = await stored();
      expect(value === null || value === 'null' || Array.isArray(JSON.parse(value))).toBe(true);
    },
  },
];

for (const entry of STORED_KEYS) {
  test.describe(`corrupted localStorage "${entry.key}"`, {tag: '@client'}, () => {
    if (entry.browserLocale) test.use({locale: entry.browserLocale});

    test(`with each foreign value (${FOREIGN_VALUES.length}), the page renders and the value is ignored or replaced`, async ({page, pageErrors}) => {
      for (const value of FOREIGN_VALUES) {
        // The browser as a reader's would be: nothing stored but the value, set before any script of
        // the page to check runs, from a file of the same origin that runs none (the page before it
        // could still write its own value once idle).
        // (A text document makes the browser ask for /favicon.ico, which the site does not have.)
        await page.route('**/favicon.ico', (route) => route.fulfill({status: 204}));
        await page.goto('/robots.txt', {waitUntil: 'commit'});
        await page.waitForLoadState('domcontentloaded');
        await page.evaluate(
          ([key, seeded]) => {
            window.localStorage.clear();
            window.sessionStorage.clear();
            window.localStorage.setItem(key, seeded);
          },
          [entry.key, value] as const,
        );
        const response = await page.goto(entry.path);
        expect(response?.status(), value.slice(0, 30)).toBe(200);
        await waitForHydration(page);
        await expect(page.locator('main h1, article h1').first()).toBeVisible();
        await entry.check(page, () => page.evaluate((key) => window.localStorage.getItem(key), entry.key));
      }
      expect(pageErrors).toEqual([]);
    });
  });
}

test.describe('hostile search input', {tag: '@client'}, () => {
  const SEARCH_INPUT_MAX = 512;

  test('a 2,000-character query is cut at 512 and the page stays alive', async ({page, pageErrors}) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    await expect(input).toBeVisible();
    await input.focus();
    await page.keyboard.insertText('ab '.repeat(667));
    expect((await input.inputValue()).length).toBe(SEARCH_INPUT_MAX);
    await page.keyboard.press('Escape');
    await expect(page.locator('.DocSearch-Modal')).toHaveCount(0);
    await expect(page.locator('article h1')).toBeVisible();
    expect(pageErrors).toEqual([]);
  });

  test('queries of markup, quotes and pattern characters are shown as text, with no error', async ({page, pageErrors}) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await page.keyboard.press('Control+k');
    const input = page.locator('.DocSearch-Input');
    for (const query of ['<script>alert(1)</script>', '"\'`', '.*+?^${}()|[]\\/', '<img src=x onerror=alert(1)>']) {
      await input.fill(query);
      await expect(input).toHaveValue(query);
      // Either hits or the no-results screen, which repeats the query as text. The answer can
      // change once: the modal searches again when the index's rest has joined (maintainers/search.md
      // "The counts"), so no results from the head can become hits; check whichever screen is shown.
      await expect(async () => {
        const noResults = page.locator('.DocSearch-NoResults');
        if (await noResults.count()) await expect(noResults.locator('.DocSearch-Title')).toContainText(query, {timeout: 1000});
        else await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: 1000});
      }).toPass({timeout: 15_000});
      expect(await page.locator('.DocSearch-Modal script, .DocSearch-Modal img[src="x"]').count()).toBe(0);
    }
    expect(dialogs).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
});
