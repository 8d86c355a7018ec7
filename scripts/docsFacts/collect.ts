// Gathers both sides of `npm run docs:drift`: what a docs version documents and what a release has,
// with the readers the docs tests use (scripts/docsFacts/docs.ts, release.ts, the fact table).
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {docsDirOf, docsVersions, rstestReleaseOf, SITE_DIR} from '../../src/plugins/docs-versions/versions';
import {OPTION_FACTS} from '../../tests/unit/docs/optionFacts';
import {sandboxPackages, versionSandbox} from '../../tests/unit/docs/versionSandbox';
import {apiHeadings, CLI_PAGE, cliTables, codeNames, rstestImports} from './docs';
import type {DocsSide, ReleaseSide} from './drift';
import {
  apiProbeSource,
  commandFlags,
  compileProbe,
  configKeys,
  configProbeSource,
  entryExports,
  optionTypeFacets,
  resolvedDefaults,
  rstestApi,
  subOptions,
  typedEntries,
} from './release';

/** Where releases that no docs version pins are installed, one folder each (gitignored). */
export const RELEASES_DIR = path.join(SITE_DIR, '.cache/drift/releases');

/** A release ready to read: its package folder and a way to make empty project folders where `@rstest/core` is it. */
export type InstalledRelease = {version: string; coreDir: string; source: string; sandbox: (name: string) => string};

const EXACT_VERSION = /^\d+\.\d+\.\d+(?:-[\w.]+)?$/;

/** The docs version whose devDependency is this release (the current docs first), if any. */
function pinnedBy(version: string): string | undefined {
  return docsVersions().find((docs) => rstestReleaseOf(docs) === version);
}

/**
 * The release, from node_modules when a docs version pins it (the devDependency, or a frozen
 * version's `rstest-V` alias), otherwise installed once into `.cache/drift/releases/<version>/`.
 */
export function installRelease(version: string, log: (line: string) => void = () => {}): InstalledRelease {
  if (!EXACT_VERSION.test(version)) throw new Error(`docs:drift needs an exact release such as 0.12.0, not "${version}" (npm view @rstest/core versions lists them).`);
  const docs = pinnedBy(version);
  if (docs) {
    return {version, coreDir: sandboxPackages(docs)['@rstest/core'], source: `node_modules (pinned by the ${docs} docs)`, sandbox: (name) => versionSandbox(docs, `drift-${name}`)};
  }
  const dir = path.join(RELEASES_DIR, version);
  const coreDir = path.join(dir, 'node_modules/@rstest/core');
  const installed = () => fs.existsSync(path.join(coreDir, 'package.json')) && (JSON.parse(fs.readFileSync(path.join(coreDir, 'package.json'), 'utf8')) as {version: string}).version === version;
  if (!installed()) {
    log(`Installing @rstest/core@${version} into ${path.relative(SITE_DIR, dir)}/ …`);
    fs.mkdirSync(dir, {recursive: true});
    fs.writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify({private: true, dependencies: {'@rstest/core': version}}, null, 2)}\n`);
    // Peer dependencies (jsdom, happy-dom) are not needed to read the release or run a Node test.
    const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', '--legacy-peer-deps', '--loglevel=error'], {cwd: dir, encoding: 'utf8'});
    if (result.status !== 0 || !installed()) {
      fs.rmSync(dir, {recursive: true, force: true});
      throw new Error(`npm install @rstest/core@${version} failed:\n${result.stderr}`);
    }
  }
  return {
    version,
    coreDir,
    source: path.relative(SITE_DIR, dir),
    sandbox: (name) => {
      const sandbox = path.join(dir, name);
      fs.rmSync(sandbox, {recursive: true, force: true});
      fs.mkdirSync(sandbox, {recursive: true});
      return sandbox;
    },
  };
}

/** The type facets of a release's options and the exports of its entries (both sides need them; read once per release). */
const typesRead = new Map<string, ReturnType<typeof readTypes>>();
function releaseTypes(release: InstalledRelease) {
  if (!typesRead.has(release.coreDir)) typesRead.set(release.coreDir, readTypes(release));
  return typesRead.get(release.coreDir)!;
}

function readTypes(release: InstalledRelease) {
  const config = compileProbe(release.sandbox('config'), configProbeSource());
  const keys = configKeys(config);
  const entries = typedEntries(release.coreDir);
  const {exports, values} = entryExports(release.sandbox('entries'), entries);
  return {config, keys, optionFacets: optionTypeFacets(config, keys), entries: exports, values};
}

/** What a release has. */
export function readRelease(release: InstalledRelease, buildGroups: string[]): ReleaseSide {
  const {config, keys, optionFacets, entries, values} = releaseTypes(release);
  const bin = path.join(release.coreDir, 'bin/rstest.js');
  const root = release.sandbox('run');
  return {
    version: release.version,
    configKeys: keys,
    optionFacets,
    buildSubOptions: Object.fromEntries(buildGroups.map((group) => [group, subOptions(config, group)])),
    defaults: resolvedDefaults(bin, root),
    root,
    commands: commandFlags(bin, root),
    entries,
    values,
    api: rstestApi(compileProbe(release.sandbox('api'), apiProbeSource())),
  };
}

/** What a docs version documents; its own release gives the types its pages transcribe. */
export function readDocs(version: string, log: (line: string) => void = () => {}): DocsSide {
  const facts = OPTION_FACTS[version];
  if (!facts) throw new Error(`No docs version "${version}": the versions are ${docsVersions().join(', ')}.`);
  const release = rstestReleaseOf(version);
  if (!release) throw new Error(`The ${version} docs have no release in package.json.`);
  const docsDir = docsDirOf(version);
  const own = releaseTypes(installRelease(release, log));
  return {
    version,
    release,
    options: facts.test,
    build: facts.build,
    withoutPage: Object.keys(facts.withoutPage ?? {}),
    optionFacets: own.optionFacets,
    entries: own.entries,
    imports: rstestImports(docsDir),
    codeNames: codeNames(docsDir),
    cli: cliTables(fs.readFileSync(path.join(docsDir, CLI_PAGE), 'utf8')),
    headings: apiHeadings(docsDir),
  };
}
