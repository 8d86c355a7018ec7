// The patches' guard (src/patches/README.md). A patch changes code or files of another package that
// the package does not offer to change (a generated module, a minified file, a private module), so
// an upgrade can break it or, worse, make it stop applying without a word. Every patch names the
// files it relies on (`reads`: the upgrade check, scripts/upgrade-check, compares them with what it
// recorded) and checks the shape it relies on while the site builds, with this module: a failed
// check fails the build with an error that names the patch and what to do. No patch may turn into
// a silent no-op.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

/** The site's root folder: packages are resolved from there, as the build resolves them. */
export const SITE_DIR = path.resolve(__dirname, '..', '..');

/** A file of another package that a patch relies on (the upgrade check records and compares it). */
export interface UpstreamFile {
  package: string;
  /** Its path inside the package. */
  file: string;
  /** The package that requires it, when the patch concerns the copy that package gets (tslib for @docusaurus/utils-common). */
  from?: string;
}

export interface Patch {
  /** Its folder under src/patches/. */
  name: string;
  /** The files of other packages it reads, rewrites or replaces (scripts/upgrade-check records them). */
  reads: readonly UpstreamFile[];
}

/** A patch whose shape assumption no longer holds. */
export class PatchError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PatchError';
  }
}

// The message's text is shared with the patches' loaders, which the bundler requires as CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const failureText = require('./failure.cjs') as {patchFailureMessage: (name: string, problem: string, advice?: string) => string};

/** The error of a failed patch: its name, the problem, what to do (by default: run its contract test, then widen its range, update it or delete it). */
export function patchFailure(patch: Patch, problem: string, advice?: string): PatchError {
  return new PatchError(failureText.patchFailureMessage(patch.name, problem, advice));
}

/** Throws the patch's failure unless `condition` holds. */
export function assertShape(patch: Patch, condition: unknown, problem: string, advice?: string): asserts condition {
  if (!condition) throw patchFailure(patch, problem, advice);
}

/** The folder of an installed package, as Node resolves it from the site (or from the package that requires it). */
export function packageDir(pkg: {name: string; from?: string}): string {
  const base = pkg.from ? path.join(packageDir({name: pkg.from}), 'package.json') : path.join(SITE_DIR, 'package.json');
  const require = createRequire(base);
  // Not require.resolve(`${name}/package.json`): a package's `exports` may not list it.
  for (const modulesDir of require.resolve.paths(pkg.name) ?? []) {
    const dir = path.join(modulesDir, pkg.name);
    if (fs.existsSync(path.join(dir, 'package.json'))) return dir;
  }
  throw new Error(`guard: ${pkg.name} is not installed${pkg.from ? ` for ${pkg.from}` : ''}`);
}

/** A file of an installed package, by its path inside the package. */
export function packageFile(pkg: {name: string; from?: string} | string, relative: string): string {
  return path.join(packageDir(typeof pkg === 'string' ? {name: pkg} : pkg), relative);
}

/** The files a patch reads that the installed packages no longer have. */
export function missingReads(patch: Patch): string[] {
  return patch.reads.filter((read) => !fs.existsSync(packageFile({name: read.package, from: read.from}, read.file))).map((read) => `${read.package}/${read.file}`);
}

/** The text of a file of an installed package; a missing file fails the patch. */
export function readPackageFile(patch: Patch, pkg: {name: string; from?: string} | string, relative: string): string {
  const file = packageFile(pkg, relative);
  assertShape(patch, fs.existsSync(file), `${typeof pkg === 'string' ? pkg : pkg.name} has no ${relative} any more (the patch reads or replaces it).`);
  return fs.readFileSync(file, 'utf8');
}

// The bundler side: what a patch expects of the client bundle's modules.

/** The part of a bundler module the guard reads (Rspack's NormalModule; webpack's has the same fields). */
export interface GuardedModule {
  resource?: string;
  loaders?: readonly {loader: string}[];
}

// A module is read as a GuardedModule; the bundlers' own types do not all declare these fields.
interface GuardedCompilation {
  hooks: {finishModules: {tap(name: string, callback: (modules: Iterable<object>) => void): void}};
  errors: Error[];
}

interface GuardedCompiler {
  hooks: {thisCompilation: {tap(name: string, callback: (compilation: GuardedCompilation) => void): void}};
  webpack?: {WebpackError?: new (message: string) => Error};
}

export interface ModuleExpectation {
  /** The modules, for the error message: "Docusaurus's generated registry (.docusaurus/registry.js)". */
  what: string;
  /** The modules it counts, by their file. */
  resource: RegExp | ((resource: string) => boolean);
  /** How many the client bundle must have: exactly `count`, or between `min` and `max`. */
  count?: number;
  min?: number;
  max?: number;
  /** A loader every counted module must go through. */
  loader?: string;
}

/** The problems of the expectations on a bundle's modules (empty when all hold). */
export function moduleProblems(modules: Iterable<GuardedModule>, expectations: readonly ModuleExpectation[]): string[] {
  const list = [...modules];
  return expectations.flatMap((expectation) => {
    const test = expectation.resource;
    const matched = list.filter((module) => module.resource !== undefined && (typeof test === 'function' ? test(module.resource) : test.test(module.resource)));
    const min = expectation.count ?? expectation.min ?? 0;
    const max = expectation.count ?? expectation.max ?? Infinity;
    const problems: string[] = [];
    if (matched.length < min || matched.length > max) {
      const wanted = expectation.count !== undefined ? `exactly ${expectation.count}` : max === Infinity ? `at least ${min}` : `${min} to ${max}`;
      problems.push(`the client bundle has ${matched.length} module(s) of ${expectation.what}, expected ${wanted}.`);
    }
    if (expectation.loader) {
      const unpatched = matched.filter((module) => !(module.loaders ?? []).some((entry) => entry.loader === expectation.loader));
      if (unpatched.length > 0) {
        problems.push(`${unpatched.length} module(s) of ${expectation.what} did not go through ${path.relative(SITE_DIR, expectation.loader)}: ${unpatched[0]!.resource}`);
      }
    }
    return problems;
  });
}

/**
 * A bundler plugin (add it in the patch's configureWebpack, client side) that checks the expectations
 * once the client bundle's modules are built; a failed one is an error of the compilation, which fails
 * the build. It reads the module graph, not a loader's run, so it holds for a build from Rspack's
 * persistent cache too, where a cached module's loaders do not run again.
 */
export function moduleGuard(patch: Patch, expectations: readonly ModuleExpectation[]): {apply(compiler: GuardedCompiler): void} {
  const name = `patch-${patch.name}`;
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.finishModules.tap(name, (modules) => {
          const problems = moduleProblems(modules as Iterable<GuardedModule>, expectations);
          if (problems.length === 0) return;
          const ErrorClass = compiler.webpack?.WebpackError ?? Error;
          compilation.errors.push(new ErrorClass(patchFailure(patch, problems.join(' ')).message));
        });
      });
    },
  };
}

/**
 * The expectations of a patch that puts a module of its own in place of a package's: the replacement
 * once in the client bundle, the original never (an import the alias did not catch).
 */
export function replacementExpectations(
  replacement: {what: string; file: string},
  original: {what: string; resource: ModuleExpectation['resource']},
): ModuleExpectation[] {
  return [
    {what: replacement.what, resource: (resource) => resource === replacement.file, count: 1},
    {what: original.what, resource: original.resource, count: 0},
  ];
}
