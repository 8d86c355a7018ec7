#!/usr/bin/env node
// Compares search engines for the local search on the BUILT records (`npm run build` first):
// the site's engine (src/plugins/local-search/search/engine.ts, MiniSearch) and other libraries, each
// behind an adapter in bench/search/engines/<name>.ts (`build({head, rest}, locale, options?)` ->
// `search(query)` -> ranked distinct page paths). Run by `npm run bench:search -- --compare` (or `node scripts/bench-search-compare.mjs`).
//
// Everything runs in Chromium on the same bundles (rspack, minified), each engine and locale in its
// own fresh browser context, engines taken in turn:
// - quality: tests/search-quality/queries.json, top-1/top-3 on the tune and heldout halves and per
//   kind on heldout (a query scores when one of its pages is among the first 1/3 distinct pages);
// - speed: first open in a fresh browser context (engine JS load, index fetch + JSON.parse of both files, build;
//   median of COLD_OPENS), then all 140 queries on each locale's index, one warm-up pass and
//   QUERY_REPS timed passes (p50/p95 over all timed runs);
// - weight: gzip bytes of each index file (head and rest, locale x docs version) and of each engine's bundle.
// The table goes to stdout and to bench/search/compare.md.
//
// `--tune` instead tries each library adapter's option grid (field boosts, AND/OR, ...) on the
// TUNE half only and prints the best; the chosen options are then written by hand into the
// adapter's `defaults`. The heldout half is never used to choose anything.
// Other flags: --engines=a,b  --cold=N  --reps=N  --no-write
//
// The other libraries are not dependencies of the site: the first run that needs them installs them
// (npm, at the versions below, the ones compare.md was measured with) into .cache/bench-search-engines/,
// and the bundler resolves them from there.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {createRequire} from 'node:module';
import {spawnSync} from 'node:child_process';
import {chromium} from '@playwright/test';
import {bundleEngines} from './bench-search-bundle.mjs';

const require = createRequire(import.meta.url);
const {findChromium} = require('./browser.cjs');

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const BUILD = path.join(ROOT, 'build');
const ENGINE_DIR = path.join(ROOT, 'bench/search/engines');
const OUT_FILE = path.join(ROOT, 'bench/search/compare.md');
const QUERIES_FILE = path.join(ROOT, 'tests/search-quality/queries.json');
const ALL_ENGINES = ['site', 'minisearch', 'flexsearch', 'orama', 'lunr'];
/** The packages of the engines that are not the site's own, pinned; MiniSearch is a dependency of the site. */
const ENGINE_PACKAGES = {flexsearch: {flexsearch: '0.8.212'}, orama: {'@orama/orama': '3.1.18'}, lunr: {lunr: '2.3.9'}};
const ENGINE_CACHE = path.join(ROOT, '.cache/bench-search-engines');
const INDEXES = [
  {locale: 'en', version: 'current', file: 'search-index.json', rest: 'search-index.rest.json'},
  {locale: 'zh', version: 'current', file: 'zh/search-index.json', rest: 'zh/search-index.rest.json'},
  {locale: 'en', version: '0.5', file: '0.5/search-index.json', rest: '0.5/search-index.rest.json'},
  {locale: 'zh', version: '0.5', file: 'zh/0.5/search-index.json', rest: 'zh/0.5/search-index.rest.json'},
];
const LOCALES = ['en', 'zh'];
const KINDS = ['name', 'task', 'concept', 'tool', 'error', 'typo'];

const args = process.argv.slice(2);
const flag = (name) => args.includes(`--${name}`);
const option = (name, fallback) => {
  const found = args.find((arg) => arg.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const TUNE = flag('tune');
const ENGINES = option('engines', ALL_ENGINES.join(',')).split(',').filter(Boolean);
const COLD_OPENS = Number(option('cold', 5));
const QUERY_REPS = Number(option('reps', 5));

for (const engine of ENGINES) {
  if (!fs.existsSync(path.join(ENGINE_DIR, `${engine}.ts`))) throw new Error(`no adapter bench/search/engines/${engine}.ts`);
}
for (const file of INDEXES.flatMap((entry) => [entry.file, entry.rest])) {
  if (!fs.existsSync(path.join(BUILD, file))) {
    console.error(`bench:search --compare: build/${file} is missing; run \`npm run build\` first.`);
    process.exit(1);
  }
}

// ---------------------------------------------------------------------------------------------
// Queries and scoring

/** Same normalisation as the adapters' pagePath: no anchor, no trailing `index`, no trailing slash. */
function pagePath(url) {
  const p = new URL(url, 'https://x.invalid').pathname.replace(/\/index(\.html)?$/, '/').replace(/\.html$/, '');
  return p.length > 1 ? p.replace(/\/+$/, '') : p;
}

const QUERIES = JSON.parse(fs.readFileSync(QUERIES_FILE, 'utf8')).map((entry) => ({...entry, pages: entry.pages.map(pagePath)}));
const ALL_QUERY_TEXTS = QUERIES.map((entry) => entry.query);

/** 1-based rank of the first expected page among the returned pages, or 0. */
function rankOf(entry, pages) {
  const at = pages.findIndex((page) => entry.pages.includes(pagePath(page)));
  return at < 0 ? 0 : at + 1;
}

function score(entries, resultsByQuery) {
  let top1 = 0;
  let top3 = 0;
  for (const entry of entries) {
    const rank = rankOf(entry, resultsByQuery.get(entry.query) ?? []);
    if (rank === 1) top1 += 1;
    if (rank >= 1 && rank <= 3) top3 += 1;
  }
  return {top1, top3, n: entries.length};
}

// ---------------------------------------------------------------------------------------------
// A tiny server on 127.0.0.1: the page (cross-origin isolated, for 5 µs timer resolution), the
// engine bundles and the index files (gzip, as a static host would send them).

function serve(bundles, indexFiles) {
  const headers = {
    'Cache-Control': 'no-store',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Embedder-Policy': 'require-corp',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://127.0.0.1');
    if (url.pathname === '/') {
      response.writeHead(200, {...headers, 'Content-Type': 'text/html'});
      return response.end('<!doctype html><meta charset="utf-8"><title>bench</title>');
    }
    const engine = url.pathname.match(/^\/engine\/([\w-]+)\.js$/)?.[1];
    if (engine && bundles[engine]) {
      response.writeHead(200, {...headers, 'Content-Type': 'text/javascript; charset=utf-8', 'Content-Encoding': 'gzip'});
      return response.end(zlib.gzipSync(bundles[engine]));
    }
    const [, index, rest] = url.pathname.match(/^\/index\/(\w+)(\.rest)?\.json$/) ?? [];
    if (index && indexFiles[index]) {
      response.writeHead(200, {...headers, 'Content-Type': 'application/json', 'Content-Encoding': 'gzip'});
      return response.end(rest ? indexFiles[index].restGzip : indexFiles[index].gzip);
    }
    response.writeHead(404, headers);
    response.end('not found');
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** In the page: loads one engine and one index and builds it (kept as `globalThis.benchIndex`). */
async function pageOpen({engine, locale, options}) {
  const now = () => performance.now();
  const t0 = now();
  await new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `/engine/${engine}.js`;
    script.onload = resolve;
    script.onerror = () => reject(new Error(`cannot load ${engine}`));
    document.head.append(script);
  });
  const t1 = now();
  const [head, rest] = await Promise.all(
    [`/index/${locale}.json`, `/index/${locale}.rest.json`].map((url) => fetch(url).then((response) => response.json())),
  );
  const t2 = now();
  globalThis.benchIndex = await globalThis.BenchEngine.build({head, rest}, locale, options ?? undefined);
  const t3 = now();
  return {open: {jsMs: t1 - t0, fetchParseMs: t2 - t1, buildMs: t3 - t2, totalMs: t3 - t0}, crossOriginIsolated};
}

/** In the page: one pass over the queries, returning each query's pages or time. */
async function pagePass({queries, collect}) {
  const index = globalThis.benchIndex;
  const out = [];
  for (const query of queries) {
    const started = performance.now();
    let pages = index.search(query);
    if (pages && typeof pages.then === 'function') pages = await pages;
    const elapsed = performance.now() - started;
    out.push(collect ? pages : elapsed);
  }
  return out;
}

async function openPage(browser, origin, params) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  const {open, crossOriginIsolated} = await page.evaluate(pageOpen, params);
  if (!crossOriginIsolated) console.warn('warning: the page is not cross-origin isolated (timer resolution 100 µs)');
  return {context, page, open};
}

/** Opens, builds and runs the queries once (quality, tuning). */
async function runInFreshContext(browser, origin, {queries, ...params}) {
  const {context, page, open} = await openPage(browser, origin, params);
  try {
    return {open, results: queries ? await page.evaluate(pagePass, {queries, collect: true}) : undefined};
  } finally {
    await context.close();
  }
}

// ---------------------------------------------------------------------------------------------
// Formatting

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)];
};
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
const ms = (value) => (value >= 100 ? value.toFixed(0) : value >= 10 ? value.toFixed(1) : value.toFixed(2));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const frac = ({top1, top3, n}) => `${top3}/${n} (${Math.round((100 * top3) / n)}%)`;
const frac1 = ({top1, n}) => `${top1}/${n} (${Math.round((100 * top1) / n)}%)`;

function table(header, rows) {
  const numeric = header.map((_, i) => i > 0 && rows.every((row) => /^[\d.]/.test(String(row[i]))));
  const lines = [`| ${header.join(' | ')} |`, `|${numeric.map((right) => (right ? ' ---: ' : ' --- ')).join('|')}|`];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}

const describeOptions = (options) =>
  !options || Object.keys(options).length === 0
    ? '—'
    : Object.entries(options)
        .map(([key, value]) => (typeof value === 'object' ? `${key} ${Object.values(value).join('/')}` : `${key} ${value}`))
        .join(', ');

// ---------------------------------------------------------------------------------------------

const started = Date.now();
const indexFiles = {};
for (const entry of INDEXES) {
  const raw = fs.readFileSync(path.join(BUILD, entry.file));
  const restRaw = fs.readFileSync(path.join(BUILD, entry.rest));
  const key = entry.version === 'current' ? entry.locale : `${entry.locale}_${entry.version.replace('.', '_')}`;
  indexFiles[key] = {...entry, raw, gzip: zlib.gzipSync(raw, {level: 9}), restRaw, restGzip: zlib.gzipSync(restRaw, {level: 9})};
}

/** Installs the pinned packages of the chosen engines into ENGINE_CACHE unless they are there at those versions. */
function installEngines(engines) {
  const wanted = Object.assign({}, ...engines.map((engine) => ENGINE_PACKAGES[engine] ?? {}));
  const installedVersion = (name) => {
    try {
      return JSON.parse(fs.readFileSync(path.join(ENGINE_CACHE, 'node_modules', name, 'package.json'), 'utf8')).version;
    } catch {
      return undefined;
    }
  };
  const missing = Object.entries(wanted).filter(([name, version]) => installedVersion(name) !== version);
  if (missing.length === 0) return;
  // Every pinned engine, so that a later run with other --engines finds them all.
  const all = Object.assign({}, ...Object.values(ENGINE_PACKAGES));
  fs.mkdirSync(ENGINE_CACHE, {recursive: true});
  fs.writeFileSync(
    path.join(ENGINE_CACHE, 'package.json'),
    `${JSON.stringify({private: true, description: 'bench:search --compare engines (scripts/bench-search-compare.mjs)', dependencies: all}, null, 2)}\n`,
  );
  console.log(`installing ${Object.entries(all).map(([name, version]) => `${name}@${version}`).join(', ')} into ${path.relative(ROOT, ENGINE_CACHE)}/`);
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--ignore-scripts'], {cwd: ENGINE_CACHE, stdio: 'inherit'});
  const still = Object.entries(wanted).filter(([name, version]) => installedVersion(name) !== version);
  if (result.status !== 0 || still.length > 0) {
    console.error(`bench:search --compare: could not install ${still.map(([name, version]) => `${name}@${version}`).join(', ')} into ${ENGINE_CACHE}.`);
    process.exit(1);
  }
}

installEngines(ENGINES);
process.stdout.write(`bundling ${ENGINES.join(', ')} with rspack… `);
const bundles = await bundleEngines(Object.fromEntries(ENGINES.map((name) => [name, path.join(ENGINE_DIR, `${name}.ts`)])), {
  modules: [path.join(ENGINE_CACHE, 'node_modules')],
});
console.log('done');
const server = await serve(bundles, indexFiles);
const origin = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({executablePath: findChromium() ?? '/usr/bin/chromium', args: ['--disable-background-networking']});

try {
  if (TUNE) await tune();
  else await compare();
} finally {
  await browser.close();
  server.close();
}

async function tune() {
  const tuneQueries = QUERIES.filter((entry) => entry.half === 'tune');
  console.log(`\ntuning on the tune half only (${tuneQueries.length} queries); objective: top-3 + top-1/2, en + zh\n`);
  for (const engine of ENGINES) {
    const grid = await (async () => {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${origin}/`);
      await page.addScriptTag({url: `/engine/${engine}.js`});
      const value = await page.evaluate(() => ({grid: globalThis.BenchEngine.grid, defaults: globalThis.BenchEngine.defaults}));
      await context.close();
      return value;
    })();
    if (grid.grid.length === 0) {
      console.log(`${engine}: nothing to tune`);
      continue;
    }
    const rows = [];
    for (const options of grid.grid) {
      const scores = {};
      for (const locale of LOCALES) {
        const entries = tuneQueries.filter((entry) => entry.locale === locale);
        const run = await runInFreshContext(browser, origin, {engine, locale, options, queries: entries.map((entry) => entry.query)});
        scores[locale] = score(entries, new Map(entries.map((entry, i) => [entry.query, run.results[i]])));
      }
      const objective = LOCALES.reduce((sum, locale) => sum + scores[locale].top3 + scores[locale].top1 / 2, 0);
      rows.push({options, scores, objective});
    }
    const best = rows.reduce((a, b) => (b.objective > a.objective ? b : a));
    console.log(`## ${engine}`);
    console.log(
      table(
        ['options', 'en top-1', 'en top-3', 'zh top-1', 'zh top-3', 'objective'],
        rows.map((row) => [
          describeOptions(row.options) + (row === best ? ' **best**' : ''),
          frac1(row.scores.en),
          frac(row.scores.en),
          frac1(row.scores.zh),
          frac(row.scores.zh),
          row.objective.toFixed(1),
        ]),
      ),
    );
    console.log(`best: ${JSON.stringify(best.options)}   (defaults now: ${JSON.stringify(grid.defaults)})\n`);
  }
  console.log(`tuning took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

async function compare() {
  const load = os.loadavg()[0];
  if (load > 1.5) console.warn(`warning: load average ${load.toFixed(1)} on ${os.cpus().length} CPUs; the timings will be noisy`);
  const pairs = ENGINES.flatMap((engine) => LOCALES.map((locale) => ({engine, locale})));
  // One discarded open, so that the first engine measured does not pay for the browser's start.
  await (await openPage(browser, origin, pairs[0])).context.close();
  // First opens, round-robin over engines and locales (so that load from elsewhere is spread over all).
  const opens = new Map(pairs.map((pair) => [pair, []]));
  for (let round = 0; round < COLD_OPENS - 1; round += 1) {
    for (const pair of pairs) {
      const {context, open} = await openPage(browser, origin, pair);
      opens.get(pair).push(open);
      await context.close();
    }
  }
  // The last round stays open for the queries: a warm-up pass (its answers give the quality), then
  // QUERY_REPS timed passes, again round-robin.
  const pages = new Map();
  for (const pair of pairs) {
    const opened = await openPage(browser, origin, pair);
    opens.get(pair).push(opened.open);
    pages.set(pair, opened);
  }
  const answers = new Map();
  const times = new Map(pairs.map((pair) => [pair, []]));
  for (const pair of pairs) answers.set(pair, await pages.get(pair).page.evaluate(pagePass, {queries: ALL_QUERY_TEXTS, collect: true}));
  for (let rep = 0; rep < QUERY_REPS; rep += 1) {
    for (const pair of pairs) times.get(pair).push(...(await pages.get(pair).page.evaluate(pagePass, {queries: ALL_QUERY_TEXTS, collect: false})));
  }
  for (const {context} of pages.values()) await context.close();

  const results = {};
  for (const pair of pairs) {
    const {engine, locale} = pair;
    const sorted = [...times.get(pair)].sort((a, b) => a - b);
    const samples = opens.get(pair);
    results[engine] ??= {};
    results[engine][locale] = {
      open: Object.fromEntries(Object.keys(samples[0]).map((key) => [key, median(samples.map((open) => open[key]))])),
      resultsByQuery: new Map(ALL_QUERY_TEXTS.map((query, i) => [query, answers.get(pair)[i]])),
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      max: sorted.at(-1),
    };
    const r = results[engine][locale];
    console.log(`${engine} [${locale}]: first open ${ms(r.open.totalMs)} ms, query p50 ${ms(r.p50)} ms, p95 ${ms(r.p95)} ms`);
  }
  const options = {};
  for (const engine of ENGINES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/`);
    await page.addScriptTag({url: `/engine/${engine}.js`});
    options[engine] = await page.evaluate(() => ({defaults: globalThis.BenchEngine.defaults, summary: globalThis.BenchEngine.summary}));
    await context.close();
  }

  const out = [];
  const say = (text = '') => out.push(text);
  say('# Local search: engine comparison');
  say();
  say(
    `Generated by \`npm run bench:search -- --compare\` on ${new Date().toISOString().slice(0, 10)} (Chromium ${browser.version()}, ` +
      `${os.cpus().length} CPUs, load average ${load.toFixed(1)} at the start). Records: the built \`search-index.json\` and \`search-index.rest.json\` files; queries: \`tests/search-quality/queries.json\` ` +
      `(${QUERIES.length}). A query scores when one of its pages is among the first 1 / 3 distinct pages returned.`,
  );
  say();

  // Quality
  say('## Quality');
  say();
  for (const locale of LOCALES) {
    const entries = QUERIES.filter((entry) => entry.locale === locale);
    const tuneEntries = entries.filter((entry) => entry.half === 'tune');
    const heldEntries = entries.filter((entry) => entry.half === 'heldout');
    say(`### ${locale}: tune (${tuneEntries.length}) and heldout (${heldEntries.length}) halves`);
    say();
    say(
      table(
        ['engine', 'tune top-1', 'tune top-3', 'heldout top-1', 'heldout top-3'],
        ENGINES.map((engine) => {
          const byQuery = results[engine][locale].resultsByQuery;
          return [engine, frac1(score(tuneEntries, byQuery)), frac(score(tuneEntries, byQuery)), frac1(score(heldEntries, byQuery)), frac(score(heldEntries, byQuery))];
        }),
      ),
    );
    say();
    const kinds = KINDS.filter((kind) => heldEntries.some((entry) => entry.kind === kind));
    const ranked = ENGINES.map((engine) => {
      const byQuery = results[engine][locale].resultsByQuery;
      return {engine, held: score(heldEntries, byQuery), tune: score(tuneEntries, byQuery)};
    }).sort((a, b) => b.held.top3 - a.held.top3 || b.held.top1 - a.held.top1 || b.tune.top3 - a.tune.top3);
    const tied = ranked.filter((entry) => entry.held.top3 === ranked[0].held.top3).map((entry) => entry.engine);
    say(
      `Best ${locale} heldout top-3: **${ranked[0].engine}** (${ranked[0].held.top3}/${ranked[0].held.n}, top-1 ${ranked[0].held.top1})` +
        (tied.length > 1 ? `; tied on top-3 with ${tied.slice(1).join(', ')} (ties broken by heldout top-1, then tune top-3).` : '.'),
    );
    say();
    say(`${locale} heldout per kind: top-3 (top-1) of n`);
    say();
    say(
      table(
        ['engine', ...kinds.map((kind) => `${kind} (${heldEntries.filter((entry) => entry.kind === kind).length})`)],
        ENGINES.map((engine) => [
          engine,
          ...kinds.map((kind) => {
            const s = score(
              heldEntries.filter((entry) => entry.kind === kind),
              results[engine][locale].resultsByQuery,
            );
            return `${s.top3} (${s.top1})`;
          }),
        ]),
      ),
    );
    say();
  }

  // Speed
  say('## Speed (Chromium)');
  say();
  say(
    `First open: a fresh browser context loads the engine bundle (JS), fetches and parses both index files (gzip over HTTP on ` +
      `127.0.0.1), and builds the index from all the text (the site's engine: from the head, then the rest joins); median of ${COLD_OPENS}, engines taken in turn. Queries: all ${ALL_QUERY_TEXTS.length} queries on each ` +
      `locale's index, one warm-up pass, then ${QUERY_REPS} passes (engines in turn); p50/p95/max over the ${ALL_QUERY_TEXTS.length * QUERY_REPS} timed runs ` +
      `(ranking and grouping into pages, no highlighting).`,
  );
  say();
  say(
    table(
      ['engine', 'locale', 'JS load ms', 'fetch+parse ms', 'build ms', 'first open ms', 'query p50 ms', 'query p95 ms', 'max ms'],
      ENGINES.flatMap((engine) =>
        LOCALES.map((locale) => {
          const r = results[engine][locale];
          return [engine, locale, ms(r.open.jsMs), ms(r.open.fetchParseMs), ms(r.open.buildMs), ms(r.open.totalMs), ms(r.p50), ms(r.p95), ms(r.max)];
        }),
      ),
    ),
  );
  say();

  // Weight
  say('## Weight');
  say();
  say(
    'Index: every engine here builds its index in the browser from the same two files, so the index bytes are the same for all ' +
      '(none ships a serialized index). The head holds the pages, headings and the lead of each text block; the rest, the remaining ' +
      'text of the longer blocks. The site fetches the head when the modal opens and the rest on the first search.',
  );
  say();
  const recordCount = (head) => head.pages.reduce((count, page) => count + 1 + page[3].length, 0);
  say(
    table(
      ['index', 'records', 'head raw', 'head gzip -9', 'rest raw', 'rest gzip -9'],
      Object.values(indexFiles).map((entry) => [
        `${entry.locale} ${entry.version} (build/${entry.file})`,
        String(recordCount(JSON.parse(entry.raw.toString('utf8')))),
        kb(entry.raw.length),
        kb(entry.gzip.length),
        kb(entry.restRaw.length),
        kb(entry.restGzip.length),
      ]),
    ),
  );
  say();
  say('Engine JS: the adapter bundled with its library by rspack (production, SWC minifier), loaded when the modal first opens.');
  say();
  say(
    table(
      ['engine', 'minified', 'gzip -9', 'modal open en (JS + head)', 'modal open zh (JS + head)', 'first search en (+ rest)', 'first search zh (+ rest)'],
      ENGINES.map((engine) => {
        const js = zlib.gzipSync(bundles[engine], {level: 9}).length;
        const {en, zh} = indexFiles;
        return [engine, kb(bundles[engine].length), kb(js), kb(js + en.gzip.length), kb(js + zh.gzip.length), kb(js + en.gzip.length + en.restGzip.length), kb(js + zh.gzip.length + zh.restGzip.length)];
      }),
    ),
  );
  say();

  // Options
  say('## Options');
  say();
  say(
    'Fields for every library: title (lvl1), headings (the record\'s lvl2..lvl6), content; one tokenizer (NFKC, lower case, ' +
      "letter/digit runs; Chinese text cut by `Intl.Segmenter('zh', {granularity: 'word'})`, plus the character pairs of longer Chinese runs: " +
      "the site's tokenizer) for text and queries. Options chosen " +
      'with `--tune` on the tune half only (boosts are title/headings/content). Records are grouped into pages, best record first.',
  );
  say();
  say(
    table(
      ['engine', 'tuned options', 'matching'],
      ENGINES.map((engine) => [engine, describeOptions(options[engine].defaults), options[engine].summary]),
    ),
  );
  say();

  // Failures
  say('## Heldout misses (not in the top 3)');
  say();
  for (const engine of ENGINES) {
    say(`### ${engine}`);
    say();
    for (const locale of LOCALES) {
      const misses = QUERIES.filter((entry) => entry.locale === locale && entry.half === 'heldout').filter((entry) => {
        const rank = rankOf(entry, results[engine][locale].resultsByQuery.get(entry.query));
        return rank === 0 || rank > 3;
      });
      say(`${locale}: ${misses.length} misses`);
      say();
      for (const entry of misses) {
        const pages = results[engine][locale].resultsByQuery.get(entry.query);
        const rank = rankOf(entry, pages);
        say(
          `- \`${entry.query}\` (${entry.kind}) wants ${entry.pages.join(' or ')}; ` +
            `${rank ? `found at ${rank}` : 'not in the first 20'}; top 3: ${pages.length ? pages.slice(0, 3).join(', ') : '(no results)'}`,
        );
      }
      say();
    }
  }

  const markdown = out.join('\n');
  console.log(`\n${markdown}`);
  if (!flag('no-write')) {
    fs.mkdirSync(path.dirname(OUT_FILE), {recursive: true});
    fs.writeFileSync(OUT_FILE, `${markdown}\n`);
    console.log(`\nwritten to ${path.relative(ROOT, OUT_FILE)}`);
  }
  console.log(`took ${((Date.now() - started) / 1000).toFixed(0)} s`);
}
