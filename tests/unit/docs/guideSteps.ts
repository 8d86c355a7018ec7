import path from 'node:path';
import {codeBlocks, read} from './markdown';
import {commandsFor} from '../../../src/components/PackageManagerTabs/commands';

// A guide page read as the steps a reader takes, in page order (guideRuns.test.ts replays them):
// - a titled code block is a complete file, written at its title's path (a later block with the
//   same title replaces it: the reader edits the file);
// - a ```bash line or the npm tab of a <PackageManagerTabs> that runs the tests (`npx rstest …`,
//   `npm test`, `npm run …`) is run there; it must exit 0, or the code that the MDX comment
//   `{/* guide-run: exit N */}` just before it names;
// - an install command (`add …`, `npm install …`) names packages the project must have; one that
//   pins `@rstest/core@X` makes the page run with release X (pinnedCore);
// - a page that continues another one's project says so anywhere with the MDX comment
//   `{/* guide-run: after ./getting-started.mdx */}`: that page's files and installs come first.

export type GuideStep =
  | {kind: 'file'; line: number; path: string; code: string}
  | {kind: 'run'; line: number; command: string; exitCode: number}
  | {kind: 'install'; line: number; command: string; packages: string[]};

const RUN_COMMAND = /^(npx rstest\b|npm test\b|npm run \S)/;
const WATCH = /(\brstest watch\b|\s(-w|--watch)(\s|$))/;
const INSTALL_COMMAND = /^npm (add|install|i)\s/;
const EXIT_MARKER = /^\{\/\*\s*guide-run:\s*exit\s+(\d+)\s*\*\/\}\s*$/;
const AFTER_MARKER = /^\{\/\*\s*guide-run:\s*after\s+(\S+)\s*\*\/\}\s*$/m;
const TABS = /<PackageManagerTabs\s+command=(?:"([^"]*)"|\{\{([\s\S]*?)\}\})\s*\/>/g;

/** The package names an install command line asks for (`npm install -D a@1 @b/c` → a, @b/c). */
export function packagesOf(command: string): string[] {
  return command
    .trim()
    .split(/\s+/)
    .slice(2)
    .filter((arg) => !arg.startsWith('-'))
    .map((arg) => arg.replace(/^(@?[^@]+)@.*$/, '$1'));
}

/** The page (a path relative to this one) whose project a page continues, from its `guide-run: after` marker. */
export function setupPageOf(markdown: string): string | undefined {
  return AFTER_MARKER.exec(markdown)?.[1];
}

/** The `@rstest/core` release the page's install commands pin (`@rstest/core@0.11.9`), if any. */
export function pinnedCore(steps: GuideStep[]): string | undefined {
  const pins = new Set(steps.flatMap((step) => (step.kind === 'install' ? [...step.command.matchAll(/(?:^|\s)@rstest\/core@(\d+\.\d+\.\d+\S*)/g)].map((match) => match[1]) : [])));
  if (pins.size > 1) throw new Error(`the page pins @rstest/core at ${[...pins].join(' and ')}`);
  return [...pins][0];
}

/** The exit code a block must end with: the marker on the closest non-blank line above it, else 0. */
function expectedExit(lines: string[], line: number): number {
  for (let index = line - 2; index >= 0; index -= 1) {
    if (lines[index].trim() === '') continue;
    const marker = EXIT_MARKER.exec(lines[index].trim());
    return marker ? Number(marker[1]) : 0;
  }
  return 0;
}

function commandSteps(command: string, line: number, exitCode: number): GuideStep[] {
  const trimmed = command.trim();
  if (INSTALL_COMMAND.test(trimmed)) return [{kind: 'install', line, command: trimmed, packages: packagesOf(trimmed)}];
  if (RUN_COMMAND.test(trimmed) && !WATCH.test(trimmed)) return [{kind: 'run', line, command: trimmed, exitCode}];
  return [];
}

/** The npm command of a <PackageManagerTabs command=…> attribute (a string, or the object's `npm` value). */
function npmCommandOf(stringForm: string | undefined, objectForm: string | undefined): string | undefined {
  if (stringForm !== undefined) return commandsFor(stringForm).npm;
  return /\bnpm:\s*(['"])(.*?)\1/.exec(objectForm ?? '')?.[2];
}

export function guideSteps(markdown: string): GuideStep[] {
  const lines = markdown.split('\n');
  const steps: GuideStep[] = [];
  const blocks = codeBlocks(markdown);
  const insideBlock = (line: number) => blocks.some((block) => line >= block.line && line <= block.line + block.code.split('\n').length + 1);

  for (const block of blocks) {
    if (block.title) {
      steps.push({kind: 'file', line: block.line, path: block.title, code: block.code});
    } else if (block.lang === 'bash') {
      const exitCode = expectedExit(lines, block.line);
      block.code.split('\n').forEach((text, index) => steps.push(...commandSteps(text, block.line + 1 + index, exitCode)));
    }
  }
  for (const match of markdown.matchAll(TABS)) {
    const line = markdown.slice(0, match.index).split('\n').length;
    if (insideBlock(line)) continue;
    const npm = npmCommandOf(match[1], match[2]);
    if (npm !== undefined) steps.push(...commandSteps(npm, line, expectedExit(lines, line)));
  }
  return steps.sort((a, b) => a.line - b.line);
}

/** A page's steps as a reader takes them: the files and installs of the page it continues (`guide-run: after`), then its own. */
export function pageSteps(docsDir: string, page: string): {page: string; step: GuideStep}[] {
  const markdown = read(docsDir, page);
  const setup = setupPageOf(markdown);
  const before = setup ? pageSteps(docsDir, path.join(path.dirname(page), setup)).filter(({step}) => step.kind !== 'run') : [];
  return [...before, ...guideSteps(markdown).map((step) => ({page, step}))];
}
