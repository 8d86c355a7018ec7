#!/usr/bin/env node
// `npm run bench`: measures the site and prints tables (a report, not a test).
//
//   node bench/bench.mjs [--runs 3] [--skip-build] [--skip-weights] [--skip-lighthouse] [--skip-dev]
//                          [--baseline <git ref> [--baseline-dir <its build>]] [--page /path]...
//                          [--preset mobile|desktop]... [--dir build]
//
// --baseline also builds that commit's whole site (timed with the builds, or once untimed with
// --skip-build) and puts it beside this one in the Lighthouse runs; --baseline-dir uses a build of
// it made before instead (a baseline whose own build no longer runs with today's node_modules).
//
// 1. Production builds (BUILD_VARIANTS): the current docs alone and the whole site, cold (build/,
//    .docusaurus/ and node_modules/.cache removed first; the whole site once with the frozen
//    versions' kept builds removed too, once with them reused), and the whole site warm: wall and
//    CPU time and peak memory, median of --runs. With --baseline, the whole site is also built cold
//    at that commit (a temporary git worktree sharing this checkout's node_modules, so pick a commit
//    with the same dependencies), interleaved with the others: the whole site is compared with the
//    whole site as it was. Peak memory is the largest sum of the RSS of the build's
//    whole process tree, sampled from /proc every SAMPLE_INTERVAL_MS; GNU time's "maximum resident
//    set size" (the largest single process) and CPU time are shown when /usr/bin/time exists.
// 2. First-load weight of each bench page (bench/pages.mjs) in both locales: HTML, JS and
//    CSS, raw and gzip -9, every file Chromium fetches until the network is idle, prefetches of
//    other pages excluded (bench/firstLoad.mjs says how).
// 3. Lighthouse 12 (mobile and desktop presets) on LIGHTHOUSE_PAGES, median of --runs: the four
//    category scores, LCP, TBT and CLS, the DOM's elements and the JS transferred, and the
//    main-thread work with its parts (script, style and layout, other): Lighthouse's own (wall time
//    of the tasks, ×4 on mobile) and the thread CPU time of the same tasks (bench/mainThread.mjs),
//    which holds on a machine doing other work, and on mobile the thread CPU of the page loaded with
//    JavaScript off (the floor under any change to the scripts). With --baseline, the same pages of that commit's
//    build, interleaved run by run, and each page's ratio. Chromium is /usr/bin/chromium (or
//    $CHROMIUM_PATH), headless; the sites are served by scripts/serve.mjs on 127.0.0.1.
// 4. `npm start`: time until the development server serves its first page, and from saving a doc
//    to the open page showing the edit, each of --runs edits (bench/devEdit.mjs).
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import {createRequire} from 'node:module';
import path from 'node:path';
import {parseArgs} from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import {benchTargets, LIGHTHOUSE_PAGES} from './pages.mjs';
import {launchBrowser, measureFirstLoad} from './firstLoad.mjs';
import {startServer} from '../scripts/serve/start.mjs';
import {EDITED_DOC, measureDevEdits} from './devEdit.mjs';
import {CPU_SLOWDOWN, groupsOfTrace, measureMainThread, partsOf} from './mainThread.mjs';

const require = createRequire(import.meta.url);
const {formatTable} = require('./budget.cjs');
const {findChromium} = require('../scripts/browser.cjs');

const SAMPLE_INTERVAL_MS = 250;
const GNU_TIME = '/usr/bin/time';
const BUILD_OUTPUTS = ['build', '.docusaurus'];
const BUILD_CACHE = 'node_modules/.cache';

const {values: options} = parseArgs({
  options: {
    runs: {type: 'string', default: '3'},
    'skip-build': {type: 'boolean', default: false},
    'skip-lighthouse': {type: 'boolean', default: false},
    'skip-weights': {type: 'boolean', default: false},
    'skip-dev': {type: 'boolean', default: false},
    // Also build the current docs alone at this commit, to compare the whole site with it.
    baseline: {type: 'string'},
    // The baseline's site built before (a directory), for Lighthouse instead of building --baseline again.
    'baseline-dir': {type: 'string'},
    // Lighthouse only these pages (repeatable), e.g. --page /zh/api/test-api/expect.
    page: {type: 'string', multiple: true},
    // Measure this built site instead of build/ (with --skip-build).
    dir: {type: 'string', default: 'build'},
    preset: {type: 'string', multiple: true},
  },
});
const runs = Number(options.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`bench: --runs must be a whole number >= 1, got "${options.runs}"`);
  process.exit(1);
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

// ---------------------------------------------------------------- 1. cold build

/** RSS (bytes) of a process and all its descendants, from /proc. */
function treeRss(rootPid) {
  const children = new Map();
  const rss = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Fields after the command name, which may hold spaces and parentheses.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ppid = Number(fields[1]);
      const pages = Number(fields[21]);
      rss.set(Number(entry), pages * 4096);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // The process ended while we read.
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    total += rss.get(pid) ?? 0;
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

function removeBuildState(cwd) {
  for (const dir of BUILD_OUTPUTS) fs.rmSync(path.join(cwd, dir), {recursive: true, force: true});
  // node_modules may be shared (a symlinked checkout): remove the cache only when it is a folder.
  const cache = path.join(cwd, BUILD_CACHE);
  const stat = fs.lstatSync(cache, {throwIfNoEntry: false});
  if (stat?.isDirectory()) fs.rmSync(cache, {recursive: true, force: true});
  else if (stat) console.warn(`bench: ${cache} is a link; left in place (the build may not be fully cold)`);
}

/** A worktree of `ref` beside this checkout, using its node_modules; `remove` deletes it. */
function baselineWorktree(ref) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rstest-bench-baseline-'));
  const git = (...args) => execFileSync('git', args, {stdio: ['ignore', 'pipe', 'pipe']}).toString().trim();
  git('worktree', 'add', '--detach', dir, ref);
  fs.symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
  return {dir, commit: git('-C', dir, 'rev-parse', '--short', 'HEAD'), remove: () => git('worktree', 'remove', '--force', dir)};
}

/**
 * The builds compared (each docs version is a build of its own, maintainers/architecture.md "Versions"): the current
 * docs alone (`docusaurus build`); the whole site (`npm run build`) cold with every frozen version
 * built too (nothing kept), and cold with the frozen versions' kept builds reused (their inputs did
 * not change: what a writer's or CI's second build gets); and the whole site again with the Rspack
 * persistent cache of the build before it (node_modules/.cache).
 */
const BUILD_VARIANTS = [
  {name: 'current docs alone, cold', command: ['npx', 'docusaurus', 'build'], cold: true},
  {name: 'whole site, cold, every version built', cold: true, rebuildVersions: true},
  {name: 'whole site, cold, frozen versions reused', cold: true},
  {name: 'whole site, warm (persistent cache kept)', cold: false},
];
const ONE_VERSION = 0;
const WHOLE_SITE = 1;
const WHOLE_SITE_REUSED = 2;
/** The kept builds of the frozen versions (src/plugins/docs-versions/build/siteBuild.ts VERSION_CACHE_DIR). */
const VERSION_CACHE = '.cache/version-builds';

/** One production build: {wallMs, cpuMs, peakTreeRss, maxRssGnuTime} (null where not measurable). */
function runBuild({env = {}, cold, cwd = process.cwd(), command: commandLine, rebuildVersions = false}) {
  if (cold) removeBuildState(cwd);
  if (rebuildVersions) fs.rmSync(path.join(cwd, VERSION_CACHE), {recursive: true, force: true});
  const useTime = fs.existsSync(GNU_TIME);
  // `npm run build` of the checkout in `cwd` (the baseline's own script, which may differ).
  const npm = commandLine ?? ['npm', 'run', '--silent', 'build'];
  const [command, args] = useTime ? [GNU_TIME, ['-v', ...npm]] : [npm[0], npm.slice(1)];
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {cwd, stdio: ['ignore', 'pipe', 'pipe'], env: {...process.env, FORCE_COLOR: '0', ...env}});
    let peak = 0;
    const sampler = fs.existsSync('/proc') ? setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), SAMPLE_INTERVAL_MS) : null;
    let stderr = '';
    let stdout = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => {
      const wallMs = performance.now() - started;
      if (sampler) clearInterval(sampler);
      if (code !== 0) {
        reject(new Error(`build failed (${code}):\n${stdout.slice(-2000)}\n${stderr.slice(-2000)}`));
        return;
      }
      const gnu = (label) => {
        const match = new RegExp(`${label}: ([\\d.]+)`).exec(stderr);
        return match ? Number(match[1]) : null;
      };
      const user = gnu('User time \\(seconds\\)');
      const system = gnu('System time \\(seconds\\)');
      const maxRss = gnu('Maximum resident set size \\(kbytes\\)');
      resolve({
        wallMs,
        cpuMs: user === null || system === null ? null : (user + system) * 1000,
        peakTreeRss: sampler ? peak : null,
        maxRssGnuTime: maxRss === null ? null : maxRss * 1024,
      });
    });
  });
}

/** The baseline's built site, kept after its worktree is removed (for the Lighthouse runs). */
let baselineBuild = options['baseline-dir'] ? {dir: path.resolve(options['baseline-dir']), commit: options.baseline ?? 'baseline', remove: () => {}} : null;
function keepBaselineBuild(baseline) {
  const kept = fs.mkdtempSync(path.join(os.tmpdir(), 'rstest-bench-baseline-build-'));
  fs.renameSync(path.join(baseline.dir, 'build'), path.join(kept, 'build'));
  baselineBuild = {dir: path.join(kept, 'build'), commit: baseline.commit, remove: () => fs.rmSync(kept, {recursive: true, force: true})};
}

/** The baseline's whole site, built once without timing (--baseline with --skip-build). */
async function buildBaselineOnly() {
  const baseline = baselineWorktree(options.baseline);
  try {
    process.stdout.write(`build of ${options.baseline} (${baseline.commit}) for Lighthouse… `);
    await runBuild({cold: false, cwd: baseline.dir});
    console.log('done');
    keepBaselineBuild(baseline);
  } finally {
    baseline.remove();
  }
}

async function benchBuild() {
  const baseline = options.baseline ? baselineWorktree(options.baseline) : null;
  const variants = baseline
    ? [{name: `whole site, cold, at ${options.baseline} (${baseline.commit})`, cold: true, rebuildVersions: true, cwd: baseline.dir}, ...BUILD_VARIANTS]
    : BUILD_VARIANTS;
  const offset = baseline ? 1 : 0;
  // Interleaved (one version, whole site, whole site warm; again), so that a machine whose load
  // changes during the bench weighs on every variant alike; the last build is the whole site.
  const results = variants.map(() => []);
  try {
    for (let run = 1; run <= runs; run++) {
      for (const [index, variant] of variants.entries()) {
        process.stdout.write(`build ${run}/${runs}, ${variant.name}… `);
        const result = await runBuild(variant);
        console.log(seconds(result.wallMs));
        results[index].push(result);
      }
    }
    if (baseline) keepBaselineBuild(baseline);
  } finally {
    baseline?.remove();
  }
  const cell = (values, format) => (values.some((value) => value === null) ? 'n/a' : format(median(values)));
  const rows = variants.map((variant, index) => {
    const r = results[index];
    return [
      variant.name,
      seconds(median(r.map((x) => x.wallMs))),
      cell(r.map((x) => x.cpuMs), seconds),
      cell(r.map((x) => x.peakTreeRss), mb),
      cell(r.map((x) => x.maxRssGnuTime), mb),
      r.map((x) => seconds(x.wallMs)).join(', '),
    ];
  });
  console.log(`\nProduction build (\`npm run build\`), median of ${runs}\n`);
  console.log(formatTable(['build', 'wall', 'CPU', 'peak memory (tree RSS)', 'max RSS of one process', 'wall, each run'], rows));
  const wall = (index) => median(results[index].map((x) => x.wallMs));
  const ratio = (a, b) => `${(wall(a) / wall(b)).toFixed(2)}x wall`;
  console.log(`\nwhole site cold / current docs alone: ${ratio(offset + WHOLE_SITE, offset + ONE_VERSION)}; frozen versions reused: ${ratio(offset + WHOLE_SITE_REUSED, offset + ONE_VERSION)}`);
  if (baseline) {
    console.log(
      `whole site cold / whole site cold at ${options.baseline}: ${ratio(offset + WHOLE_SITE, 0)}; frozen versions reused: ${ratio(offset + WHOLE_SITE_REUSED, 0)}`,
    );
  }
}

// ---------------------------------------------------------------- 2. first-load weight

async function benchWeights(server) {
  const browser = await launchBrowser();
  const rows = [];
  try {
    for (const target of benchTargets()) {
      const r = await measureFirstLoad(browser, `${server.url}${target.url}`);
      rows.push([
        target.url,
        String(r.status),
        `${kb(r.html.raw)} / ${kb(r.html.gzip)}`,
        `${kb(r.js.raw)} / ${kb(r.js.gzip)} (${r.js.files})`,
        `${kb(r.css.raw)} / ${kb(r.css.gzip)} (${r.css.files})`,
        `${r.prefetched.files} files, ${kb(r.prefetched.gzip)}`,
      ]);
    }
  } finally {
    await browser.close();
  }
  console.log('\nFirst load until network idle, raw / gzip -9 (files); other pages\u2019 prefetches excluded and shown apart\n');
  console.log(formatTable(['page', 'status', 'HTML', 'JS', 'CSS', 'excluded prefetches'], rows));
}

// ---------------------------------------------------------------- 3. Lighthouse

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

async function lighthouseRun(url, preset) {
  // A browser of its own each run, with an empty profile: a first visit. Lighthouse empties the HTTP
  // cache but keeps localStorage, where the site remembers what this browser has (the brand font).
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium(),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  });
  const flags = {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES};
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
    .catch((error) => ({lhr: {runtimeError: {code: 'THROWN', message: error.message}}}))
    .finally(() => chrome.kill());
  const {categories, audits, runtimeError} = result.lhr;
  if (runtimeError) return {error: `${runtimeError.code}: ${runtimeError.message}`};
  // The audits that cost points outside performance, to say what to fix.
  const lost = CATEGORIES.filter((id) => id !== 'performance').flatMap((id) =>
    (categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .map((ref) => `${id}: ${ref.id}`),
  );
  // Lighthouse's main-thread work in its groups (wall time, ×4 on mobile), and the same tasks' thread CPU.
  const wallGroups = Object.fromEntries((audits['mainthread-work-breakdown']?.details?.items ?? []).map((item) => [item.group, item.duration]));
  const cpuGroups = await groupsOfTrace(result.artifacts.Trace);
  if (preset === 'desktop') for (const id of Object.keys(cpuGroups)) cpuGroups[id] /= CPU_SLOWDOWN;
  const scripts = (audits['network-requests']?.details?.items ?? []).filter((item) => item.resourceType === 'Script');
  return {
    lost,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)])),
    lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    wall: partsOf(wallGroups),
    cpu: partsOf(cpuGroups),
    elements: audits['dom-size']?.numericValue ?? NaN,
    jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
  };
}

/**
 * Each site's main-thread work on `page` with JavaScript off (thread CPU on a phone, median of --runs,
 * interleaved): its HTML and CSS alone, the floor under any change to the scripts. Against a baseline,
 * it says how much of a target ratio the scripts can still reach.
 */
async function scriptsOffWork(sites, page) {
  const browser = await launchBrowser();
  try {
    const totals = sites.map(() => []);
    for (let run = 1; run <= runs; run++) {
      for (const [index, site] of sites.entries()) totals[index].push((await measureMainThread(browser, `${site.url}${page}`, {scripts: false})).total);
    }
    return totals.map((values) => median(values));
  } finally {
    await browser.close();
  }
}

/** The sites Lighthouse compares: this build and, with --baseline, that commit's. */
async function benchLighthouse(sites) {
  const rows = [];
  const work = [];
  const lostPoints = new Set();
  const ms = (value) => `${Math.round(value)}`;
  for (const preset of options.preset ?? ['mobile', 'desktop']) {
    for (const page of options.page ?? LIGHTHOUSE_PAGES) {
      // Interleaved: run by run, each site in turn, so that a change in the machine's load weighs on both.
      const results = sites.map(() => []);
      for (let run = 1; run <= runs; run++) {
        for (const [index, site] of sites.entries()) {
          process.stdout.write(`lighthouse ${preset} ${page} ${site.name} ${run}/${runs}… `);
          const result = await lighthouseRun(`${site.url}${page}`, preset);
          console.log(result.error ? `failed (${result.error})` : 'done');
          if (!result.error) results[index].push(result);
        }
      }
      const floors = preset === 'mobile' ? await scriptsOffWork(sites, page) : null;
      for (const [index, site] of sites.entries()) {
        const siteResults = results[index];
        if (siteResults.length === 0) {
          rows.push([preset, page, site.name, 'every run failed', '', '', '', '', '', '', '']);
          continue;
        }
        for (const audit of new Set(siteResults.flatMap((r) => r.lost))) lostPoints.add(`${preset} ${page}: ${audit}`);
        const med = (pick) => median(siteResults.map(pick));
        rows.push([
          preset,
          page,
          site.name,
          ...CATEGORIES.map((id) => String(med((r) => r.scores[id]))),
          `${Math.round(med((r) => r.lcp))} ms`,
          `${Math.round(med((r) => r.tbt))} ms`,
          med((r) => r.cls).toFixed(3),
        ]);
        const parts = (kind) => ['total', 'script', 'style', 'other'].map((part) => ms(med((r) => r[kind][part]))).join(' / ');
        work.push([preset, page, site.name, String(Math.round(med((r) => r.tbt))), parts('wall'), parts('cpu'), floors ? ms(floors[index]) : '', String(med((r) => r.elements)), kb(med((r) => r.jsBytes))]);
      }
      if (sites.length > 1 && results.every((siteResults) => siteResults.length > 0)) {
        const ratio = (pick) => (median(results[0].map(pick)) / median(results[1].map(pick))).toFixed(2);
        work.push([preset, page, `${sites[0].name} / ${sites[1].name}`, ratio((r) => r.tbt), ratio((r) => r.wall.total), ratio((r) => r.cpu.total), floors ? (floors[0] / floors[1]).toFixed(2) : '', '', '']);
      }
    }
  }
  const runsNote = runs > 1 ? `median of ${runs}` : '1 run';
  console.log(`\nLighthouse (${runsNote})\n`);
  console.log(formatTable(['preset', 'page', 'site', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP', 'TBT', 'CLS'], rows));
  console.log(
    `\nMain-thread work (${runsNote}; ms, ×${CPU_SLOWDOWN} on mobile): total / script / style and layout / other, as Lighthouse counts it` +
      ` (wall time of the tasks) and in thread CPU time of the same tasks (holds on a busy machine); on mobile, the thread CPU of the` +
      ` page loaded with JavaScript off (its HTML and CSS alone: the floor under any change to the scripts); the DOM's elements; JS transferred\n`,
  );
  console.log(formatTable(['preset', 'page', 'site', 'TBT ms', 'Lighthouse', 'thread CPU', 'scripts off', 'elements', 'JS'], work));
  if (lostPoints.size > 0) console.log(`\nAudits that cost points (accessibility, best practices, SEO):\n  ${[...lostPoints].join('\n  ')}`);
}

// ---------------------------------------------------------------- 4. npm start

async function benchDev() {
  process.stdout.write('npm start… ');
  const {startMs, editMs} = await measureDevEdits(runs);
  console.log('done');
  console.log(`\nnpm start (docusaurus start), ${EDITED_DOC.file} edited ${runs} times\n`);
  console.log(
    formatTable(
      ['measure', 'median', 'runs'],
      [
        ['first page served', seconds(startMs), ''],
        ['saved edit shown on the page', `${Math.round(median(editMs))} ms`, editMs.map((ms) => `${Math.round(ms)} ms`).join(', ')],
      ],
    ),
  );
}

// ---------------------------------------------------------------- main

if (!options['skip-build']) await benchBuild();
if (!fs.existsSync(options.dir)) {
  console.error(`bench: no ${options.dir}/; run without --skip-build or run \`npm run build\` first`);
  process.exit(1);
}
const server = await startServer(options.dir);
try {
  if (!options['skip-weights']) await benchWeights(server);
  if (!options['skip-lighthouse']) {
    if (options.baseline && !baselineBuild) await buildBaselineOnly();
    const baselineServer = baselineBuild ? await startServer(baselineBuild.dir) : null;
    try {
      await benchLighthouse([
        {name: 'this build', url: server.url},
        ...(baselineServer ? [{name: `${options.baseline} (${baselineBuild.commit})`, url: baselineServer.url}] : []),
      ]);
    } finally {
      baselineServer?.stop();
    }
  }
} finally {
  server.stop();
  baselineBuild?.remove();
}
if (!options['skip-dev']) await benchDev();
console.log(`\n${path.basename(process.argv[1])}: done. Figures from a loaded machine are not comparable.`);
