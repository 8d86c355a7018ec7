/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {docsDirOf, docsVersions} from '../../../src/plugins/docs-versions/versions';
import {aliases, EXPECT_PAGE, expectStaticHeading, headings, HOOKS, matcherHeading, missing, RSTEST_PAGES} from '../../../scripts/docsFacts/docs';
import {apiProbeSource, rstestApi} from '../../../scripts/docsFacts/release';
import {typeProbe, versionSandbox} from '../../../scripts/docsFacts/versionSandbox';

// For each docs version, lists the public API of its Rstest release from the release's type
// declarations (through the TypeScript compiler) and checks that every function of expect,
// test, describe, the hooks, the rstest utility and mock instances has a heading on its API page.
// The readers and the heading rules are shared with `npm run docs:drift` (scripts/docsFacts/).

const rstestApiOf = (version: string) => rstestApi(typeProbe(version, 'api-coverage', apiProbeSource()));

describe.each(docsVersions())('docs version %s', (version) => {
  const docsDir = docsDirOf(version);
  const api = rstestApiOf(version);

  describe('the API read from its type declarations', () => {
    it('is the API the reference documents', () => {
      expect(api.exports).toEqual(expect.arrayContaining(['expect', 'test', 'it', 'describe', 'rstest', 'rs', ...HOOKS]));
      expect(api.matchers).toEqual(expect.arrayContaining(['toBe', 'toEqual', 'toHaveBeenCalledWith', 'resolves', 'rejects']));
      expect(api.rstest).toEqual(expect.arrayContaining(['fn', 'spyOn', 'mock', 'useFakeTimers', 'stubEnv']));
      expect(api.rs).toEqual(api.rstest);
      expect(api.mockState).toEqual(expect.arrayContaining(['calls', 'results', 'instances']));
    });
  });

  describe('every public function has a heading on its page', () => {
    it('expect: static functions (expect.X, or the matcher heading when it is also an asymmetric matcher)', () => {
      expect(missing(docsDir, api.expectStatic, EXPECT_PAGE, expectStaticHeading(new Set(api.matchers)))).toEqual([]);
    });

    it('expect: matchers and modifiers (X or .X), aliases through their canonical matcher', () => {
      expect(missing(docsDir, api.matchers, EXPECT_PAGE, matcherHeading(aliases(docsDir, EXPECT_PAGE)))).toEqual([]);
    });

    it('test (test.X)', () => {
      expect(missing(docsDir, api.test, 'api/test-api/test.mdx', (name) => [`test.${name}`])).toEqual([]);
    });

    it('describe (describe.X)', () => {
      expect(missing(docsDir, api.describe, 'api/test-api/describe.mdx', (name) => [`describe.${name}`])).toEqual([]);
    });

    it('hooks', () => {
      expect(missing(docsDir, HOOKS, 'api/test-api/hooks.mdx', (name) => [name])).toEqual([]);
    });

    it('the rstest utility (rstest.X)', () => {
      expect(missing(docsDir, api.rstest, RSTEST_PAGES, (name) => [`rstest.${name}`])).toEqual([]);
    });

    it('mock instances (mockFn.X and mockFn.mock.X)', () => {
      const page = 'api/rstest/mockInstance.mdx';
      expect(missing(docsDir, api.mockInstance, page, (name) => [`mockFn.${name}`])).toEqual([]);
      expect(missing(docsDir, api.mockState, page, (name) => [`mockFn.mock.${name}`])).toEqual([]);
    });
  });

  describe('the utility index (/api/rstest/) links every function', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const GithubSlugger = require('github-slugger') as new () => {slug: (text: string) => string};
    const utilityIndex = fs.readFileSync(path.join(docsDir, 'api/rstest/index.mdx'), 'utf8');
    const pages = [
      ...['expect', 'test', 'describe', 'hooks'].map((page) => `test-api/${page}.mdx`),
      ...['mockModules', 'mockFunctions', 'mockInstance', 'fakeTimers', 'utilities'].map((page) => `rstest/${page}.mdx`),
    ];

    /** The anchors Docusaurus gives a page's h2 and h3 headings that name an API (explicit ids win). */
    function anchors(page: string): {heading: string; id: string}[] {
      const text = fs.readFileSync(path.join(docsDir, 'api', page), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
      const slugger = new GithubSlugger();
      return [...text.matchAll(/^(#{2,4})\s+(.+)$/gm)]
        .map((match) => {
          const explicit = /\s*\{#([^}]+)\}\s*$/.exec(match[2]);
          const heading = match[2].replace(/\s*\{#[^}]+\}\s*$/, '');
          const id = slugger.slug(heading.replace(/`/g, ''));
          return {heading, id: explicit?.[1] ?? id, depth: match[1].length};
        })
        // API headings are identifiers (`rstest.fn`, `toBe`, `.resolves`); topic headings have spaces.
        .filter((entry) => entry.depth <= 3 && /^\.?[\w$]+(\.[\w$]+)*$/.test(entry.heading.replace(/`/g, '')));
    }

    // The API overview (/api/) is generated from these headings: tests/unit/plugins/overview/realDocs.test.ts.
    it.each(pages.filter((page) => page.startsWith('rstest/')))('/api/rstest/ links every function of %s', (page) => {
      const local = page.replace(/^rstest\//, '');
      const unlinked = anchors(page)
        .filter(({id}) => !utilityIndex.includes(`(./${local}#${id})`))
        .map(({heading}) => heading);
      expect(unlinked).toEqual([]);
    });
  });
});

// The pages that only the current docs have (Rstest 0.12, issue #17): the JavaScript API, the
// reporter hooks, the exported types and the environment variables. Each is checked both ways:
// every function or hook of the release has its heading, and every heading names something the
// release has. (Browser mode's locators and matchers are typed by @rstest/browser, which has no
// release that 0.12 accepts on this registry; those pages are checked by hand, see the issue note.)
describe('docs version current: the JavaScript API, reporters, types and environment variables', () => {
  const docsDir = docsDirOf('current');
  const {checker, exports: probed} = typeProbe(
    'current',
    'api-coverage-js',
    [
      "import * as api from '@rstest/core/api';",
      "import * as core from '@rstest/core';",
      "import type {Reporter} from '@rstest/core';",
      "import {createRstest} from '@rstest/core/api';",
      'export {api, core};',
      'export type ReporterHooks = Reporter;',
      'export type Instance = Awaited<ReturnType<typeof createRstest>>;',
    ].join('\n'),
  );
  const moduleExports = (name: string) => checker.getExportsOfModule(checker.getAliasedSymbol(probed.get(name)!));
  const typeNames = (name: string) => checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(probed.get(name)!)).map((symbol) => symbol.name).sort();
  /** Exported values (functions, classes), not types. */
  const values = moduleExports('api')
    .filter((symbol) => (symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol).flags & ts.SymbolFlags.Value)
    .map((symbol) => symbol.name)
    .sort();
  const JS_API_PAGE = 'api/javascript-api/rstest-core.mdx';
  const REPORTER_PAGE = 'api/javascript-api/reporter.mdx';

  it('reads the release', () => {
    expect(values).toEqual(expect.arrayContaining(['createRstest', 'runCLI']));
    expect(typeNames('ReporterHooks')).toEqual(expect.arrayContaining(['onTestRunEnd', 'onTestCaseResult']));
  });

  it('@rstest/core/api: every exported function and class has a heading, and the instance every method', () => {
    expect(missing(docsDir, values, JS_API_PAGE, (name) => [name])).toEqual([]);
    expect(missing(docsDir, typeNames('Instance'), JS_API_PAGE, (name) => [`instance.${name}`])).toEqual([]);
  });

  it('@rstest/core/api: every API heading names an export (of it or of @rstest/core) or an instance member', () => {
    const known = new Set([...values, ...moduleExports('core').map((symbol) => symbol.name), ...typeNames('Instance').map((name) => `instance.${name}`)]);
    const named = [...headings(docsDir, JS_API_PAGE)].filter((heading) => /^[\w.]+$/.test(heading) && /[a-z][A-Z]|\./.test(heading));
    expect(named.filter((heading) => !known.has(heading))).toEqual([]);
  });

  it('Reporter: every hook has a heading, and every hook heading is a member of Reporter', () => {
    const hooks = typeNames('ReporterHooks');
    expect(missing(docsDir, hooks, REPORTER_PAGE, (name) => [name])).toEqual([]);
    const named = [...headings(docsDir, REPORTER_PAGE)].filter((heading) => /^(on[A-Z]|flush)\w+$/.test(heading));
    expect(named.filter((heading) => !hooks.includes(heading))).toEqual([]);
  });

  it('types: every type heading is a type that @rstest/core exports', () => {
    const exported = new Set(moduleExports('core').map((symbol) => symbol.name));
    // The types are the page's h3 headings; its h2 headings are topics (Config types, Example).
    const text = fs.readFileSync(path.join(docsDir, 'api/javascript-api/types.mdx'), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    const named = [...text.matchAll(/^###\s+`?([A-Z]\w+)`?\s*(?:\{#[^}]+\})?\s*$/gm)].map((match) => match[1]);
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((heading) => !exported.has(heading))).toEqual([]);
  });

  it('environment variables: every variable heading is one the release sets or reads', () => {
    const distDir = path.join(path.dirname(require.resolve('@rstest/core/package.json', {paths: [versionSandbox('current', 'api-coverage-js')]})), 'dist');
    const binDir = path.join(distDir, '..', 'bin');
    const code = [distDir, binDir]
      .flatMap((dir) => fs.readdirSync(dir, {recursive: true, encoding: 'utf8'}).map((file) => path.join(dir, file)))
      .filter((file) => /\.[cm]?js$/.test(file))
      .map((file) => fs.readFileSync(file, 'utf8'))
      .join('\n');
    const named = [...headings(docsDir, 'api/environment-variables.mdx')].filter((heading) => /^[A-Z][A-Z0-9_]+$/.test(heading));
    expect(named.length).toBeGreaterThan(5);
    expect(named.filter((name) => !new RegExp(`\\b${name}\\b`).test(code))).toEqual([]);
  });
});
