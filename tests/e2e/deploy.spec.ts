import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {test, expect} from './fixtures';
import {LOCALES} from '../specRoutes';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {headersFor, notFoundRuleFor, parseHeaders, parseRedirects} = require('../../scripts/serve/hostRules.cjs');

// Deployment (maintainers/deployment.md "Deploy"): the serving rules the build writes (src/plugins/serving-rules)
// are what the servers do. This spec runs on both projects: `chromium` (scripts/serve.mjs, which
// reads `_headers` and `_redirects`) and `nginx` (Debian's nginx with the build's `nginx.conf`):
// what `_headers` and `_redirects` say for a path is what each server answers.

const BUILD = path.join(__dirname, '../../build-e2e');
const read = (name: string) => fs.readFileSync(path.join(BUILD, name), 'utf8');
const HEADER_RULES = parseHeaders(read('_headers'));
const REDIRECT_RULES = parseRedirects(read('_redirects'));
const mainScript = (html: string) => /<link rel="?preload"? as="?script"? href="?((?:\/zh)?\/assets\/js\/main\.[^"> ]+\.js)/.exec(html)?.[1];
const MAIN_SCRIPT = mainScript(read('index.html'));
const ZH_MAIN = mainScript(read('zh/index.html'));
const STYLE = /<link rel="?stylesheet"? href="?(\/assets\/css\/[^"> ]+\.css)/.exec(read('index.html'))?.[1];

/** One path of each kind a reader or a browser asks for, in both locales and both versions. */
const PATHS = [
  '/',
  '/guide/start/quick-start',
  '/guide/start/',
  '/guide/start/quick-start.md',
  '/llms.txt',
  '/llms-full.txt',
  '/search-index.json',
  '/search-index.rest.json',
  '/sitemap.xml',
  '/img/logo.svg',
  '/0.5/',
  '/0.5/guide/start/quick-start',
  '/0.5/search-index.json',
  '/zh/',
  '/zh/guide/start/quick-start',
  '/zh/guide/start/index.md',
  '/zh/llms.txt',
  '/zh/search-index.rest.json',
  '/zh/0.5/config/',
];

test('the build has the host files and finds the scripts it checks', () => {
  for (const name of ['_headers', '_redirects', 'vercel.json', 'nginx.conf']) expect(fs.existsSync(path.join(BUILD, name)), name).toBe(true);
  expect([MAIN_SCRIPT, ZH_MAIN, STYLE]).toEqual([expect.any(String), expect.any(String), expect.any(String)]);
});

test.describe('what _headers says is what the server sends', () => {
  for (const url of PATHS) {
    test(`${url}: the headers of its rules, and short caching`, async ({request}) => {
      const response = await request.get(url);
      expect(response.status()).toBe(200);
      const expected: Record<string, string> = headersFor(HEADER_RULES, url);
      expect(Object.keys(expected)).toEqual(expect.arrayContaining(['Content-Security-Policy', 'Cache-Control']));
      for (const [name, value] of Object.entries(expected)) expect(response.headers()[name.toLowerCase()], `${url} ${name}`).toBe(value);
      expect(response.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
    });
  }

  test('content-hashed scripts and styles are cached for a year, immutable, in both locales', async ({request}) => {
    for (const url of [MAIN_SCRIPT!, ZH_MAIN!, STYLE!]) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(200);
      expect(response.headers()['cache-control'], url).toBe('public, max-age=31536000, immutable');
      expect(headersFor(HEADER_RULES, url)['Cache-Control'], url).toBe('public, max-age=31536000, immutable');
    }
  });

  test('page Markdown is UTF-8 Markdown text in both locales', async ({request}) => {
    for (const url of ['/guide/start/quick-start.md', '/zh/guide/start/index.md', '/zh/0.5/guide/start/index.md']) {
      const response = await request.get(url);
      expect(response.headers()['content-type'], url).toBe('text/markdown; charset=utf-8');
    }
    expect(await (await request.get('/zh/guide/start/index.md')).text()).toContain('Rstest');
  });
});

test.describe('what _redirects says is what the server sends', () => {
  for (const {prefix, htmlLang} of LOCALES) {
    // A frozen docs version is a build of its own, with its own 404 page (maintainers/architecture.md "Versions").
    for (const [url, page] of [
      [`${prefix}/nope`, `${prefix}/404.html`],
      [`${prefix}/0.5/nope`, `${prefix}/0.5/404.html`],
      [`${prefix}/guide/nope/deeper`, `${prefix}/404.html`],
    ]) {
      test(`${url} gets the ${htmlLang} 404 page that _redirects names, with status 404`, async ({request}) => {
        const rule = notFoundRuleFor(REDIRECT_RULES, url!, false);
        expect(rule).toMatchObject({status: 404, to: page});
        const response = await request.get(url!);
        expect(response.status()).toBe(404);
        const body = await response.text();
        expect(body).toBe(read(rule.to.slice(1)));
        expect(body).toMatch(new RegExp(`<html lang="?${htmlLang}[" ]`));
      });
    }
  }

  for (const name of ['_headers', '_redirects', 'vercel.json', 'nginx.conf']) {
    test(`the host file /${name} is not served`, async ({request}) => {
      expect(notFoundRuleFor(REDIRECT_RULES, `/${name}`, true)).toMatchObject({force: true});
      const response = await request.get(`/${name}`);
      expect(response.status()).toBe(404);
      expect(await response.text()).toMatch(/<html lang="?en[" ]/);
    });
  }

  test('/0.5/nope sends the reader to the 0.5 home page', async ({page}) => {
    const response = await page.goto('/0.5/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('main').getByRole('link', {name: 'Take me home'})).toHaveAttribute('href', '/0.5/');
  });
});

test.describe('compression', () => {
  test('a browser that accepts brotli gets the script brotli-compressed, byte for byte the built file', async ({request}) => {
    const response = await request.get(MAIN_SCRIPT!, {headers: {'Accept-Encoding': 'br, gzip'}});
    expect(response.headers()['content-encoding']).toBe('br');
    // Playwright decodes the body it is given; the file and the body must be the same bytes.
    expect((await response.body()).equals(fs.readFileSync(path.join(BUILD, MAIN_SCRIPT!)))).toBe(true);
  });

  test('nginx sends the precompressed copies the build wrote; the preview server compresses on the fly', async ({request}) => {
    const nginx = test.info().project.name === 'nginx';
    for (const [encoding, extension] of [['br', '.br'], ['gzip', '.gz']] as const) {
      const response = await request.get(MAIN_SCRIPT!, {headers: {'Accept-Encoding': encoding}});
      expect(response.headers()['content-encoding']).toBe(encoding);
      const copy = fs.statSync(path.join(BUILD, `${MAIN_SCRIPT}${extension}`)).size;
      // nginx sends the file with its length; scripts/serve.mjs streams what it compresses (chunked).
      if (nginx) expect(Number(response.headers()['content-length'])).toBe(copy);
      else expect(response.headers()['transfer-encoding']).toBe('chunked');
    }
    const copy = zlib.brotliDecompressSync(fs.readFileSync(path.join(BUILD, `${MAIN_SCRIPT}.br`)));
    expect(copy.equals(fs.readFileSync(path.join(BUILD, MAIN_SCRIPT!)))).toBe(true);
  });
});
