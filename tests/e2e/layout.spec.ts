import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

// Layout at every width (issue 16): nothing in the chrome covers another control, the doc menu
// bar (sidebar "Menu" and outline toggles) is one row that follows the hiding navbar, its drawer
// opens over everything, and the outline keeps the heading being read in view. Issue 34: the
// navbar hides on scroll only where space is short, the reading column is centred in its space,
// and the back-to-top button never covers the footer's text. Where the Chinese labels and text can
// lay out otherwise (the navbar, the doc menu bar, the footer), both locales; the rest in English.

const LOCALES = [
  {prefix: '', menu: 'Menu', outline: 'On this page'},
  {prefix: '/zh', menu: '菜单', outline: '目录'},
] as const;

/** Every visible control of the navbar: its overlaps with another, and those not on top at their own centre. */
async function navbarCollisions(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const name = (element: Element) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() || element.tagName;
    const controls = [...document.querySelectorAll('.navbar__inner :is(a, button, input)')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('.dropdown__menu');
    });
    const problems: string[] = [];
    controls.forEach((control, index) => {
      const a = control.getBoundingClientRect();
      const top = document.elementFromPoint(a.left + a.width / 2, a.top + a.height / 2);
      if (!top || !(control === top || control.contains(top))) problems.push(`${name(control)} is covered`);
      for (const other of controls.slice(index + 1)) {
        if (control.contains(other) || other.contains(control)) continue;
        const b = other.getBoundingClientRect();
        const overlap = a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
        if (overlap) problems.push(`${name(control)} overlaps ${name(other)}`);
      }
    });
    if (document.documentElement.scrollWidth > window.innerWidth) problems.push('the page scrolls sideways');
    return problems;
  });
}

for (const l of LOCALES) {
  test.describe(`layout (${l.prefix || '/'})`, () => {
    const WIDTHS = [320, 390, 768, 800, 900, 996, 1024, 1152, 1280, 1366, 1440, 1920];
    test(`no navbar control overlaps another or is covered at ${WIDTHS.join(', ')} px`, async ({page}) => {
      await page.goto(`${l.prefix}/guide/start/quick-start`);
      for (const width of WIDTHS) {
        await page.setViewportSize({width, height: 700});
        // The layout of the new width is drawn before the next frame.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        expect(await navbarCollisions(page), `at ${width}px`).toEqual([]);
      }
    });

    const enOnly = l.prefix === '' ? test : () => {};

    // Where the navbar hides: a phone, and a window too short for it (a phone held sideways).
    for (const {width, height} of [
      {width: 390, height: 800},
      {width: 1100, height: 480},
    ]) {
      enOnly(`the doc menu bar follows the navbar as it hides and shows at ${width}×${height}px`, async ({page}) => {
        await page.setViewportSize({width, height});
        await page.goto(`${l.prefix}/api/test-api/expect`);
        const navbar = page.locator('nav.navbar');
        const bar = page.locator('.doc-menu-bar');
        await expect(bar.getByRole('button', {name: l.menu, exact: true})).toBeVisible();
        const navbarHeight = (await navbar.boundingBox())!.height;
        // Scrolling down hides the navbar: the bar moves to the top of the window.
        for (let step = 0; step < 6; step += 1) await page.mouse.wheel(0, 400);
        await expect(navbar).toHaveClass(/navbarHidden/);
        await expect.poll(async () => Math.round((await bar.boundingBox())!.y)).toBe(0);
        // Scrolling up brings the navbar back, and the bar under it.
        await page.mouse.wheel(0, -200);
        await expect(navbar).not.toHaveClass(/navbarHidden/);
        await expect.poll(async () => Math.round((await bar.boundingBox())!.y)).toBe(Math.round(navbarHeight));
      });
    }

    enOnly('a deep link lands its heading below the navbar and the doc menu bar at 390px', async ({page}) => {
      await page.setViewportSize({width: 390, height: 800});
      await page.goto(`${l.prefix}/api/test-api/expect`);
      const id = await page.locator('.theme-doc-markdown h2[id]').nth(3).getAttribute('id');
      await page.goto(`${l.prefix}/api/test-api/expect#${id}`);
      const heading = page.locator(`[id="${id}"]`);
      await expect(heading).toBeInViewport();
      // Let the smooth scroll and the navbar settle, then nothing of the chrome may lie over the heading.
      await page.waitForTimeout(500);
      const headingBox = (await heading.boundingBox())!;
      const barBox = (await page.locator('.doc-menu-bar').boundingBox())!;
      expect(headingBox.y).toBeGreaterThanOrEqual(barBox.y + barBox.height);
      const covering = await heading.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + 5, box.top + box.height / 2);
        return top && (element === top || element.contains(top)) ? null : top?.outerHTML.slice(0, 80);
      });
      expect(covering).toBeNull();
    });

    for (const width of [390, 768]) {
      enOnly(`the sidebar drawer opens over the navbar, with a backdrop, at ${width}px`, async ({page}) => {
        await page.setViewportSize({width, height: 800});
        await page.goto(`${l.prefix}/guide/basic/cli`);
        await page.locator('.doc-menu-bar').getByRole('button', {name: l.menu, exact: true}).click();
        const drawer = page.locator('.doc-sidebar-menu__drawer');
        await expect(drawer).toBeVisible();
        const first = drawer.locator('a').first();
        // The first entry is the element at its own centre: nothing (the navbar) covers it.
        expect(
          await first.evaluate((element) => {
            const box = element.getBoundingClientRect();
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return top === element || element.contains(top);
          }),
        ).toBe(true);
        // The page behind is dimmed (screenshots.spec.ts), and a tap on it closes the drawer.
        const backdrop = page.locator('.doc-sidebar-menu__drawer').locator('xpath=preceding-sibling::div[@role="presentation"]');
        await expect(backdrop).toBeVisible();
        await page.mouse.click(width - 10, 400);
        await expect(drawer).toBeHidden();
      });
    }

    test('on a phone, one row of chrome lies between the navbar and the title', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(`${l.prefix}/guide/start/quick-start`);
      const bar = page.locator('.doc-menu-bar');
      await expect(bar.getByRole('button', {name: l.menu, exact: true})).toBeVisible();
      await expect(bar.getByRole('button', {name: l.outline, exact: true})).toBeVisible();
      await expect(page.locator('.theme-doc-breadcrumbs')).toBeHidden();
      await expect(page.locator('.theme-doc-version-badge')).toBeHidden();
      // The two toggles share one row.
      const [menu, outline] = await Promise.all([
        bar.getByRole('button', {name: l.menu, exact: true}).boundingBox(),
        bar.getByRole('button', {name: l.outline, exact: true}).boundingBox(),
      ]);
      expect(Math.abs(menu!.y - outline!.y)).toBeLessThan(4);
      // Nothing visible but the bar between the navbar and the h1.
      const between = await page.evaluate(() => {
        const navbar = document.querySelector('nav.navbar')!.getBoundingClientRect().bottom;
        const bar = document.querySelector('.doc-menu-bar')!;
        const title = document.querySelector('.theme-doc-markdown h1')!.getBoundingClientRect().top;
        return [...document.querySelectorAll('.main-wrapper article *, .main-wrapper .doc-menu-bar ~ * *')]
          .filter((element) => !bar.contains(element) && element.children.length === 0)
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return box.height > 0 && box.top >= navbar && box.bottom <= title && getComputedStyle(element).visibility !== 'hidden';
          })
          .map((element) => element.outerHTML.slice(0, 80));
      });
      expect(between).toEqual([]);

      // The outline drops down from the bar, and following a link closes it.
      await bar.getByRole('button', {name: l.outline, exact: true}).click();
      const panel = page.locator('#doc-outline-menu-panel');
      await expect(panel).toBeVisible();
      const link = panel.locator('a').nth(1);
      const target = (await link.getAttribute('href'))!;
      await link.click();
      await expect(panel).toBeHidden();
      await expect(page.locator(`[id="${decodeURIComponent(target.slice(1))}"]`)).toBeInViewport();
    });

    enOnly('the outline keeps the heading being read in view on a long page', async ({page}) => {
      await page.setViewportSize({width: 1440, height: 700});
      await page.goto(`${l.prefix}/api/test-api/expect`);
      const outline = page.locator('nav.theme-doc-toc-desktop');
      await expect(outline).toBeVisible();
      // The outline is longer than its box: the last links start out of sight.
      expect(await outline.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
      await page.keyboard.press('End');
      const active = outline.locator('.table-of-contents__link--active');
      await expect(active).toHaveCount(1);
      await expect
        .poll(() =>
          active.evaluate((link) => {
            const box = link.closest('nav')!.getBoundingClientRect();
            const own = link.getBoundingClientRect();
            return own.top >= box.top && own.bottom <= box.bottom;
          }),
        )
        .toBe(true);
      // Back at the top, the first heading's link is in view again.
      await page.keyboard.press('Home');
      await expect.poll(() => outline.evaluate((element) => element.scrollTop)).toBeLessThan(50);
    });
  });
}

for (const prefix of ['', '/zh']) {
  test(`at 320px a wide table scrolls sideways, shows it with an edge shadow, and takes focus (${prefix || '/'})`, async ({page}) => {
    await page.setViewportSize({width: 320, height: 700});
    await page.goto(`${prefix}/config/test/coverage`);
    const table = page.locator('.theme-doc-markdown table').last();
    await table.scrollIntoViewIfNeeded();
    expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth + 20)).toBe(true);
    await expect(table).toHaveAttribute('tabindex', '0');
    // Nothing of the page scrolls sideways but the table.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  });
}

/** The navbar's top edge in the window (0 when shown, above the window when hidden). */
const navbarTop = (page: Page) => page.locator('nav.navbar').evaluate((element) => Math.round(element.getBoundingClientRect().top));

/** Whether an element is the one at its own centre: shown, in the window, covered by nothing. */
const onTop = (locator: import('@playwright/test').Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return Boolean(top && (element === top || element.contains(top)));
  });

for (const {prefix, language} of [
  {prefix: '', language: 'English'},
  {prefix: '/zh', language: '简体中文'},
]) {
  test.describe(`navbar, reading column and back-to-top (${prefix || '/'})`, () => {
    test('the navbar stays in reach after scrolling down at 1440×900, 1280×800 and 768×800px', async ({page}) => {
      for (const {width, height} of [
        {width: 1440, height: 900},
        {width: 1280, height: 800},
        {width: 768, height: 800},
      ]) {
        await page.setViewportSize({width, height});
        await page.goto(`${prefix}/api/test-api/expect`);
        for (let step = 0; step < 6; step += 1) await page.mouse.wheel(0, 400);
        await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
        // Let a hiding transition run, if any would: the scroll's handlers run within two frames, then its transition ends.
        await page.locator('nav.navbar').evaluate(async (navbar) => {
          await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
          await Promise.all(navbar.getAnimations().map((animation) => animation.finished));
        });
        expect(await navbarTop(page), `at ${width}px`).toBe(0);
        const navbar = page.locator('nav.navbar');
        await expect(navbar.locator('.DocSearch-Button')).toBeInViewport();
        expect(await onTop(navbar.locator('.DocSearch-Button'))).toBe(true);
        expect(await onTop(navbar.locator('.navbar__link', {hasText: '0.12'}))).toBe(true);
        expect(await onTop(navbar.locator('.navbar__link', {hasText: language}))).toBe(true);
      }
    });

    const enOnly = prefix === '' ? test : () => {};
    enOnly('the navbar hides on scroll down at 390px and comes back on scroll up', async ({page}) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.goto(`${prefix}/api/test-api/expect`);
      for (let step = 0; step < 6; step += 1) await page.mouse.wheel(0, 400);
      await expect.poll(() => navbarTop(page)).toBeLessThan(-50);
      await page.mouse.wheel(0, -200);
      await expect.poll(() => navbarTop(page)).toBe(0);
    });

    for (const {path, width} of [
      {path: '/guide/start/quick-start', width: 768},
      {path: '/guide/start/quick-start', width: 1440},
      {path: '/guide/start/quick-start', width: 1920},
      {path: '/e2e-fixtures/docs/no-outline', width: 1440},
    ]) {
      enOnly(`the reading column sits in the middle of its space at ${width}px (${path})`, async ({page}) => {
        await page.setViewportSize({width, height: 800});
        await page.goto(`${prefix}${path}`);
        const gaps = await page.evaluate(() => {
          const text = document.querySelector('.theme-doc-markdown')!.getBoundingClientRect();
          const column = document.querySelector('.theme-doc-markdown')!.closest('.col')!.getBoundingClientRect();
          return {left: text.left - column.left, right: column.right - text.right};
        });
        expect(Math.abs(gaps.left - gaps.right)).toBeLessThanOrEqual(2);
        // The title, the breadcrumbs and the pager line up with the text.
        const left = async (selector: string) => Math.round((await page.locator(selector).first().boundingBox())!.x);
        const textLeft = await left('.theme-doc-markdown');
        expect(await left('.pagination-nav')).toBe(textLeft);
        if (width > 768) expect(await left('.theme-doc-breadcrumbs')).toBe(textLeft);
      });
    }

    test('at 390 and 768px the back-to-top button covers no line of the footer at the end of the page', async ({page}) => {
      await page.goto(`${prefix}/guide/start/quick-start`);
      for (const width of [390, 768]) {
        await page.setViewportSize({width, height: 844});
        // To the end of the page (again, should the page grow while it settles).
        await expect
          .poll(() =>
            page.evaluate(() => {
              window.scrollTo(0, document.documentElement.scrollHeight);
              return Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1;
            }),
          )
          .toBe(true);
        await expect(page.locator('.theme-back-to-top-button')).toBeVisible();
        // Every line box of the footer's text (links, titles, the copyright's lines) against the button's box.
        const overlaps = await page.evaluate(() => {
          const button = document.querySelector('.theme-back-to-top-button')!.getBoundingClientRect();
          const walker = document.createTreeWalker(document.querySelector('.footer')!, NodeFilter.SHOW_TEXT);
          const hits: string[] = [];
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent!.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(node);
            for (const line of range.getClientRects()) {
              if (line.left < button.right && button.left < line.right && line.top < button.bottom && button.top < line.bottom) {
                hits.push(node.textContent!.trim().slice(0, 40));
              }
            }
          }
          return hits;
        });
        expect(overlaps, `at ${width}px`).toEqual([]);
      }
    });
  });
}
