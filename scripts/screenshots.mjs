#!/usr/bin/env node
// Screenshots of the built site for design review (`npm run screenshots`): every page of PAGES at
// 390×844 and 1440×900, light and dark, English and Chinese, written to screenshots/ (git-ignored)
// as `<page>-<locale>-<width>-<theme>.png`. It serves build/ with scripts/serve.mjs, so run
// `npm run build` first.
//
//   node scripts/screenshots.mjs [--dir build] [--out screenshots] [--only home,expect] [--full]
//
// `--full` captures whole pages instead of the first screen.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs} from 'node:util';
import {chromium} from '@playwright/test';
import {startServer} from './serve/start.mjs';

const require = createRequire(import.meta.url);
const {findChromium} = require('./browser.cjs');

/** The pages of issue 16's review: name → path under the locale prefix. */
export const PAGES = {
  home: '/',
  'quick-start': '/guide/start/quick-start',
  config: '/config/',
  expect: '/api/test-api/expect',
  '404': '/this-page-does-not-exist',
};
const LOCALES = {en: '', zh: '/zh'};
const VIEWPORTS = [
  {width: 390, height: 844},
  {width: 1440, height: 900},
];
const THEMES = ['light', 'dark'];

const {values: options} = parseArgs({
  options: {
    dir: {type: 'string', default: 'build'},
    out: {type: 'string', default: 'screenshots'},
    only: {type: 'string'},
    full: {type: 'boolean', default: false},
  },
});

const only = options.only ? new Set(options.only.split(',')) : null;
const pages = Object.entries(PAGES).filter(([name]) => !only || only.has(name));
fs.mkdirSync(options.out, {recursive: true});

const server = await startServer(options.dir);
const browser = await chromium.launch({executablePath: findChromium()});
const written = [];
try {
  for (const viewport of VIEWPORTS) {
    for (const theme of THEMES) {
      const context = await browser.newContext({viewport, colorScheme: theme, locale: 'en-US', deviceScaleFactor: 1});
      const page = await context.newPage();
      for (const [locale, prefix] of Object.entries(LOCALES)) {
        for (const [name, pagePath] of pages) {
          await page.goto(`${server.url}${prefix}${pagePath}`, {waitUntil: 'networkidle'});
          await page.evaluate(() => document.fonts.ready);
          const file = path.join(options.out, `${name}-${locale}-${viewport.width}-${theme}.png`);
          await page.screenshot({path: file, fullPage: options.full});
          written.push(file);
        }
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.stop();
}
console.log(`${written.length} screenshots in ${options.out}/:`);
for (const file of written) console.log(`  ${file}`);
