import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

// Image zoom (spec 2 "Image zoom", 4, 8, 9): images in doc content zoom on click; a click, Escape,
// a resize or a scroll of more than 40 px closes the zoom; an unreachable image logs a warning and
// stays a normal image; medium-zoom loads on demand, and again works after client navigation.

const FIXTURE = '/e2e-fixtures/docs/image-zoom';
const zoomed = (page: Page) => page.locator('img.medium-zoom-image--opened');
const attached = (page: Page, selector: string) => expect(page.locator(selector)).toHaveClass(/medium-zoom-image/);

/** Clicks the image and waits for the end of the opening animation (medium-zoom ignores Escape and clicks during it). */
async function openZoom(page: Page, selector: string): Promise<void> {
  await attached(page, selector);
  const image = page.locator(selector);
  const opened = image.evaluate(
    (element) => new Promise<void>((resolve) => element.addEventListener('medium-zoom:opened', () => resolve(), {once: true})),
  );
  await image.click();
  await opened;
  await expect(zoomed(page)).toHaveCount(1);
  await expect(page.locator('body')).toHaveClass(/medium-zoom--opened/);
}

async function expectClosed(page: Page): Promise<void> {
  await expect(zoomed(page)).toHaveCount(0);
  await expect(page.locator('body')).not.toHaveClass(/medium-zoom--opened/);
}

for (const prefix of ['', '/zh']) {
  test.describe(`image zoom at ${prefix || '/'}`, () => {
    // The same zoom on both sites: its behaviours in English, the zoom itself in both.
    const enOnly = prefix === '' ? test : () => {};
    // Small images are inlined as data: URLs by the build: find them by their alt text.
    const diagram = '.theme-doc-markdown img[alt="A diagram of how Rstest runs tests"]';

    test('a click zooms the image over an overlay, another click and Escape close it', async ({page, pageErrors}) => {
      await page.goto(`${prefix}${FIXTURE}`);
      await openZoom(page, diagram);
      await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
      // The zoomed image covers the navbar: it is what lies at the navbar's middle, where it overlaps it.
      expect(
        await zoomed(page).evaluate((image) => {
          const box = image.getBoundingClientRect();
          const navbar = document.querySelector('nav.navbar')!.getBoundingClientRect();
          if (box.top > navbar.bottom) return 'no overlap';
          const top = document.elementFromPoint(box.left + box.width / 2, Math.max(box.top, navbar.top) + 1);
          return top === image ? 'on top' : 'covered';
        }),
      ).not.toBe('covered');
      await zoomed(page).click();
      await expectClosed(page);
      await openZoom(page, diagram);
      await page.keyboard.press('Escape');
      await expectClosed(page);
      // The fixture's one missing image, and nothing else.
      expect(pageErrors).toEqual(['console.error: Failed to load resource: the server responded with a status of 404 (Not Found)']);
    });

    enOnly('scrolling more than 40px closes the zoom, a small scroll does not', async ({page}) => {
      await page.setViewportSize({width: 1280, height: 700});
      await page.goto(`${prefix}${FIXTURE}`);
      await openZoom(page, diagram);
      await page.evaluate(() => window.scrollBy(0, 30));
      await page.waitForTimeout(400);
      await expect(zoomed(page)).toHaveCount(1);
      await page.evaluate(() => window.scrollBy(0, 60));
      await expectClosed(page);
    });

    enOnly('a resize closes the zoom', async ({page}) => {
      await page.goto(`${prefix}${FIXTURE}`);
      await openZoom(page, diagram);
      await page.setViewportSize({width: 1200, height: 800});
      await expectClosed(page);
    });

    enOnly('an unreachable image logs a warning and does not zoom; an image in a link follows the link', async ({page}) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${prefix}${FIXTURE}`);
      await attached(page, diagram);
      await expect.poll(() => warnings.filter((text) => text.includes('e2e-missing-image')).length).toBe(1);
      const broken = page.getByTestId('broken-image');
      await expect(broken).not.toHaveClass(/medium-zoom-image/);
      await broken.click();
      await page.waitForTimeout(400);
      await expectClosed(page);
      const linked = page.locator('.theme-doc-markdown a img');
      await expect(linked).not.toHaveClass(/medium-zoom-image/);
      await linked.click();
      await expect(page).toHaveURL(`${prefix}${FIXTURE}-next`);
    });

    enOnly('after a client-side navigation the next page’s image zooms', async ({page}) => {
      await page.goto(`${prefix}${FIXTURE}`);
      await attached(page, diagram);
      await page.evaluate(() => ((window as unknown as {sameDocument: boolean}).sameDocument = true));
      await page.locator('.theme-doc-markdown p a', {hasText: /next page/}).click();
      await expect(page).toHaveURL(`${prefix}${FIXTURE}-next`);
      expect(await page.evaluate(() => (window as unknown as {sameDocument?: boolean}).sameDocument)).toBe(true);
      await openZoom(page, '.theme-doc-markdown img[alt="The Rstest logo"]');
      await page.keyboard.press('Escape');
      await expectClosed(page);
    });
  });
}

test.describe('image zoom on the docs', () => {
  for (const {prefix, alt} of [
    {prefix: '', alt: 'Test files and their imports'},
    {prefix: '/zh', alt: '测试文件及其依赖'},
  ]) {
    test(`the diagram of ${prefix}/guide/start/ has alt text in its language and zooms to a visibly larger size`, async ({page}) => {
      await page.setViewportSize({width: 1440, height: 900});
      await page.goto(`${prefix}/guide/start/`);
      // A light and a dark variant: the light theme shows the light one only.
      const selector = `.theme-doc-markdown img[alt^="${alt}"]:visible`;
      await expect(page.locator(selector)).toHaveCount(1);
      await expect(page.locator(selector)).toHaveAttribute('src', /#gh-light-mode-only$/);
      await page.locator(selector).scrollIntoViewIfNeeded();
      const before = (await page.locator(selector).boundingBox())!.width;
      await openZoom(page, selector);
      const after = (await zoomed(page).boundingBox())!.width;
      expect(after).toBeGreaterThan(before * 1.5);
    });

    test(`the diagram of ${prefix}/guide/start/ is dark in the dark theme`, async ({browser}) => {
      const context = await browser.newContext({colorScheme: 'dark'});
      const page = await context.newPage();
      await page.goto(`${test.info().project.use.baseURL}${prefix}/guide/start/`);
      const visible = page.locator(`.theme-doc-markdown img[alt^="${alt}"]:visible`);
      await expect(visible).toHaveCount(1);
      await expect(visible).toHaveAttribute('src', /\.dark\.svg#gh-dark-mode-only$/);
      await context.close();
    });
  }

  test('medium-zoom is not in the first-load JavaScript: it loads with the first doc image', async ({page}) => {
    const scripts: string[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push(await response.text().catch(() => ''));
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.some((source) => source.includes('medium-zoom-overlay'))).toBe(false);
    await page.goto('/guide/start/');
    await expect(page.locator('.theme-doc-markdown img').first()).toHaveClass(/medium-zoom-image/);
    // The response body is read asynchronously, possibly after the chunk has already run.
    await expect.poll(() => scripts.some((source) => source.includes('medium-zoom-overlay'))).toBe(true);
  });
});
