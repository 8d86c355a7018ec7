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

export const SITE_DIR = path.join(__dirname, '..');

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
