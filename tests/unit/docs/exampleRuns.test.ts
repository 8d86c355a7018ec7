/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {docsDirOf, docsVersions, rstestReleaseOf} from '../../../src/plugins/docs-versions/versions';
import {examplesOf, layOutExamples, type Example, type LaidOutFile} from './exampleProject';
import {codeBlocks, read} from './markdown';
import {readerEnv, rstestBin, sandboxRelease, versionSandbox} from '../../../scripts/docsFacts/versionSandbox';

// The test files the API pages show pass under the real `rstest` of their docs version: the
// type-check (examples.test.ts) proves that an example compiles, this proves that it passes.
//
// A test file runs with the configuration the page gives it: the `rstest.config.ts` example
// shown before it in the same section (`##`), if any. Those run one by one, each in its own
// folder with that config; all the others run together, in one `rstest run` whose reporter
// writes each file's result to results.json.

/** The API pages hold the runnable examples: test files complete with what they import. */
const RUNNABLE_PAGES = /^api\//;
/** EXAMPLE_PAGES=api/test-api/expect.mdx,… runs those pages only (npm run check). */
const ONLY = process.env.EXAMPLE_PAGES?.split(',').map((page) => page.trim());
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;
const CONFIG_TITLE = 'rstest.config.ts';
// About 80 s on an idle 2-core machine; a busy one (parallel builds) has needed more than 150 s.
const RUN_TIMEOUT_MS = 360_000;

type Outcome = {passed: boolean; detail: string};

/** The `rstest.config.ts` block a test example runs with: the last one before it in its `##` section. */
function configOf(docsDir: string, example: Example): string | undefined {
  const markdown = read(docsDir, example.page);
  const blocks = codeBlocks(markdown);
  const insideBlock = (line: number) => blocks.some((block) => line > block.line && line < block.line + block.code.split('\n').length + 1);
  const sectionStart = Math.max(
    0,
    ...markdown
      .split('\n')
      .map((text, index) => ({text, line: index + 1}))
      .filter(({text, line}) => /^## /.test(text) && line < example.block.line && !insideBlock(line))
      .map(({line}) => line),
  );
  return blocks.filter((block) => block.title === CONFIG_TITLE && block.line > sectionStart && block.line < example.block.line).pop()?.code;
}

const rstest = (version: string, cwd: string, args: string[]) =>
  spawnSync(process.execPath, [rstestBin(version), 'run', ...args], {cwd, encoding: 'utf8', env: readerEnv(), timeout: RUN_TIMEOUT_MS});

/** A reporter (Rstest's Reporter interface, the same in 0.5 and 0.12) that appends each file's result to a JSON-lines file. */
const RESULTS_REPORTER = `
import fs from 'node:fs';
const out = new URL('./results.jsonl', import.meta.url);
fs.writeFileSync(out, '');
const messages = (errors) => (errors ?? []).map((error) => error.message);
export const resultsReporter = {
  onTestFileResult(file) {
    fs.appendFileSync(out, JSON.stringify({
      testPath: file.testPath,
      status: file.status,
      errors: messages(file.errors),
      tests: file.results.map((test) => ({name: test.name, status: test.status, errors: messages(test.errors)})),
    }) + '\\n');
  },
};
`;

type FileResult = {testPath: string; status: string; errors: string[]; tests: {name: string; status: string; errors: string[]}[]};

function outcomeOf(result: FileResult | undefined): Outcome {
  if (!result) return {passed: false, detail: 'not run'};
  const failures = [...result.errors, ...result.tests.filter((test) => test.status === 'fail').map((test) => `${test.name}: ${test.errors.join('; ')}`)];
  if (result.status === 'fail' || failures.length > 0) return {passed: false, detail: failures.join(' | ') || 'failed'};
  return {passed: true, detail: ''};
}

function runExamples(version: string): {tests: LaidOutFile[]; outcomes: Map<string, Outcome>; output: string} {
  const docsDir = docsDirOf(version);
  const root = versionSandbox(version, 'runs');
  const pages = examplesOf(docsDir, {allFiles: true}).filter((example) => RUNNABLE_PAGES.test(example.page) && (!ONLY || ONLY.includes(example.page)));
  const laidOut = layOutExamples(pages, root);
  const folderOf = (example: Example) => path.join(root, example.page.replace(/\.mdx?$/, ''), String(example.index));
  const tests = laidOut.filter(
    (entry) => TEST_FILE.test(entry.example.block.title!) && entry.file === path.join(folderOf(entry.example), entry.example.block.title!),
  );
  const outcomes = new Map<string, Outcome>();

  // With a config of their own: one run each, in the example's folder.
  const configured = tests.filter((entry) => configOf(docsDir, entry.example) !== undefined);
  for (const entry of configured) {
    const folder = folderOf(entry.example);
    const config = configOf(docsDir, entry.example)!;
    fs.writeFileSync(path.join(folder, CONFIG_TITLE), config);
    // Files the config names (setupFiles: ['./rstest.setup.ts']) or imports (from './rstest.shared')
    // come from the page too.
    for (const sibling of pages.filter((other) => other.page === entry.example.page)) {
      const named = [sibling.block.title!, sibling.block.title!.replace(/\.[cm]?[jt]s$/, '')].some((name) => config.includes(`'./${name}'`));
      if (named && !fs.existsSync(path.join(folder, sibling.block.title!))) {
        fs.mkdirSync(path.dirname(path.join(folder, sibling.block.title!)), {recursive: true});
        fs.writeFileSync(path.join(folder, sibling.block.title!), sibling.block.code);
      }
    }
    const run = rstest(version, folder, [entry.example.block.title!]);
    outcomes.set(entry.file, {passed: run.status === 0, detail: run.status === 0 ? '' : `${run.stdout}\n${run.stderr}`.slice(-1500)});
  }

  // The rest: one run over all of them.
  const batch = tests.filter((entry) => !configured.includes(entry));
  const include = batch.map((entry) => path.relative(root, entry.file).split(path.sep).join('/'));
  fs.writeFileSync(path.join(root, 'resultsReporter.mjs'), RESULTS_REPORTER);
  fs.writeFileSync(
    path.join(root, 'rstest.config.mjs'),
    [
      "import {resultsReporter} from './resultsReporter.mjs';",
      `export default {include: ${JSON.stringify(include)}, reporters: ['default', resultsReporter]};`,
      '',
    ].join('\n'),
  );
  const run = rstest(version, root, ['-c', 'rstest.config.mjs']);
  const resultsFile = path.join(root, 'results.jsonl');
  const results = new Map(
    (fs.existsSync(resultsFile) ? fs.readFileSync(resultsFile, 'utf8').split('\n').filter(Boolean) : [])
      .map((line) => JSON.parse(line) as FileResult)
      .map((result) => [path.resolve(root, result.testPath), result]),
  );
  for (const entry of batch) outcomes.set(entry.file, outcomeOf(results.get(entry.file)));
  return {tests, outcomes, output: `${run.stdout}\n${run.stderr}`};
}

describe.each(docsVersions())('docs version %s: the API pages’ test files pass under its rstest', (version) => {
  let tests: LaidOutFile[] = [];
  let outcomes = new Map<string, Outcome>();
  let output = '';

  beforeAll(() => {
    ({tests, outcomes, output} = runExamples(version));
  }, RUN_TIMEOUT_MS + 60_000);

  it(`runs @rstest/core ${rstestReleaseOf(version)} on every test file`, () => {
    expect(sandboxRelease(version)).toBe(rstestReleaseOf(version));
    if (!ONLY) expect(tests.length).toBeGreaterThan(100);
    const notRun = tests.filter((entry) => outcomes.get(entry.file)?.detail === 'not run');
    expect({notRun: notRun.length, output: notRun.length > 0 ? output.slice(-3000) : ''}).toEqual({notRun: 0, output: ''});
  });

  it('every example passes', () => {
    const failing = tests.flatMap((entry) => {
      const outcome = outcomes.get(entry.file)!;
      return outcome.passed ? [] : [`${entry.example.page}:${entry.example.block.line} (${entry.example.block.title}): ${outcome.detail}`];
    });
    expect(failing).toEqual([]);
  });
});
