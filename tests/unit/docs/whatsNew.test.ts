/**
 * @jest-environment node
 */
import {CURRENT, minorOf, rstestReleaseOf} from '../../../src/plugins/docs-versions/versions';
import {DOCS_DIR, ZH_DOCS_DIR, codeBlocks, read} from './markdown';

// The "What's new" page (guide/basic/whats-new.mdx) has one section per minor release from 0.6 to
// the release the current docs document, newest first, in both locales, each with the date its
// `.0` release came out. Moving the docs to a new release fails here until its section is written.

const PAGE = 'guide/basic/whats-new.mdx';
const FIRST_MINOR = 6;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

type Section = {id: string; minor: number; body: string};

/** The `##` sections of a page with their explicit ids (`## Rstest 0.12 {#v0-12}`). */
function sections(markdown: string): Section[] {
  const parts = markdown.split(/^## /m).slice(1);
  return parts.map((part) => {
    const heading = part.slice(0, part.indexOf('\n'));
    const id = /\{#([\w-]+)\}\s*$/.exec(heading)?.[1] ?? '';
    const minor = Number(/^v0-(\d+)$/.exec(id)?.[1] ?? NaN);
    return {id, minor, body: part.slice(heading.length)};
  });
}

/** The release date an English section states ("Released on May 15, 2026, as 0.10.0"), as YYYY-MM-DD. */
function englishDate(section: Section): {date: string; release: string} | undefined {
  const match = /^Released on (\w+) (\d{1,2}), (\d{4}), as (\d+\.\d+\.\d+)/m.exec(section.body);
  if (!match) return undefined;
  const month = MONTHS.indexOf(match[1]) + 1;
  if (month === 0) return undefined;
  return {date: `${match[3]}-${String(month).padStart(2, '0')}-${match[2].padStart(2, '0')}`, release: match[4]};
}

/** The same from a Chinese section ("2026 年 5 月 15 日发布，版本号 0.10.0"). */
function chineseDate(section: Section): {date: string; release: string} | undefined {
  const match = /^(\d{4}) 年 (\d{1,2}) 月 (\d{1,2}) 日发布，版本号 (\d+\.\d+\.\d+)/m.exec(section.body);
  if (!match) return undefined;
  return {date: `${match[1]}-${match[2].padStart(2, '0')}-${match[3].padStart(2, '0')}`, release: match[4]};
}

const currentMinor = Number(minorOf(rstestReleaseOf(CURRENT) ?? '').split('.')[1]);
const expectedIds = Array.from({length: currentMinor - FIRST_MINOR + 1}, (_, i) => `v0-${currentMinor - i}`);

describe.each([
  ['en', DOCS_DIR, englishDate],
  ['zh', ZH_DOCS_DIR, chineseDate],
] as const)('%s what’s new page', (_locale, dir, dateOf) => {
  const markdown = read(dir, PAGE);
  const found = sections(markdown);

  it(`has one section per minor release from 0.${FIRST_MINOR} to the documented release, newest first`, () => {
    expect(found.map((section) => section.id)).toEqual(expectedIds);
  });

  it('dates each section with its .0 release, and the dates go back in time', () => {
    const dates = found.map((section) => ({id: section.id, ...dateOf(section)}));
    for (const [index, entry] of dates.entries()) {
      expect({id: entry.id, release: entry.release}).toEqual({id: entry.id, release: `0.${found[index].minor}.0`});
    }
    for (let i = 1; i < dates.length; i += 1) {
      expect({newer: dates[i - 1].id, older: dates[i].id, ordered: dates[i].date! < dates[i - 1].date!}).toEqual({
        newer: dates[i - 1].id,
        older: dates[i].id,
        ordered: true,
      });
    }
  });

  it('attributes a patch release only to its own release line', () => {
    for (const section of found) {
      const patches = [...section.body.matchAll(/[(（]((?:0\.\d+\.\d+(?:、|, )?)+)[)）]/g)].flatMap((match) =>
        match[1].split(/、|, /),
      );
      const foreign = patches.filter((patch) => !patch.startsWith(`0.${section.minor}.`));
      expect({section: section.id, foreign}).toEqual({section: section.id, foreign: []});
    }
  });

  it('keeps its code untitled, so that the guide runner does not replay the fragments as files', () => {
    expect(codeBlocks(markdown).filter((block) => block.title)).toEqual([]);
  });
});

it('gives both locales the same release dates', () => {
  const en = sections(read(DOCS_DIR, PAGE)).map((section) => englishDate(section)?.date);
  const zh = sections(read(ZH_DOCS_DIR, PAGE)).map((section) => chineseDate(section)?.date);
  expect(en.every(Boolean)).toBe(true);
  expect(zh).toEqual(en);
});

it('is linked from Upgrading Rstest in both locales', () => {
  for (const dir of [DOCS_DIR, ZH_DOCS_DIR]) {
    expect(read(dir, 'guide/basic/upgrade-rstest.mdx')).toContain('](./whats-new.mdx)');
  }
});
