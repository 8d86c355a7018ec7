// The security headers of every response of the site, written into the host configuration by
// ./index.ts (`_headers`, `vercel.json`, `nginx.conf`). Pure functions, unit-tested in
// tests/unit/plugins/serving-rules/securityHeaders.test.ts; tests/e2e/security-headers.spec.ts
// proves the site runs under them without a Content-Security-Policy violation, on both servers.
//
// Content-Security-Policy, directive by directive:
// - script-src 'self' plus the sha256 hash of every inline script of the build. Docusaurus inlines
//   the colour-mode script, our plugins inline their before-paint head scripts (layout switches,
//   locale redirect, stored-value guard) and the home page carries the base-URL banner script; the
//   build hashes them all, so no 'unsafe-inline' is needed for scripts.
// - worker-src 'self': the local search's Web Worker, a same-origin script of the build (said
//   explicitly; without it, workers fall back to script-src).
// - style-src 'self' 'unsafe-inline': Docusaurus writes `style` attributes into its HTML (the SVG
//   sprite, collapsed sidebar groups, the details elements) and React sets style props; hashes
//   cannot cover attributes. Styles cannot run code, so this is the accepted trade-off.
// - img-src 'self' data: https: — inline SVG data URLs and external logos (the ecosystem menu).
// - connect-src 'self' + the Algolia hosts DocSearch queries (`<appId>-dsn.algolia.net`,
//   `<appId>-<n>.algolianet.com`, insights on `insights.algolia.io`); the local search index and
//   the Markdown endpoints are same-origin.
// - frame-ancestors 'none' (with X-Frame-Options: DENY for older browsers), object-src 'none',
//   base-uri 'self', form-action 'self'.
// Omitted on purpose: Strict-Transport-Security (the preview servers speak plain HTTP on
// 127.0.0.1; HSTS belongs to the HTTPS front of the production host, maintainers/deployment.md "Deploy").
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Script types a browser executes (an absent type is JavaScript too). */
const EXECUTABLE_SCRIPT_TYPES = new Set([
  'text/javascript',
  'application/javascript',
  'module',
  'text/ecmascript',
  'application/ecmascript',
]);

/** Hosts the Algolia DocSearch client talks to. */
export const ALGOLIA_CONNECT_SOURCES = ['https://*.algolia.net', 'https://*.algolianet.com', 'https://*.algolia.io'];

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const SRC_ATTRIBUTE = /(?:^|\s)src\s*=/i;
const TYPE_ATTRIBUTE = /(?:^|\s)type\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** `'sha256-…'` source expression of a script's text, as browsers compute it. */
export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The hash sources of the inline scripts a browser would execute in one HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, attributes, text] of html.matchAll(SCRIPT_TAG)) {
    if (SRC_ATTRIBUTE.test(attributes)) continue;
    const type = TYPE_ATTRIBUTE.exec(attributes);
    const typeValue = type ? (type[1] ?? type[2] ?? type[3]).trim().toLowerCase() : '';
    if (typeValue !== '' && !EXECUTABLE_SCRIPT_TYPES.has(typeValue)) continue;
    hashes.push(scriptHash(text));
  }
  return hashes;
}

/** Sorted, de-duplicated hash sources of every inline script in every HTML file under root. */
export function collectInlineScriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith('.html')) {
        for (const hash of inlineScriptHashes(fs.readFileSync(file, 'utf8'))) hashes.add(hash);
      }
    }
  };
  walk(root);
  return [...hashes].sort();
}

/** The Content-Security-Policy value for a build whose inline scripts have these hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[]): string {
  const directives = [
    ["default-src", "'self'"],
    ['script-src', ["'self'", ...scriptHashes].join(' ')],
    // The local search's Web Worker (src/plugins/local-search/client/searchWorker.ts), a script of the site.
    ['worker-src', "'self'"],
    ['style-src', "'self' 'unsafe-inline'"],
    ['img-src', "'self' data: https:"],
    ['font-src', "'self' data:"],
    ['connect-src', ["'self'", ...ALGOLIA_CONNECT_SOURCES].join(' ')],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

/** Every security header the server sends with every response. */
export function securityHeaders(scriptHashes: readonly string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
  };
}

