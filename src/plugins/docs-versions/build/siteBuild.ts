// `npm run build`: the whole site from one build per docs version (maintainers/architecture.md "Versions"):
// 1. the current docs, `docusaurus build` into the output folder (`/`, `/zh/`);
// 2. each frozen release, `DOCS_VERSION=<V> docusaurus build` into its own folder of the version
//    cache (`/0.5/`, `/zh/0.5/`), or that folder as an earlier build left it when none of the
//    build's inputs changed (versionBuildKey), then copied into the output folder;
// 3. each frozen build's sitemap merged into its locale's (`/sitemap.xml` lists every version);
// 4. the serving rules of the whole folder (src/plugins/serving-rules), once everything is there.
// A frozen release's pages change only when its own docs, the site's code, config or dependencies
// change, so the site's build time does not grow with the releases it keeps.
// `npm run build:e2e` (buildE2eSite) puts the e2e fixtures' app beside a copy of that site.
import {execFileSync, spawnSync} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {writeServingRules} from '../../serving-rules';
import {
  CURRENT,
  E2E_FIXTURES_FOLDER,
  SITE_DIR,
  buildPartEnv,
  buildTarget,
  docPageTitles,
  docsVersions,
  docsVersionsData,
  frozenVersions,
  type BuildTarget,
} from '../versions';

/** Where the frozen versions' builds are kept between runs, one folder per version and key. */
export const VERSION_CACHE_DIR = '.cache/version-builds';

/** The other locales of the site, each served under `/<locale>/` (the default one at the root). */
export const OTHER_LOCALES = ['zh'] as const;

/**
 * Files that cannot change a frozen version's build: the other versions' docs (what of them the
 * build uses, their labels, roots, page paths and titles, goes into the key), the tests, benchmarks, CI
 * and the developer scripts that do not take part in a build, and the Markdown files for people
 * (the root's and maintainers/).
 */
export function isOutsideVersionBuild(file: string, version: string): boolean {
  const otherVersion = (name: string) => name !== version;
  const docsTree = /^i18n\/[^/]+\/docusaurus-plugin-content-docs\/(current|version-([^/]+?))(\/|\.json$)/.exec(file);
  if (docsTree) return docsTree[1] === CURRENT || otherVersion(docsTree[2]!);
  const versioned = /^versioned_docs\/version-([^/]+)\//.exec(file) ?? /^versioned_sidebars\/version-(.+)-sidebars\.json$/.exec(file);
  if (versioned) return otherVersion(versioned[1]!);
  return (
    /^(docs|tests|bench|maintainers|\.ci|\.github)\//.test(file) ||
    /^[^/]+\.md$/.test(file) ||
    /^scripts\/(screenshots|i18n-check|serve|browser|guide-deps)/.test(file) ||
    file === 'src/plugins/docs-versions/cli/cut.ts' ||
    /\.test\.tsx?$/.test(file) ||
    /^(playwright|jest)\.config\.[cm]?[jt]s$/.test(file) ||
    file === 'crowdin.yml'
  );
}

/** The site's files, relative and sorted: git's tracked and untracked (not ignored) ones, or a walk without git. */
export function siteFiles(siteDir = SITE_DIR): string[] {
  try {
    const output = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
      cwd: siteDir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    });
    return [...new Set(output.split('\0').filter(Boolean))].filter((file) => fs.existsSync(path.join(siteDir, file))).sort();
  } catch {
    const skipped = new Set(['node_modules', '.git', '.cache', '.docusaurus', 'test-results', 'playwright-report', 'coverage', 'screenshots']);
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(path.join(siteDir, dir), {withFileTypes: true})) {
        const file = dir ? `${dir}/${entry.name}` : entry.name;
        if (skipped.has(entry.name) || /^build/.test(file)) continue;
        if (entry.isDirectory()) walk(file);
        else if (entry.isFile()) files.push(file);
      }
    };
    walk('');
    return files.sort();
  }
}

/** The commits that touched a version's own trees (its pages' last-updated dates), or '' without git. */
function versionHistory(version: string, siteDir: string): string {
  try {
    return execFileSync(
      'git',
      ['log', '--format=%H %ct', '--', `versioned_docs/version-${version}`, `i18n/*/docusaurus-plugin-content-docs/version-${version}`],
      {cwd: siteDir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024},
    );
  } catch {
    return '';
  }
}

/**
 * A digest of everything a frozen version's build reads: its own docs, sidebars and labels, the
 * site's code, config, static files, translations and lockfile, what it says of the other versions
 * (docsVersionsData: labels and roots; their pages and titles, for its stand-ins), the history behind its last-updated
 * dates, the search backend, and Node. Equal keys, equal builds.
 */
export function versionBuildKey(version: string, {siteDir = SITE_DIR, algolia}: {siteDir?: string; algolia: BuildTarget['algolia']}): string {
  const hash = crypto.createHash('sha256');
  const add = (label: string, value: string | Buffer) => {
    hash.update(`${label}\0${value.length}\0`);
    hash.update(value);
  };
  for (const file of siteFiles(siteDir)) {
    if (!isOutsideVersionBuild(file, version)) add(file, fs.readFileSync(path.join(siteDir, file)));
  }
  for (const locale of ['en', ...OTHER_LOCALES]) {
    add(`versions:${locale}`, JSON.stringify(docsVersionsData(version, locale === 'en' ? '/' : `/${locale}/`, siteDir)));
    const others = docsVersions(siteDir).filter((name) => name !== version);
    add(`stand-ins:${locale}`, JSON.stringify(others.map((name) => [name, [...docPageTitles(name, locale, siteDir)]])));
  }
  add('history', versionHistory(version, siteDir));
  add('search', JSON.stringify(algolia));
  add('node', `${process.version} ${process.platform} ${process.arch}`);
  return hash.digest('hex').slice(0, 24);
}

/** The folders a build of `version` writes below the site's root, one per locale: `0.5`, `zh/0.5`. */
export function versionFolders(version: string): string[] {
  return [version, ...OTHER_LOCALES.map((locale) => `${locale}/${version}`)];
}

/** Where a frozen version's build with `key` is kept. */
export function versionCacheEntry(version: string, key: string, siteDir = SITE_DIR): string {
  return path.join(siteDir, VERSION_CACHE_DIR, version, key);
}

/**
 * Builds kept per frozen version: the last ones used, so that a build with the local search and one
 * with Algolia (`ALGOLIA_*` set), whose keys differ, both stay.
 */
export const KEPT_BUILDS_PER_VERSION = 2;

/**
 * Marks `keep` as the last build of `version` used, and removes the older ones beyond
 * KEPT_BUILDS_PER_VERSION, and every kept build of a version the site no longer has.
 */
export function pruneVersionCache(version: string, keep: string, siteDir = SITE_DIR): void {
  const root = path.join(siteDir, VERSION_CACHE_DIR);
  if (!fs.existsSync(root)) return;
  const listed = new Set(frozenVersions(siteDir));
  for (const name of fs.readdirSync(root)) {
    if (!listed.has(name)) fs.rmSync(path.join(root, name), {recursive: true, force: true});
  }
  const dir = path.join(root, version);
  if (!fs.existsSync(dir)) return;
  const now = new Date();
  if (fs.existsSync(path.join(dir, keep))) fs.utimesSync(path.join(dir, keep), now, now);
  const byLastUse = fs
    .readdirSync(dir)
    .map((name) => ({name, used: fs.statSync(path.join(dir, name)).mtimeMs}))
    .sort((a, b) => (a.name === keep ? -1 : b.name === keep ? 1 : b.used - a.used));
  for (const {name} of byLastUse.slice(KEPT_BUILDS_PER_VERSION)) fs.rmSync(path.join(dir, name), {recursive: true, force: true});
}

/** Copies a frozen version's build (its folder in each locale) into the site's output folder. */
export function copyVersionBuild(entry: string, version: string, outDir: string): void {
  for (const folder of versionFolders(version)) {
    const from = path.join(entry, folder);
    if (!fs.existsSync(path.join(from, 'index.html'))) {
      throw new Error(`The build of docs version ${version} has no ${folder}/index.html (in ${entry}).`);
    }
    fs.rmSync(path.join(outDir, folder), {recursive: true, force: true});
    // Timestamps kept: the .br/.gz copies stay newer than their files, so they are not compressed again.
    fs.cpSync(from, path.join(outDir, folder), {recursive: true, preserveTimestamps: true});
  }
}

const URL_ENTRY = /<url>[\s\S]*?<\/url>/g;

/**
 * Adds the entries of each frozen version's sitemap (`/0.5/sitemap.xml`) to its locale's
 * (`/sitemap.xml`, `/zh/sitemap.xml`), which robots.txt names, and removes the version's own.
 * Returns the number of entries moved.
 */
export function mergeSitemaps(outDir: string, versions: readonly string[]): number {
  let moved = 0;
  for (const localeFolder of ['', ...OTHER_LOCALES]) {
    const target = path.join(outDir, localeFolder, 'sitemap.xml');
    if (!fs.existsSync(target)) throw new Error(`No sitemap at ${target} to add the frozen versions' pages to.`);
    const entries: string[] = [];
    for (const version of versions) {
      const file = path.join(outDir, localeFolder, version, 'sitemap.xml');
      if (!fs.existsSync(file)) throw new Error(`The build of docs version ${version} has no sitemap at ${file}.`);
      entries.push(...(fs.readFileSync(file, 'utf8').match(URL_ENTRY) ?? []));
      // With its precompressed copies, which the version's build wrote.
      for (const copy of [file, `${file}.br`, `${file}.gz`]) fs.rmSync(copy, {force: true});
    }
    const sitemap = fs.readFileSync(target, 'utf8');
    if (!sitemap.includes('</urlset>')) throw new Error(`${target} is not a sitemap (no </urlset>).`);
    fs.writeFileSync(target, sitemap.replace('</urlset>', `${entries.join('')}</urlset>`));
    moved += entries.length;
  }
  return moved;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs `docusaurus build` of one part of the site into `dir` (`passed`: more of its options): a docs
 * version, or with `e2eFixtures` the e2e fixtures' app. Exits on failure.
 */
function docusaurusBuild(dir: string, version: string, {passed = [], e2eFixtures = false}: {passed?: readonly string[]; e2eFixtures?: boolean} = {}): void {
  const docusaurus = require.resolve('@docusaurus/core/bin/docusaurus.mjs', {paths: [SITE_DIR]});
  const env: NodeJS.ProcessEnv = {...process.env, ...buildPartEnv(version)};
  if (e2eFixtures) env.E2E_FIXTURES = '1';
  else delete env.E2E_FIXTURES;
  const result = spawnSync(process.execPath, [docusaurus, 'build', '--out-dir', dir, ...passed], {cwd: SITE_DIR, stdio: 'inherit', env});
  if (result.status !== 0) {
    console.error(`build: \`docusaurus build\` of ${e2eFixtures ? "the e2e fixtures' app" : version === CURRENT ? 'the current docs' : version} failed.`);
    process.exit(result.status ?? 1);
  }
}

/**
 * Builds the whole site into `outDir` (see the header). `rebuildVersions` builds every frozen
 * release again (and keeps the new output); `passed` are more `docusaurus build` options. The
 * search backend comes from the environment, as for `docusaurus build`.
 */
export async function buildSite({outDir = 'build', rebuildVersions = false, passed = []}: {outDir?: string; rebuildVersions?: boolean; passed?: readonly string[]}): Promise<void> {
  const root = path.resolve(SITE_DIR, outDir);
  // The search backend, which the frozen versions' builds take from the same environment.
  const {algolia} = buildTarget();

  const started = performance.now();
  fs.rmSync(root, {recursive: true, force: true});
  const timings: string[] = [];
  let partStarted = performance.now();
  docusaurusBuild(root, CURRENT, {passed});
  timings.push(`current docs built in ${seconds(performance.now() - partStarted)}`);

  const frozen = frozenVersions(SITE_DIR);
  for (const version of frozen) {
    partStarted = performance.now();
    const key = versionBuildKey(version, {algolia});
    const entry = versionCacheEntry(version, key);
    let how = 'reused';
    if (rebuildVersions || !fs.existsSync(entry)) {
      const partial = `${entry}.partial`;
      fs.rmSync(partial, {recursive: true, force: true});
      docusaurusBuild(partial, version, {passed});
      fs.rmSync(entry, {recursive: true, force: true});
      fs.renameSync(partial, entry);
      how = 'built';
    }
    pruneVersionCache(version, key);
    copyVersionBuild(entry, version, root);
    timings.push(`${version} ${how} in ${seconds(performance.now() - partStarted)}`);
  }

  partStarted = performance.now();
  const moved = mergeSitemaps(root, frozen);
  console.log(await writeServingRules(root, OTHER_LOCALES, frozen));
  timings.push(`put together in ${seconds(performance.now() - partStarted)} (${moved} sitemap entries of ${frozen.join(', ') || 'no frozen version'})`);
  console.log(`build: the site is in ${path.relative(SITE_DIR, root) || '.'} (${seconds(performance.now() - started)}: ${timings.join('; ')}).`);
}

/**
 * `npm run build:e2e`: the site the end-to-end tests are served (`outDir`, build-e2e/): a copy of the
 * readers' site (`from`, `npm run build`'s output, built first when it is missing), and beside it the e2e
 * fixtures' app (tests/fixtures/README.md) at /e2e-fixtures/ and /zh/e2e-fixtures/, with the serving
 * rules of the whole. So each docs version is built once per test run, and the readers' site, which
 * the bench weighs, has no fixture in it.
 */
export async function buildE2eSite({outDir = 'build-e2e', from = 'build', passed = []}: {outDir?: string; from?: string; passed?: readonly string[]}): Promise<void> {
  const root = path.resolve(SITE_DIR, outDir);
  const site = path.resolve(SITE_DIR, from);
  const started = performance.now();
  if (!fs.existsSync(path.join(site, 'index.html'))) await buildSite({outDir: from, passed});
  const builtAgo = Math.round((Date.now() - fs.statSync(path.join(site, 'index.html')).mtimeMs) / 60_000);
  const fixtures = path.join(SITE_DIR, '.cache', `${E2E_FIXTURES_FOLDER}.partial`);
  fs.rmSync(fixtures, {recursive: true, force: true});
  let partStarted = performance.now();
  docusaurusBuild(fixtures, CURRENT, {passed, e2eFixtures: true});
  const timings = [`the fixtures' app built in ${seconds(performance.now() - partStarted)}`];
  partStarted = performance.now();
  fs.rmSync(root, {recursive: true, force: true});
  // Timestamps kept, as for a version's build: the .br/.gz copies stay newer than their files.
  fs.cpSync(site, root, {recursive: true, preserveTimestamps: true});
  copyVersionBuild(fixtures, E2E_FIXTURES_FOLDER, root);
  fs.rmSync(fixtures, {recursive: true, force: true});
  console.log(await writeServingRules(root, OTHER_LOCALES, [...frozenVersions(SITE_DIR), E2E_FIXTURES_FOLDER]));
  timings.push(`put beside ${from}/ (built ${builtAgo} min ago) in ${seconds(performance.now() - partStarted)}`);
  console.log(`build:e2e: the e2e site is in ${path.relative(SITE_DIR, root)} (${seconds(performance.now() - started)}: ${timings.join('; ')}).`);
}
