// `npm run cut-version -- <version> [--no-install]` (cli/index.ts): freezes the current docs as a docs
// version, with every mechanical step of CONTRIBUTING.md "Cutting a version" done:
// 1. `docusaurus docs:version <V>`: docs/ to versioned_docs/version-<V>/, the sidebars to
//    versioned_sidebars/, the Chinese pages and sidebar labels to i18n/zh/…/version-<V>(.json), and
//    <V> first in versions.json;
// 2. the version's label, `<V>`, in i18n/en and i18n/zh (…/version-<V>.json; Docusaurus's default
//    would otherwise show);
// 3. the `rstest-<V>` devDependency, pinned to the exact release the current docs document, for
//    the version's docs tests (then `npm install`, unless told not to);
// 4. the version's option facts (scripts/docsFacts/optionFacts.data.json): a copy of the current entry;
// 5. the e2e route matrix (tests/data/specVersions.json): the version, with the routes the current docs
//    have now (a copy of the current entry's file, versionRoutes/current.json, as versionRoutes/<V>.json);
// 6. the version's counterparts map (build/standIns.ts): a copy of the current docs' (counterparts.json),
//    since it lacks the same pages of the older versions.
// What it writes for the tests is data (JSON), read by typed modules that it never rewrites (nor imports).
// A writer then brings docs/ and its Chinese pages to the new release (CONTRIBUTING.md "Cutting a version").
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {CURRENT, RSTEST_PACKAGE, SITE_DIR, frozenVersions, rstestPackageOf, rstestReleaseOf, sidebarTranslationsOf, versionLabel} from '../versions';
import {counterpartsFileOf, readCounterparts} from '../build/standIns';

export const VERSION_NAME = /^\d+\.\d+$/;
const LOCALES = ['en', 'zh'] as const;
const OPTION_FACTS_FILE = 'scripts/docsFacts/optionFacts.data.json';
/** The e2e route matrix's versions (tests/specRoutes.ts reads it): each version's label and the file of its routes, beside it. */
const SPEC_VERSIONS_FILE = 'tests/data/specVersions.json';
type SpecVersion = {version: string; label: string; routes: string};

export type CutVersionOptions = {
  siteDir?: string;
  /** Runs a command in the site's folder (the Docusaurus CLI, npm); fails on a non-zero exit. */
  run?: (command: string, args: readonly string[]) => void;
  /** Run `npm install` after adding the release's alias (the lockfile and node_modules). */
  install?: boolean;
};

const defaultRun = (siteDir: string) => (command: string, args: readonly string[]) => {
  execFileSync(command, args, {cwd: siteDir, stdio: 'inherit'});
};

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** Writes JSON: the tests' data as dataJson writes it, anything else as npm and Docusaurus do. */
function writeJson(file: string, data: unknown, {asData = false} = {}): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${asData ? dataJson(data) : JSON.stringify(data, null, 2)}\n`);
}

/** The tests' data as JSON, as written by hand: two-space indents, an object or array of plain values on one line (an option fact, a route). */
export function dataJson(value: unknown, indent = ''): string {
  if (typeof value !== 'object' || value === null) return JSON.stringify(value);
  const entries = Object.entries(value).map(([key, item]) => [Array.isArray(value) ? '' : `${JSON.stringify(key)}: `, item] as const);
  const [open, close] = Array.isArray(value) ? ['[', ']'] : ['{', '}'];
  if (entries.every(([, item]) => typeof item !== 'object' || item === null)) {
    return `${open}${entries.map(([key, item]) => `${key}${JSON.stringify(item)}`).join(', ')}${close}`;
  }
  const inner = `${indent}  `;
  return `${open}\n${entries.map(([key, item]) => `${inner}${key}${dataJson(item, inner)}`).join(',\n')}\n${indent}${close}`;
}

/** Why `version` cannot be cut from the site in `siteDir` now, or null. */
export function cutProblem(version: string, siteDir: string): string | null {
  if (!VERSION_NAME.test(version)) return `"${version}" is not a version name like 0.12 (major.minor).`;
  if (frozenVersions(siteDir).includes(version)) return `${version} is already a docs version (versions.json).`;
  const documented = versionLabel(CURRENT, siteDir);
  if (documented !== version) {
    return (
      `the current docs document ${documented} (${RSTEST_PACKAGE} ${rstestReleaseOf(CURRENT, siteDir)} in package.json): ` +
      `freeze them as ${documented}, before ${RSTEST_PACKAGE} moves to the next release.`
    );
  }
  return null;
}

/** Step 2: `version.label` of the version's sidebar translations, in both locales. */
export function writeVersionLabels(version: string, siteDir: string): void {
  for (const locale of LOCALES) {
    const file = sidebarTranslationsOf(version, locale, siteDir);
    // docs:version copies the Chinese current.json; the English one is the default locale's, which it leaves out.
    const source = fs.existsSync(file) ? file : sidebarTranslationsOf(CURRENT, locale, siteDir);
    const translations = readJson<Record<string, {message: string; description?: string}>>(source);
    translations['version.label'] = {message: version, description: `The label for version ${version}`};
    writeJson(file, translations);
  }
}

/** Step 3: `"rstest-<V>": "npm:@rstest/core@<release>"` among the devDependencies, in key order. */
export function addReleaseAlias(version: string, siteDir: string): string {
  const file = path.join(siteDir, 'package.json');
  const pkg = readJson<{devDependencies?: Record<string, string>}>(file);
  const release = rstestReleaseOf(CURRENT, siteDir);
  if (!release || !/^\d+\.\d+\.\d+$/.test(release)) {
    throw new Error(`${RSTEST_PACKAGE} must be pinned to an exact release in package.json to be frozen; it is "${release}".`);
  }
  const spec = `npm:${RSTEST_PACKAGE}@${release}`;
  const devDependencies = {...pkg.devDependencies, [rstestPackageOf(version)]: spec};
  pkg.devDependencies = Object.fromEntries(Object.entries(devDependencies).sort(([a], [b]) => a.localeCompare(b, 'en')));
  writeJson(file, pkg);
  return spec;
}

/** Step 4: the `current` option facts, copied under the version's name, after them. */
export function addOptionFacts(version: string, siteDir: string): void {
  const file = path.join(siteDir, OPTION_FACTS_FILE);
  const {current, ...frozen} = readJson<Record<string, unknown>>(file);
  if (!current) throw new Error(`${OPTION_FACTS_FILE}: no current entry to copy.`);
  writeJson(file, {current, [version]: current, ...frozen}, {asData: true});
}

/** Step 5: the routes the current docs have now, as the version's, and the version in the route matrix after the current docs. */
export function addRouteMatrix(version: string, siteDir: string): string {
  const routes = `versionRoutes/${version}.json`;
  const file = path.join(siteDir, SPEC_VERSIONS_FILE);
  const [current, ...frozen] = readJson<SpecVersion[]>(file);
  if (current?.version !== CURRENT) throw new Error(`${SPEC_VERSIONS_FILE}: no current docs entry first to add ${version} after.`);
  fs.copyFileSync(path.join(path.dirname(file), current.routes), path.join(path.dirname(file), routes));
  writeJson(file, [current, {version, label: version, routes}, ...frozen], {asData: true});
  return `${path.dirname(SPEC_VERSIONS_FILE)}/${routes}`;
}

/** Step 6: the current docs' counterparts map, as the version's. */
export function copyCounterparts(version: string, siteDir: string): string {
  const file = counterpartsFileOf(version, siteDir);
  writeJson(file, readCounterparts(CURRENT, siteDir));
  return path.relative(siteDir, file);
}

/** Cuts `version` (see the header); returns what it did, one line per step. */
export function cutVersion(version: string, {siteDir = SITE_DIR, run = defaultRun(siteDir), install = true}: CutVersionOptions = {}): string[] {
  const problem = cutProblem(version, siteDir);
  if (problem) throw new Error(`cut-version: ${problem}`);
  const done: string[] = [];
  const docusaurus = require.resolve('@docusaurus/core/bin/docusaurus.mjs', {paths: [siteDir]});
  run(process.execPath, [docusaurus, 'docs:version', version]);
  done.push(`froze docs/ and its Chinese pages as versioned_docs/version-${version}/ (docusaurus docs:version ${version})`);
  writeVersionLabels(version, siteDir);
  done.push(`labelled it "${version}" in ${LOCALES.map((locale) => path.relative(siteDir, sidebarTranslationsOf(version, locale, siteDir))).join(' and ')}`);
  const spec = addReleaseAlias(version, siteDir);
  done.push(`added "${rstestPackageOf(version)}": "${spec}" to devDependencies`);
  if (install) {
    run('npm', ['install', '--no-audit', '--no-fund']);
    done.push('installed it (package-lock.json)');
  }
  addOptionFacts(version, siteDir);
  done.push(`copied the current option facts as '${version}' in ${OPTION_FACTS_FILE}`);
  const routes = addRouteMatrix(version, siteDir);
  done.push(`added ${version} to the route matrix, ${SPEC_VERSIONS_FILE}, with the current routes (${routes})`);
  done.push(`copied the current docs' counterparts map as ${copyCounterparts(version, siteDir)}`);
  return done;
}
