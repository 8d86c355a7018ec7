/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {writeServingRules} from '@site/src/plugins/serving-rules';
import {headersFile, nginxConfig, redirectsFile, vercelConfig} from '@site/src/plugins/serving-rules/hostFiles';
import {MIN_COMPRESS_BYTES} from '@site/src/plugins/serving-rules/precompress';
import {
  IMMUTABLE_CACHE_CONTROL,
  MARKDOWN_CONTENT_TYPE,
  REVALIDATE_CACHE_CONTROL,
  collectServingRules,
  type ServingRules,
} from '@site/src/plugins/serving-rules/rules';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {headersFor, matches, notFoundRuleFor, parseHeaders, parseRedirects} = require('../../../../scripts/serve/hostRules.cjs');

// The serving rules of a build (src/plugins/serving-rules) and the host files written from them:
// a small build with two locales and a frozen version, as `docusaurus build` lays it out.
const LONG_PAGE = `<html><body>${'<p>Rstest runs tests.</p>'.repeat(200)}</body></html>`;
const FILES: Record<string, string> = {
  'index.html': '<html><head><script>home()</script></head><body>home</body></html>',
  '404.html': '<html><head><script>theme()</script></head><body>not found</body></html>',
  'assets/js/main.1a2b3c.js': 'console.log("main")'.repeat(100),
  'assets/css/styles.4d5e6f.css': 'body{margin:0}',
  'guide/start/index.html': LONG_PAGE,
  'guide/start/index.md': '# Introduction\n',
  '0.5/index.html': '<html><body>0.5</body></html>',
  'img/logo.svg': '<svg/>',
  'llms.txt': '# Rstest\n',
  'search-index.json': '{}',
  'zh/index.html': '<html><head><script>theme()</script></head><body>zh</body></html>',
  'zh/404.html': '<html><body>zh not found</body></html>',
  'zh/assets/js/main.9f8e7d.js': 'console.log("zh")',
  'zh/guide/start/index.html': '<html><body>介绍</body></html>',
  'zh/0.5/index.html': '<html><body>zh 0.5</body></html>',
};

let dir: string;
let rules: ServingRules;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serving-rules-'));
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  await writeServingRules(dir, ['zh']);
  rules = collectServingRules(dir, ['zh']);
});

afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

/** Paths a reader asks for, one of each kind. */
const PATHS = ['/', '/guide/start/', '/guide/start', '/guide/start/index.md', '/0.5/', '/llms.txt', '/search-index.json', '/img/logo.svg', '/assets/js/main.1a2b3c.js', '/zh/', '/zh/guide/start/', '/zh/0.5/', '/zh/assets/js/main.9f8e7d.js', '/nope', '/zh/nope'];

describe('collectServingRules', () => {
  it('reads the locales, their 404 pages (most specific first) and the hashed-asset folders', () => {
    expect(rules.notFound).toEqual([
      {prefix: '/zh/', page: '/zh/404.html'},
      {prefix: '/', page: '/404.html'},
    ]);
    expect(rules.immutable).toEqual(['/assets/', '/zh/assets/']);
  });

  it('hashes the inline scripts of every locale into the CSP', () => {
    expect(rules.headers['Content-Security-Policy'].match(/'sha256-/g)).toHaveLength(2);
  });

  it('lists every page as built, for the case-insensitive redirects', () => {
    expect(rules.pages).toEqual(['/', '/0.5', '/404', '/guide/start', '/zh', '/zh/0.5', '/zh/404', '/zh/guide/start']);
  });
});

describe('_headers', () => {
  const parsed = () => parseHeaders(fs.readFileSync(path.join(dir, '_headers'), 'utf8'));

  it('is the file written into the build, and the preview server reads it back', () => {
    expect(fs.readFileSync(path.join(dir, '_headers'), 'utf8')).toBe(headersFile(rules));
    expect(headersFor(parsed(), '/guide/start/')['X-Frame-Options']).toBe('DENY');
  });

  it.each(PATHS)('gives %s the security headers and one Cache-Control, from at most one rule', (requestPath) => {
    const matching = parsed().filter(
      (rule: {path: string; headers: Record<string, string>}) => 'Cache-Control' in rule.headers && matches(rule.path, requestPath),
    );
    // Cloudflare Pages joins the values of a header set by two matching rules: never two.
    expect(matching.length).toBeLessThanOrEqual(1);
    const headers = headersFor(parsed(), requestPath);
    expect(headers['Content-Security-Policy']).toContain("script-src 'self' 'sha256-");
    if (requestPath.includes('/assets/')) expect(headers['Cache-Control']).toBe(IMMUTABLE_CACHE_CONTROL);
    else if (!requestPath.endsWith('nope')) expect(headers['Cache-Control']).toBe(REVALIDATE_CACHE_CONTROL);
  });

  it("lists no Cache-Control the hosts send by default: the preview server's default is the build's revalidation", () => {
    expect(parsed().filter((rule: {headers: Record<string, string>}) => rule.headers['Cache-Control'] === REVALIDATE_CACHE_CONTROL)).toEqual([]);
    // The security headers on every path, then one rule per folder of hashed assets.
    expect(parsed().map((rule: {path: string}) => rule.path)).toEqual(['/*', '/assets/*', '/zh/assets/*']);
  });

  it('uses only exact paths and a final splat, as Netlify and Cloudflare Pages both read them', () => {
    for (const {path: rulePath} of parsed()) expect(rulePath).toMatch(/^\/[^*]*\*?$/);
  });
});

describe('_redirects', () => {
  const parsed = () => parseRedirects(fs.readFileSync(path.join(dir, '_redirects'), 'utf8'));

  it('sends each locale its own 404 page and hides the host files', () => {
    expect(fs.readFileSync(path.join(dir, '_redirects'), 'utf8')).toBe(redirectsFile(rules));
    expect(notFoundRuleFor(parsed(), '/zh/nope', false)).toMatchObject({to: '/zh/404.html', status: 404});
    expect(notFoundRuleFor(parsed(), '/zh/0.5/nope', false)).toMatchObject({to: '/zh/404.html'});
    expect(notFoundRuleFor(parsed(), '/0.5/nope', false)).toMatchObject({to: '/404.html'});
    expect(notFoundRuleFor(parsed(), '/guide/start/', true)).toBeUndefined();
    for (const name of ['_headers', '_redirects', 'vercel.json', 'nginx.conf']) {
      expect(notFoundRuleFor(parsed(), `/${name}`, true)).toMatchObject({force: true, status: 404});
    }
  });
});

describe('vercel.json', () => {
  const routes = () => JSON.parse(fs.readFileSync(path.join(dir, 'vercel.json'), 'utf8')).routes as Array<Record<string, unknown>>;

  it('sets headers first, then serves files, then each locale 404 page with status 404', () => {
    expect(fs.readFileSync(path.join(dir, 'vercel.json'), 'utf8')).toBe(vercelConfig(rules));
    const list = routes();
    const filesystem = list.findIndex((route) => route.handle === 'filesystem');
    expect(list.slice(0, filesystem).filter((route) => route.headers).every((route) => route.continue)).toBe(true);
    expect(list.slice(filesystem + 1)).toEqual([
      {src: '^/zh/.*$', status: 404, dest: '/zh/404.html'},
      {src: '^/.*$', status: 404, dest: '/404.html'},
    ]);
    const headerOf = (url: string, name: string) =>
      list
        .slice(0, filesystem)
        .filter((route) => route.headers && new RegExp(route.src as string).test(url))
        .map((route) => (route.headers as Record<string, string>)[name])
        .filter(Boolean)
        .at(-1);
    expect(headerOf('/assets/js/main.1a2b3c.js', 'Cache-Control')).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(headerOf('/guide/start/', 'Cache-Control')).toBe(REVALIDATE_CACHE_CONTROL);
    expect(headerOf('/guide/start/index.md', 'Content-Type')).toBe(MARKDOWN_CONTENT_TYPE);
  });
});

describe('nginx.conf', () => {
  it('is the file written into the build', () => {
    expect(fs.readFileSync(path.join(dir, 'nginx.conf'), 'utf8')).toBe(nginxConfig(rules));
  });

  it('gives each locale its 404 page and redirects a page asked for in another case', () => {
    const config = nginxConfig(rules);
    expect(config).toMatch(/location \/zh\/ \{\n {2}error_page 404 \/zh\/404\.html;/);
    expect(config).toContain('if ($uri ~* "^/zh/guide/start(/?)$") { return 301 "/zh/guide/start$1$is_args$args"; }');
    expect(config).toMatch(/location \/zh\/assets\/ \{\n(.*\n)*? {4}add_header Cache-Control "public, max-age=31536000, immutable" always;/);
    expect(config).toContain(`default_type "${MARKDOWN_CONTENT_TYPE}";`);
  });

  it('refuses a rule value nginx would read as a variable', () => {
    expect(() => nginxConfig({...rules, headers: {...rules.headers, 'X-Test': 'a$b'}})).toThrow(/no "\$" inside an nginx string/);
  });
});

describe('precompressed copies', () => {
  it('writes .br and .gz beside text files that are worth compressing, with the same content', () => {
    const file = path.join(dir, 'guide/start/index.html');
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString()).toBe(LONG_PAGE);
    expect(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString()).toBe(LONG_PAGE);
    expect(fs.existsSync(path.join(dir, 'assets/js/main.1a2b3c.js.br'))).toBe(true);
  });

  it('leaves small files and the host files alone', () => {
    expect(Buffer.byteLength(FILES['llms.txt'])).toBeLessThan(MIN_COMPRESS_BYTES);
    expect(fs.existsSync(path.join(dir, 'llms.txt.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dir, 'nginx.conf.gz'))).toBe(false);
    expect(fs.existsSync(path.join(dir, '_headers.br'))).toBe(false);
  });
});

describe('collectServingRules with frozen docs versions built apart (maintainers/architecture.md "Versions")', () => {
  let site: string;
  beforeAll(() => {
    site = fs.mkdtempSync(path.join(os.tmpdir(), 'serving-rules-versions-'));
    const files: Record<string, string> = {
      ...FILES,
      '0.5/404.html': '<html><body>0.5 not found</body></html>',
      '0.5/assets/js/main.0a0b0c.js': 'console.log("0.5")',
      '0.5/guide/start/index.html': '<html><body>0.5 start</body></html>',
      'zh/0.5/404.html': '<html><body>zh 0.5 not found</body></html>',
      'zh/0.5/assets/js/main.0d0e0f.js': 'console.log("zh 0.5")',
    };
    for (const [file, content] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
      fs.writeFileSync(path.join(site, file), content);
    }
  });
  afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

  it('gives each version of each locale its own 404 page, most specific prefix first', () => {
    expect(collectServingRules(site, ['zh'], ['0.5']).notFound.map((rule) => rule.page)).toEqual([
      '/zh/0.5/404.html',
      '/0.5/404.html',
      '/zh/404.html',
      '/404.html',
    ]);
  });

  it("caches each version's hashed assets for a year: two `_headers` rules per version, whatever it holds", () => {
    const withVersions = collectServingRules(site, ['zh'], ['0.5']);
    expect(withVersions.immutable).toEqual(['/assets/', '/zh/assets/', '/0.5/assets/', '/zh/0.5/assets/']);
    const paths = parseHeaders(headersFile(withVersions)).map((rule: {path: string}) => rule.path);
    expect(paths).toEqual(['/*', '/assets/*', '/zh/assets/*', '/0.5/assets/*', '/zh/0.5/assets/*']);
  });
});
