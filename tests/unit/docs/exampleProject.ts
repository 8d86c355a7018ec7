import fs from 'node:fs';
import path from 'node:path';
import {codeBlocks, markdownFiles, read, type CodeBlock} from './markdown';

// Lays the docs' TypeScript examples out as files of a throw-away project, so `tsc` can check
// them against the real `@rstest/core` 0.5 types.
//
// An example is a ```ts or ```tsx block with a `title="<file path>"`: a complete file. Untitled
// blocks are signatures or fragments and are not compiled. Each example gets its own folder;
// the page's other examples it imports (by relative path) are written beside it, and any other
// relative import is stubbed, because the module it names is not part of the docs, except a
// stylesheet's: the page's declarations must type it, as in a reader's project. A page's
// declaration-file examples (`*.d.ts`) apply to all its examples, as they would in a project.
// Files importing `@jest/globals` are the Jest side of a before/after comparison, not Rstest
// usage, and are left out.

export const EXAMPLE_LANGS = new Set(['ts', 'tsx']);

export type Example = {page: string; block: CodeBlock; index: number};
export type LaidOutFile = {file: string; example: Example};

/**
 * The examples of a docs folder. `allFiles` takes every titled block (`src/legacy.cjs`,
 * `package.json`…) too, for a run, where the files a TypeScript example reads must exist.
 */
export function examplesOf(docsDir: string, {allFiles = false}: {allFiles?: boolean} = {}): Example[] {
  return markdownFiles(docsDir).flatMap((page) =>
    codeBlocks(read(docsDir, page))
      .filter((block) => (allFiles || EXAMPLE_LANGS.has(block.lang)) && block.title && !isJestComparison(block.code))
      .map((block, index) => ({page, block, index})),
  );
}

function isJestComparison(code: string): boolean {
  return /from\s+['"]@jest\/globals['"]/.test(code);
}

const SOURCE_EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '.js', '/index.ts'];
/** A stylesheet import (`./card.module.less`), typed by the page's `declare module` patterns, never stubbed. */
export const STYLESHEET = /\.(css|less|scss|sass)$/;

export function relativeImports(code: string): {specifier: string; clause: string}[] {
  const found: {specifier: string; clause: string}[] = [];
  for (const match of code.matchAll(/\bimport\s+(?:type\s+)?([^'";]*?)\s+from\s+['"](\.{1,2}\/[^'"]+)['"]/g)) {
    found.push({clause: match[1], specifier: match[2]});
  }
  for (const match of code.matchAll(/(?:import|require)\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g)) {
    found.push({clause: '', specifier: match[1]});
  }
  for (const match of code.matchAll(/\b(?:rstest|rs)\.\w+\(\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    found.push({clause: '', specifier: match[1]});
  }
  return found;
}

/** A module that exports, typed `any`, every name an import clause asks for. */
function stubFor(clauses: string[]): string {
  const names = new Set<string>();
  let hasDefault = false;
  for (const clause of clauses) {
    const named = /\{([^}]*)\}/.exec(clause)?.[1];
    for (const part of named?.split(',') ?? []) {
      const name = part.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0];
      if (name) names.add(name);
    }
    const rest = clause.replace(/\{[^}]*\}/, '').replace(/\*\s+as\s+\w+/, '').replace(/,/g, ' ').trim();
    if (rest) hasDefault = true;
  }
  const lines = ['// Stub written by the docs example check: stands in for a module the docs do not show.'];
  for (const name of names) lines.push(`export const ${name}: any = undefined;`, `export type ${name} = any;`);
  if (hasDefault) lines.push('const stub: any = undefined;', 'export default stub;');
  lines.push('export {};');
  return `${lines.join('\n')}\n`;
}

/** Writes every example (and what it imports) under `outDir`; returns the files that belong to each example. */
export function layOutExamples(examples: Example[], outDir: string): LaidOutFile[] {
  fs.rmSync(outDir, {recursive: true, force: true});
  const byPage = new Map<string, Example[]>();
  for (const example of examples) {
    byPage.set(example.page, [...(byPage.get(example.page) ?? []), example]);
  }
  const laidOut: LaidOutFile[] = [];
  for (const example of examples) {
    const dir = path.join(outDir, example.page.replace(/\.mdx?$/, ''), String(example.index));
    const siblings = (byPage.get(example.page) ?? []).filter((other) => other !== example);
    const written = new Set<string>();
    const stubClauses = new Map<string, string[]>();

    const write = (title: string, code: string, owner: Example) => {
      const file = path.join(dir, title);
      if (written.has(file)) return;
      written.add(file);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, code);
      laidOut.push({file, example: owner});
      for (const {specifier, clause} of relativeImports(code)) {
        if (STYLESHEET.test(specifier)) continue;
        const target = path.normalize(path.join(path.dirname(title), specifier)).replace(/\.(m?js|tsx?)$/, '');
        const sibling = siblings.find(
          (other) => other.block.title && SOURCE_EXTENSIONS.some((ext) => path.normalize(other.block.title!) === `${target}${ext}`),
        );
        if (sibling) {
          write(sibling.block.title!, sibling.block.code, sibling);
          // A module's manual mock (`src/__mocks__/mailer.ts` for `src/mailer.ts`) is found by its place, not imported.
          const manualMock = path.join(path.dirname(sibling.block.title!), '__mocks__', path.basename(sibling.block.title!));
          const mock = siblings.find((other) => path.normalize(other.block.title!) === path.normalize(manualMock));
          if (mock) write(mock.block.title!, mock.block.code, mock);
        } else {
          stubClauses.set(target, [...(stubClauses.get(target) ?? []), clause]);
        }
      }
    };
    write(example.block.title!, example.block.code, example);
    for (const declaration of siblings.filter((other) => other.block.title!.endsWith('.d.ts'))) {
      write(declaration.block.title!, declaration.block.code, declaration);
    }

    for (const [target, clauses] of stubClauses) {
      const file = path.join(dir, `${target}.ts`);
      const exists = SOURCE_EXTENSIONS.some((ext) => written.has(path.join(dir, `${target}${ext}`)));
      if (exists || fs.existsSync(file)) continue;
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, stubFor(clauses));
    }
  }
  return laidOut;
}

/**
 * The stylesheets a page's TypeScript examples import for a value (`import styles from
 * './card.module.less'`) that no `declare module` pattern of the page's own declaration examples
 * matches, as TypeScript matches them: the reader's editor reports TS2307 on each. The type check
 * compiles every page in one program, where another page's declarations (`@rsbuild/core/types`)
 * would hide a missing one.
 */
export function undeclaredStylesheets(examples: Example[]): string[] {
  const patterns = examples
    .filter((example) => example.block.title!.endsWith('.d.ts'))
    .flatMap((example) => [...example.block.code.matchAll(/^declare module ['"]([^'"]*\*[^'"]*)['"]/gm)].map((match) => match[1].split('*')));
  const declared = (specifier: string) =>
    patterns.some(([prefix, suffix]) => specifier.length >= prefix.length + suffix.length && specifier.startsWith(prefix) && specifier.endsWith(suffix));
  return examples.flatMap((example) =>
    relativeImports(example.block.code)
      .filter(({specifier, clause}) => clause !== '' && STYLESHEET.test(specifier) && !declared(specifier))
      .map(({specifier}) => `${example.block.title}: ${specifier}`),
  );
}
