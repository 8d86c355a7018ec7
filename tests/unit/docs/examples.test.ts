/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {CURRENT, docsDirOf, docsVersions, rstestReleaseOf} from '../../../scripts/docsVersions';
import {examplesOf, layOutExamples, type LaidOutFile} from './exampleProject';
import {guideDepsPackages, sandboxPackages, sandboxRelease, versionSandbox} from './versionSandbox';

// Every titled ```ts / ```tsx example of each docs version type-checks against the types of that
// version's Rstest release (the current docs against @rstest/core, 0.5 against rstest-0.5).
// exampleRuns.test.ts runs the test files among them with the release's own binary.

type Diagnostic = {file: string; line: number; message: string};

function typeCheck(version: string): {laidOut: LaidOutFile[]; diagnostics: Diagnostic[]} {
  const outDir = versionSandbox(version, 'typecheck');
  const laidOut = layOutExamples(examplesOf(docsDirOf(version)), outDir);
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
          // The current docs' guides also import what tests/guide-deps installs (Rspack 2).
          paths: Object.fromEntries(
            Object.entries({...(version === CURRENT ? guideDepsPackages() : {}), ...sandboxPackages(version)}).flatMap(([name, dir]) => [
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

  it('reports no error outside the examples', () => {
    const stray = diagnostics.filter((diagnostic) => !laidOut.some((entry) => entry.file === diagnostic.file));
    expect(stray).toEqual([]);
  });
});
