#!/usr/bin/env node
// Serves the production build (`npm run serve`, the e2e tests) like `docusaurus serve` does:
// serve-handler with clean URLs and the site's trailing-slash setting (unset), no directory
// listing, and the build's own serving rules, read from the `_headers` and `_redirects` files
// that `npm run build` writes for Netlify and Cloudflare Pages (src/plugins/serving-rules;
// scripts/serve/hostRules.cjs reads them): the headers of each path (security headers with the
// CSP hashes of the build's inline scripts, caching) and the 404 page of each locale (an unknown
// path under `/zh/` gets `build/zh/404.html`, status 404). Before serve-handler,
// scripts/serve/requestPath.cjs turns unservable paths (malformed encoding, `..`, over-long names)
// into that 404 page and redirects repeated slashes and wrong letter case to the page's own path.
// Responses are compressed (gzip or deflate, as the browser accepts) as every static host does, so
// that Lighthouse (`npm run bench`) downloads what a reader downloads. `npm run serve:nginx` serves
// the same build with nginx and the build's `nginx.conf`.
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

// serve-handler is what `docusaurus serve` uses; resolve it from @docusaurus/core, whose dependency it is.
const requireFromCore = createRequire(createRequire(import.meta.url).resolve('@docusaurus/core/package.json'));
const serveHandler = requireFromCore('serve-handler');
const require = createRequire(import.meta.url);
const compression = require('compression');
const {buildPageIndex, decideRequestPath} = require('./serve/requestPath.cjs');
const {headersFor, notFoundRuleFor, readHostRules} = require('./serve/hostRules.cjs');

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

// Both read the build once: restart the server after a new build.
const pageIndex = buildPageIndex(root);
let hostRules;
try {
  hostRules = readHostRules(root);
} catch (error) {
  console.error(`serve: ${error.message}`);
  process.exit(1);
}
const REDIRECT_STATUS = 301;
const NOT_FOUND_STATUS = 404;

/** The decoded path of a request URL (requestPath.cjs has turned undecodable ones away). */
function decodedPath(requestUrl) {
  const pathname = (requestUrl ?? '/').split(/[?#]/)[0];
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** The 404 page of a path, by the build's `_redirects` (`/zh/*` -> `zh/404.html`), else the root's. */
function errorPageFor(pathname) {
  const rule = notFoundRuleFor(hostRules.redirects, pathname, false);
  return path.join(root, rule ? rule.to : `/${ERROR_PAGE}`);
}

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
  const pathname = decodedPath(request.url);
  for (const [name, value] of Object.entries(headersFor(hostRules.headers, pathname))) response.setHeader(name, value);
  const rootErrorPage = path.join(root, ERROR_PAGE);
  const errorPage = errorPageFor(pathname);
  const decision = decideRequestPath(request.url, pageIndex);
  if (decision.kind === 'redirect') {
    response.writeHead(REDIRECT_STATUS, {Location: decision.location});
    response.end();
    return;
  }
  // A forced 404 rule (the host files) applies even to a file that exists.
  const forced = notFoundRuleFor(hostRules.redirects, pathname, true);
  if (decision.kind === 'not-found' || forced?.force) {
    sendNotFound(request, response, forced?.force ? path.join(root, forced.to) : errorPage);
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
      // The precompressed copies are for nginx; this server compresses each response itself.
      // serve-handler types `.md` files as text/markdown; charset=utf-8 by itself.
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
