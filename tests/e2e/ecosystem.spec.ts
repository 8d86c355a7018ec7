import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

// The Rstack ecosystem menu and landing block (spec 2 "Ecosystem menu and landing block", 4, 9).
// The logos are the site's own files (static/img/ecosystem/): nothing here depends on another host
// (tests/e2e/home.spec.ts checks that the home page asks none).

const LOCALES = [
  {prefix: '', label: 'Rstack ecosystem', rspack: 'Bundler', heading: 'The Rstack toolchain'},
  {prefix: '/zh', label: 'Rstack 生态', rspack: '高性能打包工具', heading: 'Rstack 工具链'},
];

const menuButton = (page: Page, label: string) => page.locator('nav.navbar').getByRole('button', {name: label, exact: true});
const panel = (page: Page) => page.locator('[data-ecosystem-panel]');
/** Waits until the panel's opening animation (it grows from 0.8) has ended: what it measures is final. */
const panelSettled = (page: Page) =>
  panel(page).evaluate(async (element) => void (await Promise.all(element.getAnimations({subtree: true}).map((animation) => animation.finished))));

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
    // The entries' texts are checked in both locales; the menu's behaviour in English.
    const enOnly = l.prefix === '' ? test : () => {};
    enOnly('hover opens it after 100 ms below the button, aligned left, and leaving closes it after 100 ms', async ({page, pageErrors}) => {
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

      await panelSettled(page);
      const buttonBox = (await button.boundingBox())!;
      const panelBox = (await panel(page).locator('div').first().boundingBox())!;
      expect(Math.abs(panelBox.x - buttonBox.x)).toBeLessThanOrEqual(1);
      expect(panelBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
      expect(panelBox.y).toBeLessThanOrEqual(buttonBox.y + buttonBox.height + 8);
      // Over the page: the panel is what lies at its own centre.
      expect(
        await panel(page).locator('div').first().evaluate((element) => {
          const box = element.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return Boolean(top && element.contains(top));
        }),
      ).toBe(true);

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
      // The logos show as images.
      const logo = entries.first().locator('img');
      await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      // Two columns of entries.
      await panelSettled(page);
      const xs = new Set<number>();
      for (const item of await entries.all()) xs.add(Math.round((await item.boundingBox())!.x));
      expect(xs.size).toBe(2);
    });

    enOnly('Escape and a click outside close it', async ({page}) => {
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
      // A click in the page away from the panel (the outline column's empty foot).
      const {width, height} = page.viewportSize()!;
      await page.mouse.click(width - 200, height - 40);
      await expect(panel(page)).toBeHidden();
    });

    enOnly('its logos are the site\'s own files, 52 px squares, loaded', async ({page}) => {
      await page.goto(`${l.prefix}/guide/start/`);
      await menuButton(page, l.label).hover();
      const logos = panel(page).locator('a[data-ecosystem-entry] img');
      await expect(logos).toHaveCount(8);
      for (const logo of await logos.all()) {
        expect(new URL((await logo.getAttribute('src'))!, page.url()).origin).toBe(new URL(page.url()).origin);
        await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
        await panelSettled(page);
        const size = (await logo.boundingBox())!;
        expect([Math.round(size.width), Math.round(size.height)]).toEqual([52, 52]);
      }
    });

    enOnly('its entries are not in the page\'s first-load scripts: hovering the button loads them, then the panel opens', async ({page, pageErrors}) => {
      // Strings only the menu's link data holds (data/menu.ts): the header's logo and an entry's description.
      const MARKERS = ['img/ecosystem/rstack.svg', 'Library development tool'];
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
    test('shows the heading, the tagline and seven tool cards opening the tools in a new tab, then the explore tile', async ({page}) => {
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
      const explore = block.locator('li:last-child a[data-ecosystem-explore]');
      await expect(explore).toHaveAttribute('href', 'https://github.com/web-infra-dev/awesome-rstack');
      await expect(explore).toHaveAttribute('target', '_blank');
      await expect(explore.locator('img')).toHaveAttribute('loading', 'lazy');
      // The block is last in <main>, above the footer.
      expect(await page.locator('main > :last-child').getAttribute('data-ecosystem-landing')).toBe('');
    });

    test('its logos load, lazily, with their box reserved before they arrive', async ({page}) => {
      await page.goto(`${l.prefix}/`);
      const logos = page.locator('[data-ecosystem-landing] a img');
      await expect(logos).toHaveCount(8);
      for (const logo of await logos.all()) {
        await expect(logo).toHaveAttribute('loading', 'lazy');
        await expect(logo).toHaveAttribute('width', /^\d+$/);
        await expect(logo).toHaveAttribute('height', /^\d+$/);
      }
      await logos.last().scrollIntoViewIfNeeded();
      for (const logo of await logos.all()) {
        await expect.poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      }
    });
  });
}

test.describe('landing block columns', () => {
  for (const {width, columns} of [
    {width: 1280, columns: 4},
    {width: 900, columns: 2},
    {width: 390, columns: 1},
  ]) {
    test(`shows ${columns} tile(s) per row at ${width}px, every row full`, async ({page}) => {
      await page.setViewportSize({width, height: 900});
      await page.goto('/');
      const cards = page.locator('[data-ecosystem-landing] li > a');
      await expect(cards).toHaveCount(8);
      const tops = await cards.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
      const rows = [...new Set(tops)].map((top) => tops.filter((other) => other === top).length);
      expect(rows.every((count) => count === columns)).toBe(true);
      const box = (await cards.first().boundingBox())!;
      expect(box.x + box.width * columns).toBeLessThanOrEqual(width);
    });
  }
});
