import {test, expect} from './fixtures';

// The spec's breakpoints (spec 2 "Mobile behaviour", 9): hamburger below 768 px, the menu
// closing at 768 px or wider; the doc sidebar as a menu at 960 px or less, or below 1280 px on
// pages with an outline: a 1280 px window has three columns (src/utils/breakpoints.ts says how we
// read the spec's "1280 px or less").

const WITH_OUTLINE = '/guide/basic/cli';
/** A fixture doc with a sidebar and no heading of depth 2 to 4 (tests/fixtures/docs/no-outline.md). */
const WITHOUT_OUTLINE = '/e2e-fixtures/docs/no-outline';

test.describe('navbar', () => {
  test('shows the full navbar at 768px and the hamburger at 767px', async ({page}) => {
    await page.setViewportSize({width: 768, height: 800});
    await page.goto('/guide/start/');
    const toggle = page.locator('.navbar__toggle');
    await expect(toggle).toBeHidden();
    await expect(page.locator('.navbar__items a.navbar__link', {hasText: 'Config'})).toBeVisible();
    await expect(page.locator('nav.navbar').getByRole('button', {name: /dark and light mode/})).toBeVisible();
    await page.setViewportSize({width: 767, height: 800});
    await expect(toggle).toBeVisible();
    await expect(page.locator('.navbar__items a.navbar__link', {hasText: 'Config'})).toBeHidden();
  });

  for (const {prefix, config} of [
    {prefix: '', config: 'Config'},
    {prefix: '/zh', config: '配置'},
  ]) {
    test(`${prefix || '/'}: the mobile menu closes on route change and when the window reaches 768px`, async ({page}) => {
      await page.setViewportSize({width: 390, height: 800});
      await page.goto(`${prefix}/guide/start/`);
      const drawer = page.locator('.navbar-sidebar');
      await page.locator('.navbar__toggle').click();
      await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
      // "Back to main menu" shows the primary menu with the section links.
      await page.locator('.navbar-sidebar__back').click();
      await drawer.getByRole('link', {name: config, exact: true}).click();
      await expect(page).toHaveURL(`${prefix}/config/`);
      await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);

      await page.locator('.navbar__toggle').click();
      await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
      await page.setViewportSize({width: 800, height: 800});
      await expect(page.locator('nav.navbar')).not.toHaveClass(/navbar-sidebar--show/);
    });
  }
});

test.describe('doc sidebar menu mode', () => {
  const sidebar = (page: import('@playwright/test').Page) => page.locator('.theme-doc-sidebar-container');
  const menuToggle = (page: import('@playwright/test').Page) => page.locator('.doc-sidebar-menu button');

  // Each side of the breakpoints (the spec's 1280 px with an outline, 960 px without; the stock 996 px
  // left behind), and a phone: the widths between two of them lay the page out alike.
  for (const {width, menu} of [
    {width: 1280, menu: false},
    {width: 1279, menu: true},
    {width: 1000, menu: true},
    {width: 390, menu: true},
  ]) {
    test(`on a page with an outline at ${width}px the sidebar is ${menu ? 'a menu' : 'shown'}`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(WITH_OUTLINE);
      if (menu) {
        await expect(sidebar(page)).toBeHidden();
        await expect(menuToggle(page)).toBeVisible();
      } else {
        await expect(sidebar(page)).toBeVisible();
        await expect(menuToggle(page)).toBeHidden();
      }
    });
  }

  for (const {width, menu} of [
    {width: 996, menu: false},
    {width: 961, menu: false},
    {width: 960, menu: true},
  ]) {
    test(`on a page without an outline at ${width}px the sidebar is ${menu ? 'a menu' : 'shown'}`, async ({page}) => {
      await page.setViewportSize({width, height: 800});
      await page.goto(WITHOUT_OUTLINE);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await expect(page.locator('.theme-doc-toc-mobile')).toHaveCount(0);
      if (menu) {
        await expect(sidebar(page)).toBeHidden();
        await expect(menuToggle(page)).toBeVisible();
      } else {
        const box = await sidebar(page).boundingBox();
        expect(box?.width).toBe(300);
        await expect(sidebar(page).locator('.menu__link[aria-current="page"]')).toBeVisible();
        await expect(menuToggle(page)).toBeHidden();
        // The content sits beside the sidebar, not under it.
        const article = await page.locator('article').boundingBox();
        expect(article!.x).toBeGreaterThanOrEqual(box!.x + box!.width);
      }
    });
  }

  // The columns of a doc page with an outline at the laptop and desktop widths readers use: the
  // sidebar (from 1280 px), the text at its reading width and the outline side by side, none over
  // another, nothing wider than the window.
  // The columns' widths are set in em: the same in both locales.
  test(`at 1024, 1152, 1280, 1366, 1440 and 1920px the doc page's columns sit side by side at a readable width`, async ({page}) => {
    const prefix = '';
    {
      for (const width of [1024, 1152, 1280, 1366, 1440, 1920]) {
        await page.setViewportSize({width, height: 800});
        await page.goto(`${prefix}/guide/start/quick-start`);
        const columns = await page.evaluate(() => {
          const box = (selector: string) => {
            const element = document.querySelector(selector);
            const rect = element?.getBoundingClientRect();
            return rect && rect.width > 0 && getComputedStyle(element!).display !== 'none' ? {left: rect.left, right: rect.right, width: rect.width} : null;
          };
          return {
            sidebar: box('.theme-doc-sidebar-container'),
            text: box('.theme-doc-markdown'),
            outline: box('nav.theme-doc-toc-desktop'),
            pageWidth: document.documentElement.scrollWidth,
            windowWidth: window.innerWidth,
          };
        });
        expect(columns.pageWidth).toBeLessThanOrEqual(columns.windowWidth);
        expect(Boolean(columns.sidebar)).toBe(width >= 1280);
        expect(columns.outline).not.toBeNull();
        // About 65 to 75 characters of body text per line: 40em to the reading width's 43em.
        expect(columns.text!.width).toBeGreaterThanOrEqual(40 * 16);
        expect(columns.text!.width).toBeLessThanOrEqual(43 * 16);
        if (columns.sidebar) expect(columns.sidebar.right).toBeLessThanOrEqual(columns.text!.left);
        expect(columns.text!.right).toBeLessThanOrEqual(columns.outline!.left);
        // The current page's sidebar link and the outline's first link are shown and covered by nothing.
        const uncovered = (selector: string) =>
          page.locator(selector).first().evaluate((element) => {
            const box = element.getBoundingClientRect();
            const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
            return Boolean(top && (element === top || element.contains(top)));
          });
        if (columns.sidebar) expect(await uncovered('.theme-doc-sidebar-container .menu__link[aria-current="page"]')).toBe(true);
        else await expect(menuToggle(page)).toBeVisible();
        expect(await uncovered('nav.theme-doc-toc-desktop .table-of-contents__link')).toBe(true);
      }
    }
  });

  test('crossing 960px on a page without an outline swaps the sidebar and the menu', async ({page}) => {
    await page.setViewportSize({width: 980, height: 800});
    await page.goto(WITHOUT_OUTLINE);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(sidebar(page)).toBeVisible();
    await page.setViewportSize({width: 940, height: 800});
    await expect(sidebar(page)).toBeHidden();
    await expect(menuToggle(page)).toBeVisible();
    await page.setViewportSize({width: 980, height: 800});
    await expect(sidebar(page).locator('.menu__link[aria-current="page"]')).toBeVisible();
    await expect(menuToggle(page)).toBeHidden();
  });

  for (const {prefix, label, next} of [
    {prefix: '', label: 'Menu', next: 'Test filter'},
    {prefix: '/zh', label: '菜单', next: '过滤测试'},
  ]) {
    test(`${prefix || '/'}: the menu toggle opens the sidebar in a drawer that Escape and navigation close`, async ({page}) => {
      await page.setViewportSize({width: 1100, height: 800});
      await page.goto(`${prefix}${WITH_OUTLINE}`);
      const toggle = menuToggle(page);
      await expect(toggle).toHaveText(label);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(drawer.locator('a[aria-current="page"]')).toHaveAttribute('href', `${prefix}${WITH_OUTLINE}`);
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(toggle).toBeFocused();

      await toggle.click();
      await page.getByRole('dialog').getByRole('link', {name: next, exact: true}).click();
      await expect(page.locator('h1')).toHaveText(next);
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }

  test('sidebar=0 hides the menu toggle too', async ({page}) => {
    await page.setViewportSize({width: 1100, height: 800});
    await page.goto(`${WITH_OUTLINE}?sidebar=0`);
    await expect(page.locator('h1')).toBeVisible();
    await expect(menuToggle(page)).toBeHidden();
  });
});
