#!/usr/bin/env node
// Measures the local search (`npm run bench:search`, after `npm run build`): for each locale, the
// index size (raw and gzip), its record count, the time Chromium takes to load and build the
// index, and the median and p95 time of 200 queries taken from the site's headings (the full
// answer: ranking, highlights and snippets). Targets: p95 < 10 ms, < 150 KB gzip per locale.
// `npm run bench:search -- --compare` compares today's engine with search libraries instead
// (quality, speed, weight; scripts/bench-search-compare.mjs, which also takes `--tune`).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {chromium} from '@playwright/test';
import {transformSync} from '@swc/core';

if (process.argv.includes('--compare') || process.argv.includes('--tune')) {
  await import('./bench-search-compare.mjs');
  process.exit(0);
}

const require = createRequire(import.meta.url);
const {findChromium} = require('./browser.cjs');

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const BUILD = path.join(ROOT, 'build');
const ENGINE_DIR = path.join(ROOT, 'src/plugins/local-search/search');
const ORIGIN = 'http://bench.local';
const LOCALES = [
  {locale: 'en', file: path.join(BUILD, 'search-index.json')},
  {locale: 'zh', file: path.join(BUILD, 'zh', 'search-index.json')},
];
const QUERY_COUNT = 200;
const QUERY_WORDS = 3;
const TARGET_P95_MS = 10;
const TARGET_GZIP_KB = 150;

/** 200 queries from the index's headings (lvl1 to lvl3), each cut to its first words, in a fixed order. */
function headingQueries(records) {
  const headings = [];
  const seen = new Set();
  for (const record of records) {
    if (!['lvl1', 'lvl2', 'lvl3'].includes(record.type)) continue;
    const text = record.hierarchy[record.type];
    const query = text.split(/\s+/).slice(0, QUERY_WORDS).join(' ');
    if (!seen.has(query)) {
      seen.add(query);
      headings.push(query);
    }
  }
  // A fixed stride through the list spreads the queries over the whole site.
  const stride = Math.max(1, Math.floor(headings.length / QUERY_COUNT)) | 1;
  return Array.from({length: QUERY_COUNT}, (_, i) => headings[(i * stride) % headings.length]);
}

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

function engineModule(name) {
  const file = path.join(ENGINE_DIR, `${name.replace(/\.js$/, '')}.ts`);
  if (!fs.existsSync(file)) return null;
  return transformSync(fs.readFileSync(file, 'utf8'), {
    filename: file,
    jsc: {parser: {syntax: 'typescript'}, target: 'es2022'},
    module: {type: 'es6'},
  }).code;
}

for (const {file} of LOCALES) {
  if (!fs.existsSync(file)) {
    console.error(`bench:search: ${path.relative(ROOT, file)} is missing; run \`npm run build\` first.`);
    process.exit(1);
  }
}

const browser = await chromium.launch({executablePath: findChromium(), args: ['--disable-background-networking']});
const page = await browser.newPage();
await page.route(`${ORIGIN}/**`, async (route) => {
  const url = new URL(route.request().url());
  if (url.pathname === '/') return route.fulfill({contentType: 'text/html', body: '<!doctype html><title>bench</title>'});
  if (url.pathname.startsWith('/engine/')) {
    const code = engineModule(url.pathname.slice('/engine/'.length));
    if (code) return route.fulfill({contentType: 'text/javascript', body: code});
  }
  const locale = LOCALES.find((entry) => url.pathname === `/${entry.locale}/search-index.json`);
  if (locale) return route.fulfill({contentType: 'application/json', body: fs.readFileSync(locale.file)});
  return route.fulfill({status: 404, body: 'not found'});
});
await page.goto(`${ORIGIN}/`);

let failed = false;
for (const {locale, file} of LOCALES) {
  const raw = fs.readFileSync(file);
  const gzip = zlib.gzipSync(raw, {level: 9}).length;
  const {records} = JSON.parse(raw.toString('utf8'));
  const queries = headingQueries(records);
  const result = await page.evaluate(
    async ({locale, queries}) => {
      const started = performance.now();
      const [{createSearchIndex}, file] = await Promise.all([
        import('/engine/engine'),
        fetch(`/${locale}/search-index.json`).then((response) => response.json()),
      ]);
      const index = createSearchIndex(file);
      const loadMs = performance.now() - started;
      const request = {
        hitsPerPage: 20,
        attributesToSnippet: ['hierarchy.lvl1:10', 'hierarchy.lvl2:10', 'hierarchy.lvl3:10', 'content:10'],
        highlightPreTag: '<mark>',
        highlightPostTag: '</mark>',
        snippetEllipsisText: '…',
      };
      const times = [];
      let hits = 0;
      for (const query of queries) {
        const t0 = performance.now();
        hits += index.search({...request, query}).nbHits > 0 ? 1 : 0;
        times.push(performance.now() - t0);
      }
      return {loadMs, times, hits};
    },
    {locale, queries},
  );
  const sorted = [...result.times].sort((a, b) => a - b);
  const median = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  console.log(`[${locale}] index ${(raw.length / 1024).toFixed(1)} KB raw, ${(gzip / 1024).toFixed(1)} KB gzip, ${records.length} records`);
  console.log(`[${locale}] load + build in Chromium: ${result.loadMs.toFixed(1)} ms`);
  console.log(
    `[${locale}] ${queries.length} heading queries (${result.hits} with hits): median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms, max ${sorted.at(-1).toFixed(2)} ms`,
  );
  if (p95 >= TARGET_P95_MS || gzip / 1024 >= TARGET_GZIP_KB) {
    console.log(`[${locale}] OVER TARGET (p95 < ${TARGET_P95_MS} ms, gzip < ${TARGET_GZIP_KB} KB)`);
    failed = true;
  }
}
await browser.close();
process.exit(failed ? 1 : 0);
