#!/usr/bin/env node
// Serves the production build (`npm run serve`, the e2e tests) like `docusaurus serve` does:
// serve-handler with clean URLs and the site's trailing-slash setting (unset), no directory
// listing. One difference: an unknown path under a locale prefix (`/zh/...`) gets that locale's
// 404 page (`build/zh/404.html`, status 404) instead of the root's English one. Before
// serve-handler, scripts/serve/requestPath.cjs turns unservable paths (malformed encoding, `..`,
// over-long names) into that 404 page and redirects repeated slashes and wrong letter case to the
// page's own path; every response carries the security headers of scripts/serve/securityHeaders.cjs
// (a Content-Security-Policy with the hashes of the build's inline scripts, computed at start-up).
// Responses are compressed (gzip or deflate, as the browser accepts) as every static host does, so
// that Lighthouse (`npm run bench`) downloads what a reader downloads.
//
//   node scripts/serve.mjs [--host 127.0.0.1] [--port 3000] [--dir build]
//
// `--port 0` picks a free port; the line printed at start-up gives the address.
import fs from 'node:fs';
import http from 'node:http';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs} from 'node:util';

const DEFAULT_HOST = '127.0.0.1';
const DEFAULT_PORT = 3000;
const DEFAULT_DIR = 'build';
const ERROR_PAGE = '404.html';
const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';
// A first path segment that may name a locale build folder (`zh`, `zh-CN`); never `.` or `..`.
const LOCALE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

// serve-handler is what `docusaurus serve` uses; resolve it from @docusaurus/core, whose dependency it is.
const requireFromCore = createRequire(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));
const serveHandler = requireFromCore('serve-handler');
const require = createRequire(import.meta.url);
const compression = require('compression');
const {buildPageIndex, decideRequestPath} = require('./serve/requestPath.cjs');
const {collectInlineScriptHashes, securityHeaders} = require('./serve/securityHeaders.cjs');

const {values: options} = parseArgs({
  options: {
    host: {type: 'string', default: DEFAULT_HOST},
    port: {type: 'string', default: String(DEFAULT_PORT)},
    dir: {type: 'string', default: DEFAULT_DIR},
  },
});
const port = Number(options.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve: --port must be a port number, got "${options.port}"`);
  process.exit(1);
}
const root = path.resolve(options.dir);
if (!fs.existsSync(root)) {
  console.error(`serve: no directory ${root}; run \`npm run build\` first`);
  process.exit(1);
}

/**
 * The error page for a request: serve-handler always reads `<root>/404.html`; for a path whose
 * first segment is a locale build folder with its own 404 page, read that one instead.
 */
function errorPageFor(requestUrl) {
  const rootErrorPage = path.join(root, ERROR_PAGE);
  const firstSegment = (requestUrl ?? '/').split(/[/?#]/)[1] ?? '';
  if (!LOCALE_SEGMENT.test(firstSegment)) return {rootErrorPage, errorPage: rootErrorPage};
  const localeErrorPage = path.join(root, firstSegment, ERROR_PAGE);
  return {rootErrorPage, errorPage: fs.existsSync(localeErrorPage) ? localeErrorPage : rootErrorPage};
}

// Both read the build once: restart the server after a new build.
const pageIndex = buildPageIndex(root);
const headers = securityHeaders(collectInlineScriptHashes(root));
const REDIRECT_STATUS = 301;
const NOT_FOUND_STATUS = 404;

/** Sends the 404 page of the request's locale without asking serve-handler. */
function sendNotFound(request, response, errorPage) {
  fs.readFile(errorPage, (error, body) => {
    if (error) {
      response.writeHead(NOT_FOUND_STATUS, {'Content-Type': 'text/plain; charset=utf-8'});
      response.end('Not Found');
      return;
    }
    response.writeHead(NOT_FOUND_STATUS, {'Content-Type': 'text/html; charset=utf-8'});
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

/** Answers one request (after compression has wrapped the response). */
function handle(request, response) {
  for (const [name, value] of Object.entries(headers)) response.setHeader(name, value);
  const {rootErrorPage, errorPage} = errorPageFor(request.url);
  const decision = decideRequestPath(request.url, pageIndex);
  if (decision.kind === 'redirect') {
    response.writeHead(REDIRECT_STATUS, {Location: decision.location});
    response.end();
    return;
  }
  if (decision.kind === 'not-found') {
    sendNotFound(request, response, errorPage);
    return;
  }
  const swap = (file) => (file === rootErrorPage ? errorPage : file);
  serveHandler(
    request,
    response,
    {
      public: root,
      cleanUrls: true,
      // trailingSlash is left unset, as in docusaurus.config.ts: `/guide/start/` and
      // `/guide/start/quick-start` are both served as they are asked for.
      directoryListing: false,
      // Page Markdown (`<route>.md`, src/plugins/markdown-export) is served as Markdown text.
      headers: [{source: '**/*.md', headers: [{key: 'Content-Type', value: MARKDOWN_CONTENT_TYPE}]}],
    },
    // serve-handler's file-system seams: it only asks for `<root>/404.html` to send the 404 page.
    {
      lstat: (file) => fs.promises.lstat(swap(file)),
      createReadStream: (file, streamOptions) => fs.createReadStream(swap(file), streamOptions),
    },
  );
}

const compress = compression();
const server = http.createServer((request, response) => compress(request, response, () => handle(request, response)));

server.listen(port, options.host, () => {
  const address = server.address();
  const url = `http://${options.host}:${typeof address === 'object' && address ? address.port : port}/`;
  console.log(`Serving ${path.relative(process.cwd(), root) || '.'} at ${url}`);
});
