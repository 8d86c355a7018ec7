#!/usr/bin/env node
// What the tests need from the machine rather than from npm, checked (and installed where we
// may) before they run, so that `npm test` on a machine that lacks one stops in seconds:
// - Chromium for the browser tests (scripts/browser.cjs finds or obtains it);
// - nginx and its brotli_static module, for the tests that serve a build as nginx does
//   (tests/unit/serve/serve.test.ts and the playwright project `nginx`, both through
//   scripts/serve-nginx.mjs).
// As root with apt-get, missing packages come from Debian; otherwise one line says what to install.
//
//   node scripts/system-deps.cjs      (run by `npm test`, `npm run test:unit` and `npm run test:e2e`)
'use strict';

const fs = require('node:fs');
const {spawnSync} = require('node:child_process');

/** Where nginx and Debian's brotli_static module are looked for (scripts/serve-nginx.mjs uses the same). */
const NGINX_CANDIDATES = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'];
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const NGINX_PACKAGES = ['nginx', 'libnginx-mod-http-brotli-static'];
const NGINX_MISSING_LINE =
  `nginx and its brotli_static module are needed by the serving tests and are missing: ` +
  `install them (Debian/Ubuntu: sudo apt-get install ${NGINX_PACKAGES.join(' ')}), or run npm test as root to have them installed.`;

/** The system calls the decisions rest on; tests pass their own. */
const realSystem = {
  exists: (file) => fs.existsSync(file),
  isRoot: () => typeof process.getuid === 'function' && process.getuid() === 0,
  hasCommand: (command) => spawnSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'}).status === 0,
  run(command, args) {
    console.log(`$ ${command} ${args.join(' ')}`);
    const env = {...process.env, DEBIAN_FRONTEND: 'noninteractive'};
    return spawnSync(command, args, {stdio: 'inherit', env}).status === 0;
  },
  log: (line) => console.log(line),
  error: (line) => console.error(line),
};

function findNginx(system = realSystem) {
  return NGINX_CANDIDATES.find((file) => system.exists(file));
}

function nginxReady(system) {
  return Boolean(findNginx(system)) && system.exists(BROTLI_MODULE);
}

/** Makes sure nginx and its brotli module are there; returns false after printing the one line when they cannot be had. */
function ensureNginx(system = realSystem) {
  if (nginxReady(system)) return true;
  if (system.isRoot() && system.hasCommand('apt-get')) {
    system.log(`nginx or its brotli_static module is missing; installing Debian's ${NGINX_PACKAGES.join(' ')}.`);
    const installed =
      system.run('apt-get', ['update', '-qq']) &&
      system.run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...NGINX_PACKAGES]);
    if (installed && nginxReady(system)) return true;
  }
  system.error(NGINX_MISSING_LINE);
  return false;
}

/** Everything the tests need from the machine: nginx first (the quick check), then a browser. */
function ensureSystemDeps(system = realSystem) {
  if (!ensureNginx(system)) return false;
  // Loaded here so that the unit test of the nginx decisions does not pull in Playwright.
  const {ensureBrowser} = require('./browser.cjs');
  return ensureBrowser();
}

module.exports = {ensureNginx, ensureSystemDeps, findNginx, NGINX_CANDIDATES, BROTLI_MODULE, NGINX_PACKAGES, NGINX_MISSING_LINE};

if (require.main === module) {
  process.exit(ensureSystemDeps() ? 0 : 1);
}
