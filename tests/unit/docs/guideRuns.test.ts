/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {CURRENT, rstestReleaseOf} from '../../../scripts/docsVersions';
import {DOCS_DIR, markdownFiles, read} from './markdown';
import {guideSteps, packagesOf, type GuideStep} from './guideSteps';
import {SANDBOX_ROOT, guideInstallable, readerEnv, rstestBin, sandboxRelease, versionSandbox} from './versionSandbox';

// The current Guide, replayed as a reader follows it: each page on a fresh project, its files
// written and its commands run in page order with the real `rstest` of the current docs
// (guideSteps.ts says how a page reads as steps). A guide that runs nothing says why below.
//
// GUIDES=guide/basic/mock,guide/framework/react replays only those pages.

/** The guides with nothing a terminal can run, and why. Each other guide must run a command. */
const NOTHING_TO_RUN: Record<string, string> = {
  'guide/start/index.md': 'an introduction: what Rstest is, no steps',
  'guide/start/ai.mdx': 'prompts for an AI agent, which it runs in the reader’s project',
  'guide/basic/vscode-extension.mdx': 'an editor extension, used from VS Code',
  'guide/basic/whats-new.mdx': 'release notes: before/after fragments of several releases, no steps (whatsNew.test.ts checks the page)',
  'guide/browser-testing/index.mdx': 'what browser mode is, no steps',
  // Browser mode needs @rstest/browser at the exact version of @rstest/core. The registry's newest
  // @rstest/browser is 0.11.9, so these pages install the pair 0.11.9 / 0.11.9 (checked by hand in
  // headless Chromium, Vue SFCs excepted, as the pages say); this runner replays with the docs'
  // release, 0.12.0, whose browser mode refuses any other @rstest/browser.
  'guide/browser-testing/getting-started.mdx': 'browser mode needs @rstest/browser 0.12.0, not on the registry; the page installs 0.11.9 with core 0.11.9',
  'guide/browser-testing/user-interactions.mdx': 'browser mode needs @rstest/browser 0.12.0, not on the registry; the page installs 0.11.9 with core 0.11.9',
  'guide/browser-testing/framework-guides.mdx': 'browser mode needs @rstest/browser 0.12.0, not on the registry; the page installs 0.11.9 with core 0.11.9',
};

/**
 * Reference pages written before the guide runner: their commands show flags and filters on the
 * reader's own project (a suite with many files, a git history, a debugger), not the steps of a
 * task on a fresh one, so they are not replayed.
 */
const COMMAND_REFERENCES: Record<string, string> = {
  'guide/start/features.md': 'a feature overview; its commands show features on the reader’s own suite',
  'guide/basic/cli.md': 'every command and flag, each on the reader’s own suite',
  'guide/basic/test-filter.md': 'filters over the reader’s own files and git history',
  'guide/basic/configure-rstest.md': 'config file locations and loaders of the reader’s own project',
  'guide/advanced/debugging.md': 'debugger sessions (--inspect-brk waits for a debugger to attach)',
  'guide/advanced/profiling.md': 'profilers of the reader’s own suite (@rsdoctor, cross-env, traces)',
  'guide/migration/jest.md': 'a mapping from Jest, applied to the reader’s migrated project',
};

const notReplayed = (page: string) => page in NOTHING_TO_RUN || page in COMMAND_REFERENCES;

// A command can take long on a busy 2-core machine (a cold Rsbuild compile per run).
const COMMAND_TIMEOUT_MS = 240_000;

/** A folder with an `rstest` command: the current release's binary, as `npx rstest` finds it in a reader's project. */
function binDir(): string {
  const dir = path.join(SANDBOX_ROOT, CURRENT, 'bin');
  fs.mkdirSync(dir, {recursive: true});
  const shim = path.join(dir, 'rstest');
  fs.writeFileSync(shim, `#!/bin/sh\nexec "${process.execPath}" "${rstestBin(CURRENT)}" "$@"\n`, {mode: 0o755});
  return dir;
}

/** Replays a guide; returns what went wrong, one message per failed step. */
function replay(page: string): {failures: string[]; ran: number} {
  const steps: GuideStep[] = guideSteps(read(DOCS_DIR, page));
  const project = versionSandbox(CURRENT, path.join('guides', page.replace(/\.mdx?$/, '')));
  const env = {...readerEnv(), PATH: `${binDir()}${path.delimiter}${process.env.PATH}`};
  const failures: string[] = [];
  let ran = 0;
  for (const step of steps) {
    const where = `${page}:${step.line}`;
    if (step.kind === 'file') {
      const file = path.join(project, step.path);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, `${step.code}\n`);
    } else if (step.kind === 'install') {
      for (const name of step.packages) {
        const dir = guideInstallable(name);
        if (!dir) {
          failures.push(`${where}: \`${step.command}\` names ${name}, which the site does not install for the guides`);
          continue;
        }
        const at = path.join(project, 'node_modules', name);
        fs.mkdirSync(path.dirname(at), {recursive: true});
        fs.rmSync(at, {recursive: true, force: true});
        fs.symlinkSync(dir, at, 'dir');
      }
    } else {
      ran += 1;
      const command = step.command.replace(/^npx rstest\b/, 'rstest');
      const run = spawnSync('sh', ['-c', command], {cwd: project, encoding: 'utf8', env, timeout: COMMAND_TIMEOUT_MS});
      if (run.status !== step.exitCode) {
        const output = `${run.stdout ?? ''}\n${run.stderr ?? ''}`.trim().slice(-2500);
        failures.push(`${where}: \`${step.command}\` exited with ${run.status ?? run.signal}, expected ${step.exitCode}\n${output}`);
      }
    }
  }
  return {failures, ran};
}

const only = process.env.GUIDES?.split(',').map((entry) => entry.trim().replace(/\.mdx?$/, ''));
const guides = markdownFiles(DOCS_DIR).filter((page) => page.startsWith('guide/'));
const selected = guides.filter((page) => !only || only.includes(page.replace(/\.mdx?$/, '')));
const runnable = selected.filter((page) => !notReplayed(page));

describe('the current Guide, replayed on a fresh project', () => {
  it(`runs @rstest/core ${rstestReleaseOf(CURRENT)}, and every guide runs something or says why not`, () => {
    versionSandbox(CURRENT, 'guides');
    expect(sandboxRelease(CURRENT)).toBe(rstestReleaseOf(CURRENT));
    const runs = (page: string) => guideSteps(read(DOCS_DIR, page)).some((step) => step.kind === 'run');
    const silent = guides.filter((page) => !notReplayed(page) && !runs(page));
    const exemptButRunnable = Object.keys(NOTHING_TO_RUN).filter(runs);
    const unknown = [...Object.keys(NOTHING_TO_RUN), ...Object.keys(COMMAND_REFERENCES)].filter((page) => !guides.includes(page));
    expect({silent, exemptButRunnable, unknown}).toEqual({silent: [], exemptButRunnable: [], unknown: []});
  });

  // The browser guides are exempt only while the pair they install is not the docs' release: once an
  // @rstest/browser of that release is published and the page installs it, replay them.
  it('exempts the browser guides only while they install a core/browser pair other than the docs’ release', () => {
    const installs = [...read(DOCS_DIR, 'guide/browser-testing/getting-started.mdx').matchAll(/^npm add .*$/gm)].map((match) => match[0]);
    const pinned = (name: string) => new Set(installs.flatMap((command) => [...command.matchAll(new RegExp(`${name}@(\\d+\\.\\d+\\.\\d+)`, 'g'))].map((match) => match[1])));
    const [core, browser] = [pinned('@rstest/core'), pinned('@rstest/browser')];
    expect(browser.size).toBe(1);
    expect(core).toEqual(browser);
    expect([...browser][0]).not.toBe(rstestReleaseOf(CURRENT));
  });

  if (runnable.length > 0) {
    it.each(runnable)('%s', (page) => {
      const {failures, ran} = replay(page);
      expect(failures).toEqual([]);
      expect(ran).toBeGreaterThan(0);
    }, 20 * 60_000);
  }
});

describe('guideSteps', () => {
  const page = [
    '```ts title="src/a.ts"',
    'export const a = 1;',
    '```',
    '<PackageManagerTabs command="add @rstest/core@0.12.0 react -D" />',
    '```bash',
    'npx rstest run',
    'npx rstest watch',
    'mkdir src',
    '```',
    '{/* guide-run: exit 1 */}',
    '',
    '```bash',
    'npm test -- -u',
    '```',
    "<PackageManagerTabs command={{ npm: 'npm run test:ci', yarn: 'yarn test:ci', pnpm: 'pnpm test:ci', bun: 'bun run test:ci' }} />",
    '```ts',
    'export const untitled = true;',
    '```',
  ].join('\n');

  it('reads files, installs and runs in page order, with the expected exit codes, and skips watch mode', () => {
    expect(guideSteps(page).map(({kind, line, ...rest}) => [kind, line, 'path' in rest ? rest.path : rest.command, 'exitCode' in rest ? rest.exitCode : undefined])).toEqual([
      ['file', 1, 'src/a.ts', undefined],
      ['install', 4, 'npm install @rstest/core@0.12.0 react -D', undefined],
      ['run', 6, 'npx rstest run', 0],
      ['run', 13, 'npm test -- -u', 1],
      ['run', 15, 'npm run test:ci', 0],
    ]);
  });

  it('names the packages of an install command without versions or flags', () => {
    expect(packagesOf('npm install -D @rstest/core@0.12.0 react@^19 jsdom')).toEqual(['@rstest/core', 'react', 'jsdom']);
  });
});
