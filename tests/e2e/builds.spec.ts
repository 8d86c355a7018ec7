import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from './fixtures';
import {DOCS_VERSIONS} from '../specRoutes';

// `npm run build` is the readers' site alone; the end-to-end tests' edge-case pages
// (tests/fixtures, an app of their own under /e2e-fixtures/) are only in the e2e build (`npm run
// build:e2e`, build-e2e/: a copy of build/ with that app beside it), which these tests are served
// from. Reads the two folders directly.

const ROOT = path.join(__dirname, '../..');
const FIXTURE_ROUTES = ['e2e-fixtures/docs/layout/index.html', 'e2e-fixtures/pages/blank/index.html'];
const FROZEN_VERSIONS = DOCS_VERSIONS.filter((version) => version.version !== 'current').map((version) => version.version);

function builtFiles(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[]).filter((file) => fs.statSync(path.join(dir, file)).isFile());
}

test('the production build has no test fixtures, anywhere', () => {
  const dir = path.join(ROOT, 'build');
  expect(fs.existsSync(path.join(dir, 'index.html')), 'build/ is missing: run `npm run build` first').toBe(true);
  const files = builtFiles(dir);
  expect(files.filter((file) => file.includes('e2e-fixtures'))).toEqual([]);
  // Nor a route, a link or a sitemap entry to them (HTML, JS route tables, sitemaps, llms.txt, robots.txt).
  const mentioning = files
    .filter((file) => /\.(html|js|json|xml|txt|md)$/.test(file))
    .filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes('e2e-fixtures'));
  expect(mentioning).toEqual([]);
});

/** The name of a folder's main script (`main.<hash>.js`). */
const mainScript = (dir: string) => fs.readdirSync(path.join(dir, 'assets/js')).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file));

test("the e2e build is the production build with the fixtures' app beside it, in both locales", () => {
  const dir = path.join(ROOT, 'build-e2e');
  for (const route of FIXTURE_ROUTES) {
    expect(fs.existsSync(path.join(dir, route)), route).toBe(true);
    expect(fs.existsSync(path.join(dir, 'zh', route)), `zh/${route}`).toBe(true);
  }
  for (const locale of ['', 'zh/']) {
    // The readers' pages are build/'s, built once: the same main script, which names no fixture.
    const readers = mainScript(path.join(ROOT, 'build', locale));
    expect(readers).toBeDefined();
    expect(mainScript(path.join(dir, locale))).toBe(readers);
    // The fixtures are an app of their own, with its main script and its 404 page.
    expect(mainScript(path.join(dir, locale, 'e2e-fixtures'))).toBeDefined();
    expect(fs.existsSync(path.join(dir, locale, 'e2e-fixtures/404.html')), `${locale}e2e-fixtures/404.html`).toBe(true);
  }
});

for (const {prefix, guide, quickStart} of [
  {prefix: '', guide: 'Guide', quickStart: 'Quick start'},
  {prefix: '/zh', guide: '指南', quickStart: '快速上手'},
]) {
  test(`${prefix}/e2e-fixtures/: the chrome's links to the docs open the readers' pages beside the fixtures' app`, async ({page}) => {
    await page.goto(`${prefix}/e2e-fixtures/docs/code-blocks`);
    await expect(page.locator('.navbar__items a.navbar__link', {hasText: guide})).toHaveAttribute('href', `${prefix}/guide/start/`);
    await expect(page.locator('.footer').getByRole('link', {name: quickStart, exact: true})).toHaveAttribute('href', `${prefix}/guide/start/quick-start`);
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
    await page.locator('.navbar__items a.navbar__link', {hasText: guide}).click();
    await expect(page).toHaveURL(`${prefix}/guide/start/`);
    // The readers' page, not the fixtures' app's 404 page.
    await expect(page.locator('.theme-doc-sidebar-container')).toBeVisible();
  });
}

test('the production build carries its serving rules and precompressed copies (maintainers/deployment.md "Deploy")', () => {
  const dir = path.join(ROOT, 'build');
  const headers = fs.readFileSync(path.join(dir, '_headers'), 'utf8');
  // Cloudflare Pages reads at most 100 rules of `_headers`: the security headers, and one rule per
  // locale and docs version (its hashed assets), so the site can keep dozens of versions.
  const rules = headers.split('\n').filter((line) => line.startsWith('/'));
  expect(rules.length).toBe(1 + 2 * DOCS_VERSIONS.length);
  for (const name of ['_redirects', 'vercel.json', 'nginx.conf']) expect(fs.existsSync(path.join(dir, name)), name).toBe(true);
  const files = builtFiles(dir);
  // What `_headers` caches for a year must never change under its name: every file of the
  // immutable folders carries its content hash (8 hex digits for scripts and styles, 32 for fonts,
  // as Docusaurus names them: assets/fonts/[name]-[contenthash].[ext]).
  const immutable = rules.filter((rule) => headers.split(`${rule}\n`)[1]?.startsWith('  Cache-Control: public, max-age=31536000, immutable'));
  // Each docs version is a build of its own, with its own hashed assets (maintainers/architecture.md "Versions").
  expect(immutable).toEqual(['/assets/*', '/zh/assets/*', ...FROZEN_VERSIONS.flatMap((version) => [`/${version}/assets/*`, `/zh/${version}/assets/*`])]);
  const unhashed = files
    .filter((file) => /^(zh\/)?([0-9.]+\/)?assets\//.test(file) && !/\.(br|gz)$/.test(file))
    .filter((file) => !/[.-]([0-9a-f]{8}|[0-9a-f]{32})\.[a-z0-9]+$/.test(path.basename(file)));
  expect(unhashed).toEqual([]);
  // Every text file of 1 KB or more has its .br and .gz copy.
  const missing = files
    .filter((file) => /\.(html|js|css|json|md|txt|xml|svg)$/.test(file) && !['vercel.json'].includes(file))
    .filter((file) => fs.statSync(path.join(dir, file)).size >= 1024)
    .filter((file) => !fs.existsSync(path.join(dir, `${file}.br`)) || !fs.existsSync(path.join(dir, `${file}.gz`)));
  expect(missing).toEqual([]);
  // Each copy holds its file as it is now. The copies are written in two passes, during the build
  // and once it ends (src/plugins/serving-rules): none may hold an older or half-written file.
  const stale = files
    .filter((file) => /\.(br|gz)$/.test(file))
    .filter((copy) => {
      const content = fs.readFileSync(path.join(dir, copy));
      const decompressed = copy.endsWith('.br') ? zlib.brotliDecompressSync(content) : zlib.gunzipSync(content);
      return !decompressed.equals(fs.readFileSync(path.join(dir, copy.replace(/\.(br|gz)$/, ''))));
    });
  expect(stale).toEqual([]);
});

test('every page the bench measures is a page of the production build', async () => {
  // bench/pages.mjs names them by path; a renamed page would leave Lighthouse auditing a 404.
  const {BENCH_LOCALES, BENCH_PAGES, LIGHTHOUSE_PAGES, LONG_PAGES} = await import('../../bench/pages.mjs');
  const dir = path.join(ROOT, 'build');
  // `/config/` is config/index.html; `/config/test/testTimeout` is config/test/testTimeout/index.html or .html.
  const isBuilt = (url: string) =>
    [`${url.replace(/\/$/, '')}/index.html`, `${url}.html`].some((file) => fs.existsSync(path.join(dir, file)));
  const urls = [
    ...LIGHTHOUSE_PAGES,
    ...(BENCH_LOCALES as {prefix: string}[]).flatMap(({prefix}) => [
      ...(BENCH_PAGES as {path: string; status?: number}[]).filter((page) => !page.status).map((page) => `${prefix}${page.path}`),
      ...(LONG_PAGES as {path: string}[]).map((page) => `${prefix}${page.path}`),
    ]),
  ] as string[];
  expect(urls.length).toBeGreaterThan(20);
  expect(urls.filter((url) => !isBuilt(url))).toEqual([]);
});

test('each frozen docs version is a whole app of its own in both locales, put together into the site', () => {
  const dir = path.join(ROOT, 'build');
  for (const version of FROZEN_VERSIONS) {
    for (const locale of ['', 'zh/']) {
      const app = path.join(dir, `${locale}${version}`);
      for (const file of ['index.html', '404.html', 'search-index.json', 'search-index.rest.json']) {
        expect(fs.existsSync(path.join(app, file)), `${locale}${version}/${file}`).toBe(true);
      }
      expect(fs.readdirSync(path.join(app, 'assets/js')).some((file) => /^main\.[0-9a-f]{8}\.js$/.test(file)), `${locale}${version}/assets/js/main.*.js`).toBe(true);
      // Its sitemap entries are in the locale's sitemap; llms.txt describes the current docs only.
      for (const file of ['sitemap.xml', 'llms.txt', 'llms-full.txt']) expect(fs.existsSync(path.join(app, file)), `${locale}${version}/${file}`).toBe(false);
      expect(fs.readFileSync(path.join(dir, locale, 'sitemap.xml'), 'utf8')).toContain(`https://rstest.rs/${locale}${version}/guide/start/</loc>`);
    }
  }
  // The current docs' main script names no frozen version's routes: a version adds nothing to them.
  const main = fs.readdirSync(path.join(dir, 'assets/js')).find((file) => /^main\.[0-9a-f]{8}\.js$/.test(file))!;
  const source = fs.readFileSync(path.join(dir, 'assets/js', main), 'utf8');
  for (const version of FROZEN_VERSIONS) expect(source).not.toContain(`"/${version}/guide/`);
});
