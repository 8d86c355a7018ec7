/**
 * @jest-environment node
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  collectInlineScriptHashes,
  contentSecurityPolicy,
  inlineScriptHashes,
  scriptHash,
  securityHeaders,
} from '@site/src/plugins/serving-rules/securityHeaders';

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;

/** The CSP as a map of directive -> its sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline script a browser runs', () => {
    const html =
      '<head><script>var a = 1;</script><script type="module">import "x";</script>' +
      '<script type=text/javascript>b()</script></head>';
    expect(inlineScriptHashes(html)).toEqual([sha256('var a = 1;'), sha256('import "x";'), sha256('b()')]);
  });

  it('skips external scripts and data blocks (JSON-LD), which CSP hashes do not concern', () => {
    const html =
      '<script src=/assets/js/main.js defer></script><script data-rh=true type=application/ld+json>{"a":1}</script>' +
      "<script type='application/json'>{}</script><script data-rh=true>run()</script>";
    expect(inlineScriptHashes(html)).toEqual([sha256('run()')]);
  });

  it('keeps whitespace and new lines: the hash is of the text as written', () => {
    expect(inlineScriptHashes('<script>\n  a();\n</script>')).toEqual([sha256('\n  a();\n')]);
    expect(scriptHash('\n  a();\n')).not.toBe(scriptHash('a();'));
  });
});

describe('collectInlineScriptHashes', () => {
  it('collects the scripts of every HTML file under the folder once, sorted', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-'));
    try {
      fs.mkdirSync(path.join(dir, 'zh/guide'), {recursive: true});
      fs.writeFileSync(path.join(dir, 'index.html'), '<script>theme()</script><script>home()</script>');
      fs.writeFileSync(path.join(dir, 'zh/guide/index.html'), '<script>theme()</script>');
      fs.writeFileSync(path.join(dir, 'zh/notes.txt'), '<script>notHtml()</script>');
      expect(collectInlineScriptHashes(dir)).toEqual([sha256('theme()'), sha256('home()')].sort());
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('contentSecurityPolicy', () => {
  const policy = directives(contentSecurityPolicy([sha256('a'), sha256('b')]));

  it('allows same-origin scripts and the hashed inline scripts, never unsafe-inline or eval', () => {
    expect(policy['script-src']).toEqual(["'self'", sha256('a'), sha256('b')]);
    expect(policy['script-src']).not.toContain("'unsafe-inline'");
    expect(policy['script-src']).not.toContain("'unsafe-eval'");
  });

  it('lets the local search start its same-origin Web Worker, and no other', () => {
    expect(policy['worker-src']).toEqual(["'self'"]);
  });

  it('lets search reach Algolia and images come from https hosts', () => {
    expect(policy['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://*.algolia.net', 'https://*.algolianet.com']));
    expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'https:', 'data:']));
  });

  it('forbids framing, plugins and foreign base URLs or form targets', () => {
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['base-uri']).toEqual(["'self'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
  });
});

describe('securityHeaders', () => {
  it('sends nosniff, a referrer policy, a frame ban and the CSP', () => {
    const headers = securityHeaders([sha256('a')]);
    expect(headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
    });
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy([sha256('a')]));
  });
});
