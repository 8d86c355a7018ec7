/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {CURRENT, docsDirOf, docsVersions, rstestReleaseOf} from '../../../src/plugins/docs-versions/versions';
import {examplesOf, layOutExamples, undeclaredStylesheets, type Example, type LaidOutFile} from './exampleProject';
import {pageSteps, pinnedCore} from './guideSteps';
import {guideDepsPackages, pinnedReleasePackages, sandboxPackages, sandboxRelease, versionSandbox} from '../../../scripts/docsFacts/versionSandbox';

// Every titled ```ts / ```tsx example of each docs version type-checks against the types of that
// version's Rstest release (the current docs against @rstest/core, 0.5 against rstest-0.5).
// exampleRuns.test.ts runs the test files among them with the release's own binary.

type Diagnostic = {file: string; line: number; message: string};

/**
 * The release a page's examples type-check against: the version's, or for a guide of the current
 * docs that pins another `@rstest/core` (the browser guides' 0.11.9), that one, with the packages
 * installed beside it (tests/guide-deps-*).
 */
function pinnedReleaseOf(version: string, page: string): string | undefined {
  if (version !== CURRENT || !page.startsWith('guide/')) return undefined;
  return pinnedCore(pageSteps(docsDirOf(version), page).map(({step}) => step));
}

function typeCheck(version: string): {laidOut: LaidOutFile[]; diagnostics: Diagnostic[]} {
  const examples = examplesOf(docsDirOf(version));
  const releases = [...new Set(examples.map((example) => pinnedReleaseOf(version, example.page)))];
  const results = releases.map((release) =>
    typeCheckExamples(
      version,
      examples.filter((example) => pinnedReleaseOf(version, example.page) === release),
      release ? `typecheck-${release}` : 'typecheck',
      release ? pinnedReleasePackages(release) : {},
    ),
  );
  return {laidOut: results.flatMap((result) => result.laidOut), diagnostics: results.flatMap((result) => result.diagnostics)};
}

function typeCheckExamples(version: string, examples: Example[], name: string, pinned: Record<string, string>): {laidOut: LaidOutFile[]; diagnostics: Diagnostic[]} {
  const outDir = versionSandbox(version, name);
  const laidOut = layOutExamples(examples, outDir);
  fs.writeFileSync(
    path.join(outDir, 'tsconfig.json'),
    JSON.stringify(
      {
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'bundler',
          lib: ['ES2022', 'DOM', 'DOM.Iterable'],
          jsx: 'react-jsx',
          strict: true,
          noEmit: true,
          skipLibCheck: true,
          esModuleInterop: true,
          allowJs: false,
          // The in-source testing pages tell readers to add @rstest/core/importMeta to `types`.
          types: ['node', '@rstest/core/importMeta'],
          // The version's packages wherever they are imported from, the companions' own type
          // declarations included (@rsbuild/plugin-react importing @rsbuild/core).
          // The current docs' guides also import what tests/guide-deps installs (Rspack 2), and a
          // guide that pins another release, what its tests/guide-deps-* folder installs.
          paths: Object.fromEntries(
            Object.entries({...(version === CURRENT ? guideDepsPackages() : {}), ...sandboxPackages(version), ...pinned}).flatMap(([name, dir]) => [
              [name, [dir]],
              [`${name}/*`, [`${dir}/*`]],
            ]),
          ),
        },
        include: ['**/*.ts', '**/*.tsx'],
      },
      null,
      2,
    ),
  );
  const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', outDir, '--pretty', 'false'], {
    cwd: outDir,
    encoding: 'utf8',
  });
  const diagnostics = tsc.stdout
    .split('\n')
    .map((line) => /^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({file: path.resolve(outDir, match[1]), line: Number(match[2]), message: match[3]}));
  return {laidOut, diagnostics};
}

describe.each(docsVersions())('docs version %s: examples type-check against its release', (version) => {
  const docsDir = docsDirOf(version);
  const pages = [...new Set(examplesOf(docsDir).map((example) => example.page))];
  let laidOut: LaidOutFile[] = [];
  let diagnostics: Diagnostic[] = [];

  beforeAll(() => {
    ({laidOut, diagnostics} = typeCheck(version));
  }, 180_000);

  it(`finds the examples and @rstest/core ${rstestReleaseOf(version)}`, () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(laidOut.length).toBeGreaterThan(200);
    expect(sandboxRelease(version)).toBe(rstestReleaseOf(version));
  });

  it.each(pages)('%s', (page) => {
    const errors = diagnostics.flatMap((diagnostic) => {
      const owner = laidOut.find((entry) => entry.file === diagnostic.file);
      if (!owner || owner.example.page !== page) return [];
      const docLine = owner.example.block.line + diagnostic.line;
      return [`${path.relative(path.join(docsDir, '..'), path.join(docsDir, page))}:${docLine} (${owner.example.block.title}): ${diagnostic.message}`];
    });
    expect(errors).toEqual([]);
  });

  it('types the stylesheets its examples import with each page’s own declarations', () => {
    const examples = examplesOf(docsDir);
    const undeclared = pages.flatMap((page) => undeclaredStylesheets(examples.filter((example) => example.page === page)).map((entry) => `${page}: ${entry}`));
    expect(undeclared).toEqual([]);
  });

  it('reports no error outside the examples', () => {
    const stray = diagnostics.filter((diagnostic) => !laidOut.some((entry) => entry.file === diagnostic.file));
    expect(stray).toEqual([]);
  });
});
