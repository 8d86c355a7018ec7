import {test, expect} from './fixtures';
import {DOCS_VERSIONS, LOCALES, titleIn} from '../specRoutes';

// Issue 53: at 320 px `/config/test/reporters` was 377 px wide, its flag running out of the option
// box; names broke anywhere inside the box (`BuiltInReporter` / `Names`). Every configuration page
// of every docs version and locale, at the narrowest phones: the page no wider than the window, each
// option box no wider than its column, and no word of its code broken across two lines.
// Fast: one page load per version and locale, then client-side navigations, each page measured at
// both widths by resizing the window.

const PHONE_WIDTHS = [320, 360] as const;

for (const {locale, prefix} of LOCALES) {
  for (const version of DOCS_VERSIONS) {
    const routes = version.routes.filter((route) => route.section === 'Config');

    test(`${locale}, ${version.label}: every configuration page fits ${PHONE_WIDTHS.join(' and ')} px, its option boxes and their names whole`, async ({page, pageErrors}) => {
      test.slow();
      await page.setViewportSize({width: PHONE_WIDTHS[0], height: 720});
      await page.goto(`${prefix}${version.prefix}${routes[0]!.path}`);
      await page.evaluate(() => document.fonts.ready);
      const problems: string[] = [];
      let boxes = 0;
      for (const [index, route] of routes.entries()) {
        if (index > 0) {
          await page.evaluate((path) => {
            window.history.pushState(null, '', path);
            window.dispatchEvent(new PopStateEvent('popstate'));
          }, `${prefix}${version.prefix}${route.path}`);
        }
        await expect(page.locator('article h1').first()).toHaveText(titleIn(locale, route));
        for (const width of PHONE_WIDTHS) {
          await page.setViewportSize({width, height: 720});
          const found = await page.evaluate(() => {
            const root = document.documentElement;
            const out: string[] = [];
            if (root.scrollWidth > root.clientWidth) out.push(`the page is ${root.scrollWidth} px wide`);
            const meta = [...document.querySelectorAll('[data-option-meta]')];
            for (const box of meta) {
              const right = box.getBoundingClientRect().right;
              if (box.scrollWidth > box.clientWidth || right > root.clientWidth) out.push(`an option box runs out (${Math.round(right)} px)`);
              for (const word of box.querySelectorAll('dd code span')) {
                const lines = new Set([...word.getClientRects()].map((rect) => Math.round(rect.top)));
                if (lines.size > 1) out.push(`"${word.textContent}" breaks across ${lines.size} lines`);
              }
            }
            return {out, boxes: meta.length};
          });
          problems.push(...found.out.map((problem) => `${route.path} at ${width} px: ${problem}`));
          boxes += found.boxes;
        }
      }
      expect(problems).toEqual([]);
      // Each option page has its box (read at both widths): the scan read them.
      expect(boxes).toBeGreaterThanOrEqual(2 * (routes.length - 1));
      expect(pageErrors).toEqual([]);
    });
  }
}
