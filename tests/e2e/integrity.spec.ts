import type {APIRequestContext} from '@playwright/test';
import * as cheerio from 'cheerio';
import {test, expect} from './fixtures';
import {DOCS_VERSIONS, LOCALES} from '../specRoutes';
import {waitForHydration} from './surfaces';

// Links and content integrity (issue 9): a crawl of every route in both locales. Every internal
// link answers 200 and its #anchor exists in the target page; no page logs an error (the doc pages
// in routes.spec, the home pages here); the sitemaps list every page once; each page carries canonical, hreflang, Open Graph and Twitter meta.

const SITE_URL = 'https://rstest.rs';
const LOCALE_HREFLANG = {en: 'en', zh: 'zh-CN'} as const;
const LOCALE_PREFIX = {en: '', zh: '/zh'} as const;
const SITEMAPS = ['/sitemap.xml', '/zh/sitemap.xml'];

/** The counterpart of a page path in a locale (`/zh` prefix for Chinese). */
const inLocale = (path: string, prefix: string) => (path === '/' ? `${prefix}/` : `${prefix}${path}`);

/** Every page of the site, in both locales and both docs versions: the home pages, the spec's routes, and the current docs' own pages. */
const PAGES = LOCALES.flatMap(({locale, prefix}) =>
  [
    '/',
    // Each frozen docs version's home page (/0.5/) and its copy of every spec route.
    ...DOCS_VERSIONS.filter((version) => version.prefix).map((version) => `${version.prefix}/`),
    ...DOCS_VERSIONS.flatMap((version) => version.routes.map((route) => `${version.prefix}${route.path}`)),
  ].map((path) => ({locale, path, url: inLocale(path, prefix)})),
);

/** The docs version prefix of a default-locale path (`/0.5` for `/0.5/config/`), '' for the current docs. */
function versionPrefixOf(path: string): string {
  return DOCS_VERSIONS.find((candidate) => candidate.prefix && path.startsWith(`${candidate.prefix}/`))?.prefix ?? '';
}

/** Whether a default-locale path is a home page: the site's (`/`) or a frozen version's (`/0.5/`). */
function isHome(path: string): boolean {
  const version = DOCS_VERSIONS.find((candidate) => candidate.prefix && path.startsWith(`${candidate.prefix}/`));
  return (version ? path.slice(version.prefix.length) : path) === '/';
}

type Link = {from: string; path: string; hash: string};

/** Internal links of a page (`<a href>` on this host), resolved against it. */
function internalLinks(html: string, from: string, origin: string): Link[] {
  const $ = cheerio.load(html);
  return $('a[href]')
    .map((_index, element) => $(element).attr('href') ?? '')
    .get()
    .map((href) => new URL(href, `${origin}${from}`))
    .filter((url) => url.origin === origin && /^https?:$/.test(url.protocol))
    .map((url) => ({from, path: url.pathname, hash: decodeURIComponent(url.hash.slice(1))}));
}

/** The HTML of every path, fetched once. */
async function fetchAll(request: APIRequestContext, paths: Iterable<string>): Promise<Map<string, {status: number; html: string}>> {
  const pages = new Map<string, {status: number; html: string}>();
  for (const path of paths) {
    const response = await request.get(path);
    pages.set(path, {status: response.status(), html: response.ok() ? await response.text() : ''});
  }
  return pages;
}

test.describe('links', () => {
  test('every internal link of every page answers 200 and its anchor exists in the target', async ({request, baseURL}) => {
    const origin = new URL(baseURL!).origin;
    const sources = await fetchAll(request, PAGES.map((page) => page.url));
    const links = [...sources].flatMap(([from, {html}]) => internalLinks(html, from, origin));
    expect(links.length).toBeGreaterThan(PAGES.length * 10);

    const targets = await fetchAll(request, new Set(links.map((link) => link.path).filter((path) => !sources.has(path))));
    const all = new Map([...sources, ...targets]);
    const broken = links
      .filter((link) => all.get(link.path)?.status !== 200)
      .map((link) => `${link.from} -> ${link.path} (${all.get(link.path)?.status})`);
    expect([...new Set(broken)], 'links that do not answer 200').toEqual([]);

    const ids = new Map<string, Set<string>>();
    const idsOf = (path: string) => {
      if (!ids.has(path)) {
        const $ = cheerio.load(all.get(path)?.html ?? '');
        ids.set(path, new Set($('[id]').map((_index, element) => $(element).attr('id')).get()));
      }
      return ids.get(path)!;
    };
    const missingAnchors = links
      .filter((link) => link.hash && !idsOf(link.path).has(link.hash))
      .map((link) => `${link.from} -> ${link.path}#${link.hash}`);
    expect([...new Set(missingAnchors)], 'anchors missing in their target page').toEqual([]);
  });

  test('no page has an <a> without an href (a link crawlers and screen readers cannot follow)', async ({request}) => {
    const pages = await fetchAll(request, PAGES.map((page) => page.url));
    const withoutHref = [...pages].flatMap(([path, {html}]) => {
      const $ = cheerio.load(html);
      return $('a:not([href])')
        .map((_index, element) => `${path}: <a class="${$(element).attr('class') ?? ''}">${$(element).text().trim()}</a>`)
        .get();
    });
    expect(pages.size).toBe(PAGES.length);
    expect(withoutHref).toEqual([]);
  });

  // Every doc page is loaded in the browser, hydrated and checked for console errors and uncaught
  // exceptions by routes.spec (both locales, both versions); the home pages are the rest.
  test('every home page loads in the browser without a console error or an uncaught exception', async ({page, pageErrors}) => {
    const homes = PAGES.filter((entry) => isHome(entry.path)).map((entry) => entry.url);
    expect(homes).toEqual(expect.arrayContaining(['/', '/zh/', '/0.5/', '/zh/0.5/']));
    const failures: string[] = [];
    for (const url of homes) {
      const response = await page.goto(url);
      if (response?.status() !== 200) failures.push(`${url}: status ${response?.status()}`);
      await waitForHydration(page).catch(() => failures.push(`${url}: did not hydrate`));
      failures.push(...pageErrors.splice(0).map((error) => `${url}: ${error}`));
    }
    expect(failures).toEqual([]);
  });
});

test.describe('sitemaps and robots.txt', () => {
  test('the two sitemaps together list every page of both locales exactly once, each in its own locale', async ({request}) => {
    const listed: string[] = [];
    for (const sitemap of SITEMAPS) {
      const response = await request.get(sitemap);
      expect(response.status(), sitemap).toBe(200);
      const $ = cheerio.load(await response.text(), {xmlMode: true});
      const locs = $('url > loc').map((_index, element) => $(element).text()).get();
      const zh = sitemap.startsWith('/zh/');
      for (const loc of locs) expect(loc.startsWith(`${SITE_URL}/zh/`), `${loc} in ${sitemap}`).toBe(zh);
      listed.push(...locs);
    }
    const expected = PAGES.map((page) => `${SITE_URL}${page.url}`);
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  test('robots.txt allows crawling and names both sitemaps', async ({request}) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/plain');
    const lines = (await response.text()).split('\n').map((line) => line.trim());
    expect(lines).toContain('User-agent: *');
    expect(lines).toEqual(expect.arrayContaining(SITEMAPS.map((sitemap) => `Sitemap: ${SITE_URL}${sitemap}`)));
    expect(lines).not.toContain('Disallow: /');
  });
});

test.describe('page meta', () => {
  test('every page has its canonical URL, hreflang alternates to both locales, Open Graph and Twitter meta', async ({
    request,
  }) => {
    const problems: string[] = [];
    const pages = await fetchAll(request, PAGES.map((page) => page.url));
    for (const {locale, path, url} of PAGES) {
      const $ = cheerio.load(pages.get(url)!.html);
      const meta = (key: string) => $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
      const expectations: [string, string | undefined, string | RegExp][] = [
        ['canonical', $('link[rel=canonical]').attr('href'), `${SITE_URL}${url}`],
        ['hreflang en', $('link[rel=alternate][hreflang=en]').attr('href'), `${SITE_URL}${inLocale(path, '')}`],
        ['hreflang zh-CN', $('link[rel=alternate][hreflang=zh-CN]').attr('href'), `${SITE_URL}${inLocale(path, '/zh')}`],
        ['hreflang x-default', $('link[rel=alternate][hreflang=x-default]').attr('href'), `${SITE_URL}${inLocale(path, '')}`],
        ['html lang', $('html').attr('lang'), LOCALE_HREFLANG[locale]],
        ['og:url', meta('og:url'), `${SITE_URL}${url}`],
        ['og:title', meta('og:title'), /\S/],
        ['og:description', meta('og:description'), /\S.{9,}/],
        // Each locale's and docs version's build carries its own copy of static/ (build/zh/img/..., build/zh/0.5/img/...).
        ['og:image', meta('og:image'), `${SITE_URL}${inLocale(`${versionPrefixOf(path)}/img/social-card.png`, LOCALE_PREFIX[locale])}`],
        ['og:type', meta('og:type'), 'website'],
        ['twitter:card', meta('twitter:card'), 'summary_large_image'],
        ['twitter:image', meta('twitter:image'), `${SITE_URL}${inLocale(`${versionPrefixOf(path)}/img/social-card.png`, LOCALE_PREFIX[locale])}`],
      ];
      for (const [what, actual, wanted] of expectations) {
        const ok = typeof wanted === 'string' ? actual === wanted : wanted.test(actual ?? '');
        if (!ok) problems.push(`${url}: ${what} is ${JSON.stringify(actual)}, expected ${wanted}`);
      }
    }
    expect(problems).toEqual([]);
  });

  for (const path of ['/img/social-card.png', '/zh/img/social-card.png']) {
    test(`the social card ${path} is a PNG served by the site`, async ({request}) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect((await response.body()).subarray(1, 4).toString()).toBe('PNG');
    });
  }
});
