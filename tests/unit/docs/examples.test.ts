/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {DOCS_DIR, ROOT} from './markdown';
import {examplesOf, layOutExamples, type LaidOutFile} from './exampleProject';

// Every titled ```ts / ```tsx example of the docs type-checks against the real @rstest/core
// 0.5 types (a dev dependency). The project lives under node_modules/.cache so that package
// resolution finds the site's node_modules.
const OUT_DIR = path.join(ROOT, 'node_modules/.cache/doc-examples');

type Diagnostic = {file: string; line: number; message: string};

let laidOut: LaidOutFile[] = [];
let diagnostics: Diagnostic[] = [];

beforeAll(() => {
  laidOut = layOutExamples(examplesOf(DOCS_DIR), OUT_DIR);
  fs.writeFileSync(
    path.join(OUT_DIR, 'tsconfig.json'),
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
        },
        include: ['**/*.ts', '**/*.tsx'],
      },
      null,
      2,
    ),
  );
  const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', OUT_DIR, '--pretty', 'false'], {
    cwd: OUT_DIR,
    encoding: 'utf8',
  });
  diagnostics = tsc.stdout
    .split('\n')
    .map((line) => /^(.+?)\((\d+),\d+\): error (TS\d+: .*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({file: path.resolve(OUT_DIR, match[1]), line: Number(match[2]), message: match[3]}));
}, 180_000);

const pages = [...new Set(examplesOf(DOCS_DIR).map((example) => example.page))];

describe('docs examples type-check against @rstest/core 0.5', () => {
  it('finds the examples', () => {
    expect(pages.length).toBeGreaterThan(40);
    expect(laidOut.length).toBeGreaterThan(200);
  });

  it.each(pages)('%s', (page) => {
    const errors = diagnostics.flatMap((diagnostic) => {
      const owner = laidOut.find((entry) => entry.file === diagnostic.file);
      if (!owner || owner.example.page !== page) return [];
      const docLine = owner.example.block.line + diagnostic.line;
      return [`docs/${page}:${docLine} (${owner.example.block.title}): ${diagnostic.message}`];
    });
    expect(errors).toEqual([]);
  });

  it('reports no error outside the examples', () => {
    const stray = diagnostics.filter((diagnostic) => !laidOut.some((entry) => entry.file === diagnostic.file));
    expect(stray).toEqual([]);
  });
});
