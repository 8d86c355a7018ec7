import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {decodePng} from './pixels';

// Markdown tables (issue 34, B3 and B5): a table shows an edge shadow only on a side it can still
// scroll to, in both themes (the light theme showed both shadows on every table, even one that does
// not scroll); on a phone a table's columns keep a readable width and the table scrolls sideways.
// The shadows are checked in the pixels of the page, as a reader sees them.

const THEMES = ['light', 'dark'] as const;
const LOCALES = ['', '/zh'] as const;

/**
 * The first table of each page: the mock page's one fits its column at 1440 px, the coverage
 * providers one too; at 390 px both scroll (their columns keep their minimum widths).
 */
const TABLES = [
  {path: '/guide/basic/mock', scrollsAt: {1440: false, 390: true}},
  {path: '/config/test/coverage', scrollsAt: {1440: false, 390: true}},
] as const;
const PROVIDERS = '/config/test/coverage';

/** How much darker (0–255) a shadow makes the table's edge than the same row a little further in. */
const SHADOW_MIN = 4;
/** A flat edge: no more than rounding between the two samples. */
const FLAT_MAX = 1;

/** The RGBA pixels of a clip of the page. */
async function pixels(page: Page, clip: {x: number; y: number; width: number; height: number}) {
  return decodePng(page, await page.screenshot({clip}));
}

/**
 * The shade at each edge of a table: over a band of rows around its middle, how much darker the
 * pixel 3 px inside the edge is than the pixel 11 px inside (still in the cell's padding, before
 * any text), at most. Both samples of a row lie on the same cell or row background, so only a
 * shadow makes them differ.
 */
async function edgeShade(page: Page, table: Locator): Promise<{left: number; right: number}> {
  const box = (await table.boundingBox())!;
  const band = 24;
  const clip = {x: Math.round(box.x), y: Math.round(box.y + box.height / 2 - band / 2), width: Math.round(box.width), height: band};
  const {width, data} = await pixels(page, clip);
  const luminance = (x: number, y: number) => {
    const i = (y * width + x) * 4;
    return 0.2126 * data[i] + 0.7152 * data[i + 1] + 0.0722 * data[i + 2];
  };
  let left = 0;
  let right = 0;
  for (let y = 0; y < band; y += 1) {
    left = Math.max(left, luminance(11, y) - luminance(3, y));
    right = Math.max(right, luminance(width - 12, y) - luminance(width - 4, y));
  }
  return {left, right};
}

async function openTable(page: Page, theme: string, path: string, index: number): Promise<Locator> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const table = page.locator('.theme-doc-markdown table').nth(index);
  await table.evaluate((element) => element.scrollIntoView({block: 'center'}));
  return table;
}

for (const prefix of LOCALES) {
  // The shadows' colours differ by theme, the tables' widths by locale: the Chinese tables in one theme.
  for (const theme of THEMES.filter((candidate) => prefix === '' || candidate === 'light')) {
    for (const {path, scrollsAt} of TABLES) {
      for (const width of [1440, 390] as const) {
        const scrolls = scrollsAt[width];
        const name = scrolls ? 'shows a shadow on the side it can scroll to, only' : 'has no edge shadow';
        test(`${prefix}${path} ${theme} ${width}px: the table ${scrolls ? 'scrolls and ' : 'fits and '}${name}`, async ({page}) => {
          await page.setViewportSize({width, height: 844});
          const table = await openTable(page, theme, `${prefix}${path}`, 0);
          expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(scrolls);
          let shade = await edgeShade(page, table);
          expect(shade.left, 'left edge').toBeLessThanOrEqual(FLAT_MAX);
          if (!scrolls) {
            expect(shade.right, 'right edge').toBeLessThanOrEqual(FLAT_MAX);
            return;
          }
          // At the start the right side has more to show; scrolled to the end, the left side has.
          expect(shade.right, 'right edge').toBeGreaterThanOrEqual(SHADOW_MIN);
          await table.evaluate((element) => {
            element.scrollLeft = element.scrollWidth;
          });
          shade = await edgeShade(page, table);
          expect(shade.left, 'left edge, scrolled to the end').toBeGreaterThanOrEqual(SHADOW_MIN);
          expect(shade.right, 'right edge, scrolled to the end').toBeLessThanOrEqual(FLAT_MAX);
        });
      }
    }
  }

  test(`${prefix || '/'} 390px: the coverage providers table keeps readable columns and scrolls to all of them`, async ({page}) => {
    await page.setViewportSize({width: 390, height: 844});
    await page.goto(`${prefix}${PROVIDERS}`);
    const table = page.locator('.theme-doc-markdown table').first();
    const cells = await table.evaluate((element) =>
      [...element.querySelectorAll('th, td')].map((cell) => {
        const style = getComputedStyle(cell);
        const fontSize = parseFloat(style.fontSize);
        const lineHeight = parseFloat(style.lineHeight) || fontSize * 1.7;
        const text = cell.getBoundingClientRect();
        const padding = parseFloat(style.paddingTop) + parseFloat(style.paddingBottom);
        // The lines of the cell's own text (a cell is as tall as its row; measure its content).
        const range = document.createRange();
        range.selectNodeContents(cell);
        const content = range.getBoundingClientRect();
        return {
          text: cell.textContent!.trim().slice(0, 30),
          widthInEm: text.width / fontSize,
          lines: Math.round(content.height / lineHeight),
          padding,
        };
      }),
    );
    // No column squeezed to a word per line: every cell at least 8em wide, the sentences within 9 lines.
    for (const cell of cells) {
      expect(cell.widthInEm, cell.text).toBeGreaterThanOrEqual(8);
      expect(cell.lines, cell.text).toBeLessThanOrEqual(9);
    }
    // The table scrolls sideways, not the page, and its last column can be scrolled fully into view.
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await table.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
    });
    const [tableBox, lastCell] = await Promise.all([table.boundingBox(), table.locator('tr').last().locator('td').last().boundingBox()]);
    expect(lastCell!.x + lastCell!.width).toBeLessThanOrEqual(tableBox!.x + tableBox!.width + 1);
    expect(lastCell!.x).toBeGreaterThanOrEqual(tableBox!.x - 1);
  });
}
