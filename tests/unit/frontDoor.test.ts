/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

import {filesUnder} from './filesUnder';

// The README is the front door (issue 36): what the site is, the two set-up commands near the
// top, and a link to each document for people (CONTRIBUTING.md, maintainers/). Every relative
// link of those documents reaches a file, and a heading when it names one.
const ROOT = path.join(__dirname, '../..');
const README = path.join(ROOT, 'README.md');
const PEOPLE_DOCS = [README, path.join(ROOT, 'CONTRIBUTING.md'), ...filesUnder(path.join(ROOT, 'maintainers'), /\.md$/)];
const SETUP_COMMANDS = ['npm ci && npm run preview', 'npm ci && npm test'];

/** The text outside fenced code blocks and inline code spans, where links and headings are. */
export function proseOf(markdown: string): string {
  let inFence = false;
  const lines = markdown.split('\n').map((line) => {
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return '';
    }
    return inFence ? '' : line;
  });
  return lines.join('\n').replace(/(`+)[\s\S]*?\1/g, '');
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
}

export function anchorsOf(markdown: string): Set<string> {
  let inFence = false;
  const slugs = new Set<string>();
  for (const line of markdown.split('\n')) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const heading = inFence ? null : /^#{1,6} +(.*)$/.exec(line);
    if (heading) slugs.add(headingSlug(heading[1]!.replace(/`/g, '')));
  }
  return slugs;
}

/** The relative link targets of a Markdown file (web addresses left out). */
export function relativeLinks(markdown: string): string[] {
  return [...proseOf(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z][a-z+.-]*:/i.test(target));
}

/** The links of `file` that reach no file, or no heading of the file they name. */
export function brokenLinks(file: string, read = (name: string) => fs.readFileSync(name, 'utf8')): string[] {
  const text = read(file);
  return relativeLinks(text).filter((target) => {
    const [targetPath, anchor] = target.split('#') as [string, string | undefined];
    const resolved = targetPath ? path.resolve(path.dirname(file), targetPath) : file;
    if (!fs.existsSync(resolved)) return true;
    if (anchor === undefined || !resolved.endsWith('.md') || fs.statSync(resolved).isDirectory()) return false;
    return !anchorsOf(read(resolved)).has(anchor);
  });
}

describe('the README as a front door', () => {
  const readme = fs.readFileSync(README, 'utf8');
  const lines = readme.replace(/\n$/, '').split('\n');

  it('is at most 200 lines', () => {
    expect(lines.length).toBeLessThanOrEqual(200);
  });

  it.each(SETUP_COMMANDS)('shows `%s` in its first 40 lines', (command) => {
    expect(lines.slice(0, 40).some((line) => line.trim() === command)).toBe(true);
  });

  it('links to CONTRIBUTING.md and to every document of maintainers/', () => {
    const targets = new Set(relativeLinks(readme).map((target) => target.split('#')[0]));
    const expected = PEOPLE_DOCS.filter((file) => file !== README).map((file) => path.relative(ROOT, file));
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.filter((file) => !targets.has(file))).toEqual([]);
  });
});

describe('links between the documents for people', () => {
  it.each(PEOPLE_DOCS.map((file) => [path.relative(ROOT, file), file]))('%s links only to files and headings that exist', (_, file) => {
    expect(brokenLinks(file)).toEqual([]);
  });

  it('finds a link to a missing file, a missing heading, and not one inside code', () => {
    const page = path.join(ROOT, 'README.md');
    const text = [
      '# Title',
      '## Cutting a version (when Rstest 0.13 is released)',
      '[ok](#cutting-a-version-when-rstest-013-is-released) [gone](#nowhere) [file](maintainers/none.md)',
      '[web](https://example.com) `[code](missing.md)`',
      '```md',
      '[fenced](missing-too.md)',
      '```',
    ].join('\n');
    expect(brokenLinks(page, (name) => (name === page ? text : fs.readFileSync(name, 'utf8')))).toEqual(['#nowhere', 'maintainers/none.md']);
  });
});
