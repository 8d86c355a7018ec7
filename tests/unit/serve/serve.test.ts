/**
 * @jest-environment node
 */
import {spawn, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {writeServingRules} from '@site/src/plugins/serving-rules';

// The two servers of a build, run as processes against a small build-like folder (two locales,
// each with its own 404.html) with the serving rules the build writes (`writeServingRules`):
// - scripts/serve.mjs, the preview server of `npm run serve` and of the e2e tests;
// - scripts/serve-nginx.mjs (`npm run serve:nginx`), Debian's nginx with the build's nginx.conf.
// Both must behave the same; what only one of them does is said where it is tested.
const SERVERS = [
  {name: 'serve.mjs', script: path.join(__dirname, '../../../scripts/serve.mjs'), dirFlag: '--dir'},
  {name: 'nginx', script: path.join(__dirname, '../../../scripts/serve-nginx.mjs'), dirFlag: '--build'},
] as const;
const SCRIPT = SERVERS[0].script;
const START_TIMEOUT_MS = 10_000;

const FILES: Record<string, string> = {
  'index.html': '<html><head><script>theme()</script></head><body>en home</body></html>',
  '404.html': 'en not found',
  'guide/start/index.html': 'en introduction',
  'guide/start/quick-start/index.html': 'en quick start',
  'img/logo.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  'zh/index.html': 'zh home',
  'zh/404.html': 'zh not found',
  'zh/guide/start/index.html': 'zh introduction',
  'guide/start/quick-start.md': '# Quick start\n',
  'zh/guide/start/index.md': '# 介绍\n',
  // A folder with pages but without a 404 page of its own.
  'blog/index.html': 'blog',
  'assets/js/main.js': 'console.log(1)',
  'llms.txt': '# Rstest\n',
};

let dir: string;
let server: ChildProcess;
let baseUrl: string;

/** A port no one listens on now (nginx cannot be given port 0). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

function start(script: string, args: string[]): Promise<{process: ChildProcess; url: string}> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {cwd: path.join(__dirname, '../../..')});
    let output = '';
    const timer = setTimeout(() => reject(new Error(`serve.mjs did not start: ${output}`)), START_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Serving .* at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve({process: child, url: match[1].replace(/\/$/, '')});
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${path.basename(script)} exited with ${code}: ${output}`));
    });
  });
}

function run(script: string, args: string[]): Promise<{code: number | null; output: string}> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [script, ...args]);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('exit', (code) => resolve({code, output}));
  });
}

async function get(
  url: string,
  init?: RequestInit,
): Promise<{status: number; body: string; location: string | null; headers: Headers}> {
  const response = await fetch(`${baseUrl}${url}`, {redirect: 'manual', ...init});
  return {
    status: response.status,
    body: await response.text(),
    location: response.headers.get('location'),
    headers: response.headers,
  };
}

/** A raw GET with the path sent exactly as written (fetch would normalise `..` and `//`). */
function rawGet(rawPath: string): Promise<{status: number; body: string; location?: string}> {
  const {hostname, port} = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.get({host: hostname, port, path: rawPath}, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({status: response.statusCode ?? 0, body, location: response.headers.location}));
    });
    request.on('error', reject);
  });
}

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-'));
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), content);
  }
  await writeServingRules(dir, ['zh']);
});

afterAll(() => {
  fs.rmSync(dir, {recursive: true, force: true});
});

describe.each(SERVERS)('$name', ({name, script, dirFlag}) => {
  beforeAll(async () => {
    const port = name === 'nginx' ? String(await freePort()) : '0';
    const started = await start(script, ['--host', '127.0.0.1', '--port', port, dirFlag, dir]);
    server = started.process;
    baseUrl = started.url;
  });

  afterAll(() => {
    server?.removeAllListeners('exit');
    server?.kill();
  });

  it('listens on the given host and port and serves the given folder', () => {
    expect(baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it.each([
    ['/', '<html><head><script>theme()</script></head><body>en home</body></html>'],
    ['/zh', 'zh home'],
    ['/zh/', 'zh home'],
    ['/guide/start/', 'en introduction'],
    ['/guide/start', 'en introduction'],
    ['/guide/start/quick-start', 'en quick start'],
    ['/zh/guide/start/', 'zh introduction'],
    ['/img/logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>'],
  ])('serves %s with clean URLs and no trailing-slash redirect', async (url, body) => {
    expect(await get(url)).toMatchObject({status: 200, body});
  });

  it.each([
    ['/guide/start/quick-start.md', '# Quick start\n'],
    ['/zh/guide/start/index.md', '# 介绍\n'],
  ])('serves the page Markdown %s as UTF-8 Markdown text', async (url, body) => {
    const response = await fetch(`${baseUrl}${url}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(await response.text()).toBe(body);
  });

  if (name === 'serve.mjs') {
    // serve-handler's own behaviour; nginx serves the file as it is asked for.
    it('redirects an .html file to its clean URL, as docusaurus serve does', async () => {
      expect(await get('/404.html')).toMatchObject({status: 301, location: '/404'});
      expect(await get('/zh/404.html')).toMatchObject({status: 301, location: '/zh/404'});
    });
  }

  it.each([
    ['/nope', 'en not found'],
    ['/guide/nope', 'en not found'],
    ['/en/nope', 'en not found'],
    ['/blog/nope', 'en not found'],
    ['/zh/nope', 'zh not found'],
    ['/zh/guide/nope/', 'zh not found'],
    ['/zh/zh/guide/start/', 'zh not found'],
  ])('answers %s with status 404 and the 404 page of its locale', async (url, body) => {
    expect(await get(url)).toMatchObject({status: 404, body});
  });

  it('serves the 404 pages themselves at /404 and /zh/404 with status 200', async () => {
    expect(await get('/404')).toMatchObject({status: 200, body: 'en not found'});
    expect(await get('/zh/404')).toMatchObject({status: 200, body: 'zh not found'});
  });

  if (name === 'serve.mjs') {
    // serve-handler's own behaviour, which no static host has.
    it('answers JSON clients with a JSON 404, in every locale', async () => {
      const response = await get('/zh/nope', {headers: {accept: 'application/json'}});
      expect(response.status).toBe(404);
      expect(JSON.parse(response.body)).toMatchObject({error: {code: 'not_found'}});
    });
  }

  it('sends the security headers, with the hash of the build’s inline scripts in the CSP', async () => {
    const {headers} = await get('/guide/start/');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('DENY');
    const hash = crypto.createHash('sha256').update('theme()').digest('base64');
    expect(headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect((await get('/nope')).headers.get('content-security-policy')).toContain('script-src');
  });

  it.each([
    ['/GUIDE/START/QUICK-START', '/guide/start/quick-start'],
    ['/Zh/Guide/Start/?x=1', '/zh/guide/start/?x=1'],
    ['//guide/start/', '/guide/start/'],
    ['/zh/%E0%A4%A', '/zh/%25E0%25A4%25A'],
  ])('redirects %s to the page’s own path %s', async (url, location) => {
    expect(await rawGet(url)).toMatchObject({status: 301, location});
  });

  it.each([
    ['/%25E0%25A4%25A', 'en not found'],
    ['/zh/%25E0%25A4%25A', 'zh not found'],
    ['/..%2f..%2fetc/passwd.md', 'en not found'],
    ['/..%2f..%2fpackage.json', 'en not found'],
    ['/../../package.json', 'en not found'],
    ['/guide%00', 'en not found'],
    [`/${'a'.repeat(3000)}`, 'en not found'],
  ])('answers the unservable path %s with the 404 page, never a file outside the folder or an error', async (url, body) => {
    const response = await rawGet(url);
    expect(response).toMatchObject({status: 404, body});
  });

  it('sends the caching of the build’s rules: immutable hashed assets, revalidated pages and Markdown', async () => {
    expect((await get('/assets/js/main.js')).headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    for (const url of ['/guide/start/', '/zh/guide/start/', '/guide/start/quick-start.md', '/llms.txt']) {
      expect((await get(url)).headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    }
  });

  it.each(['/_headers', '/_redirects', '/vercel.json', '/nginx.conf'])('does not serve the host file %s', async (url) => {
    expect(await get(url)).toMatchObject({status: 404, body: 'en not found'});
  });

  it('stops with a message when the folder does not exist', async () => {
    const {code, output} = await run(script, ['--port', '4999', dirFlag, path.join(dir, 'missing')]);
    expect(code).toBe(1);
    expect(output).toContain('run `npm run build` first');
  });

  it('rejects a port that is not a number', async () => {
    const {code, output} = await run(script, ['--port', 'abc', dirFlag, dir]);
    expect(code).toBe(1);
    expect(output).toContain('--port must be a port number');
  });
});

describe('scripts/serve.mjs without serving rules', () => {
  it('stops with a message when the folder has no _headers', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-test-bare-'));
    fs.writeFileSync(path.join(bare, 'index.html'), 'home');
    const {code, output} = await run(SCRIPT, ['--port', '0', '--dir', bare]);
    fs.rmSync(bare, {recursive: true, force: true});
    expect(code).toBe(1);
    expect(output).toMatch(/_headers is missing: build the site with `npm run build`/);
  });
});
