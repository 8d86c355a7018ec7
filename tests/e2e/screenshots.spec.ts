import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';

// How the site looks, compared with committed screenshots (tests/e2e/screenshots.spec.ts-snapshots/):
// the navbar with the search button in the site's colours, the home page's hero (the gradient
// wordmark on its glow, the rounded buttons), the code blocks' colours, line numbers and highlighted
// lines, the sidebar's section headers and dividers, and a doc page on a phone, in the themes where
// they differ. Rather than one computed style per rule of the stylesheet, the picture a reader sees:
// a change to the CSS that shows fails here, and a deliberate one is recorded with
// `npx playwright test tests/e2e/screenshots.spec.ts --update-snapshots` (look at the new PNGs first).
//
// The pages are ones whose text does not change with the docs (the e2e fixtures, the home page's
// hero), in English: the Latin text is drawn with the site's own Open Sans, the same on every machine
// (the code's monospace face is the system's: Debian's chromium brings Liberation Mono).

/** Differences a reader cannot see: anti-aliasing of a few glyph edges. */
const SCREENSHOT = {maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide'} as const;
const CODE_BLOCKS = '/e2e-fixtures/docs/code-blocks';

/** Loads a page in a theme and waits until what is drawn is final: hydrated, the brand font in, images decoded. */
async function open(page: Page, path: string, theme: 'light' | 'dark'): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  if ((await page.locator('html[data-brand-font]').count()) === 0) {
    // A reader's first page keeps the fallback face and fetches Open Sans once hydrated
    // (src/plugins/brand-font); a page loaded afterwards draws it from its first paint.
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('site-brand-font')), {timeout: 15_000}).toBe('loaded');
    await page.reload();
    await page.locator('html[data-has-hydrated="true"]').waitFor({state: 'attached'});
  }
  await expect(page.locator('html')).toHaveAttribute('data-brand-font', '');
  await page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => {})));
  });
}

async function expectLooksLike(locator: Locator, name: string): Promise<void> {
  await expect(locator).toHaveScreenshot(name, SCREENSHOT);
}

for (const theme of ['light', 'dark'] as const) {
  test(`the navbar, the home page's hero and the code blocks (${theme})`, async ({page}) => {
    await open(page, CODE_BLOCKS, theme);
    await expectLooksLike(page.locator('article .theme-code-block').first(), `code-numbered-${theme}.png`);
    await expectLooksLike(page.locator('article .theme-code-block').nth(1), `code-magic-comment-${theme}.png`);
    // The navbar of the readers' site, with its version switcher (the fixtures' app holds no docs
    // version), on a page where no section is active: the 404 page.
    await open(page, '/404', theme);
    await expectLooksLike(page.locator('nav.navbar'), `navbar-${theme}.png`);
    await open(page, '/', theme);
    await expectLooksLike(page.locator('[data-home-hero]'), `hero-${theme}.png`);
  });
}

test("the sidebar's section headers and dividers, and a doc page on a phone", async ({page}) => {
  await open(page, CODE_BLOCKS, 'light');
  // The real sidebars hold none (CONTRIBUTING.md, "Sidebar and navbar items", shows both): the markup
  // Docusaurus gives a `type: 'html'` sidebar item, with each class.
  const menu = page.locator('.theme-doc-sidebar-menu');
  await menu.evaluate((element) => {
    const itemClasses = 'theme-doc-sidebar-item-link theme-doc-sidebar-item-link-level-1';
    element.insertAdjacentHTML('beforeend', `<li class="${itemClasses} sidebar-divider"><hr></li><li class="${itemClasses} sidebar-section-header">Test utilities</li>`);
  });
  await expectLooksLike(menu, 'sidebar-html-items.png');
  await page.setViewportSize({width: 390, height: 844});
  await open(page, CODE_BLOCKS, 'light');
  await expect(page).toHaveScreenshot('doc-phone.png', SCREENSHOT);
});
