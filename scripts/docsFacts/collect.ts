// Gathers both sides of `npm run docs:drift`: what a docs version documents and what a release has,
// with the readers the docs tests use (scripts/docsFacts/docs.ts, release.ts, the fact table).
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {CURRENT as CURRENT_DOCS, docsDirOf, docsVersions, rstestReleaseOf, SITE_DIR, zhDocsDirOf} from '../../src/plugins/docs-versions/versions';
import {OPTION_FACTS} from './optionFacts';
import {guideInstallable, sandboxPackages, versionSandbox} from './versionSandbox';
import {ADAPTERS, compareAdapters, readAdapterDocs, readAdapterTypes} from './adapters';
import {apiHeadings, CLI_PAGE, cliTables, codeNames, headingsOf, rstestImports} from './docs';
import type {DocsSide, Item, ReleaseSide, Section} from './drift';
import {AREAS, compareVersions, firstWith, locate, releasesBetween, sinceLabel, stateOf, type Located, type LocatedSection, type PageFacts, type PagePaths} from './where';
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

// ---------------------------------------------------------------------------------------------
// What a writer acts on: the pages of each item and the release that brought it (scripts/docsFacts/where.ts)

/** The pages of a docs version with their headings and code, read once. */
export function pageFacts(version: string): PageFacts[] {
  const docsDir = docsDirOf(version);
  return fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.split(path.sep).join('/'))
    .sort()
    .map((file) => {
      const text = fs.readFileSync(path.join(docsDir, file), 'utf8');
      const prose = text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1/gm, '');
      const code = [
        ...[...text.matchAll(/^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1/gm)].map((block) => block[2]),
        ...[...prose.matchAll(/`([^`\n]+)`/g)].map((span) => span[1]),
      ];
      const headings = [...headingsOf(text)];
      return {file, headings, code: [...code, ...headings], ...(file === CLI_PAGE ? {cliFlags: cliTables(text).flags} : {})};
    });
}

/** The English and Chinese paths of a page of a docs version, from the site's root. */
export function pagePathsOf(version: string): PagePaths {
  const en = path.relative(SITE_DIR, docsDirOf(version));
  const zh = path.relative(SITE_DIR, zhDocsDirOf(version));
  return (page) => [`${en}/${page}`, `${zh}/${page}`];
}

const DRIFT_DIR = path.join(SITE_DIR, '.cache/drift');

/** The published releases of `@rstest/core` (npm view, kept in .cache/drift/versions.json until a release is asked for that it lacks). */
export function publishedVersions(needed: string[], log: (line: string) => void = () => {}): string[] {
  const file = path.join(DRIFT_DIR, 'versions.json');
  const cached = fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as string[]) : [];
  if (needed.every((version) => cached.includes(version))) return cached;
  log('Listing the releases of @rstest/core on the registry (npm view) …');
  const result = spawnSync('npm', ['view', '@rstest/core', 'versions', '--json'], {encoding: 'utf8'});
  if (result.status !== 0) throw new Error(`npm view @rstest/core versions failed:\n${result.stderr}`);
  const versions = JSON.parse(result.stdout) as string[];
  fs.mkdirSync(DRIFT_DIR, {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify(versions)}\n`);
  return versions;
}

/** What a release has, read once and kept in .cache/drift/facts/<version>.json (a release never changes). */
export function releaseFacts(version: string, buildGroups: string[], log: (line: string) => void = () => {}): ReleaseSide {
  const file = path.join(DRIFT_DIR, 'facts', `${version}.json`);
  if (fs.existsSync(file)) {
    const cached = JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseSide & {groups: string[]};
    if (buildGroups.every((group) => cached.groups.includes(group))) return cached;
  }
  const installed = installRelease(version, log);
  log(`Reading @rstest/core ${version} from ${installed.source} …`);
  const side = readRelease(installed, buildGroups);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, `${JSON.stringify({...side, groups: buildGroups})}\n`);
  return side;
}

/**
 * Each item with its pages and, when the docs' release and the compared one differ, the release
 * that brought it: the first published release between the two whose state on the item is the
 * newer side's. Nothing is fetched when both are the same release (npm test's run).
 */
export function locateItems(docs: DocsSide, release: ReleaseSide, sections: Section[], log: (line: string) => void = () => {}): LocatedSection[] {
  const pages = pageFacts(docs.version);
  const same = docs.release === release.version;
  const groups = Object.keys(docs.build);
  const newerIsRelease = compareVersions(release.version, docs.release) > 0;
  const [older, newer] = newerIsRelease ? [docs.release, release.version] : [release.version, docs.release];
  let between: string[] | undefined;
  const facts = new Map<string, ReleaseSide>([[release.version, release]]);
  const read = (version: string) => {
    if (!facts.has(version)) facts.set(version, releaseFacts(version, groups, log));
    return facts.get(version)!;
  };
  return sections.map((section, index) => {
    const area = AREAS[index];
    const located = (item: Item): Located => {
      const where = locate(area, item, pages);
      if (same) return {...item, where};
      between ??= releasesBetween(publishedVersions([older, newer], log), older, newer);
      const state = (version: string) => stateOf(area, item, read(version));
      const since = firstWith(state(newer), state(older), between, state);
      return {...item, where, ...(since ? {since: sinceLabel(since, publishedVersions([], log))} : {})};
    };
    return {...section, area, undocumented: section.undocumented.map(located), missing: section.missing.map(located), differs: section.differs.map(located)};
  });
}

/**
 * The adapters' section of the report: the options each adapter guide of the docs version lists,
 * against the adapter packages the guides install (the site's devDependencies and tests/guide-deps,
 * whatever Rstest release is compared: the adapters are packages of their own).
 */
export function adapterSection(version: string): LocatedSection {
  const docs = readAdapterDocs(docsDirOf(version), zhDocsDirOf(version));
  const release = rstestReleaseOf(CURRENT_DOCS) ?? '';
  const types = docs.length ? readAdapterTypes(versionSandbox(CURRENT_DOCS, 'drift-adapters'), Object.fromEntries(ADAPTERS.map(({name}) => [name, guideInstallable(name, release)]))) : [];
  return {...compareAdapters(docs, types), area: 'adapters'};
}
