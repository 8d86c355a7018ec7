import fs from 'node:fs';
import path from 'node:path';
import {SITE_DIR, versionPackages} from '../../src/plugins/docs-versions/versions';
import {compileProbe, type Probe} from './release';

// Throw-away projects in which the docs' examples meet the Rstest release of their docs version:
// `.cache/docs/<version>/<name>/`, with a `node_modules` one level up that links `@rstest/core`
// (and the version's companion packages, src/plugins/docs-versions/versions.ts) to that release. Every other
// import resolves from the site's node_modules. They live outside node_modules so that Rstest
// discovers and compiles their test files as it would in a reader's project.

// DOCS_SANDBOX names another folder (below the site), so that two runs at once do not share one.
export const SANDBOX_ROOT = path.join(SITE_DIR, process.env.DOCS_SANDBOX ?? '.cache/docs');

function link(target: string, at: string): void {
  fs.mkdirSync(path.dirname(at), {recursive: true});
  fs.rmSync(at, {recursive: true, force: true});
  fs.symlinkSync(target, at, 'dir');
}

/** The folder of an installed package, found as Node finds it: in `from`'s node_modules or a parent's. */
function installedPackageDir(name: string, from = SITE_DIR): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === path.dirname(dir)) throw new Error(`${name} is not installed (from ${from}): run npm install.`);
  }
}

/** The packages a version's sandboxes see, as `name -> installed folder`: the version's own, and its Rsbuild. */
export function sandboxPackages(version: string): Record<string, string> {
  const packages = Object.fromEntries(
    Object.entries(versionPackages(version)).map(([name, installed]) => [name, fs.realpathSync(installedPackageDir(installed))]),
  );
  // Rsbuild is whatever the release itself depends on (1.x for 0.5, 2.x for 0.12).
  packages['@rsbuild/core'] = fs.realpathSync(installedPackageDir('@rsbuild/core', packages['@rstest/core']));
  return packages;
}

/** An empty project folder for `version`'s examples; `import '@rstest/core'` there is that version's release. */
export function versionSandbox(version: string, name: string): string {
  const versionDir = path.join(SANDBOX_ROOT, version);
  for (const [pkg, dir] of Object.entries(sandboxPackages(version))) {
    link(dir, path.join(versionDir, 'node_modules', pkg));
  }
  const dir = path.join(versionDir, name);
  fs.rmSync(dir, {recursive: true, force: true});
  fs.mkdirSync(dir, {recursive: true});
  return dir;
}

/**
 * The environment of a reader's first local run: not CI, so that a snapshot an example creates
 * is written (as on that first run) while a snapshot it spells out must match.
 */
export function readerEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {...process.env, NO_COLOR: '1'};
  for (const name of ['CI', 'CONTINUOUS_INTEGRATION', 'BUILD_NUMBER', 'RUN_ID', 'GITHUB_ACTIONS', 'GITLAB_CI', 'BUILDKITE', 'CIRCLECI', 'TRAVIS', 'JENKINS_URL']) {
    delete env[name];
  }
  return env;
}

/** The `rstest` command of a version's release. */
export function rstestBin(version: string): string {
  return path.join(sandboxPackages(version)['@rstest/core'], 'bin/rstest.js');
}

/** The Rstest release a version's sandboxes import (the `version` of the linked `@rstest/core`). */
export function sandboxRelease(version: string): string {
  const file = path.join(SANDBOX_ROOT, version, 'node_modules/@rstest/core/package.json');
  return (JSON.parse(fs.readFileSync(file, 'utf8')) as {version: string}).version;
}

/**
 * Compiles `source` as `probe.ts` of a version's sandbox with the TypeScript compiler, and returns
 * the checker with the probe's exports: how the docs tests read a release's declarations
 * (scripts/docsFacts/release.ts).
 */
export function typeProbe(version: string, name: string, source: string): Probe {
  return compileProbe(versionSandbox(version, name), source);
}

/**
 * Packages a guide may tell the reader to install: the site's own dependencies, and those of
 * tests/guide-deps (packages that cannot share the site's tree, such as Rspack 2 beside
 * Docusaurus's Rspack 1). A guide that pins `@rstest/core@X` in an install command runs with
 * release X: the folder of tests/guide-deps-* that declares `@rstest/core` X comes first, with the
 * packages that must sit beside that release (tests/guide-deps-browser: the browser-mode pair
 * 0.11.9, while no @rstest/browser of the docs' release is published).
 */
const GUIDE_DEPS_DIR = path.join(SITE_DIR, 'tests/guide-deps');

function manifestOf(dir: string): {dependencies?: Record<string, string>; devDependencies?: Record<string, string>} {
  const file = path.join(dir, 'package.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {};
}

function declaredIn(dir: string): string[] {
  const manifest = manifestOf(dir);
  return [...Object.keys(manifest.dependencies ?? {}), ...Object.keys(manifest.devDependencies ?? {})];
}

/** The tests/guide-deps-* folders that declare `@rstest/core` at `release`. */
function pinnedRoots(release: string): string[] {
  return fs
    .readdirSync(path.join(SITE_DIR, 'tests'))
    .filter((name) => name.startsWith('guide-deps-'))
    .map((name) => path.join(SITE_DIR, 'tests', name))
    .filter((dir) => manifestOf(dir).devDependencies?.['@rstest/core'] === release);
}

/** The folders a guide's packages come from when it runs with `@rstest/core` `release` (the docs' own: tests/guide-deps and the site). */
export function guideDepsRoots(release: string): string[] {
  const pinned = pinnedRoots(release);
  const siteRelease = manifestOf(SITE_DIR).devDependencies?.['@rstest/core'];
  return [...pinned, GUIDE_DEPS_DIR, ...(pinned.length > 0 || release === siteRelease ? [SITE_DIR] : [])];
}

/** The installed folder of a package a guide running `@rstest/core` `release` installs, or undefined when the site does not install it for that release. */
export function guideInstallable(name: string, release: string): string | undefined {
  for (const root of guideDepsRoots(release)) {
    const dir = path.join(root, 'node_modules', name);
    if (declaredIn(root).includes(name) && fs.existsSync(path.join(dir, 'package.json'))) return fs.realpathSync(dir);
  }
  return undefined;
}

/** The packages of the folder that pins `@rstest/core` `release`, with that release's Rsbuild, as `name -> installed folder` (for the type-check of the guides that pin it). */
export function pinnedReleasePackages(release: string): Record<string, string> {
  const packages = Object.fromEntries(
    pinnedRoots(release).flatMap((root) => declaredIn(root).map((name) => [name, fs.realpathSync(path.join(root, 'node_modules', name))])),
  );
  if (packages['@rstest/core']) packages['@rsbuild/core'] = fs.realpathSync(installedPackageDir('@rsbuild/core', packages['@rstest/core']));
  return packages;
}

/** The packages of tests/guide-deps, as `name -> installed folder` (for the current docs' type-check). */
export function guideDepsPackages(): Record<string, string> {
  return Object.fromEntries(
    declaredIn(GUIDE_DEPS_DIR)
      .map((name) => [name, path.join(GUIDE_DEPS_DIR, 'node_modules', name)])
      .filter(([, dir]) => fs.existsSync(path.join(dir, 'package.json'))),
  );
}
