// What a docs version documents, read from its pages: the headings of the API reference, the
// <OptionMeta> blocks of the option pages, the command and flag tables of the CLI page, and what
// its code imports from each entry of `@rstest/core`. The docs tests (tests/unit/docs:
// apiCoverage, configPages) hold the pages to a release with these readers, and `npm run
// docs:drift` compares them with any release (scripts/docsFacts/drift.ts).
import fs from 'node:fs';
import path from 'node:path';

/** The headings (h2 to h4) of a Markdown text, without backticks, a leading `{#id}` or code blocks. */
export function headingsOf(markdown: string): Set<string> {
  const text = markdown.replace(/^```[\s\S]*?^```/gm, '');
  return new Set(
    [...text.matchAll(/^#{2,4}\s+(.+)$/gm)].map((match) =>
      match[1].replace(/\s*\{#[^}]+\}\s*$/, '').replace(/`/g, '').trim(),
    ),
  );
}

/** The headings of a page of a docs folder. */
export function headings(docsDir: string, page: string): Set<string> {
  return headingsOf(fs.readFileSync(path.join(docsDir, page), 'utf8'));
}

/** The headings of several pages together. */
export function headingsOfPages(docsDir: string, pages: string | string[]): Set<string> {
  return new Set((Array.isArray(pages) ? pages : [pages]).flatMap((page) => [...headings(docsDir, page)]));
}

/** The names none of whose candidate headings is among `all`. */
export function missingIn(all: Set<string>, names: string[], heading: (name: string) => string[]): string[] {
  return names.filter((name) => !heading(name).some((candidate) => all.has(candidate)));
}

/** The names that have no heading on the page(s), where `heading` gives each name's possible headings. */
export function missing(docsDir: string, names: string[], pages: string | string[], heading: (name: string) => string[]): string[] {
  return missingIn(headingsOfPages(docsDir, pages), names, heading);
}

/**
 * Aliases (Jest's `toBeCalled` for `toHaveBeenCalled`…) are documented by pointing at their
 * canonical matcher, in an alias table row (`| \`alias\` | \`canonical\` |`) or a sentence
 * ("`alias` is an alias"), rather than by headings of their own. Returns alias → canonical.
 */
export function aliasesOf(markdown: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of markdown.matchAll(/^\|\s*`(\w+)`\s*\|\s*`(\w+)`\s*\|\s*$/gm)) found.set(match[1], match[2]);
  for (const section of markdown.split(/^#{2,4}\s+/m)) {
    const canonical = section.split('\n')[0].replace(/\s*\{#[^}]+\}\s*$/, '').replace(/`/g, '').trim();
    for (const match of section.matchAll(/`(\w+)` is an alias\b/g)) found.set(match[1], canonical);
  }
  return found;
}

export function aliases(docsDir: string, page: string): Map<string, string> {
  return aliasesOf(fs.readFileSync(path.join(docsDir, page), 'utf8'));
}

// ---------------------------------------------------------------------------------------------
// The API reference: which page documents which part of the test API, and under which headings.

export const EXPECT_PAGE = 'api/test-api/expect.mdx';
export const TEST_PAGE = 'api/test-api/test.mdx';
export const DESCRIBE_PAGE = 'api/test-api/describe.mdx';
export const HOOKS_PAGE = 'api/test-api/hooks.mdx';
export const MOCK_INSTANCE_PAGE = 'api/rstest/mockInstance.mdx';
export const HOOKS = ['beforeAll', 'afterAll', 'beforeEach', 'afterEach', 'onTestFinished', 'onTestFailed'];
export const RSTEST_PAGES = ['mockModules', 'mockFunctions', 'mockInstance', 'fakeTimers', 'utilities'].map((page) => `api/rstest/${page}.mdx`);

/** `expect.X`'s heading, or the matcher's own heading when X is also a matcher (an asymmetric matcher). */
export const expectStaticHeading = (matchers: Set<string>) => (name: string) =>
  matchers.has(name) ? [`expect.${name}`, name] : [`expect.${name}`];

/** A matcher's heading (`X`, `.X`, `expect.X`), or its canonical matcher's for an alias. */
export const matcherHeading = (aliasOf: Map<string, string>) => (name: string) => {
  const canonical = aliasOf.get(name);
  return canonical ? [canonical] : [name, `.${name}`, `expect.${name}`];
};

/** The headings of the API reference a drift check reads, per area. */
export type ApiHeadings = {
  expect: Set<string>;
  aliases: Map<string, string>;
  test: Set<string>;
  describe: Set<string>;
  hooks: Set<string>;
  rstest: Set<string>;
  mockInstance: Set<string>;
};

export function apiHeadings(docsDir: string): ApiHeadings {
  return {
    expect: headingsOfPages(docsDir, EXPECT_PAGE),
    aliases: aliases(docsDir, EXPECT_PAGE),
    test: headingsOfPages(docsDir, TEST_PAGE),
    describe: headingsOfPages(docsDir, DESCRIBE_PAGE),
    hooks: headingsOfPages(docsDir, HOOKS_PAGE),
    rstest: headingsOfPages(docsDir, RSTEST_PAGES),
    mockInstance: headingsOfPages(docsDir, MOCK_INSTANCE_PAGE),
  };
}

// ---------------------------------------------------------------------------------------------
// Option pages

export type Meta = {type?: string; default?: string; cli?: string};

/** The attributes of every <OptionMeta … /> in a page, in order. */
export function optionMetas(markdown: string): Meta[] {
  return [...markdown.matchAll(/<OptionMeta((?:\s+\w+="[^"]*")*)\s*\/>/g)].map((match) =>
    Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((attr) => [attr[1], attr[2]])),
  );
}

/** The flags a `cli` value of the fact table or an <OptionMeta> names (`-u, --update` → `-u`, `--update`). */
export function flagsOf(cli: string): string[] {
  return cli.match(/(?<![\w-])--?[A-Za-z][\w.*-]*(?<!-)/g) ?? [];
}

// ---------------------------------------------------------------------------------------------
// The CLI page

export const CLI_PAGE = 'guide/basic/cli.md';

/**
 * The commands and flags the CLI page documents: the commands are the `rstest <command>` rows of
 * its tables, the flags those in the first cell of every other table row (`| \`-c, --config
 * <config>\` | … |`; `the \`--coverage.*\` flags` stands for every flag under `--coverage.`).
 * `mentioned` adds the flags its text names in inline code (`\`--yes\` skips the questions`):
 * enough to call a flag documented, not to say the release has it.
 */
export function cliTables(markdown: string): {commands: string[]; flags: string[]; mentioned: string[]} {
  const commands = new Set<string>();
  const flags = new Set<string>();
  for (const row of markdown.matchAll(/^\|\s*([^|\n]*?)\s*\|/gm)) {
    const cell = row[1];
    const command = /^`rstest(?:\s+([a-z][\w-]*))?(?:\s[^`]*)?`$/.exec(cell);
    if (command) {
      if (command[1]) commands.add(command[1]);
      continue;
    }
    for (const code of cell.matchAll(/`([^`]+)`/g)) for (const flag of flagsOf(code[1])) flags.add(flag);
  }
  const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
  const mentioned = new Set(flags);
  for (const code of prose.matchAll(/`(--?[A-Za-z][^`]*)`/g)) for (const flag of flagsOf(code[1])) mentioned.add(flag);
  return {commands: [...commands].sort(), flags: [...flags].sort(), mentioned: [...mentioned].sort()};
}

// ---------------------------------------------------------------------------------------------
// Imports in the examples

/** Every Markdown file of a docs folder, as text. */
/**
 * Pages about earlier releases: their before/after fragments import what a release used to export
 * (`runRstest`), and a name they mention is news, not documentation.
 */
export const RELEASE_HISTORY_PAGES = ['guide/basic/whats-new.mdx'];

function allPages(docsDir: string): string[] {
  return fs
    .readdirSync(docsDir, {recursive: true, encoding: 'utf8'})
    .filter((file) => /\.mdx?$/.test(file) && !RELEASE_HISTORY_PAGES.includes(file.split(path.sep).join('/')))
    .sort()
    .map((file) => fs.readFileSync(path.join(docsDir, file), 'utf8'));
}

/** What the examples of some Markdown texts import by name from each `@rstest/core` entry (`import {a, type B} from '@rstest/core/api'`). */
export function rstestImportsOf(texts: string[]): Record<string, string[]> {
  const found: Record<string, Set<string>> = {};
  for (const text of texts) {
    for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"](@rstest\/core(?:\/[\w/-]+)?)['"]/g)) {
      const names = match[1]
        .split(',')
        .map((name) => name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0].trim())
        .filter(Boolean);
      for (const name of names) (found[match[2]] ??= new Set()).add(name);
    }
  }
  return Object.fromEntries(Object.entries(found).map(([entry, names]) => [entry, [...names].sort()]));
}

export function rstestImports(docsDir: string): Record<string, string[]> {
  return rstestImportsOf(allPages(docsDir));
}

/** The identifiers that some Markdown texts write as code: in code blocks, inline code and headings. */
export function codeNamesOf(texts: string[]): Set<string> {
  const names = new Set<string>();
  const collect = (code: string) => {
    for (const match of code.matchAll(/[A-Za-z_$][\w$]*/g)) names.add(match[0]);
  };
  for (const text of texts) {
    for (const block of text.matchAll(/^(`{3,}|~{3,})[^\n]*\n([\s\S]*?)^\1/gm)) collect(block[2]);
    const prose = text.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1/gm, '');
    for (const span of prose.matchAll(/`([^`\n]+)`/g)) collect(span[1]);
    for (const heading of prose.matchAll(/^#{1,6}\s+(.+)$/gm)) collect(heading[1]);
  }
  return names;
}

export function codeNames(docsDir: string): Set<string> {
  return codeNamesOf(allPages(docsDir));
}
