import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

// The Rstack ecosystem menu and landing block (spec 2 "Ecosystem menu and landing block", 4, 9).
// The logos are on another host: each test decides whether they load (a served SVG) or fail
// (an aborted request), so nothing depends on the network.

const LOGO_HOST = 'https://assets.rspack.rs/**';
const LOGO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="52" height="52"><rect width="52" height="52" fill="#ff5e00"/></svg>';

const LOCALES = [
  {prefix: '', label: 'Rstack ecosystem', rspack: 'Bundler', heading: 'The Rstack toolchain'},
  {prefix: '/zh', label: 'Rstack 生态', rspack: '高性能打包工具', heading: 'Rstack 工具链'},
];

const failLogos = (page: Page) => page.route(LOGO_HOST, (route) => route.abort());
const serveLogos = (page: Page) => page.route(LOGO_HOST, (route) => route.fulfill({contentType: 'image/svg+xml', body: LOGO_SVG}));
const menuButton = (page: Page, label: string) => page.locator('nav.navbar').getByRole('button', {name: label, exact: true});
const panel = (page: Page) => page.locator('[data-ecosystem-panel]');

/** Records in page time when the pointer enters or leaves the menu and when aria-expanded changes. */
const recordMenu = (page: Page) =>
  page.evaluate(() => {
    const log: {what: string; at: number}[] = [];
    (window as unknown as {menuLog: typeof log}).menuLog = log;
    const host = document.querySelector('nav.navbar [data-ecosystem-menu]')!;
    const button = host.querySelector('button')!;
    host.addEventListener('mouseenter', () => log.push({what: 'enter', at: performance.now()}));
    host.addEventListener('mouseleave', () => log.push({what: 'leave', at: performance.now()}));
    new MutationObserver(() => log.push({what: `expanded=${button.getAttribute('aria-expanded')}`, at: performance.now()})).observe(button, {
      attributeFilter: ['aria-expanded'],
    });
  });
const menuLog = (page: Page) => page.evaluate(() => (window as unknown as {menuLog: {what: string; at: number}[]}).menuLog);
const delayBetween = (log: {what: string; at: number}[], from: string, to: string) => {
  const starts = log.filter((entry) => entry.what === from);
  const start = starts[starts.length - 1];
  const end = log.find((entry) => entry.what === to && entry.at >= start.at)!;
  return end.at - start.at;
};

for (const l of LOCALES) {
  test.describe(`ecosystem menu at ${l.prefix || '/'}`, () => {
    test('hover opens it after 100 ms below the button, aligned left, and leaving closes it after 100 ms', async ({page, pageErrors}) => {
      await serveLogos(page);
      await page.goto(`${l.prefix}/guide/start/`);
      const button = menuButton(page, l.label);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await recordMenu(page);
      await button.hover();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      await expect(panel(page)).toBeVisible();
      const opened = delayBetween(await menuLog(page), 'enter', 'expanded=true');
      expect(opened).toBeGreaterThanOrEqual(95);
      expect(opened).toBeLessThan(1000);

      const buttonBox = (await button.boundingBox())!;
      const panelBox = (await panel(page).locator('div').first().boundingBox())!;
      expect(Math.abs(panelBox.x - buttonBox.x)).toBeLessThanOrEqual(1);
      expect(panelBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
      expect(panelBox.y).toBeLessThanOrEqual(buttonBox.y + buttonBox.height + 8);
      expect(await panel(page).evaluate((element) => getComputedStyle(element).zIndex)).toBe('1030');

      // The pointer travels down into the panel and stays: the panel stays open.
      const entry = panel(page).locator('[data-ecosystem-entry="Rslint"]');
      const entryBox = (await entry.boundingBox())!;
      await page.mouse.move(buttonBox.x + buttonBox.width / 2, buttonBox.y + buttonBox.height + 2, {steps: 2});
      await page.mouse.move(entryBox.x + 20, entryBox.y + entryBox.height / 2, {steps: 5});
      await page.waitForTimeout(400);
      await expect(button).toHaveAttribute('aria-expanded', 'true');

      // Leaving the panel closes it after the delay.
      await page.mouse.move(buttonBox.x + 600, 700, {steps: 3});
      await expect(panel(page)).toBeHidden();
      const closed = delayBetween(await menuLog(page), 'leave', 'expanded=false');
      expect(closed).toBeGreaterThanOrEqual(95);
      expect(closed).toBeLessThan(1000);
      expect(pageErrors).toEqual([]);
    });

    test('lists eight entries with logo, name and description, each opening a new tab', async ({page}) => {
      await serveLogos(page);
      await page.goto(`${l.prefix}/guide/start/`);
      await menuButton(page, l.label).hover();
      const entries = panel(page).locator('a[data-ecosystem-entry]');
      await expect(entries).toHaveCount(8);
      await expect(entries.first()).toContainText('Rspack');
      await expect(entries.first()).toContainText(l.rspack);
      await expect(entries.last()).toHaveAttribute('href', 'https://github.com/web-infra-dev/awesome-rstack');
      const header = panel(page).getByRole('link', {name: 'Rstack', exact: true});
      await expect(header).toHaveAttribute('href', 'https://github.com/web-infra-dev');
      for (const link of await panel(page).getByRole('link').all()) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noreferrer');
      }
      // Served logos show as images.
      const logo = entries.first().locator('img');
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      // Two columns of entries.
      const xs = new Set<number>();
      for (const item of await entries.all()) xs.add(Math.round((await item.boundingBox())!.x));
      expect(xs.size).toBe(2);
    });

    test('Escape and a click outside close it', async ({page}) => {
      await failLogos(page);
      await page.goto(`${l.prefix}/guide/start/`);
      const button = menuButton(page, l.label);
      await button.hover();
      await expect(panel(page)).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(panel(page)).toBeHidden();

      // Keyboard: Enter toggles it open; a click in the page closes it.
      await page.mouse.move(900, 700);
      await button.focus();
      await page.keyboard.press('Enter');
      await expect(panel(page)).toBeVisible();
      await page.locator('article h1').click();
      await expect(panel(page)).toBeHidden();
    });

    test('a logo that cannot load leaves a placeholder with the initial', async ({page}) => {
      await failLogos(page);
      await page.goto(`${l.prefix}/guide/start/`);
      await menuButton(page, l.label).hover();
      const rspack = panel(page).locator('[data-ecosystem-entry="Rspack"]');
      await expect(rspack.locator('[data-ecosystem-logo="placeholder"]')).toHaveText('R');
      await expect(panel(page).locator('img')).toHaveCount(0);
      const size = (await rspack.locator('[data-ecosystem-logo]').boundingBox())!;
      expect([Math.round(size.width), Math.round(size.height)]).toEqual([52, 52]);
    });

    test('its entries are not in the page\'s first-load scripts: hovering the button loads them, then the panel opens', async ({page, pageErrors}) => {
      // Strings only the menu's link data holds (data.ts): the header's logo and two entries' addresses.
      const MARKERS = ['web-infra-logo.svg', 'web-infra-dev/awesome-rstack', 'rsdoctor-logo-480x480.png'];
      const scripts: {url: string; body: Promise<string>}[] = [];
      page.on('response', (response) => {
        if (response.request().resourceType() === 'script') scripts.push({url: response.url(), body: response.text().catch(() => '')});
      });
      const withMarkers = async () => {
        const found: string[] = [];
        for (const script of scripts) {
          const body = await script.body;
          if (MARKERS.some((marker) => body.includes(marker))) found.push(script.url);
        }
        return found;
      };
      await failLogos(page);
      await page.goto(`${l.prefix}/guide/start/quick-start`);
      await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
      await page.waitForLoadState('networkidle');
      expect(scripts.length).toBeGreaterThan(0);
      expect(await withMarkers()).toEqual([]);

      const button = menuButton(page, l.label);
      await button.hover();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const entries = panel(page).locator('a[data-ecosystem-entry]');
      await expect(entries).toHaveCount(8);
      await expect(entries.first()).toContainText(l.rspack);
      await expect(panel(page).getByRole('link', {name: 'Rstack', exact: true})).toHaveAttribute('href', 'https://github.com/web-infra-dev');
      // The entries came with a script fetched on the hover.
      expect(await withMarkers()).toHaveLength(1);
      expect(pageErrors).toEqual([]);
    });

    test('the mobile menu lists the entries at 390px', async ({page}) => {
      await failLogos(page);
      await page.setViewportSize({width: 390, height: 800});
      await page.goto(`${l.prefix}/guide/start/`);
      await expect(page.locator('nav.navbar [data-ecosystem-menu]').first()).toBeHidden();
      await page.locator('.navbar__toggle').click();
      await page.locator('.navbar-sidebar__back').click();
      const drawer = page.locator('.navbar-sidebar');
      const toggle = drawer.getByRole('button', {name: l.label, exact: true});
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const links = drawer.locator('a[data-ecosystem-entry]');
      await expect(links).toHaveCount(8);
      await expect(links.first()).toBeVisible();
      await expect(links.first()).toContainText(l.rspack);
      await expect(links.first()).toHaveAttribute('target', '_blank');
      await expect(links.first()).toHaveAttribute('rel', 'noreferrer');
      // Within the 390 px screen.
      const box = (await links.last().boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    });
  });

  test.describe(`landing block at ${l.prefix}/`, () => {
    test('shows the heading, the tagline and seven tool cards opening the tools in a new tab', async ({page}) => {
      await serveLogos(page);
      await page.goto(`${l.prefix}/`);
      const block = page.locator('[data-ecosystem-landing]');
      await expect(block.getByRole('heading', {level: 2})).toHaveText(l.heading);
      await expect(block.locator('p').first()).not.toBeEmpty();
      const cards = block.locator('a[data-ecosystem-card]');
      await expect(cards).toHaveCount(7);
      for (const card of await cards.all()) {
        await expect(card).toHaveAttribute('target', '_blank');
        await expect(card).toHaveAttribute('rel', 'noreferrer');
        await expect(card.locator('img')).toHaveAttribute('loading', 'lazy');
      }
      await expect(block.locator('[data-ecosystem-card="Rstest"]')).toHaveAttribute('href', 'https://rstest.rs/');
      await expect(block.locator('[data-ecosystem-card="Rstest"]')).toContainText('rstest.rs');
      // The block is last in <main>, above the footer.
      expect(await page.locator('main > :last-child').getAttribute('data-ecosystem-landing')).toBe('');
    });

    test('its logos that cannot load leave placeholders', async ({page}) => {
      await failLogos(page);
      await page.goto(`${l.prefix}/`);
      const cards = page.locator('[data-ecosystem-landing] a[data-ecosystem-card]');
      await cards.last().scrollIntoViewIfNeeded();
      await expect(page.locator('[data-ecosystem-landing] [data-ecosystem-logo="placeholder"]')).toHaveCount(7);
    });
  });
}

test.describe('landing block columns', () => {
  for (const {width, columns} of [
    {width: 1280, columns: 3},
    {width: 900, columns: 2},
    {width: 390, columns: 1},
  ]) {
    test(`shows ${columns} card(s) per row at ${width}px`, async ({page}) => {
      await failLogos(page);
      await page.setViewportSize({width, height: 900});
      await page.goto('/');
      const cards = page.locator('[data-ecosystem-landing] a[data-ecosystem-card]');
      await expect(cards).toHaveCount(7);
      const tops = await cards.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
      const firstRow = tops.filter((top) => top === tops[0]).length;
      expect(firstRow).toBe(columns);
      const box = (await cards.first().boundingBox())!;
      expect(box.x + box.width * columns).toBeLessThanOrEqual(width);
    });
  }
});
