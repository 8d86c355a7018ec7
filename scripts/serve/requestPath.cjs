// What the preview server (scripts/serve.mjs) does with a request path before serve-handler sees
// it. Pure functions, unit-tested in tests/unit/serve/requestPath.test.ts.
//
// - A path that cannot be a page of the site (a NUL byte, a `..` segment, a name longer than a file
//   system allows) gets the 404 page, status 404: serve-handler would answer 400 or 500 for those,
//   and the reader would see a bare error text.
// - A path with malformed percent-encoding (`/%E0%A4%A`) redirects to the same path with its `%`
//   signs escaped (`/%25E0%25A4%25A`), which then gets the 404 page: served in place, the page could
//   not start, since the client router throws on a path it cannot decode.
// - Repeated slashes (`//guide/start/`) redirect to the path with single slashes, so that a page has
//   one URL and no redirect can ever start with `//` (a protocol-relative address on another host).
// - A page asked for in another letter case (`/GUIDE/START/QUICK-START`) redirects to the page's
//   own path: the spec resolves pages case-insensitively, and so does the Docusaurus client router,
//   which would otherwise hydrate the 404 page's HTML into the page (status 404, hydration
//   mismatch). A redirect gives the page one canonical URL, as search engines want.
'use strict';

const fs = require('node:fs');
const path = require('node:path');

/** The longest decoded path answered at all; longer ones get the 404 page. */
const MAX_PATH_LENGTH = 1024;
/** The longest file or folder name the usual file systems accept (bytes). */
const MAX_SEGMENT_BYTES = 255;
const PAGE_FILE = 'index.html';
const HTML_EXTENSION = '.html';

/**
 * @typedef {{kind: 'serve'} | {kind: 'redirect', location: string} | {kind: 'not-found'}} PathDecision
 */

/** Splits a request URL (`/a/b?x=1#h`) into its path and the rest (`?x=1`). */
function splitUrl(url) {
  const value = url || '/';
  const cut = value.search(/[?#]/);
  return cut === -1 ? {pathname: value, rest: ''} : {pathname: value.slice(0, cut), rest: value.slice(cut)};
}

/** The decoded path, or null when its percent-encoding is malformed. */
function decodePath(pathname) {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return null;
  }
}

/** True when a decoded path could never name a file inside the served folder. */
function isUnservable(decoded) {
  if (decoded.length > MAX_PATH_LENGTH) return true;
  if (decoded.includes('\0')) return true;
  const segments = decoded.split(/[/\\]/);
  return segments.some((segment) => segment === '..' || Buffer.byteLength(segment) > MAX_SEGMENT_BYTES);
}

/**
 * Case-insensitive index of the pages in a build folder: lower-cased page path (no trailing
 * slash) -> the page path as built. `guide/start/index.html` is `/guide/start`,
 * `404.html` is `/404`.
 * @param {string} root
 * @returns {Map<string, string>}
 */
function buildPageIndex(root) {
  const index = new Map();
  const walk = (dir, urlPath) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.isDirectory()) {
        walk(path.join(dir, entry.name), `${urlPath}/${entry.name}`);
      } else if (entry.name === PAGE_FILE) {
        if (urlPath) index.set(urlPath.toLowerCase(), urlPath);
      } else if (entry.name.endsWith(HTML_EXTENSION)) {
        const page = `${urlPath}/${entry.name.slice(0, -HTML_EXTENSION.length)}`;
        index.set(page.toLowerCase(), page);
      }
    }
  };
  walk(root, '');
  return index;
}

/**
 * Decides what to do with a request URL.
 * @param {string | undefined} url `request.url`
 * @param {Map<string, string>} pageIndex from buildPageIndex
 * @returns {PathDecision}
 */
function decideRequestPath(url, pageIndex) {
  const {pathname, rest} = splitUrl(url);
  if (/\/{2,}/.test(pathname)) {
    return {kind: 'redirect', location: pathname.replace(/\/{2,}/g, '/') + rest};
  }
  const decoded = decodePath(pathname);
  if (decoded === null) return {kind: 'redirect', location: pathname.replace(/%/g, '%25') + rest};
  if (isUnservable(decoded)) return {kind: 'not-found'};

  const trailingSlash = decoded.length > 1 && decoded.endsWith('/');
  const page = trailingSlash ? decoded.slice(0, -1) : decoded;
  const built = pageIndex.get(page.toLowerCase());
  if (built !== undefined && built !== page) {
    const location = encodeURI(built + (trailingSlash ? '/' : ''));
    return {kind: 'redirect', location: location + rest};
  }
  return {kind: 'serve'};
}

module.exports = {MAX_PATH_LENGTH, MAX_SEGMENT_BYTES, buildPageIndex, decideRequestPath};
