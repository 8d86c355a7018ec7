import {defineConfig, devices} from '@playwright/test';
import fs from 'node:fs';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const {findChromium, findTestChromium} = require('./scripts/browser.cjs') as Record<'findChromium' | 'findTestChromium', () => string | undefined>;

// End-to-end tests run against the e2e build (`npm run build:e2e`: a copy of the production build with
// the edge-case pages of tests/fixtures beside it, into build-e2e/), served by scripts/serve.mjs on 127.0.0.1 —
// the same server as `npm run serve`, on its own port.
const E2E_DIR = 'build-e2e';
if (!fs.existsSync(`${E2E_DIR}/index.html`)) {
  throw new Error(`${E2E_DIR}/ is missing: run \`npm run build:e2e\` before the end-to-end tests.`);
}
const PORT = Number(process.env.E2E_PORT ?? 4310);
const BASE_URL = `http://127.0.0.1:${PORT}`;
// The same e2e build served by nginx with the build's own nginx.conf (`npm run serve:nginx`), for
// the specs of what a host decides: 404 pages, headers and CSP, odd paths, caching and
// precompressed files. They must pass on both servers. scripts/serve-nginx.mjs stops with a clear
// message where nginx is not installed (scripts/system-deps.cjs, run by `npm test`, installs it as root).
const NGINX_PORT = Number(process.env.E2E_NGINX_PORT ?? PORT + 20);
const NGINX_BASE_URL = `http://127.0.0.1:${NGINX_PORT}`;
const HOST_SPECS = /(not-found|security-headers|bad-input|deploy)\.spec\.ts$/;
// The pictures of how the site looks (screenshots.spec.ts) are taken by the whole browser a reader
// runs; every other spec runs on its headless shell where the machine has one (scripts/browser.cjs:
// the same Blink, less CPU per page load). The shell lays text out a hair differently: a line of the
// phone picture wraps one word sooner.
const LOOK_SPECS = /screenshots\.spec\.ts$/;

const chromium = {
  ...devices['Desktop Chrome'],
  // Wider than the spec's 1280 px sidebar menu-mode breakpoint: a desktop layout by default.
  viewport: {width: 1440, height: 900},
  launchOptions: {
    executablePath: findTestChromium(),
    // The machines have no network but the package registries: keep Chromium from calling home.
    args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  },
};

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['github']] : [['list']],
  // A test waits for what it checks, each assertion up to `expect.timeout`, as long as the machine needs
  // (a loaded 2-core machine makes a page take seconds to hydrate): no test fails for having taken
  // long in all, only for something that did not happen.
  timeout: 180_000,
  expect: {timeout: 20_000},
  use: {
    baseURL: BASE_URL,
    // An English browser unless a spec says otherwise: the locale redirect sends Chinese-language
    // browsers to /zh/ on their first visit, so the machine's own locale must not matter.
    locale: 'en-US',
    // No trace: recording one (every action's DOM snapshot, the network) costs a third of the run's
    // time, 119-122 s against 81-82 s for 135 tests, and CI prints no trace (a failure prints its
    // error and what the assertion waited for). To see a failure's trace, run it again with
    // `npx playwright test <spec> --trace retain-on-failure`, then `npx playwright show-trace`.
    trace: 'off',
    // One browser context per worker, reset between tests (Playwright's reuseContext): cookies, cache,
    // local and session storage, IndexedDB, service workers, routes, init scripts and extra pages are
    // cleared, the page starts on about:blank. A fresh context per test starts a new renderer process
    // with cold caches (maintainers/testing.md: a bare page load 0.86 s against 0.56-0.60 s, the e2e
    // stage 1,111-1,193 s against 932-1,106 s). Not reset: permissions granted during a test (so fixtures.ts
    // refuses grantPermissions: use `test.use({permissions})`), history.
    // A test.use of another context option (locale, isMobile, permissions) gets a context of its own.
    reuseContext: true,
  },
  projects: [
    {name: 'chromium', testIgnore: LOOK_SPECS, use: chromium},
    {name: 'look', testMatch: LOOK_SPECS, use: {...chromium, launchOptions: {...chromium.launchOptions, executablePath: findChromium()}}},
    // What the host decides, not the client (tests tagged @client are the client's).
    {name: 'nginx', testMatch: HOST_SPECS, grepInvert: /@client/, use: {...chromium, baseURL: NGINX_BASE_URL}},
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --host 127.0.0.1 --port ${PORT} --dir ${E2E_DIR}`,
      url: `${BASE_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-nginx.mjs --host 127.0.0.1 --port ${NGINX_PORT} --build ${E2E_DIR}`,
      url: `${NGINX_BASE_URL}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ],
});
