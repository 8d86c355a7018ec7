// `npm run cut-version -- <version> [--no-install]` (cli.ts): freezes the current docs as a docs
// version, with every mechanical step of CONTRIBUTING.md "Cutting a version" done:
// 1. `docusaurus docs:version <V>`: docs/ to versioned_docs/version-<V>/, the sidebars to
//    versioned_sidebars/, the Chinese pages and sidebar labels to i18n/zh/…/version-<V>(.json), and
//    <V> first in versions.json;
// 2. the version's label, `<V>`, in i18n/en and i18n/zh (…/version-<V>.json; Docusaurus's default
//    would otherwise show);
// 3. the `rstest-<V>` devDependency, pinned to the exact release the current docs document, for
//    the version's docs tests (then `npm install`, unless told not to);
// 4. the version's option facts (tests/unit/docs/optionFacts.ts): a copy of the current entry;
// 5. the e2e route matrix (tests/specRoutes.ts): the version, with the routes the current docs have
//    now (tests/versionRoutes/<V>.json).
// A writer then brings docs/ and its Chinese pages to the new release (CONTRIBUTING.md "Cutting a version").
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {CURRENT, RSTEST_PACKAGE, SITE_DIR, frozenVersions, rstestPackageOf, rstestReleaseOf, sidebarTranslationsOf, versionLabel} from './versions';
import {CURRENT_DOC_ROUTES} from '../../../tests/specRoutes';

export const VERSION_NAME = /^\d+\.\d+$/;
const LOCALES = ['en', 'zh'] as const;
const OPTION_FACTS_FILE = 'tests/unit/docs/optionFacts.ts';
const SPEC_ROUTES_FILE = 'tests/specRoutes.ts';
/** The routes of each frozen version cut with this command, as the current docs had them. */
export const VERSION_ROUTES_DIR = 'tests/versionRoutes';

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

function writeJson(file: string, data: unknown): void {
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
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

/** Step 4: the `current` entry of OPTION_FACTS, copied under the version's name, after it. */
export function addOptionFacts(version: string, siteDir: string): void {
  const file = path.join(siteDir, OPTION_FACTS_FILE);
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const start = lines.indexOf('  current: {');
  const end = lines.findIndex((line, index) => index > start && line === '  },');
  if (start < 0 || end < 0) throw new Error(`${OPTION_FACTS_FILE}: no \`  current: {\` … \`  },\` entry to copy.`);
  const comment = lines[start - 1]?.trim().startsWith('//') ? [`${lines[start - 1]} (frozen as ${version})`] : [];
  const copy = [...comment, `  '${version}': {`, ...lines.slice(start + 1, end + 1)];
  lines.splice(end + 1, 0, ...copy);
  fs.writeFileSync(file, lines.join('\n'));
}

/** Step 5: the routes the current docs have now, as the version's, and the version in DOCS_VERSIONS after the current docs. */
export function addRouteMatrix(version: string, siteDir: string): void {
  writeJson(path.join(siteDir, VERSION_ROUTES_DIR, `${version}.json`), CURRENT_DOC_ROUTES);
  const file = path.join(siteDir, SPEC_ROUTES_FILE);
  const source = fs.readFileSync(file, 'utf8');
  const current = /^ {2}\{version: 'current', [^\n]*\},\n/m.exec(source);
  if (!current) throw new Error(`${SPEC_ROUTES_FILE}: no current docs entry in DOCS_VERSIONS to add ${version} after.`);
  const entry = `  {version: '${version}', prefix: '/${version}', label: '${version}', routes: frozenVersionRoutes('${version}')},\n`;
  const at = current.index + current[0].length;
  fs.writeFileSync(file, source.slice(0, at) + entry + source.slice(at));
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
  addRouteMatrix(version, siteDir);
  done.push(`added ${version} to DOCS_VERSIONS in ${SPEC_ROUTES_FILE}, with the current routes (${VERSION_ROUTES_DIR}/${version}.json)`);
  return done;
}
