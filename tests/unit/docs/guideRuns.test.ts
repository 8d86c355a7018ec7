/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {CURRENT, rstestReleaseOf} from '../../../src/plugins/docs-versions/versions';
import {DOCS_DIR, codeBlocks, markdownFiles, read} from './markdown';
import {guideSteps, packagesOf, pageSteps, pinnedCore, setupPageOf, type GuideStep} from './guideSteps';
import {SANDBOX_ROOT, guideInstallable, readerEnv, sandboxRelease, versionSandbox} from '../../../scripts/docsFacts/versionSandbox';

// The current Guide, replayed as a reader follows it: each page on a fresh project, its files
// written and its commands run in page order with the real `rstest` of the current docs (or of
// the release a page pins, tests/guide-deps-browser)
// (guideSteps.ts says how a page reads as steps). A guide that runs nothing says why below.
//
// GUIDES=guide/basic/mock,guide/framework/react replays only those pages; GUIDES=guide/browser-testing, a folder's.

/** The guides with nothing a terminal can run, and why. Each other guide must run a command. */
const NOTHING_TO_RUN: Record<string, string> = {
  'guide/start/index.md': 'an introduction: what Rstest is, no steps',
  'guide/start/ai.mdx': 'prompts for an AI agent, which it runs in the reader’s project',
  'guide/basic/vscode-extension.mdx': 'an editor extension, used from VS Code',
  'guide/basic/whats-new.mdx': 'release notes: before/after fragments of several releases, no steps (whatsNew.test.ts checks the page)',
  'guide/browser-testing/index.mdx': 'what browser mode is, no steps',
  'guide/integration/more.mdx': 'integrations whose packages are not on the registry yet (no install command), and Rslint, a linter',
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
  'guide/start/agent-migrate.mdx': 'a prompt for an agent that migrates the reader’s own Jest or Vitest suite',
};

/** Guides replayed by a runner of their own, and which. */
const REPLAYED_ELSEWHERE: Record<string, string> = {
  'guide/start/agent-install.mdx': 'agentInstall.test.ts: in an empty npm project, with every command and check of the prompt',
};

const notReplayed = (page: string) => page in NOTHING_TO_RUN || page in COMMAND_REFERENCES || page in REPLAYED_ELSEWHERE;

// A command can take long on a busy 2-core machine (a cold Rsbuild compile per run).
const COMMAND_TIMEOUT_MS = 240_000;

/** The release of the current docs, which a guide runs with unless it pins another `@rstest/core`. */
const DOCS_RELEASE = rstestReleaseOf(CURRENT) ?? '';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {findChromium, findTestChromium} = require('../../../scripts/browser.cjs') as Record<'findChromium' | 'findTestChromium', () => string | undefined>;

/** A folder with an `rstest` command: the binary of `@rstest/core` at `release`, as `npx rstest` finds it in a reader's project. */
function binDir(release: string): string {
  const core = guideInstallable('@rstest/core', release);
  if (!core) throw new Error(`no guide-deps folder installs @rstest/core ${release} (tests/guide-deps-*/package.json)`);
  const dir = path.join(SANDBOX_ROOT, CURRENT, `bin-${release}`);
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'rstest'), `#!/bin/sh\nexec "${process.execPath}" "${path.join(core, 'bin/rstest.js')}" "$@"\n`, {mode: 0o755});
  return dir;
}

/**
 * The environment of browser mode: the readers' CI, as getting-started describes it (`CI` set, so
 * the browser runs headless), with Playwright's browsers folder laid out as its installer would,
 * its Chromium and headless shell linked to the system's (Playwright's download does not
 * work on our machines; scripts/browser.cjs finds or installs Debian's).
 */
function browserEnv(release: string): NodeJS.ProcessEnv {
  const chromium = findChromium();
  if (!chromium || !fs.existsSync(chromium)) {
    throw new Error('browser-mode guides need Chromium: run `node scripts/browser.cjs` (as root it installs Debian’s chromium), or set CHROMIUM_PATH');
  }
  const playwright = guideInstallable('playwright', release);
  if (!playwright) throw new Error(`playwright is not installed beside @rstest/core ${release}`);
  const browsers = JSON.parse(fs.readFileSync(path.join(path.dirname(playwright), 'playwright-core/browsers.json'), 'utf8')) as {browsers: {name: string; revision: string}[]};
  const revision = (name: string) => browsers.browsers.find((browser) => browser.name === name)?.revision;
  const dir = path.join(SANDBOX_ROOT, CURRENT, 'playwright-browsers');
  for (const [executable, system] of [
    [`chromium-${revision('chromium')}/chrome-linux64/chrome`, chromium],
    // Headless, Playwright launches its shell: Debian's where the machine has it.
    [`chromium_headless_shell-${revision('chromium-headless-shell')}/chrome-headless-shell-linux64/chrome-headless-shell`, findTestChromium() ?? chromium],
  ]) {
    const at = path.join(dir, executable);
    fs.mkdirSync(path.dirname(at), {recursive: true});
    fs.rmSync(at, {force: true});
    fs.symlinkSync(system, at);
  }
  return {CI: '1', PLAYWRIGHT_BROWSERS_PATH: dir};
}

const stepsOf = (page: string) => pageSteps(DOCS_DIR, page);

/** Replays a guide (or given steps of one, in a project of its name); returns what went wrong, one message per failed step, and the commands' output. */
function replay(page: string, steps = stepsOf(page)): {failures: string[]; ran: number; output: string} {
  const release = pinnedCore(steps.map(({step}) => step)) ?? DOCS_RELEASE;
  const project = versionSandbox(CURRENT, path.join('guides', page.replace(/\.mdx?$/, '')));
  const browserMode = steps.some(({step}) => step.kind === 'install' && step.packages.includes('@rstest/browser'));
  const env = {...readerEnv(), ...(browserMode ? browserEnv(release) : {}), PATH: `${binDir(release)}${path.delimiter}${process.env.PATH}`};
  const failures: string[] = [];
  let ran = 0;
  let output = '';
  for (const {page: from, step} of steps) {
    const where = `${from}:${step.line}`;
    if (step.kind === 'file') {
      const file = path.join(project, step.path);
      fs.mkdirSync(path.dirname(file), {recursive: true});
      fs.writeFileSync(file, `${step.code}\n`);
    } else if (step.kind === 'install') {
      for (const name of step.packages) {
        const dir = guideInstallable(name, release);
        if (!dir) {
          failures.push(`${where}: \`${step.command}\` names ${name}, which the site does not install for the guides of @rstest/core ${release}`);
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
      const printed = `${run.stdout ?? ''}\n${run.stderr ?? ''}`.trim();
      output += `${printed}\n`;
      if (run.status !== step.exitCode) {
        failures.push(`${where}: \`${step.command}\` exited with ${run.status ?? run.signal}, expected ${step.exitCode}\n${printed.slice(-2500)}`);
      }
    }
  }
  return {failures, ran, output};
}

const BROWSER_SETUP = 'guide/browser-testing/getting-started.mdx';
const VUE_PAGE = 'guide/browser-testing/framework-guides';

const only = process.env.GUIDES?.split(',').map((entry) => entry.trim().replace(/\.mdx?$/, ''));
const guides = markdownFiles(DOCS_DIR).filter((page) => page.startsWith('guide/'));
const chosen = (page: string) => !only || only.some((entry) => [`${entry}.md`, `${entry}.mdx`].includes(page) || page.startsWith(`${entry}/`));
const selected = guides.filter(chosen);
const runnable = selected.filter((page) => !notReplayed(page));

describe('the current Guide, replayed on a fresh project', () => {
  it(`runs @rstest/core ${rstestReleaseOf(CURRENT)}, and every guide runs something or says why not`, () => {
    versionSandbox(CURRENT, 'guides');
    expect(sandboxRelease(CURRENT)).toBe(rstestReleaseOf(CURRENT));
    const runs = (page: string) => guideSteps(read(DOCS_DIR, page)).some((step) => step.kind === 'run');
    const silent = guides.filter((page) => !notReplayed(page) && !runs(page));
    const exemptButRunnable = Object.keys(NOTHING_TO_RUN).filter(runs);
    const unknown = [...Object.keys(NOTHING_TO_RUN), ...Object.keys(COMMAND_REFERENCES), ...Object.keys(REPLAYED_ELSEWHERE)].filter((page) => !guides.includes(page));
    expect({silent, exemptButRunnable, unknown}).toEqual({silent: [], exemptButRunnable: [], unknown: []});
  });

  // Browser mode needs @rstest/browser at the exact version of @rstest/core, and the registry has no
  // @rstest/browser 0.12: getting-started installs the pair 0.11.9 / 0.11.9, and its browser guides
  // run with tests/guide-deps-browser. When the page moves to another pair, the folder must follow.
  it('runs the browser guides with the core/browser pair getting-started installs, from tests/guide-deps-browser', () => {
    const steps = guideSteps(read(DOCS_DIR, BROWSER_SETUP)).filter((step) => step.kind === 'install');
    const pinned = (name: string) => new Set(steps.flatMap((step) => [...step.command.matchAll(new RegExp(`(?:^|\\s)${name}@(\\d+\\.\\d+\\.\\d+)`, 'g'))].map((match) => match[1])));
    const [core, browser] = [pinned('@rstest/core'), pinned('@rstest/browser')];
    expect(browser.size).toBe(1);
    expect(core).toEqual(browser);
    const release = pinnedCore(steps)!;
    const installed = (name: string) => {
      const dir = guideInstallable(name, release);
      return dir && (JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {version: string}).version;
    };
    expect({core: installed('@rstest/core'), browser: installed('@rstest/browser')}).toEqual({core: release, browser: [...browser][0]});
    // The docs' release keeps the site's core, and finds no browser package it could not run.
    expect(guideInstallable('@rstest/browser', DOCS_RELEASE)).toBeUndefined();
  });

  // Held back from the replay of framework-guides: its Vue section, untitled, because single-file
  // components do not build with @rstest/browser 0.11.9 (the page's warning: a build rule with
  // `extractSourceMap` that the Vue loader cannot copy, fixed by rstest#1785 after that release).
  // Replayed here as a reader would, to check that reason: once it runs, title its blocks.
  if (chosen(`${VUE_PAGE}.mdx`)) {
    it('holds back the Vue example of framework-guides only while it fails as its warning says', () => {
      const markdown = read(DOCS_DIR, `${VUE_PAGE}.mdx`);
      const vue = markdown.slice(markdown.indexOf('\n## Vue\n'), markdown.indexOf('\n## Other frameworks'));
      const blocks = codeBlocks(vue);
      const config = blocks.find((block) => block.code.includes('pluginVue()'));
      const component = blocks.find((block) => block.lang === 'html');
      const test = blocks.find((block) => block.code.includes("from './Greeting.vue'"));
      expect([config, component, test].map((block) => block?.title)).toEqual([undefined, undefined, undefined]);
      const warning = /Error: Compiling RuleSet failed: Properties extractSourceMap are unknown/;
      expect(vue).toMatch(warning);
      const file = (at: string, code: string): GuideStep => ({kind: 'file', line: 0, path: at, code});
      const steps = [
        ...stepsOf(BROWSER_SETUP).filter(({step}) => step.kind !== 'run'),
        ...guideSteps(vue).filter((step) => step.kind === 'install').map((step) => ({page: VUE_PAGE, step})),
        ...[file('rstest.config.ts', config!.code), file('src/Greeting.vue', component!.code), file('src/Greeting.test.ts', test!.code)].map((step) => ({page: VUE_PAGE, step})),
        {page: VUE_PAGE, step: {kind: 'run', line: 0, command: 'npx rstest run', exitCode: 1} as GuideStep},
      ];
      const {failures, output} = replay(`${VUE_PAGE}-vue`, steps);
      expect(failures).toEqual([]);
      expect(output).toMatch(warning);
    }, 10 * 60_000);
  }

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

  it('reads the release an install pins and the page a guide continues', () => {
    expect(pinnedCore(guideSteps(page))).toBe('0.12.0');
    expect(pinnedCore(guideSteps('```bash\nnpm add -D @rstest/browser-react @rstest/core\n```'))).toBeUndefined();
    expect(() => pinnedCore(guideSteps('```bash\nnpm add -D @rstest/core@0.11.9\nnpm add -D @rstest/core@0.12.0\n```'))).toThrow('0.11.9 and 0.12.0');
    expect(setupPageOf(`intro\n\n{/* guide-run: after ./getting-started.mdx */}\n\n${page}`)).toBe('./getting-started.mdx');
    expect(setupPageOf(page)).toBeUndefined();
  });

  it('names the packages of an install command without versions or flags', () => {
    expect(packagesOf('npm install -D @rstest/core@0.12.0 react@^19 jsdom')).toEqual(['@rstest/core', 'react', 'jsdom']);
  });
});
