/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from './filesUnder';

// The house's layering (issues 42 and 51), read from every import of the repository's code:
// - the site (src/, docusaurus.config.ts, sidebars.ts) imports nothing from scripts/, bench/ or tests/;
//   the developers' tools (scripts/) nothing from bench/ or tests/; the bench lab nothing from tests/.
//   What a tool and the tests share lives with the tool (JSON where a tool writes it);
// - no two folders import each other (src/plugins/<a> ↔ src/plugins/<b>, scripts/<a> ↔ scripts/<b>);
// - no file imports itself through others (a circle).
// Read as text: every import, export … from, import(), require() and jiti() specifier that names a
// file of the repository (relative, or `@site/`).

const ROOT = path.join(__dirname, '../..');
const CODE = /\.(?:[cm]?[jt]sx?)$/;
const SPECIFIER = /(?:\bfrom|\bimport|\brequire\s*\(|\bjiti\s*\()\s*\(?\s*(['"`])([^'"`\n]+)\1/g;
const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.cjs', '.js', '/index.ts', '/index.tsx', '/index.mjs', '/index.js'];

/** The layers, lowest first: a file may import from its own layer and those below it. */
const LAYERS = ['site', 'scripts', 'bench', 'tests'] as const;
type Layer = (typeof LAYERS)[number];

/** A repository file's layer, or null for a file outside them (a package's). A test is a test wherever it lives (a patch's contract test). */
export function layerOf(file: string): Layer | null {
  const [top] = file.split('/');
  if (/\.test\.[cm]?[jt]sx?$/.test(file)) return 'tests';
  if (top === 'src' || /^(docusaurus\.config|sidebars)\.ts$/.test(file)) return 'site';
  if (top === 'scripts' || top === 'bench' || top === 'tests') return top;
  return null;
}

/**
 * The folder a file belongs to, as a unit whose imports must not loop with another's: a plugin or
 * patch (`src/plugins/docs-versions`), another folder of src/ (`src/theme`), a folder of scripts/
 * (`scripts/docsFacts`, the loose scripts are `scripts`), bench/, and tests/ by suite.
 */
export function folderOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'src') return parts.slice(0, ['plugins', 'patches', 'components'].includes(parts[1]!) && parts.length > 3 ? 3 : 2).join('/');
  if (parts[0] === 'scripts' || parts[0] === 'tests') return parts.slice(0, parts.length > 2 ? 2 : 1).join('/');
  return parts.length > 1 ? parts[0]! : file;
}

/** The repository files (relative paths) that `file`'s source imports. */
export function importsOf(file: string, source: string, exists = (candidate: string) => fs.existsSync(path.join(ROOT, candidate)) && fs.statSync(path.join(ROOT, candidate)).isFile()): string[] {
  const found = new Set<string>();
  for (const match of source.matchAll(SPECIFIER)) {
    const specifier = match[2]!.replace(/\?.*$/, '');
    const target = specifier.startsWith('@site/')
      ? specifier.slice('@site/'.length)
      : specifier.startsWith('.')
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
        : null;
    if (target === null || target.startsWith('..')) continue;
    const resolved = EXTENSIONS.map((extension) => `${target}${extension}`).find(exists);
    if (resolved) found.add(resolved);
  }
  return [...found];
}

/** The repository's code: every source file of src/, scripts/, bench/ and tests/, and the root's config files. */
function repositoryFiles(): string[] {
  const roots = ['src', 'scripts', 'bench', 'tests'];
  const nested = roots.flatMap((dir) => filesUnder(path.join(ROOT, dir), CODE));
  const top = fs.readdirSync(ROOT).filter((name) => CODE.test(name));
  return [...nested.map((file) => path.relative(ROOT, file).split(path.sep).join('/')), ...top].filter((file) => !/(^|\/)node_modules\//.test(file)).sort();
}

/** A plugin's browser half (its `theme/` and `client/`) importing its Node half (the plugin's `index.ts`, `build/`, `cli/`): `from -> to`. */
export function browserToNode(graph: ReadonlyMap<string, readonly string[]>): string[] {
  const browser = /^src\/plugins\/[^/]+\/(?:theme|client)\//;
  const node = /^src\/plugins\/[^/]+\/(?:index\.ts$|build\/|cli\/)/;
  return [...graph].flatMap(([from, targets]) => (browser.test(from) ? targets.filter((to) => node.test(to)).map((to) => `${from} -> ${to}`) : []));
}

/** Every import edge of the repository: `from` imports `to`. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  return new Map(files.map((file) => [file, importsOf(file, fs.readFileSync(path.join(ROOT, file), 'utf8'))]));
}

/** Imports that go up the layers (a lower layer importing a higher one): `from -> to`. */
export function upwardImports(graph: ReadonlyMap<string, readonly string[]>): string[] {
  return [...graph].flatMap(([from, targets]) => {
    const own = layerOf(from);
    return own === null
      ? []
      : targets.filter((to) => {
          const theirs = layerOf(to);
          return theirs !== null && LAYERS.indexOf(theirs) > LAYERS.indexOf(own);
        }).map((to) => `${from} -> ${to}`);
  });
}

/** The strongly connected components of more than one node (or a node that reaches itself), each sorted (Tarjan). */
export function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** The graph of folders (folderOf) that the file graph draws, without a folder's imports of itself. */
export function folderGraph(graph: ReadonlyMap<string, readonly string[]>): Map<string, string[]> {
  const folders = new Map<string, Set<string>>();
  for (const [from, targets] of graph) {
    const own = folderOf(from);
    const edges = folders.get(own) ?? new Set<string>();
    for (const to of targets) if (folderOf(to) !== own) edges.add(folderOf(to));
    folders.set(own, edges);
  }
  return new Map([...folders].map(([folder, edges]) => [folder, [...edges].sort()]));
}

describe('the import graph', () => {
  it('finds every way of importing a file of the repository', () => {
    const files = new Set(['scripts/a.ts', 'scripts/b.mjs', 'scripts/c/index.ts', 'scripts/d.cjs', 'scripts/e.mjs', 'scripts/f.ts', 'tests/g.ts', 'src/h.ts']);
    const source = [
      "import {a} from '../../scripts/a';",
      "import type {B} from '@site/scripts/b.mjs';",
      "export {c} from '../../scripts/c';",
      "import '../../scripts/d.cjs';",
      "const e = require('../../scripts/e.mjs');",
      "const f = await import('../../scripts/f');",
      "const g = jiti('../../tests/g.ts');",
      "import {h} from '../h';",
      "import {i} from 'scripts';",
      "import {j} from '../../scripts/missing';",
    ].join('\n');
    expect(importsOf('src/x/y.ts', source, (file) => files.has(file)).sort()).toEqual([
      'scripts/a.ts', 'scripts/b.mjs', 'scripts/c/index.ts', 'scripts/d.cjs', 'scripts/e.mjs', 'scripts/f.ts', 'src/h.ts', 'tests/g.ts',
    ]);
  });

  it('finds an upward import, a circle and a folder loop', () => {
    const graph = new Map([
      ['src/plugins/a/index.ts', ['src/plugins/b/index.ts', 'tests/data.ts']],
      ['src/plugins/b/index.ts', ['src/plugins/a/util.ts']],
      ['src/plugins/a/util.ts', []],
      ['scripts/x/one.ts', ['scripts/x/two.ts']],
      ['scripts/x/two.ts', ['scripts/x/one.ts']],
      ['tests/data.ts', ['scripts/x/one.ts']],
    ]);
    expect(upwardImports(graph)).toEqual(['src/plugins/a/index.ts -> tests/data.ts']);
    expect(browserToNode(new Map([['src/plugins/a/client/hook.ts', ['src/plugins/a/index.ts', 'src/plugins/a/versions.ts']]]))).toEqual(['src/plugins/a/client/hook.ts -> src/plugins/a/index.ts']);
    expect(circles(graph)).toEqual([['scripts/x/one.ts', 'scripts/x/two.ts']]);
    expect(circles(folderGraph(graph))).toEqual([['src/plugins/a', 'src/plugins/b']]);
  });

  const graph = importGraph(repositoryFiles());

  it('reads the whole repository', () => {
    expect(graph.size).toBeGreaterThan(300);
    // A known edge: the config reads the docs versions.
    expect(graph.get('docusaurus.config.ts')).toContain('src/plugins/docs-versions/versions.ts');
  });

  it('the site imports nothing from scripts/, bench/ or tests/, the tools nothing from bench/ or tests/, the bench nothing from tests/', () => {
    expect(upwardImports(graph)).toEqual([]);
  });

  it("a plugin's components and client code import nothing of its Node half (index.ts, build/, cli/)", () => {
    expect(browserToNode(graph)).toEqual([]);
  });

  it('no two folders import each other, through others or directly', () => {
    expect(circles(folderGraph(graph))).toEqual([]);
  });

  it('no file imports itself through others', () => {
    expect(circles(graph)).toEqual([]);
  });
});
