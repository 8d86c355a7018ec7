/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {MAX_PATH_LENGTH, buildPageIndex, decideRequestPath} from '../../../scripts/serve/requestPath.cjs';

// The pages of a small build folder, as scripts/serve.mjs indexes them at start-up.
const PAGES = [
  'index.html',
  '404.html',
  'guide/start/index.html',
  'guide/start/quick-start/index.html',
  'config/test/setupFiles/index.html',
  'zh/index.html',
  'zh/404.html',
  'zh/guide/start/index.html',
  'assets/js/main.js',
];

let dir: string;
let index: Map<string, string>;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'request-path-'));
  for (const file of PAGES) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), file);
  }
  index = buildPageIndex(dir);
});

afterAll(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('buildPageIndex', () => {
  it('maps the lower-cased path of every built page to its path as built, and nothing else', () => {
    expect(Object.fromEntries(index)).toEqual({
      '/404': '/404',
      '/guide/start': '/guide/start',
      '/guide/start/quick-start': '/guide/start/quick-start',
      '/config/test/setupfiles': '/config/test/setupFiles',
      '/zh': '/zh',
      '/zh/404': '/zh/404',
      '/zh/guide/start': '/zh/guide/start',
    });
  });
});

describe('decideRequestPath', () => {
  it.each(['/', '/guide/start/', '/guide/start', '/guide/start/quick-start?navbar=0', '/zh/', '/nope', '/zh/zh/guide/start/', '/assets/js/main.js', '/guide/start/quick%2Dstart'])(
    'hands %s to serve-handler',
    (url) => {
      expect(decideRequestPath(url, index)).toEqual({kind: 'serve'});
    },
  );

  it.each([
    ['/GUIDE/START/QUICK-START', '/guide/start/quick-start'],
    ['/Guide/Start/', '/guide/start/'],
    ['/config/test/SETUPFILES', '/config/test/setupFiles'],
    ['/config/test/setupfiles?x=1#top', '/config/test/setupFiles?x=1#top'],
    ['/ZH/GUIDE/START/', '/zh/guide/start/'],
  ])('redirects %s, a page in another letter case, to %s', (url, location) => {
    expect(decideRequestPath(url, index)).toEqual({kind: 'redirect', location});
  });

  it.each([
    ['//guide', '/guide'],
    ['//guide/start/', '/guide/start/'],
    ['/guide//start///quick-start?a=1', '/guide/start/quick-start?a=1'],
    ['//example.com/x.html', '/example.com/x.html'],
  ])('redirects %s, with repeated slashes, to %s, never to another host', (url, location) => {
    const decision = decideRequestPath(url, index);
    expect(decision).toEqual({kind: 'redirect', location});
  });

  it.each([
    ['/%E0%A4%A', '/%25E0%25A4%25A'],
    ['/guide/%?q=1', '/guide/%25?q=1'],
    ['/zh/%E6%8C', '/zh/%25E6%258C'],
  ])('redirects %s, with malformed percent-encoding, to %s: the same text, decodable', (url, location) => {
    expect(decideRequestPath(url, index)).toEqual({kind: 'redirect', location});
    expect(decideRequestPath(location, index)).toEqual({kind: 'serve'});
  });

  it.each([
    ['an encoded parent folder', '/..%2f..%2fetc/passwd.md'],
    ['encoded dots', '/%2e%2e/%2e%2e/package.json'],
    ['a parent folder with backslashes', '/..%5c..%5cpackage.json'],
    ['a NUL byte', '/guide%00'],
    ['a name longer than 255 bytes', `/${'a'.repeat(256)}`],
    ['a path longer than the limit', `/${'a/'.repeat(MAX_PATH_LENGTH / 2 + 1)}`],
  ])('answers %s with the 404 page', (_what, url) => {
    expect(decideRequestPath(url, index)).toEqual({kind: 'not-found'});
  });

  it('keeps a name of exactly 255 bytes for serve-handler (it may be a file)', () => {
    expect(decideRequestPath(`/${'a'.repeat(255)}`, index)).toEqual({kind: 'serve'});
  });
});
