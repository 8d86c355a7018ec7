import fs from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import * as cheerio from 'cheerio';
import {test, expect} from './fixtures';

// Code blocks (spec 2 "Code blocks", 4, 9): a copy button whose copied state lasts 2 s, and a wrap
// toggle on every block, even one that does not scroll. The blocks are the same in both locales but
// for the buttons' names: the copy button is checked in both, everything else in English. Their
// colours, line numbers and highlighted lines as drawn are in the screenshots (screenshots.spec.ts).

/** The locales a test runs in: English only, for what the Chinese site does not change. */
const EN = (locales: typeof LOCALES) => locales.filter((l) => l.prefix === '');

const LOCALES = [
  {prefix: '', copy: 'Copy code to clipboard', copied: 'Copied', wrap: 'Toggle word wrap'},
  {prefix: '/zh', copy: '复制代码到剪贴板', copied: '已复制', wrap: '切换自动换行'},
];

/** The package.json block of the quick start: short, so its code does not scroll. */
const shortBlock = (page: Page) => page.locator('.theme-code-block', {hasText: '"test": "rstest"'}).first();

test.use({permissions: ['clipboard-read', 'clipboard-write']});

for (const l of LOCALES) {
  test.describe(`code blocks at ${l.prefix || '/'}`, () => {
    test('the copy button copies the code and shows the copied state for 2 s', async ({page, pageErrors}) => {
      await page.goto(`${l.prefix}/guide/start/quick-start`);
      const block = shortBlock(page);
      await block.hover();
      const button = block.getByRole('button', {name: l.copy, exact: true});
      // Page-time stamps of the button's label changes: the copied state's length, free of test-runner delays.
      await button.evaluate((element) => {
        const log: {label: string | null; at: number}[] = [];
        (window as unknown as {copyLog: typeof log}).copyLog = log;
        // The click starts the copied state's timer: its time is taken in the click itself.
        element.addEventListener('click', () => log.push({label: 'click', at: performance.now()}), {capture: true});
        new MutationObserver(() => log.push({label: element.getAttribute('aria-label'), at: performance.now()})).observe(element, {
          attributeFilter: ['aria-label'],
        });
      });
      await button.click();
      await expect(block.getByRole('button', {name: l.copied, exact: true})).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"test": "rstest"');
      await expect(block.getByRole('button', {name: l.copy, exact: true})).toBeVisible({timeout: 5000});
      const log = await page.evaluate(() => (window as unknown as {copyLog: {label: string | null; at: number}[]}).copyLog);
      expect(log.map((entry) => entry.label)).toEqual(['click', l.copied, l.copy]);
      const shown = log[2].at - log[0].at;
      // Observer callbacks can run late on a loaded machine, which only lengthens the measured time.
      expect(shown).toBeGreaterThanOrEqual(1950);
      expect(shown).toBeLessThan(3000);
      expect(pageErrors).toEqual([]);
    });

    if (l.prefix) return;
    test('a block that does not scroll still has the wrap toggle, and it wraps the code', async ({page}) => {
      await page.goto(`${l.prefix}/guide/start/quick-start`);
      const block = shortBlock(page);
      const code = block.locator('pre code');
      expect(await block.locator('pre').evaluate((pre) => pre.scrollWidth <= pre.clientWidth)).toBe(true);
      await block.hover();
      const toggle = block.getByRole('button', {name: l.wrap, exact: true});
      await expect(toggle).toBeVisible();
      await expect(code).not.toHaveCSS('white-space', 'pre-wrap');
      await toggle.click();
      await expect(code).toHaveCSS('white-space', 'pre-wrap');
      await toggle.click();
      await expect(code).not.toHaveCSS('white-space', 'pre-wrap');
    });
  });
}

// Highlighting (src/plugins/code-blocks): the build highlights every block, so each language the
// docs use comes out as coloured runs in the server HTML, and the browser's lines are the same after
// hydration and after a client-side navigation, without a highlighter of its own.
const HIGHLIGHTED = [
  {language: 'ts', text: 'import'},
  {language: 'bash', text: 'npm'},
  {language: 'json', text: '"test"'},
];

type BlockRuns = {language: string | undefined; runs: string[]};

/** Each block's language and coloured runs (`class:text`) in the server HTML, in document order. */
function serverRuns(html: string): BlockRuns[] {
  const $ = cheerio.load(html);
  return $('pre.prism-code')
    .toArray()
    .map((pre) => ({
      language: /language-(\w+)/.exec($(pre).attr('class') ?? '')?.[1],
      runs: $(pre)
        .find('code span[class^="p"]')
        .toArray()
        .map((span) => `${$(span).attr('class')}:${$(span).text()}`),
    }));
}

/** The same, from the page as it is now. */
function pageRuns(page: Page): Promise<BlockRuns[]> {
  return page.locator('pre.prism-code').evaluateAll((pres) =>
    pres.map((pre) => ({
      language: /language-(\w+)/.exec(pre.className)?.[1],
      runs: [...pre.querySelectorAll('code span[class^="p"]')].map((span) => `${span.className}:${span.textContent}`),
    })),
  );
}

/** Each of HIGHLIGHTED is a run of its own, coloured unlike the block's plain text. */
async function expectHighlighted(page: Page): Promise<void> {
  for (const {language, text} of HIGHLIGHTED) {
    const run = page.locator(`pre.prism-code.language-${language} code span`).filter({hasText: new RegExp(`^${text}$`)}).first();
    await expect(run).toBeVisible();
    const [runColor, plainColor] = await Promise.all([
      run.evaluate((element) => getComputedStyle(element).color),
      run.locator('xpath=ancestor::pre').evaluate((element) => getComputedStyle(element).color),
    ]);
    expect(runColor).not.toBe(plainColor);
  }
}

for (const l of EN(LOCALES)) {
  test(`code in ts, bash and json is highlighted, the same before and after hydration (${l.prefix || '/'})`, async ({page, pageErrors}) => {
    const route = `${l.prefix}/guide/start/quick-start`;
    const html = await (await page.request.get(route)).text();
    await page.goto(route);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    const server = serverRuns(html);
    expect(server.map((block) => block.language)).toEqual(expect.arrayContaining(HIGHLIGHTED.map((h) => h.language)));
    expect(await pageRuns(page)).toEqual(server);
    await expectHighlighted(page);
    expect(pageErrors).toEqual([]);
  });

  test(`code reached by client-side navigation from the home page is highlighted like the server's (${l.prefix || '/'})`, async ({page, pageErrors}) => {
    const route = `${l.prefix}/guide/start/quick-start`;
    const server = serverRuns(await (await page.request.get(route)).text());
    await page.goto(`${l.prefix}/`);
    await expect(page.locator('pre.prism-code')).toHaveCount(0);
    await page.evaluate((path) => {
      window.history.pushState(null, '', path);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, route);
    await expect(page.locator('h1')).toHaveText(l.prefix ? '快速上手' : 'Quick start');
    await expectHighlighted(page);
    expect(await pageRuns(page)).toEqual(server);
    expect(pageErrors).toEqual([]);
  });
}

// The browser runs no highlighter: no script of the site, in any docs version, holds Prism's
// tokenizer or its language loader (the client bundle resolves prism-react-renderer to nothing,
// theme/prism-include-languages loads no grammar).
const HIGHLIGHTER_SIGNATURES = ['before-tokenize', 'Language does not exist', 'languages.extend('];

test('no script of the built site bundles a highlighter', () => {
  const root = path.join(__dirname, '../../build-e2e');
  const scripts = (fs.readdirSync(root, {recursive: true}) as string[]).filter((file) => /(^|\/)assets\/js\/[^/]+\.js$/.test(file));
  expect(scripts.length).toBeGreaterThan(50);
  expect(scripts.some((file) => file.startsWith('0.5/'))).toBe(true);
  const found = scripts.flatMap((file) => {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    return HIGHLIGHTER_SIGNATURES.filter((signature) => source.includes(signature)).map((signature) => `${file}: ${signature}`);
  });
  expect(found).toEqual([]);
});

// src/plugins/code-blocks/theme/CodeBlock: the blocks are hydrated in place (the stock component
// rebuilt every block after hydration), and a reader in dark mode gets the dark code theme. The
// stock Tabs still rebuild their panels once after hydration (facebook/docusaurus#5653), so the
// blocks inside tabs (a few short commands a page) are left out.

for (const l of EN(LOCALES)) {
  test(`code blocks keep their server-rendered nodes through hydration (${l.prefix || '/'})`, async ({page, pageErrors}) => {
    await page.addInitScript(() => {
      // Parsing has ended and the deferred app scripts have not run yet: these are the server's nodes.
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          (window as unknown as {serverBlocks: Element[]}).serverBlocks = [...document.querySelectorAll('pre.prism-code:not([role=tabpanel] pre)')];
        }
      });
    });
    await page.goto(`${l.prefix}/guide/start/quick-start`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    // Past the effects that follow hydration (the browser flag, the colour mode, the copy buttons).
    await expect(page.locator('.theme-code-block button').first()).toBeAttached();
    await page.waitForTimeout(500);
    const {server, kept, now} = await page.evaluate(() => {
      const serverBlocks = (window as unknown as {serverBlocks: Element[]}).serverBlocks;
      const current = [...document.querySelectorAll('pre.prism-code:not([role=tabpanel] pre)')];
      return {server: serverBlocks.length, now: current.length, kept: current.filter((pre) => serverBlocks.includes(pre)).length};
    });
    expect(server).toBeGreaterThan(5);
    expect(now).toBe(server);
    expect(kept).toBe(server);
    expect(pageErrors).toEqual([]);
  });
}

/**
 * Brings every shown code block near the viewport in turn, so that each renders its buttons (a block
 * in a hidden tab panel renders them when its tab is chosen).
 */
async function revealAllButtons(page: Page): Promise<void> {
  const missing = await page.evaluate(async () => {
    const unrevealed: string[] = [];
    for (const block of document.querySelectorAll<HTMLElement>('.theme-code-block')) {
      if (block.getClientRects().length === 0) continue;
      const hasButtons = () => block.querySelector('[class*="buttonGroup"]') !== null;
      // Blocks within a screen of one scrolled to already have theirs.
      if (hasButtons()) continue;
      block.scrollIntoView({block: 'center'});
      const deadline = performance.now() + 5000;
      while (!hasButtons() && performance.now() < deadline) await new Promise((resolve) => requestAnimationFrame(resolve));
      if (!hasButtons()) unrevealed.push(block.textContent?.slice(0, 60) ?? '');
    }
    window.scrollTo(0, 0);
    return unrevealed;
  });
  expect(missing, 'code blocks whose buttons never rendered on screen').toEqual([]);
}

/**
 * For each visible code block, the number of code characters the button group covers (the
 * buttons shown, as when hovered). `end` scrolls each block to its end first.
 */
async function charactersUnderButtons(page: import('@playwright/test').Page, end: boolean): Promise<number[]> {
  return page.evaluate(async (scrollToEnd) => {
    const counts: number[] = [];
    for (const block of document.querySelectorAll<HTMLElement>('.theme-code-block')) {
      const group = block.querySelector<HTMLElement>('[class*="buttonGroup"]');
      const pre = block.querySelector('pre');
      const code = pre?.querySelector('code');
      if (!group || !pre || !code || block.getClientRects().length === 0) continue;
      // As a reader sees it: on screen (the browser skips laying out the code of blocks far from it).
      block.scrollIntoView({block: 'center'});
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      pre.scrollLeft = scrollToEnd ? pre.scrollWidth : 0;
      const buttons = group.getBoundingClientRect();
      const box = pre.getBoundingClientRect();
      let covered = 0;
      const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
      const overlaps = (rect: DOMRect) =>
        rect.left < buttons.right && rect.right > buttons.left && rect.top < buttons.bottom && rect.bottom > buttons.top;
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        // Character by character only in the text nodes whose lines reach under the buttons.
        const whole = document.createRange();
        whole.selectNodeContents(node);
        if (![...whole.getClientRects()].some(overlaps)) continue;
        for (let i = 0; i < node.length; i += 1) {
          if (/\s/.test(node.data[i])) continue;
          const range = document.createRange();
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          for (const rect of range.getClientRects()) {
            const inView = rect.right > box.left && rect.left < box.right;
            if (inView && overlaps(rect)) covered += 1;
          }
        }
      }
      counts.push(covered);
    }
    return counts;
  }, end);
}

for (const l of EN(LOCALES)) {
  for (const width of [390, 1440]) {
    test(`the copy and wrap buttons cover no code, wrapped or scrolled to its end, at ${width}px (${l.prefix || '/'})`, async ({page}) => {
      // Two pages, one of them the longest of the site, each walked character by character.
      await page.setViewportSize({width, height: 900});
      for (const route of ['/guide/start/quick-start', '/api/test-api/expect']) {
        await page.goto(`${l.prefix}${route}`);
        // A block's buttons render when it comes near the viewport (src/plugins/code-blocks/theme/CodeBlock/Buttons).
        await revealAllButtons(page);
        const unwrapped = await charactersUnderButtons(page, true);
        expect(unwrapped.length).toBeGreaterThan(3);
        expect(unwrapped.filter((count) => count > 0), `${route}: unwrapped blocks scrolled to their end`).toEqual([]);
        await page.evaluate(() => {
          for (const button of document.querySelectorAll<HTMLButtonElement>('.theme-code-block [class*="buttonGroup"] button')) {
            if (button.closest('.theme-code-block')!.getClientRects().length > 0 && /wrap|换行/i.test(button.getAttribute('aria-label') ?? '')) button.click();
          }
        });
        await expect(page.locator('.theme-code-block pre code').first()).toHaveCSS('white-space', 'pre-wrap');
        const wrapped = await charactersUnderButtons(page, false);
        expect(wrapped.filter((count) => count > 0), `${route}: wrapped blocks`).toEqual([]);
      }
    });
  }
}

// src/plugins/code-blocks/theme/CodeBlock/Content: the lines are one HTML string, coloured by
// classes, the same in the browser as on the server, so hydration keeps them node for node.
const LONG_PAGE = '/api/test-api/expect';

for (const l of EN(LOCALES)) {
  test(`a long page keeps every server-rendered code node (${l.prefix || '/'})`, async ({page, pageErrors}) => {
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        // Every node inside the code elements, as the parser made them.
        (window as unknown as {serverCodeNodes: Node[]}).serverCodeNodes = [...document.querySelectorAll('pre.prism-code code')].flatMap((code) => {
          const nodes: Node[] = [];
          const walker = document.createTreeWalker(code);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node);
          return nodes;
        });
      });
    });
    await page.goto(`${l.prefix}${LONG_PAGE}`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    await page.waitForTimeout(1000);
    const {server, kept, now, runs} = await page.evaluate(() => {
      const serverNodes = (window as unknown as {serverCodeNodes: Node[]}).serverCodeNodes;
      const current = new Set<Node>();
      for (const code of document.querySelectorAll('pre.prism-code code')) {
        const walker = document.createTreeWalker(code);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) current.add(node);
      }
      return {
        server: serverNodes.length,
        now: current.size,
        kept: serverNodes.filter((node) => node.isConnected && current.has(node)).length,
        runs: document.querySelectorAll('pre.prism-code code span[class^="p"]').length,
      };
    });
    expect(server).toBeGreaterThan(2000);
    expect(now).toBe(server);
    expect(kept).toBe(server);
    expect(runs).toBeGreaterThan(1000);
    expect(pageErrors).toEqual([]);
  });

  test(`a long page renders the buttons of the blocks near the viewport, and of any block a reader reaches (${l.prefix || '/'})`, async ({page}) => {
    await page.setViewportSize({width: 1440, height: 900});
    await page.goto(`${l.prefix}${LONG_PAGE}`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    const blocks = page.locator('.theme-code-block');
    const total = await blocks.count();
    await expect(page.locator('.theme-code-block [class*="buttonGroup"]').first()).toBeAttached();
    const rendered = await page.locator('.theme-code-block [class*="buttonGroup"]').count();
    expect(total).toBeGreaterThan(100);
    expect(rendered).toBeLessThan(total / 4);
    // A keyboard reader: focus on a far block's code scrolls it into view, and Tab then reaches its buttons.
    const last = blocks.last();
    await last.locator('pre').focus();
    await expect(last.locator('[class*="buttonGroup"]')).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(last.getByRole('button', {name: l.wrap, exact: true})).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(last.getByRole('button', {name: l.copy, exact: true})).toBeFocused();
  });

  test(`a dark-mode reader's code is dark before the app runs (${l.prefix || '/'})`, async ({page}) => {
    await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    // No app script: what the reader sees from the server HTML and CSS alone.
    await page.route(/\/assets\/js\/.*\.js$/, (route) => route.abort());
    await page.goto(`${l.prefix}/guide/start/quick-start`);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    const pre = page.locator('pre.prism-code.language-ts').first();
    const keyword = pre.locator('code span').first();
    /** The block's background (0 black, 1 white) and its first token's colour. */
    const paint = () =>
      pre.evaluate((element) => {
        const [r, g, b] = getComputedStyle(element).backgroundColor.match(/\d+/g)!.map(Number);
        return {lightness: (0.2126 * r! + 0.7152 * g! + 0.0722 * b!) / 255, token: getComputedStyle(element.querySelector('code span')!).color};
      });
    const dark = await paint();
    expect(dark.lightness).toBeLessThan(0.3);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'light'));
    await expect.poll(async () => (await paint()).lightness).toBeGreaterThan(0.8);
    expect((await paint()).token).not.toBe(dark.token);
    await expect(keyword).toBeVisible();
  });

  test(`numbered lines, highlighted lines, empty lines and plain text render as written (${l.prefix || '/'})`, async ({page, pageErrors}) => {
    const route = `${l.prefix}/e2e-fixtures/docs/code-blocks`;
    const html = await (await page.request.get(route)).text();
    await page.goto(route);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    const numbered = page.locator('.theme-code-block', {hasText: 'numbered.ts'});
    const lines = numbered.locator('.token-line');
    await expect(lines).toHaveCount(4);
    await expect(lines.nth(1)).toHaveClass(/theme-code-block-highlighted-line/);
    for (const index of [0, 2, 3]) await expect(lines.nth(index)).not.toHaveClass(/highlighted/);
    await expect(lines.nth(3)).toHaveText('const fourth = first + second;');
    const magic = page.locator('.theme-code-block', {hasText: 'magic.ts'}).locator('.token-line');
    await expect(magic).toHaveText(['const a = 1;', 'const b = 2;']);
    await expect(magic.nth(1)).toHaveClass(/theme-code-block-highlighted-line/);
    await expect(magic.nth(0)).not.toHaveClass(/highlighted/);
    // Each line has its number cell, and the empty line keeps a line's height.
    await expect(numbered.locator('[class*="codeLineNumber"]')).toHaveCount(4);
    const heights = await lines.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height));
    expect(Math.min(...heights)).toBeGreaterThan(10);
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThan(1);
    const plain = page.locator('pre.prism-code.language-text');
    await expect(plain).toContainText('println!("<plain> & text");');
    await expect(plain.locator('code span')).toHaveCount(0);
    // The browser's lines are the server's.
    const $ = cheerio.load(html);
    const serverLines = $('pre.prism-code code').toArray().map((code) => $(code).find('.token-line').toArray().map((line) => $(line).text()));
    const browserLines = await page.locator('pre.prism-code code').evaluateAll((codes) =>
      codes.map((code) => [...code.querySelectorAll('.token-line')].map((line) => line.textContent)),
    );
    expect(browserLines).toEqual(serverLines);
    expect(pageErrors).toEqual([]);
  });

  test(`a code block React renders anew after a hydration error is highlighted (${l.prefix || '/'})`, async ({page}) => {
    await page.goto(`${l.prefix}/e2e-fixtures/pages/hydration-mismatch`);
    await expect(page.getByTestId('rendered-in')).toHaveText('browser');
    await expect(page.locator('pre.prism-code code span').first()).toHaveText('export');
    await expect(page.locator('pre.prism-code code')).toContainText("export const renderedIn = 'browser';");
  });
}

// Touch screens (issue 34 B6): no hover, so the buttons are shown without a first tap on the block,
// and one tap on the copy button copies.
/** The opacity a button must have at least to count as shown (the stock hidden state is 0, hovered 0.4). */
const MIN_SHOWN_OPACITY = 0.6;

for (const l of EN(LOCALES)) {
  test(`on a touch phone the copy and wrap buttons are shown without a tap, and one tap copies (${l.prefix || '/'})`, async ({browser}) => {
    const context = await browser.newContext({
      viewport: {width: 390, height: 844},
      hasTouch: true,
      isMobile: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    await page.goto(`${l.prefix}/guide/start/quick-start`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    expect(await page.evaluate(() => matchMedia('(hover: none)').matches || matchMedia('(pointer: coarse)').matches)).toBe(true);
    const block = shortBlock(page);
    await block.scrollIntoViewIfNeeded();
    const copy = block.getByRole('button', {name: l.copy, exact: true});
    const wrap = block.getByRole('button', {name: l.wrap, exact: true});
    for (const button of [copy, wrap]) {
      await expect(button).toBeVisible();
      await expect.poll(() => button.evaluate((element) => Number(getComputedStyle(element).opacity))).toBeGreaterThanOrEqual(MIN_SHOWN_OPACITY);
    }
    await copy.tap();
    await expect(block.getByRole('button', {name: l.copied, exact: true})).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"test": "rstest"');
    await context.close();
  });
}
