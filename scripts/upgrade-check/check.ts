// The upgrade check (`npm run upgrade:check`, run by `npm test`): everything in the site that copies
// or reads another package's code, recorded as it was (the package, its version and the file's
// content), compared with what is installed. It finds what relies on upstream code by itself:
//
// - ejects and rewritten theme components: a component of src/theme/ or of a local plugin's theme/
//   at the path of a stock component, that is not a wrap (no @theme-original / @theme-init import, nor
//   local-search's alias of theme-search-algolia's SearchBar, @theme-search-algolia/),
//   relies on the stock component's files (index.js, index.d.ts, styles.module.css, or Name.js and
//   Name.d.ts for a single-file component); the report prints theme-classic's swizzle safety of each;
// - private imports: an import of a package's lib/, dist/ or src/ files, and each name the site
//   imports from a private entry (`@docusaurus/theme-common/internal`), traced to the file that defines it;
// - hashed class selectors (`[class*='navbarHidden']`): the theme CSS modules that define the class;
// - patches: the files each one's PATCH.reads names (src/patches/<name>/index.ts);
// - what EXTRA_RELIANCES lists (copies and reliances the rules above cannot see);
// - pins: each `overrides` entry of package.json, against the ranges its installed dependents declare.
//
// Each file's recorded content is its hash in records.json, beside its package and version; for the
// diff of a changed file, the original comes from that version's tarball on the registry (npm pack,
// cached in .cache/upgrade-check/), checked against the hash. A file that changed upstream, disappeared or is not recorded yet, and a pin whose
// dependents declare other ranges, fail the check, which says file by file what changed, which
// component, patch or selector of the site relies on it, and what to do. `--record` writes the
// records anew once what it said is done.
import crypto from 'node:crypto';
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import {SITE_DIR, packageDir, type Patch, type UpstreamFile} from '../../src/patches/guard';

export type RelianceKind = 'eject' | 'patch' | 'private import' | 'class selector' | 'copy' | 'behaviour';

export interface Reliance {
  kind: RelianceKind;
  /** The component, patch, selector or copy, as the check's report names it. */
  name: string;
  /** The site's file that relies on the upstream file. */
  site: string;
  upstream: UpstreamFile;
}

export interface Records {
  files: Record<string, {version: string; sha256: string}>;
  pins: Record<string, {version: string; dependents: Record<string, string>}>;
}

/** Where the check reads installed packages; a test gives it another tree. */
export interface Installed {
  /** The installed file of an upstream file, or undefined when its package is not installed. */
  file(upstream: UpstreamFile): string | undefined;
  version(upstream: UpstreamFile): string | undefined;
  /** Every installed package.json (for the pins' dependents). */
  packages(): {name: string; version: string; ranges: Record<string, string>}[];
}

/** The stock themes whose components the site may replace: package and theme folder. */
const STOCK_THEMES = [
  {package: '@docusaurus/theme-classic', dir: 'lib/theme'},
  {package: '@docusaurus/theme-search-algolia', dir: 'lib/theme'},
  {package: '@docusaurus/core', dir: 'lib/client/theme-fallback'},
];
/** The files of a stock component that its replacement relies on: a folder's, or a single file's (`MDXComponents/Code.js`). */
const COMPONENT_FILES = ['index.js', 'index.d.ts', 'styles.module.css'];
const SINGLE_FILE_COMPONENT = ['.js', '.d.ts'];
/** Private entry points the site imports names from: each name relies on the file that defines it. */
const PRIVATE_ENTRIES = [{specifier: '@docusaurus/theme-common/internal', package: '@docusaurus/theme-common', file: 'lib/internal.js'}];
/** Where the site's code is searched for private imports and class selectors. */
const SCANNED_DIRS = ['src', 'scripts', 'bench'];
const SCANNED_FILE = /\.(?:[cm]?[jt]sx?|css)$/;
/** Files that are not the site's code: tests, and the check itself with its records. */
const NOT_SCANNED = /(?:\.test\.[jt]sx?$|[\\/]upgrade-check[\\/]|[\\/]node_modules[\\/])/;

/** Reliances the rules cannot find: copies of upstream code, and behaviour a site file relies on. */
export const EXTRA_RELIANCES: Reliance[] = [
  {
    kind: 'copy',
    name: 'SSR template',
    site: 'src/ssr/template.ts',
    upstream: {package: '@docusaurus/core', file: 'lib/ssg/ssgTemplate.html.js'},
  },
  {
    kind: 'eject',
    name: 'CodeBlock (and the CodeBlock/Content/String it renders)',
    site: 'src/plugins/code-blocks/theme/CodeBlock/index.tsx',
    upstream: {package: '@docusaurus/theme-classic', file: 'lib/theme/CodeBlock/Content/String.js'},
  },
  {
    kind: 'copy',
    name: "prism-react-renderer left out of the client bundle (its one import there is theme-classic's start-up module)",
    site: 'src/plugins/code-blocks/index.ts',
    upstream: {package: '@docusaurus/theme-classic', file: 'lib/prism-include-languages.js'},
  },
  {
    kind: 'behaviour',
    name: "MDXComponents/Code passes a fence's props on to CodeBlock, the build's `highlight` prop with them",
    site: 'src/plugins/code-blocks/remark.ts',
    upstream: {package: '@docusaurus/theme-classic', file: 'lib/theme/MDXComponents/Code.js'},
  },
];

export const RECORDS_DIR = __dirname;
const RECORDS_FILE = 'records.json';

const keyOf = (upstream: UpstreamFile) => `${upstream.from ? `${upstream.from} > ` : ''}${upstream.package}/${upstream.file}`;
const sha256 = (text: Buffer | string) => crypto.createHash('sha256').update(text).digest('hex');
const relative = (siteDir: string, file: string) => path.relative(siteDir, file).split(path.sep).join('/');

function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, {recursive: true}) as string[]).map((file) => path.join(dir, file)).filter((file) => fs.statSync(file).isFile());
}

/** The installed packages, as Node resolves them from the site. */
export function nodeModules(siteDir = SITE_DIR): Installed {
  const dirOf = (upstream: UpstreamFile) => {
    try {
      return packageDir({name: upstream.package, from: upstream.from});
    } catch {
      return undefined;
    }
  };
  return {
    file: (upstream) => {
      const dir = dirOf(upstream);
      return dir && path.join(dir, upstream.file);
    },
    version: (upstream) => {
      const dir = dirOf(upstream);
      return dir && (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
    },
    packages: () => packagesIn(path.join(siteDir, 'node_modules')),
  };
}

/** Every package of a node_modules folder, nested ones included. */
function packagesIn(modulesDir: string): ReturnType<Installed['packages']> {
  if (!fs.existsSync(modulesDir)) return [];
  return fs.readdirSync(modulesDir).flatMap((entry) => {
    if (entry.startsWith('.')) return [];
    if (entry.startsWith('@')) return fs.readdirSync(path.join(modulesDir, entry)).flatMap((name) => packageAt(path.join(modulesDir, entry, name)));
    return packageAt(path.join(modulesDir, entry));
  });
}

function packageAt(dir: string): ReturnType<Installed['packages']> {
  const file = path.join(dir, 'package.json');
  if (!fs.existsSync(file)) return [];
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
  const own = typeof pkg.name === 'string' ? [{name: pkg.name, version: pkg.version, ranges: {...pkg.optionalDependencies, ...pkg.peerDependencies, ...pkg.dependencies}}] : [];
  return [...own, ...packagesIn(path.join(dir, 'node_modules'))];
}

/** The names `source` imports from `specifier` (`import {a, b as c, type d} from '…'`): a, b, d. */
export function namedImports(source: string, specifier: string): string[] {
  const escaped = specifier.replace(/[/.]/g, '\\$&');
  const clauses = source.matchAll(new RegExp(`import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s*from\\s*['"]${escaped}['"]`, 'g'));
  return [...clauses].flatMap(([, names]) => exportedNames(names!).map(({local}) => local));
}

/** The names of an export or import list (`a, b as c, type d`), with comments left out: `local` is the name at the list's source, `exported` the name it is known by. */
function exportedNames(list: string): {local: string; exported: string}[] {
  return list
    .replace(/\/\/[^\n]*|\/\*[\s\S]*?\*\//g, '')
    .split(',')
    .map((entry) => entry.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((entry) => {
      const [local, exported = local] = entry.split(/\s+as\s+/);
      return {local: local!, exported: exported!};
    });
}

/**
 * The file of an installed package that defines `name`, exported by `entry` (an ES module of
 * `export {…} from './x'` and `export * from './y'` lines, as theme-common's lib/internal.js): the
 * re-exports followed until a module defines it. Undefined when no module exports it.
 */
export function definingFile(installed: Installed, pkg: string, entry: string, name: string, seen = new Set<string>()): string | undefined {
  const file = installed.file({package: pkg, file: entry});
  if (!file || seen.has(entry) || !fs.existsSync(file)) return undefined;
  seen.add(entry);
  const source = fs.readFileSync(file, 'utf8');
  const resolve = (from: string) => {
    const base = path.posix.join(path.posix.dirname(entry), from);
    return [base, `${base}.js`, `${base}/index.js`].find((candidate) => {
      const installedFile = installed.file({package: pkg, file: candidate});
      return installedFile && fs.existsSync(installedFile) && fs.statSync(installedFile).isFile();
    });
  };
  for (const [, list, from] of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]([^'"]+)['"]/g)) {
    const match = exportedNames(list!).find(({exported}) => exported === name);
    const target = match && resolve(from!);
    if (match && target) return definingFile(installed, pkg, target, match.local, seen) ?? target;
  }
  if (new RegExp(`export\\s+(?:async\\s+)?(?:function\\*?|const|let|var|class)\\s+${name}\\b`).test(source)) return entry;
  for (const [, from] of source.matchAll(/export\s*\*\s*from\s*['"]([^'"]+)['"]/g)) {
    const target = resolve(from!);
    const found = target && definingFile(installed, pkg, target, name, seen);
    if (found) return found;
  }
  return undefined;
}

/** Everything in the site that relies on upstream code (see the header). */
export function findReliances(siteDir = SITE_DIR, installed = nodeModules(siteDir), extra: readonly Reliance[] = EXTRA_RELIANCES): Reliance[] {
  const reliances: Reliance[] = [...extra];
  // Ejects and rewritten theme components.
  const themeDirs = [path.join(siteDir, 'src/theme'), ...listFiles(path.join(siteDir, 'src/plugins')).filter((file) => /[\\/]theme[\\/]/.test(file)).map((file) => file.slice(0, file.search(/[\\/]theme[\\/]/) + 6))];
  for (const themeDir of new Set(themeDirs)) {
    for (const file of listFiles(themeDir).filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))) {
      if (/@theme-(?:original|init|search-algolia)\//.test(fs.readFileSync(file, 'utf8'))) continue;
      const component = relative(themeDir, file).replace(/\.tsx?$/, '').replace(/\/index$/, '');
      for (const theme of STOCK_THEMES) {
        const folder = `${theme.dir}/${component}`;
        const candidates = [...COMPONENT_FILES.map((name) => `${folder}/${name}`), ...SINGLE_FILE_COMPONENT.map((extension) => `${folder}${extension}`)];
        for (const candidate of candidates) {
          const upstream = {package: theme.package, file: candidate};
          const installedFile = installed.file(upstream);
          if (installedFile && fs.existsSync(installedFile)) reliances.push({kind: 'eject', name: component, site: relative(siteDir, file), upstream});
        }
      }
    }
  }
  // Private imports and hashed class selectors in the site's code.
  const themeCss = STOCK_THEMES.flatMap((theme) => {
    const dir = installed.file({package: theme.package, file: theme.dir});
    return dir ? listFiles(dir).filter((file) => file.endsWith('.module.css')).map((file) => ({theme, file})) : [];
  });
  for (const file of SCANNED_DIRS.flatMap((dir) => listFiles(path.join(siteDir, dir))).filter((name) => SCANNED_FILE.test(name) && !NOT_SCANNED.test(name))) {
    const source = fs.readFileSync(file, 'utf8');
    const site = relative(siteDir, file);
    for (const [, pkg, rest] of source.matchAll(/(?:from\s+|import\(\s*|require(?:\.resolve)?\(\s*)['"]((?:@[\w-][\w.-]*\/)?[\w-][\w.-]*)\/((?:lib|dist|src)\/[^'"]+)['"]/g)) {
      const candidates = [rest, `${rest}.js`, `${rest}/index.js`];
      const found = candidates.find((candidate) => {
        const installedFile = installed.file({package: pkg!, file: candidate});
        return installedFile && fs.existsSync(installedFile) && fs.statSync(installedFile).isFile();
      });
      reliances.push({kind: 'private import', name: `${pkg}/${rest}`, site, upstream: {package: pkg!, file: found ?? rest}});
    }
    for (const entry of PRIVATE_ENTRIES) {
      for (const name of namedImports(source, entry.specifier)) {
        const file = definingFile(installed, entry.package, entry.file, name) ?? `${entry.file} (no export named ${name})`;
        reliances.push({kind: 'private import', name: `${entry.specifier} ${name}`, site, upstream: {package: entry.package, file}});
      }
    }
    for (const [, className] of source.matchAll(/\[class\*=['"]([A-Za-z][\w-]*)['"]\]/g)) {
      const defining = themeCss.filter(({file: css}) => new RegExp(`\\.${className}\\b`).test(fs.readFileSync(css, 'utf8')));
      const name = `[class*='${className}']`;
      if (defining.length === 0) reliances.push({kind: 'class selector', name, site, upstream: {package: STOCK_THEMES[0]!.package, file: `${STOCK_THEMES[0]!.dir}/(no CSS module defines .${className})`}});
      for (const {theme, file: css} of defining) {
        reliances.push({kind: 'class selector', name, site, upstream: {package: theme.package, file: relative(installed.file({package: theme.package, file: ''})!, css)}});
      }
    }
  }
  // Patches.
  for (const dir of fs.readdirSync(path.join(siteDir, 'src/patches'), {withFileTypes: true})) {
    const index = path.join(siteDir, 'src/patches', dir.name, 'index.ts');
    if (!dir.isDirectory() || !fs.existsSync(index)) continue;
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const {PATCH} = require(index) as {PATCH: Patch};
    for (const upstream of PATCH.reads) reliances.push({kind: 'patch', name: PATCH.name, site: relative(siteDir, index), upstream});
  }
  return reliances;
}

/** The pins of package.json's `overrides` (`{"@docsearch/react": "4.7.1"}`, `{"pkg": {"dep": "$dep"}}`) and what their dependents declare. */
export function currentPins(siteDir: string, installed: Installed): Records['pins'] {
  const manifest = JSON.parse(fs.readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
  const pins = Object.entries<string | Record<string, string>>(manifest.overrides ?? {}).flatMap(([name, value]) =>
    typeof value === 'string' ? [{name, owner: undefined as string | undefined}] : Object.keys(value).map((dependency) => ({name: dependency, owner: name})),
  );
  const packages = installed.packages();
  return Object.fromEntries(
    pins.map(({name, owner}) => {
      const dependents = packages.filter((pkg) => pkg.ranges[name] !== undefined && (owner === undefined || pkg.name === owner));
      const key = owner ? `${owner} > ${name}` : name;
      return [key, {version: installed.version({package: name, file: 'package.json'}) ?? 'not installed', dependents: Object.fromEntries(dependents.map((pkg) => [`${pkg.name}@${pkg.version}`, pkg.ranges[name]!]).sort())}];
    }),
  );
}

function readRecords(recordsDir: string): Records {
  const file = path.join(recordsDir, RECORDS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Records) : {files: {}, pins: {}};
}

/** Writes the records of what the site relies on now (`--record`). */
export function record({siteDir = SITE_DIR, installed = nodeModules(siteDir), recordsDir = RECORDS_DIR, extra = EXTRA_RELIANCES as readonly Reliance[]} = {}): Records {
  const records: Records = {files: {}, pins: currentPins(siteDir, installed)};
  for (const {upstream} of findReliances(siteDir, installed, extra)) {
    const file = installed.file(upstream);
    if (!file || !fs.existsSync(file)) continue;
    const content = fs.readFileSync(file);
    records.files[keyOf(upstream)] = {version: installed.version(upstream)!, sha256: sha256(content)};
  }
  records.files = Object.fromEntries(Object.entries(records.files).sort(([a], [b]) => a.localeCompare(b)));
  fs.mkdirSync(recordsDir, {recursive: true});
  fs.writeFileSync(path.join(recordsDir, RECORDS_FILE), `${JSON.stringify(records, null, 2)}\n`);
  return records;
}

/**
 * How safe the theme says ejecting `component` is (`docusaurus swizzle --list`): its swizzle config's
 * actions (`lib/getSwizzleConfig.js`), `unsafe` for a component it does not list, as Docusaurus reads it.
 */
export function swizzleSafety(installed: Installed, pkg: string, component: string): string {
  const file = installed.file({package: pkg, file: 'lib/getSwizzleConfig.js'});
  if (!file || !fs.existsSync(file)) return `${pkg} has no swizzle config: unsafe`;
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const module = require(file) as {default: () => {components: Record<string, {actions: Partial<Record<'eject' | 'wrap', string>>}>}};
  const actions = module.default().components[component]?.actions ?? {};
  return `eject ${actions.eject ?? 'unsafe'}, wrap ${actions.wrap ?? 'unsafe'}`;
}

const ADVICE: Record<RelianceKind, string> = {
  eject: 'compare the site file with the new original (the diff): port what changed, or delete the site file if the stock component now does what it changes.',
  copy: 'compare the site file with the new original (the diff) and bring it along.',
  'private import': 'check that the site file still gets what it imports from the new file (names, exports, class names).',
  'class selector': 'check that the class is still on the element the selector means, in the new CSS module (the diff); prefer a stable class name or a swizzle.',
  behaviour: 'check that the new file still does what the site relies on (the name says what); change the site file if it does not.',
  patch: 'run the patch\'s contract test (npx jest src/patches/<name>) and `npm run build`; bring the patch to the new code, or delete it when the new version fixed what it patches (src/patches/README.md).',
};

/**
 * The recorded original of an upstream file: from its package's tarball of the recorded version
 * (npm pack, cached in .cache/upgrade-check/), when its content has the recorded hash.
 */
export function packedOriginal(upstream: UpstreamFile, recorded: Records['files'][string], siteDir = SITE_DIR): string | undefined {
  const dir = path.join(siteDir, '.cache/upgrade-check', `${upstream.package.replace('/', '+')}@${recorded.version}`);
  const file = path.join(dir, 'package', upstream.file);
  if (!fs.existsSync(file)) {
    try {
      fs.mkdirSync(dir, {recursive: true});
      const tarball = execFileSync('npm', ['pack', `${upstream.package}@${recorded.version}`, '--pack-destination', dir, '--silent'], {encoding: 'utf8', stdio: 'pipe'});
      execFileSync('tar', ['-xzf', path.join(dir, tarball.trim().split('\n').pop()!), '-C', dir]);
    } catch {
      return undefined;
    }
  }
  return fs.existsSync(file) && sha256(fs.readFileSync(file)) === recorded.sha256 ? file : undefined;
}

/** A unified diff of the recorded original and the installed file (git diff --no-index), cut to `maxLines`. */
function diff(original: string, installedFile: string, maxLines = 80): string {
  try {
    execFileSync('git', ['diff', '--no-index', '--no-color', '--', original, installedFile], {encoding: 'utf8', stdio: 'pipe'});
    return '';
  } catch (error) {
    const output = String((error as {stdout?: string}).stdout ?? '');
    if (!output) return '    (no diff: git is not available)';
    const lines = output.split('\n').slice(4);
    return [...lines.slice(0, maxLines), ...(lines.length > maxLines ? [`… ${lines.length - maxLines} more lines`] : [])].map((line) => `    ${line}`).join('\n');
  }
}

export interface CheckResult {
  ok: boolean;
  report: string;
}

/** Compares what the site relies on now with the records: the report, and whether nothing changed. */
export function check({
  siteDir = SITE_DIR,
  installed = nodeModules(siteDir),
  recordsDir = RECORDS_DIR,
  originalOf = (upstream: UpstreamFile, recorded: Records['files'][string]) => packedOriginal(upstream, recorded, siteDir),
  extra = EXTRA_RELIANCES as readonly Reliance[],
} = {}): CheckResult {
  const records = readRecords(recordsDir);
  const reliances = findReliances(siteDir, installed, extra);
  const byFile = new Map<string, Reliance[]>();
  for (const reliance of reliances) byFile.set(keyOf(reliance.upstream), [...(byFile.get(keyOf(reliance.upstream)) ?? []), reliance]);
  const problems: string[] = [];
  const notes: string[] = [];
  const describe = (list: Reliance[]) => {
    const kinds = [...new Set(list.map((reliance) => reliance.kind))];
    const names = (kind: RelianceKind) => [...new Set(list.filter((reliance) => reliance.kind === kind).map((reliance) => reliance.name))].join(', ');
    return [
      ...list.map((reliance) => `  ${reliance.kind} ${reliance.name}: ${reliance.site}`),
      ...kinds.map((kind) => `    What to do${kinds.length > 1 ? ` (${kind})` : ''}: ${ADVICE[kind].replace('<name>', names(kind))}`),
    ].join('\n');
  };

  for (const [key, list] of byFile) {
    const upstream = list[0]!.upstream;
    const recorded = records.files[key];
    const file = installed.file(upstream);
    const version = installed.version(upstream);
    if (!file || !fs.existsSync(file)) {
      problems.push(`GONE ${key}${version ? ` (${upstream.package} ${version})` : ' (package not installed)'}\n${describe(list)}`);
      continue;
    }
    if (!recorded) {
      problems.push(`NOT RECORDED ${key} (${version})\n${describe(list)}\n  Record it once the site's file is right: npm run upgrade:check -- --record`);
      continue;
    }
    if (sha256(fs.readFileSync(file)) !== recorded.sha256) {
      const original = originalOf(upstream, recorded);
      const changes = original ? diff(original, file) : `    (no diff: ${upstream.package}@${recorded.version} could not be fetched with npm pack)`;
      problems.push(`CHANGED ${key} (${recorded.version} → ${version})\n${describe(list)}\n${changes}`);
    } else if (recorded.version !== version) {
      notes.push(`same content in ${upstream.package} ${version} (recorded from ${recorded.version}): ${key}`);
    }
  }
  for (const key of Object.keys(records.files)) if (!byFile.has(key)) notes.push(`recorded but no longer relied on (--record drops it): ${key}`);

  const pins = currentPins(siteDir, installed);
  for (const [name, pin] of Object.entries(pins)) {
    const recorded = records.pins[name];
    const outside = Object.entries(pin.dependents).filter(([, range]) => !semver.satisfies(pin.version, range, {includePrerelease: true}));
    const state = outside.length === 0 ? 'within every range its dependents declare' : `outside ${outside.map(([dependent, range]) => `${dependent}'s ${range}`).join(', ')}`;
    const changed = !recorded || recorded.version !== pin.version || JSON.stringify(recorded.dependents) !== JSON.stringify(pin.dependents);
    if (changed) {
      const before = recorded ? Object.entries(recorded.dependents).map(([dependent, range]) => `${dependent} ${range}`).join(', ') || 'none' : 'not recorded';
      const now = Object.entries(pin.dependents).map(([dependent, range]) => `${dependent} ${range}`).join(', ') || 'none';
      problems.push(
        `PIN ${name} ${pin.version} (package.json overrides): its dependents' ranges changed.\n    recorded: ${before}\n    now:      ${now}\n` +
          `  It is ${state}.\n  What to do: pin the newest version the dependents accept (with the patch that needs the pin brought along), \`npm install\`, run the check again, then record: npm run upgrade:check -- --record`,
      );
    } else {
      notes.push(`pin ${name} ${pin.version}: ${state}`);
    }
  }

  const kinds = new Map<RelianceKind, Set<string>>();
  for (const reliance of reliances) kinds.set(reliance.kind, (kinds.get(reliance.kind) ?? new Set()).add(reliance.name));
  const counts = [...kinds].map(([kind, names]) => `${kind}: ${names.size}`).join(', ');
  const head = `upgrade check: ${byFile.size} upstream files the site relies on (${counts}), ${Object.keys(pins).length} pins.`;
  // Each eject's stock component (its own file first), with the swizzle safety its theme declares for it now.
  const ejects = new Map<string, Reliance>();
  for (const reliance of reliances) {
    const component = reliance.name.split(' ')[0]!;
    if (reliance.kind === 'eject' && !ejects.has(component)) ejects.set(component, reliance);
  }
  const ejectLines = [...ejects]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([component, {site, upstream}]) => `  ${component} (${site}): ${upstream.package.replace('@docusaurus/', '')} swizzle safety: ${swizzleSafety(installed, upstream.package, component)}`);
  const body = problems.length
    ? `${problems.join('\n\n')}\n\n${problems.length} change(s) upstream. Follow each "What to do", then record what the site relies on now: npm run upgrade:check -- --record`
    : 'Nothing the site relies on changed upstream.';
  return {ok: problems.length === 0, report: [head, ...notes.map((note) => `  note: ${note}`), '', 'Ejects and rewritten components:', ...ejectLines, '', body].join('\n')};
}
