/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {CURRENT, rstestReleaseOf} from '../../../src/plugins/docs-versions/versions';
import {commandsFor} from '../../../src/components/PackageManagerTabs/commands';
import {DOCS_DIR, codeBlocks, read} from './markdown';
import {packagesOf} from './guideSteps';
import {guideInstallable, readerEnv} from '../../../scripts/docsFacts/versionSandbox';

// The setup prompt for coding agents, followed as an agent would in an empty npm project
// (`npm init -y`, nothing else): its titled blocks written as files, every command of its ```bash
// blocks and the npm tab of its <PackageManagerTabs> run in page order with the real `rstest` of
// the current docs, and each **Check:** paragraph held against the commands just above it: they
// exit with the code it names (0 unless it says otherwise), and their output contains every piece
// of inline code it quotes. An install links the package the site installs for the current docs
// (node_modules, tests/guide-deps) with its bins, as npm would, and npm runs offline: the test
// never reaches the registry (`npm install @rstest/core -D` there gave 0.12.0, 10 packages).

const PAGE = 'guide/start/agent-install.mdx';
const RELEASE = rstestReleaseOf(CURRENT) ?? '';
const COMMAND_TIMEOUT_MS = 240_000;
const INSTALL = /^npm (add|install|i)\s/;
const TABS = /<PackageManagerTabs\s+command=(?:"([^"]*)"|\{\{([\s\S]*?)\}\})\s*\/>/g;
const CHECK = /^\*\*Check:\*\*\s+(.*)$/;

type Step =
  | {kind: 'file'; line: number; path: string; code: string}
  | {kind: 'commands'; line: number; commands: string[]; check?: {line: number; text: string}};

const lineOf = (markdown: string, index: number) => markdown.slice(0, index).split('\n').length;

/** The page as the steps an agent takes: files, command groups (a bash block, a tab set) and the check below each group. */
function promptSteps(markdown: string): Step[] {
  const steps: Step[] = [];
  for (const block of codeBlocks(markdown)) {
    if (block.title) steps.push({kind: 'file', line: block.line, path: block.title, code: block.code});
    else if (block.lang === 'bash') steps.push({kind: 'commands', line: block.line, commands: block.code.split('\n').map((line) => line.trim()).filter(Boolean)});
  }
  for (const match of markdown.matchAll(TABS)) {
    const npm = match[1] !== undefined ? commandsFor(match[1]).npm : /\bnpm:\s*(['"])(.*?)\1/.exec(match[2] ?? '')?.[2];
    if (npm) steps.push({kind: 'commands', line: lineOf(markdown, match.index), commands: [npm]});
  }
  steps.sort((a, b) => a.line - b.line);
  const lines = markdown.split('\n');
  lines.forEach((text, index) => {
    const check = CHECK.exec(text);
    if (!check) return;
    const owner = steps.filter((step) => step.kind === 'commands' && step.line < index + 1).at(-1);
    if (owner?.kind !== 'commands' || owner.check) throw new Error(`${PAGE}:${index + 1}: a check with no command group above it, or a second check for one`);
    owner.check = {line: index + 1, text: check[1]};
  });
  return steps;
}

/** Links an installed package into the project's node_modules, with its bins in node_modules/.bin, as `npm install` lays them out. */
function linkPackage(project: string, name: string, dir: string): void {
  const at = path.join(project, 'node_modules', name);
  fs.mkdirSync(path.dirname(at), {recursive: true});
  fs.symlinkSync(dir, at, 'dir');
  const {bin} = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {bin?: string | Record<string, string>};
  const bins = typeof bin === 'string' ? {[name.split('/').pop()!]: bin} : (bin ?? {});
  for (const [command, file] of Object.entries(bins)) {
    const link = path.join(project, 'node_modules/.bin', command);
    fs.mkdirSync(path.dirname(link), {recursive: true});
    fs.symlinkSync(path.join('..', name, file), link);
  }
}

describe(`${PAGE}, followed by an agent in an empty npm project`, () => {
  const markdown = read(DOCS_DIR, PAGE);
  const steps = promptSteps(markdown);
  let project = '';

  beforeAll(() => {
    project = fs.mkdtempSync(path.join(os.tmpdir(), 'agent-install-'));
  });
  afterAll(() => {
    fs.rmSync(project, {recursive: true, force: true});
  });

  it('checks every command it gives, except an install, which the next check proves', () => {
    const unchecked = steps.filter((step) => step.kind === 'commands' && !step.check && !step.commands.every((command) => INSTALL.test(command)));
    expect(unchecked.map((step) => `${PAGE}:${step.line}`)).toEqual([]);
    expect(steps.filter((step) => step.kind === 'commands' && step.check).length).toBeGreaterThanOrEqual(5);
  });

  it(`runs every command and check with @rstest/core ${RELEASE}`, () => {
    // An agent session (Rstest prints its Markdown report), and an npm that cannot download anything.
    const env = {...readerEnv(), AI_AGENT: 'rstest-docs-test', npm_config_offline: 'true', npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false'};
    const run = (command: string) => spawnSync('sh', ['-c', command], {cwd: project, encoding: 'utf8', env, timeout: COMMAND_TIMEOUT_MS});
    const init = run('npm init -y');
    expect(init.status).toBe(0);
    expect(fs.readdirSync(project)).toEqual(['package.json']);

    const failures: string[] = [];
    for (const step of steps) {
      const where = `${PAGE}:${step.line}`;
      if (step.kind === 'file') {
        fs.mkdirSync(path.dirname(path.join(project, step.path)), {recursive: true});
        fs.writeFileSync(path.join(project, step.path), `${step.code}\n`);
        continue;
      }
      const expectedCode = Number(/exits? with code (\d+)/.exec(step.check?.text ?? '')?.[1] ?? 0);
      let output = '';
      for (const command of step.commands) {
        if (INSTALL.test(command)) {
          for (const name of packagesOf(command)) {
            const dir = guideInstallable(name, RELEASE);
            if (dir) linkPackage(project, name, dir);
            else failures.push(`${where}: \`${command}\` names ${name}, which the site does not install for @rstest/core ${RELEASE}`);
          }
          continue;
        }
        const result = run(command);
        const printed = `${result.stdout ?? ''}\n${result.stderr ?? ''}`;
        output += printed;
        if (result.status !== expectedCode) failures.push(`${where}: \`${command}\` exited with ${result.status ?? result.signal}, the check says ${expectedCode}\n${printed.slice(-2000)}`);
      }
      for (const quoted of [...(step.check?.text ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1])) {
        if (!output.includes(quoted)) failures.push(`${PAGE}:${step.check!.line}: the output of ${step.commands.map((command) => `\`${command}\``).join(', ')} lacks \`${quoted}\`\n${output.slice(-2000)}`);
      }
    }
    expect(failures).toEqual([]);
    // What the steps leave behind: the release of the current docs, and the scripts the prompt sets.
    expect((JSON.parse(fs.readFileSync(path.join(project, 'node_modules/@rstest/core/package.json'), 'utf8')) as {version: string}).version).toBe(RELEASE);
    expect((JSON.parse(fs.readFileSync(path.join(project, 'package.json'), 'utf8')) as {scripts: Record<string, string>}).scripts).toEqual({test: 'rstest run', 'test:watch': 'rstest watch'});
  }, 10 * 60_000);
});
