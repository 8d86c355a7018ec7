// The docs versions and the Rstest release each one documents: one place for the config, the
// docs tests (types, examples run with the real binary) and the translation check.
//
// - The current docs (`docs/`, served at `/`) document the `@rstest/core` of devDependencies.
// - Each frozen version `V` of versions.json (written by `docusaurus docs:version V`) lives in
//   `versioned_docs/version-V/`, with its Chinese tree in
//   `i18n/zh/docusaurus-plugin-content-docs/version-V/`, and its release installed under the npm
//   alias `rstest-V` (`"rstest-0.5": "npm:@rstest/core@0.5.4"`).
import fs from 'node:fs';
import path from 'node:path';

export const SITE_DIR = path.join(__dirname, '../../..');

/** The version name Docusaurus gives the docs/ folder. */
export const CURRENT = 'current';

/** The package name of the Rstest release the current docs document. */
export const RSTEST_PACKAGE = '@rstest/core';

function readJson<T>(file: string): T {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The frozen versions, newest first, as versions.json lists them (none when it is absent). */
export function frozenVersions(siteDir = SITE_DIR): string[] {
  const file = path.join(siteDir, 'versions.json');
  return fs.existsSync(file) ? readJson<string[]>(file) : [];
}

/** Every docs version: `current` first, then the frozen ones, newest first. */
export function docsVersions(siteDir = SITE_DIR): string[] {
  return [CURRENT, ...frozenVersions(siteDir)];
}

/** `major.minor` of a semver range or version (`0.12.0` and `^0.12.1` are `0.12`). */
export function minorOf(version: string): string {
  const match = /(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`Not a version: ${version}`);
  return `${match[1]}.${match[2]}`;
}

/** The npm package (a name or an alias) that holds the Rstest release of a docs version. */
export function rstestPackageOf(version: string): string {
  return version === CURRENT ? RSTEST_PACKAGE : `rstest-${version}`;
}

/** The devDependency spec of a version's release (`0.12.0`, `npm:@rstest/core@0.5.4`), or undefined. */
export function rstestSpecOf(version: string, siteDir = SITE_DIR): string | undefined {
  const {devDependencies = {}} = readJson<{devDependencies?: Record<string, string>}>(path.join(siteDir, 'package.json'));
  return devDependencies[rstestPackageOf(version)];
}

/** The exact Rstest release a version's tests install (from package.json), e.g. `0.5.4`. */
export function rstestReleaseOf(version: string, siteDir = SITE_DIR): string | undefined {
  const spec = rstestSpecOf(version, siteDir);
  return spec?.replace(/^npm:@rstest\/core@/, '');
}

/** The label the version switcher shows: the current docs carry their release number (`0.12`), not "Next". */
export function versionLabel(version: string, siteDir = SITE_DIR): string {
  if (version !== CURRENT) return version;
  const release = rstestReleaseOf(CURRENT, siteDir);
  if (!release) throw new Error(`${RSTEST_PACKAGE} is missing from devDependencies: the current docs need the release they document.`);
  return minorOf(release);
}

/** The installed package folder of a version's release (under node_modules). */
export function rstestPackageDir(version: string, siteDir = SITE_DIR): string {
  return path.join(siteDir, 'node_modules', rstestPackageOf(version));
}

/** The English docs folder of a version. */
export function docsDirOf(version: string, siteDir = SITE_DIR): string {
  return version === CURRENT ? path.join(siteDir, 'docs') : path.join(siteDir, 'versioned_docs', `version-${version}`);
}

/** The Chinese docs folder of a version. */
export function zhDocsDirOf(version: string, siteDir = SITE_DIR): string {
  return path.join(siteDir, 'i18n/zh/docusaurus-plugin-content-docs', version === CURRENT ? CURRENT : `version-${version}`);
}

/** The sidebar labels' translation file of a version, per locale (`current.json`, `version-0.5.json`). */
export function sidebarTranslationsOf(version: string, locale: string, siteDir = SITE_DIR): string {
  return path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', `${version === CURRENT ? CURRENT : `version-${version}`}.json`);
}

/** The URL prefix of a version below the locale's base URL: '' for the current docs, `0.5/` for 0.5. */
export function versionPathPrefix(version: string): string {
  return version === CURRENT ? '' : `${version}/`;
}

/**
 * The packages a version's examples import, mapped to the installed package that provides them
 * for that version's release: `@rstest/core` is the version's release; a frozen version's
 * companions are the devDependency aliases named `rstest-<V>-…` (`"rstest-0.5-plugin-react":
 * "npm:@rsbuild/plugin-react@1.4.6"` provides `@rsbuild/plugin-react` to 0.5). Anything else
 * resolves from the site's node_modules, as for the current docs.
 */
export function versionPackages(version: string, siteDir = SITE_DIR): Record<string, string> {
  const packages: Record<string, string> = {[RSTEST_PACKAGE]: rstestPackageOf(version)};
  if (version === CURRENT) return packages;
  const {devDependencies = {}} = readJson<{devDependencies?: Record<string, string>}>(path.join(siteDir, 'package.json'));
  const prefix = `${rstestPackageOf(version)}-`;
  for (const [alias, spec] of Object.entries(devDependencies)) {
    const provided = /^npm:(@?[^@]+)@/.exec(spec)?.[1];
    if (alias.startsWith(prefix) && provided) packages[provided] = alias;
  }
  return packages;
}

// ---------------------------------------------------------------------------------------------
// One build per docs version (maintainers/architecture.md "Versions"). The current docs and each frozen release are
// built apart, each by its own `docusaurus build` (`DOCS_VERSION=0.5`): a frozen release adds
// nothing to the current pages' first load, and its output is reused while its inputs do not change
// (build/siteBuild.ts). What one build says about the others (their labels, where they are, which
// of its pages they have too) is computed here, from the files, so that no build waits for another.

/**
 * What one `docusaurus build` (or `docusaurus start`) makes, read from its environment by
 * buildTarget alone and passed along as a value: to the config, and from it to the plugins.
 */
export type BuildTarget = {
  /** The docs version it holds: `current` (the default) or a frozen version of versions.json (`DOCS_VERSION=0.5`). */
  version: string;
  /** Run by `npm run build` as one part of the site (`DOCS_BUILD_PART=1`), which writes the whole site's serving rules itself. */
  part: boolean;
  /**
   * The end-to-end tests' edge-case pages alone (`E2E_FIXTURES=1`, tests/fixtures/): an app of their
   * own at `/e2e-fixtures/` and `/zh/e2e-fixtures/` (E2E_FIXTURES_FOLDER), without the site's docs, which
   * `npm run build:e2e` puts beside the readers' site (buildE2eSite in build/siteBuild.ts).
   */
  e2eFixtures: boolean;
  /** Algolia DocSearch when `ALGOLIA_APP_ID`, `ALGOLIA_API_KEY` and `ALGOLIA_INDEX_NAME` are set, else null: the local index (maintainers/search.md). */
  algolia: {appId: string; apiKey: string; indexName: string; insights: boolean} | null;
};

/** The build target the environment names; fails on a DOCS_VERSION that versions.json does not list. */
export function buildTarget(env: NodeJS.ProcessEnv = process.env, siteDir = SITE_DIR): BuildTarget {
  const {DOCS_VERSION: name, ALGOLIA_APP_ID: appId, ALGOLIA_API_KEY: apiKey, ALGOLIA_INDEX_NAME: indexName} = env;
  const frozen = frozenVersions(siteDir);
  if (name && name !== CURRENT && !frozen.includes(name)) {
    throw new Error(`DOCS_VERSION=${name} is not a docs version: versions.json lists ${frozen.join(', ') || 'none'}.`);
  }
  const version = name || CURRENT;
  if (env.E2E_FIXTURES === '1' && version !== CURRENT) throw new Error(`E2E_FIXTURES=1 builds the e2e fixtures' app, which holds no docs version: unset DOCS_VERSION=${name}.`);
  return {
    version,
    part: env.DOCS_BUILD_PART === '1',
    e2eFixtures: env.E2E_FIXTURES === '1',
    algolia: appId && apiKey && indexName ? {appId, apiKey, indexName, insights: env.ALGOLIA_INSIGHTS === 'true'} : null,
  };
}

/** The folder of the e2e fixtures' app in each locale's root (`/e2e-fixtures/`, `/zh/e2e-fixtures/`). */
export const E2E_FIXTURES_FOLDER = 'e2e-fixtures';

/** The environment that makes a `docusaurus build` build `version` as one part of the site (build/siteBuild.ts). */
export function buildPartEnv(version: string): NodeJS.ProcessEnv {
  return {DOCS_VERSION: version, DOCS_BUILD_PART: '1'};
}

/** A version's root below a locale's root: '' for the current docs, `0.5/` for 0.5 (the same as versionPathPrefix). */
export function versionRootIn(localeRoot: string, version: string): string {
  return `${localeRoot}${versionPathPrefix(version)}`;
}

/** The locale's root URL path: `/` for the default locale, `/zh/` for another. */
export function localeRootOf(locale: string, defaultLocale: string): string {
  return locale === defaultLocale ? '/' : `/${locale}/`;
}

const MARKDOWN_FILE = /\.mdx?$/;
/** Docusaurus's default number prefix (`01-intro.md`, `2. Guide/`), which it strips from ids and URLs. */
const NUMBER_PREFIX = /^\d+(?:\.\d+)*\s*[-_.]+\s*(?=[^-_.\s])/;
/** Frontmatter values that move a doc's URL: `slug`, `id`; `draft: true` leaves it out of a production build. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---/;

function frontMatterValue(source: string, key: string): string | undefined {
  const block = FRONT_MATTER.exec(source)?.[1];
  const line = block?.split(/\r?\n/).find((entry) => entry.startsWith(`${key}:`));
  return line?.slice(key.length + 1).trim().replace(/^(['"])(.*)\1$/, '$2') || undefined;
}

/** A doc page of a version: its path below the version's root and its English source file (relative to its English tree, `guide/basic/cli.md`). */
export type DocPageFile = {page: string; file: string};

/**
 * Every doc page of a version, as its path below the version's root (`guide/start/`,
 * `config/test/pool`) with its English source file, sorted by path: computed from its English tree
 * the way Docusaurus names doc URLs (files and folders starting with `_` skipped, number prefixes
 * stripped, an `index`, `README` or folder-named file is its folder's page, frontmatter `slug` and
 * `id` honoured, drafts left out). Each build checks the paths against the docs Docusaurus loaded
 * for its own version (docs-versions plugin), so a rule Docusaurus changes fails that build
 * instead of giving wrong links.
 */
export function docPageFiles(version: string, siteDir = SITE_DIR): DocPageFile[] {
  const root = docsDirOf(version, siteDir);
  const pages = new Map<string, string>();
  const walk = (dir: string, folders: string[]) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(file, [...folders, entry.name.replace(NUMBER_PREFIX, '')]);
        continue;
      }
      if (!MARKDOWN_FILE.test(entry.name)) continue;
      const source = fs.readFileSync(file, 'utf8');
      if (frontMatterValue(source, 'draft') === 'true') continue;
      const slug = frontMatterValue(source, 'slug');
      const folder = folders.map((name) => `${name}/`).join('');
      const relative = path.relative(root, file).split(path.sep).join('/');
      const name = frontMatterValue(source, 'id') ?? entry.name.replace(MARKDOWN_FILE, '').replace(NUMBER_PREFIX, '');
      const isFolderPage = /^(index|readme)$/i.test(name) || name.toLowerCase() === folders.at(-1)?.toLowerCase();
      const page = slug ? (slug.startsWith('/') ? slug.slice(1) : `${folder}${slug}`) : isFolderPage ? folder : `${folder}${name}`;
      if (!pages.has(page)) pages.set(page, relative);
    }
  };
  walk(root, []);
  return [...pages].map(([page, file]) => ({page, file})).sort((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0));
}

/** Every doc page of a version, as its path below the version's root, sorted (docPageFiles). */
export function docPagePaths(version: string, siteDir = SITE_DIR): string[] {
  return docPageFiles(version, siteDir).map(({page}) => page);
}

/**
 * The title of each doc page of a version in a locale (its translation's, else its English
 * page's): frontmatter `title`, else the first `# ` heading, else the page's path.
 */
export function docPageTitles(version: string, locale: string, siteDir = SITE_DIR): Map<string, string> {
  const titleOf = (file: string) => {
    if (!fs.existsSync(file)) return undefined;
    const source = fs.readFileSync(file, 'utf8');
    return frontMatterValue(source, 'title') ?? /^# (.+)$/m.exec(source.replace(FRONT_MATTER, ''))?.[1]?.trim();
  };
  const translated = locale === 'en' ? null : path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs', version === CURRENT ? CURRENT : `version-${version}`);
  return new Map(
    docPageFiles(version, siteDir).map(({page, file}) => [
      page,
      (translated && titleOf(path.join(translated, file))) ?? titleOf(path.join(docsDirOf(version, siteDir), file)) ?? page,
    ]),
  );
}

/** What a build of one docs version knows of every version, in one locale (the docs-versions plugin's global data). */
export type SiteDocsVersions = {
  /** The version this build holds. */
  built: string;
  /** Every version, newest first (the current docs first). */
  versions: {
    name: string;
    label: string;
    /** Its root in the locale (`/`, `/zh/`, `/0.5/`, `/zh/0.5/`). */
    root: string;
  }[];
};

/**
 * The docs-versions global data of a build of `built` in a locale (its root: `/`, `/zh/`). A
 * version switch always leads to the same path in the other version: that version's page, or its
 * stand-in for a page it lacks (build/standIns.ts), so no build needs to know the others' pages.
 */
export function docsVersionsData(built: string, localeRoot: string, siteDir = SITE_DIR): SiteDocsVersions {
  return {
    built,
    versions: docsVersions(siteDir).map((name) => ({name, label: versionLabel(name, siteDir), root: versionRootIn(localeRoot, name)})),
  };
}
