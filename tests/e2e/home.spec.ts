import fs from 'node:fs';
import path from 'node:path';
import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {LOCALES} from '../specRoutes';

// The home page's design (issue 16): the hero from the frontmatter with its gradient wordmark and
// GitHub button, feature cards that fill every row, left-aligned body text, the Rstack logos as
// the site's own files, and the dark theme.

const ROOT = path.join(__dirname, '../..');
const HOME_SOURCES = {en: 'src/pages/index.mdx', zh: 'i18n/zh/docusaurus-plugin-content-pages/index.mdx'} as const;

/** `hero: {name, text}` and `description` of a home page's frontmatter. */
function frontMatterOf(locale: keyof typeof HOME_SOURCES): {name: string; text: string; description: string} {
  const source = fs.readFileSync(path.join(ROOT, HOME_SOURCES[locale]), 'utf8');
  const field = (pattern: RegExp) => pattern.exec(source)![1].trim();
  return {
    name: field(/^hero:\n\s+name: (.+)$/m),
    text: field(/^hero:\n\s+name: .+\n\s+text: (.+)$/m),
    description: field(/^description: (.+)$/m),
  };
}

/** The widths the layout must hold at, phone to wide desktop. */
const WIDTHS = [320, 390, 768, 1024, 1440, 1920];
/** Feature cards per row at each width (src/components/HomeFeatures/styles.module.css). */
const FEATURE_COLUMNS: Record<number, number> = {320: 1, 390: 1, 768: 2, 1024: 3, 1440: 3, 1920: 3};
/** A body paragraph may be centred only when it is this short. */
const MAX_CENTRED_LINES = 2;
/** Dark theme: a surface lighter than this (relative luminance) is a light block. */
const MAX_DARK_SURFACE_LUMINANCE = 0.4;
/** Dark theme: text on the page is at least this light. */
const MIN_DARK_TEXT_LUMINANCE = 0.5;

/** Brings every lazily loaded image of the page into view, top to bottom. */
async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  const step = page.viewportSize()!.height;
  for (let y = 0; y <= height; y += step) await page.evaluate((top) => window.scrollTo(0, top), y);
}

/** Resolves when every image of the locator has loaded, and fails naming the ones that did not. */
async function expectImagesLoaded(images: Locator): Promise<void> {
  await expect
    .poll(() => images.evaluateAll((list) => list.filter((image) => !((image as HTMLImageElement).naturalWidth > 0)).map((image) => (image as HTMLImageElement).src)))
    .toEqual([]);
}

/** The counts of the cards on each row (cards grouped by their top). */
async function rowCounts(cards: Locator): Promise<number[]> {
  const tops = await cards.evaluateAll((elements) => elements.map((element) => Math.round(element.getBoundingClientRect().top)));
  const rows = new Map<number, number>();
  for (const top of tops) rows.set(top, (rows.get(top) ?? 0) + 1);
  return [...rows.values()];
}

/** The relative luminance (WCAG) of a CSS `rgb()`/`rgba()` colour; transparent counts as the page below. */
function luminance(color: string): number | null {
  const [r, g, b, a = 1] = color.match(/[\d.]+/g)!.map(Number);
  if (a === 0) return null;
  const channel = (value: number) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

for (const {locale, prefix} of LOCALES) {
  const frontMatter = frontMatterOf(locale);

  test.describe(`home page design (${locale})`, () => {
    // How the hero is drawn (the gradient wordmark, the rounded buttons) is in the screenshots (screenshots.spec.ts).
    test('the hero shows the wordmark, the headline and description from the frontmatter, and a GitHub button with its icon', async ({page, pageErrors}) => {
      await page.goto(`${prefix}/`);
      // The name is the page's one h1.
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main h1')).toHaveText(frontMatter.name);
      const hero = page.locator('[data-home-hero]');
      await expect(hero.getByText(frontMatter.text, {exact: true})).toBeVisible();
      await expect(hero.getByText(frontMatter.description, {exact: true})).toBeVisible();
      // GitHub's button carries the GitHub mark.
      const github = hero.getByRole('link', {name: 'GitHub', exact: true});
      await expect(github).toHaveAttribute('href', 'https://github.com/web-infra-dev/rstest');
      await expect(github.locator('svg')).toBeVisible();
      await expect(github.locator('svg')).toHaveAttribute('aria-hidden', 'true');
      expect(pageErrors).toEqual([]);
    });

    test(`at ${WIDTHS.join(', ')} px no paragraph of the page's text is centred over more than ${MAX_CENTRED_LINES} lines`, async ({page}) => {
      await page.goto(`${prefix}/`);
      const paragraphs = page.locator('main article p');
      expect(await paragraphs.count()).toBeGreaterThan(0);
      for (const width of WIDTHS) {
        await page.setViewportSize({width, height: 900});
        const centred = await paragraphs.evaluateAll(
          (list, maxLines) =>
            list
              .map((paragraph) => {
                const style = getComputedStyle(paragraph);
                const lines = Math.round(paragraph.getBoundingClientRect().height / parseFloat(style.lineHeight));
                return {text: paragraph.textContent!.slice(0, 40), align: style.textAlign, lines};
              })
              .filter(({align, lines}) => align === 'center' && lines > maxLines),
          MAX_CENTRED_LINES,
        );
        expect(centred, `centred paragraphs at ${width}px`).toEqual([]);
      }
    });

    // The rest is the same in both locales (logos, cards, colours): checked in English.
    if (locale !== 'en') return;

    test('asks no other host for anything, and every Rstack logo loads, on the page and in the menu', async ({page, pageErrors}) => {
      const requests: string[] = [];
      page.on('request', (request) => requests.push(request.url()));
      await page.goto(`${prefix}/`);
      await scrollThrough(page);
      // The navbar's ecosystem menu, with its logos.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.locator('nav.navbar [data-ecosystem-menu] button').hover();
      await expect(page.locator('[data-ecosystem-panel] a').first()).toBeVisible();
      await page.waitForLoadState('networkidle');

      const origin = new URL(page.url()).origin;
      const elsewhere = requests.filter((url) => /^https?:/.test(url) && new URL(url).origin !== origin);
      expect(elsewhere).toEqual([]);
      expect(requests.length).toBeGreaterThan(0);

      // The logos: seven tools and the explore tile on the page; the header and eight entries in the menu.
      const landingLogos = page.locator('[data-ecosystem-landing] li img');
      await expect(landingLogos).toHaveCount(8);
      await expectImagesLoaded(landingLogos);
      const menuLogos = page.locator('[data-ecosystem-panel] img');
      await expect(menuLogos).toHaveCount(9);
      await expectImagesLoaded(menuLogos);
      expect(pageErrors).toEqual([]);
    });

    test(`at ${WIDTHS.join(', ')} px the feature cards fill every row`, async ({page}) => {
      await page.goto(`${prefix}/`);
      const cards = page.locator('main [data-feature]');
      for (const width of WIDTHS) {
        await page.setViewportSize({width, height: 900});
        await expect
          .poll(async () => (await rowCounts(cards)).join(' + '), {message: `cards per row at ${width}px`})
          .toBe(Array((await cards.count()) / FEATURE_COLUMNS[width]).fill(FEATURE_COLUMNS[width]).join(' + '));
        // Nothing sticks out sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      }
    });

    test('each feature card shows its own decorative icon', async ({page}) => {
      await page.goto(`${prefix}/`);
      const cards = page.locator('main [data-feature]');
      expect(await cards.count()).toBeGreaterThan(0);
      for (const card of await cards.all()) {
        const icon = card.locator('svg');
        await expect(icon).toBeVisible();
        await expect(icon).toHaveAttribute('aria-hidden', 'true');
      }
      const icons = await cards.locator('svg').evaluateAll((svgs) => svgs.map((svg) => svg.innerHTML));
      expect(new Set(icons).size).toBe(icons.length);
    });

    test('in the dark theme nothing in the hero or the cards stays light, and the GitHub button takes the theme', async ({page}) => {
      await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
      await page.goto(`${prefix}/`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      const surfaces = page.locator('main, main header a, main [data-feature], main [data-ecosystem-landing] a');
      const backgrounds = await surfaces.evaluateAll((elements) =>
        elements.map((element) => ({what: element.textContent!.trim().slice(0, 30), background: getComputedStyle(element).backgroundColor})),
      );
      expect(backgrounds.length).toBeGreaterThan(10);
      expect(backgrounds.filter(({background}) => (luminance(background) ?? 0) > MAX_DARK_SURFACE_LUMINANCE)).toEqual([]);
      // The GitHub button is drawn in the theme's light text colour, not as a light block with dark text.
      const github = page.getByRole('main').getByRole('link', {name: 'GitHub', exact: true});
      const color = await github.evaluate((element) => getComputedStyle(element).color);
      expect(luminance(color)!).toBeGreaterThan(MIN_DARK_TEXT_LUMINANCE);
    });
  });
}

// The hero as one composition (issue 34): the logo on its glow, the wordmark, the headline, the
// description and the buttons, centred on one axis at every width (the glow and the wordmark's
// colours are in the screenshots); the glow's slow animation off for a reader who asks for less motion.

/** The widths the hero must hold its composition at, phone to wide desktop. */
const HERO_WIDTHS = [320, 390, 768, 1280, 1440, 1920];
/** How far (px) a part's centre may sit off the hero's axis: sub-pixel rounding, nothing more. */
const AXIS_TOLERANCE_PX = 2;

for (const {locale, prefix} of LOCALES) {
  {
    // The layout is the theme's in both themes; the colours are in the screenshots.
    test(`the hero is one centred column at ${HERO_WIDTHS.join(', ')} px: logo, wordmark, headline, description, buttons (${locale})`, async ({page, pageErrors}) => {
      await page.goto(`${prefix}/`);
      const hero = page.locator('[data-home-hero]');
      const parts = ['[data-hero-logo]', '[data-wordmark]', '[data-hero-text]', '[data-hero-description]', '[data-hero-actions] > a'];
      for (const width of HERO_WIDTHS) {
        await page.setViewportSize({width, height: 900});
        const layout = await hero.evaluate((element, selectors) => {
          const box = element.getBoundingClientRect();
          const axis = box.left + box.width / 2;
          const rects = selectors.map((selector) => [...element.querySelectorAll(selector)].map((node) => node.getBoundingClientRect()));
          // The buttons count as one row (or a stack on the narrowest phones): their union is centred.
          const union = (list: DOMRect[]) => ({
            left: Math.min(...list.map((r) => r.left)),
            right: Math.max(...list.map((r) => r.right)),
            top: Math.min(...list.map((r) => r.top)),
            bottom: Math.max(...list.map((r) => r.bottom)),
          });
          const boxes = rects.map(union);
          return {
            viewportAxis: document.documentElement.clientWidth / 2,
            axis,
            offsets: boxes.map((b, i) => ({part: selectors[i], off: Math.abs((b.left + b.right) / 2 - axis)})),
            order: boxes.slice(1).every((b, i) => b.top >= boxes[i]!.bottom - 1),
            overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          };
        }, parts);
        expect(Math.abs(layout.axis - layout.viewportAxis), `hero centred in the window at ${width}px`).toBeLessThanOrEqual(AXIS_TOLERANCE_PX);
        expect(layout.offsets.filter(({off}) => off > AXIS_TOLERANCE_PX), `parts off the axis at ${width}px`).toEqual([]);
        expect(layout.order, `top to bottom in order at ${width}px`).toBe(true);
        expect(layout.overflow, `no sideways scroll at ${width}px`).toBeLessThanOrEqual(0);
      }
      expect(pageErrors).toEqual([]);
    });
  }

  if (locale === 'en') test("the hero's glow moves only for a reader who has not asked for less motion", async ({page}) => {
    const heroAnimations = () =>
      page.evaluate(() => document.getAnimations().filter((animation) => {
        const target = (animation.effect as KeyframeEffect | null)?.target;
        return target instanceof Element && target.closest('[data-home-hero]') !== null;
      }).length);
    await page.emulateMedia({reducedMotion: 'no-preference'});
    await page.goto(`${prefix}/`);
    expect(await heroAnimations()).toBeGreaterThan(0);
    await page.emulateMedia({reducedMotion: 'reduce'});
    await expect.poll(heroAnimations).toBe(0);
  });

  test.describe('on a phone', () => {
    test.use({viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});

    test(`the hero's glow rests: no animation frame costs the phone's main thread (${locale})`, async ({page}) => {
      await page.emulateMedia({reducedMotion: 'no-preference'});
      await page.goto(`${prefix}/`);
      await expect(page.locator('[data-hero-logo]')).toBeVisible();
      expect(await page.evaluate(() => document.getAnimations().length)).toBe(0);
    });
  });
}

test('the English headline says "Rspack-based", hyphenated', async ({page}) => {
  await page.goto('/');
  await expect(page.locator('[data-hero-text]')).toHaveText(/^Rspack-based /);
});
