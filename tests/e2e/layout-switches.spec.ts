import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {LOCALES} from '../specRoutes';

// Layout switches (spec 2): `?navbar=0`, `?sidebar=0`, `?outline=0`, `?footer=0` and the doc
// frontmatter `navbar: false`… hide those parts of the page.

const PARTS = ['navbar', 'sidebar', 'outline', 'footer'] as const;
type Part = (typeof PARTS)[number];

/** Each part through its stable theme class (the outline: the desktop one, at this viewport). */
const PART_SELECTORS: Record<Part, string> = {
  navbar: '.navbar',
  sidebar: '.theme-doc-sidebar-container',
  outline: '.theme-doc-toc-desktop',
  footer: '.footer',
};

/** The unlisted test page whose frontmatter hides all four parts (tests/fixtures/docs/layout.md). */
const FIXTURE_PATH = '/e2e-fixtures/docs/layout';
const FIXTURE_TITLES = {en: 'Layout switches fixture', zh: '布局开关测试页'};

/** A viewport below the theme's 997 px desktop breakpoint, where the outline is the collapsible one. */
const MOBILE_VIEWPORT = {width: 800, height: 900};

async function expectShown(page: Page, hidden: readonly Part[]): Promise<void> {
  for (const part of PARTS) {
    const locator = page.locator(PART_SELECTORS[part]).first();
    if (hidden.includes(part)) {
      await expect(locator, `${part} is hidden`).toBeHidden();
    } else {
      await expect(locator, `${part} is shown`).toBeVisible();
    }
  }
}

async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

async function width(page: Page, selector: string): Promise<number> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box.width;
}

for (const {locale, prefix} of LOCALES) {
  test.describe(`layout switches in the URL (${locale})`, () => {
    const doc = `${prefix}/guide/start/`;

    // The switches are read from the URL the same way under /zh/: each one alone in English.
    if (locale === 'en') {
      test(`${doc}?<part>=0 hides that part and nothing else, for each of ${PARTS.join(', ')}`, async ({page, pageErrors}) => {
        for (const part of PARTS) {
          await page.goto(`${doc}?${part}=0`);
          await waitForHydration(page);
          await expect(page.locator('html')).toHaveAttribute('data-layout-hide', part);
          await expectShown(page, [part]);
        }
        expect(pageErrors).toEqual([]);
      });
    }

    test(`${doc} with every switch hides all four parts`, async ({page, pageErrors}) => {
      await page.goto(`${doc}?navbar=0&sidebar=0&outline=0&footer=0`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('data-layout-hide', 'navbar sidebar outline footer');
      await expectShown(page, PARTS);
      await expect(page.locator('h1')).toBeVisible();
      expect(pageErrors).toEqual([]);
    });

    test(`${prefix}/ (the home page) hides its navbar and footer too`, async ({page, pageErrors}) => {
      await page.goto(`${prefix}/?navbar=0&footer=0`);
      await waitForHydration(page);
      await expect(page.locator('.navbar')).toBeHidden();
      await expect(page.locator('.footer')).toBeHidden();
      await expect(page.locator('h1')).toHaveText('Rstest');
      expect(pageErrors).toEqual([]);
    });
  });
}

test.describe('layout switches give the room of what they hide to the content', () => {
  test('?navbar=0 brings the navbar height to 0 and the page up to the top', async ({page}) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    const withNavbar = (await page.locator('main').boundingBox())!.y;
    expect(withNavbar).toBeGreaterThan(0);
    await page.goto('/guide/start/?navbar=0');
    await waitForHydration(page);
    expect((await page.locator('main').boundingBox())!.y).toBe(0);
    const navbarHeight = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--ifm-navbar-height').trim(),
    );
    expect(navbarHeight).toBe('0px');
  });

  test('?sidebar=0 gives the whole viewport width to the main column', async ({page}) => {
    const viewport = page.viewportSize()!;
    await page.goto('/guide/start/');
    await waitForHydration(page);
    expect(await width(page, 'main')).toBeLessThan(viewport.width);
    await page.goto('/guide/start/?sidebar=0');
    await waitForHydration(page);
    expect(await width(page, 'main')).toBe(viewport.width);
  });

  test('?outline=0 gives the outline column to the content column', async ({page}) => {
    await page.goto('/guide/start/');
    await waitForHydration(page);
    const row = 'main > .container > .row';
    const contentColumn = `${row} > .col:first-child`;
    const before = await width(page, contentColumn);
    expect(before).toBeLessThan(await width(page, row));
    await page.goto('/guide/start/?outline=0');
    await waitForHydration(page);
    const after = await width(page, contentColumn);
    expect(after).toBeGreaterThan(before);
    expect(after).toBe(await width(page, row));
  });

  test('?outline=0 hides the mobile outline as well', async ({page}) => {
    await page.setViewportSize(MOBILE_VIEWPORT);
    await page.goto('/guide/start/');
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-toc-mobile')).toBeVisible();
    await page.goto('/guide/start/?outline=0');
    await waitForHydration(page);
    await expect(page.locator('.theme-doc-toc-mobile')).toBeHidden();
  });
});

test.describe('layout switches apply before the first paint', () => {
  // With the site's JavaScript bundles blocked, React never renders: what shows is the served HTML,
  // the plugin's inline <head> script and the CSS. The parts must already be hidden there.
  test.beforeEach(async ({page}) => {
    await page.route('**/assets/js/**', (route) => route.abort());
  });

  test('the head script marks <html> from the query in the served page', async ({page}) => {
    await page.goto('/guide/start/?navbar=0&sidebar=0&outline=0&footer=0');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-layout-hide', 'navbar sidebar outline footer');
    await expectShown(page, PARTS);
  });

  test('a doc’s frontmatter switches are in the served page', async ({page}) => {
    await page.goto(FIXTURE_PATH);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-layout-page-hide', 'navbar sidebar outline footer');
    await expectShown(page, PARTS);
  });

  test('a page without switches shows every part before hydration', async ({page}) => {
    await page.goto('/guide/start/');
    await expect(page.locator('html')).not.toHaveAttribute('data-layout-hide');
    await expectShown(page, []);
  });
});

test.describe('unknown switch values change nothing', () => {
  const SEARCHES = ['?navbar=abc', '?navbar=1', '?navbar=', '?sidebar=false&outline=no&footer=1'];
  test(`/guide/start/ with ${SEARCHES.join(', ')} shows every part`, async ({page, pageErrors}) => {
    for (const search of SEARCHES) {
      await page.goto(`/guide/start/${search}`);
      await waitForHydration(page);
      await expect(page.locator('html')).not.toHaveAttribute('data-layout-hide');
      await expectShown(page, []);
    }
    expect(pageErrors).toEqual([]);
  });
});

test.describe('a switch applies to the page whose URL carries it', () => {
  for (const {locale, prefix} of LOCALES.filter((entry) => entry.locale === 'en')) {
    test(`client-side navigation to a page without it shows the parts again (${locale})`, async ({
      page,
      pageErrors,
    }) => {
      await page.goto(`${prefix}/guide/start/?navbar=0&footer=0`);
      await waitForHydration(page);
      await expectShown(page, ['navbar', 'footer']);
      // Marks this document: it must survive the navigations below (no full page load).
      await page.evaluate(() => Object.assign(window, {layoutSwitchesMarker: true}));

      await page.locator('.theme-doc-sidebar-menu a[href$="/guide/start/quick-start"]').click();
      await expect(page).toHaveURL(`${prefix}/guide/start/quick-start`);
      await expect(page.locator('html')).not.toHaveAttribute('data-layout-hide');
      await expectShown(page, []);

      await page.goBack();
      await expect(page).toHaveURL(`${prefix}/guide/start/?navbar=0&footer=0`);
      await expect(page.locator('html')).toHaveAttribute('data-layout-hide', 'navbar footer');
      await expectShown(page, ['navbar', 'footer']);
      expect(await page.evaluate(() => 'layoutSwitchesMarker' in window)).toBe(true);
      expect(pageErrors).toEqual([]);
    });
  }
});

test.describe('frontmatter layout switches', () => {
  for (const {locale, prefix} of LOCALES) {
    test(`${prefix}${FIXTURE_PATH} hides what its frontmatter switches off, until the reader leaves it (${locale})`, async ({
      page,
      pageErrors,
    }) => {
      await page.goto(`${prefix}${FIXTURE_PATH}`);
      await waitForHydration(page);
      await expect(page.locator('h1')).toHaveText(FIXTURE_TITLES[locale]);
      await expect(page.locator('html')).toHaveAttribute('data-layout-page-hide', 'navbar sidebar outline footer');
      await expectShown(page, PARTS);
      await page.evaluate(() => Object.assign(window, {layoutSwitchesMarker: true}));

      // A client-side navigation to a page that switches nothing off (another fixture: the fixtures are an app of their own).
      await page.locator('.theme-doc-markdown a[href$="/e2e-fixtures/docs/frontmatter-head"]').click();
      await expect(page).toHaveURL(`${prefix}/e2e-fixtures/docs/frontmatter-head`);
      await expect(page.locator('html')).not.toHaveAttribute('data-layout-page-hide');
      await expectShown(page, []);

      await page.goBack();
      await expect(page).toHaveURL(`${prefix}${FIXTURE_PATH}`);
      await expectShown(page, PARTS);
      expect(await page.evaluate(() => 'layoutSwitchesMarker' in window)).toBe(true);
      expect(pageErrors).toEqual([]);
    });
  }
});
