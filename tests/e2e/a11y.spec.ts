import AxeBuilder from '@axe-core/playwright';
import type {Result} from 'axe-core';
import {test, expect} from './fixtures';
import {LOCALES} from '../specRoutes';
import {SURFACES, errorsBesidesNotFoundStatus, openSurface} from './surfaces';

// Accessibility gate (issue 9): axe-core on every surface of tests/e2e/surfaces.ts, in light and
// dark theme and in both locales. No violation of impact serious or critical is allowed. What can
// differ is checked: the colours (contrast) in both themes, the texts and names in both locales.
// Every rule runs on the English site in the light theme; the dark theme changes only the colours,
// so it runs the colour rules; the Chinese site changes only the texts (the same CSS sizes and
// colours), so it runs every rule but those, in the light theme (the default).

/** The WCAG 2.1 A and AA rules, plus axe's best practices (landmarks, headings, skip link). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);
/** The rules the theme decides: the colours of text, and of links in text. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
const THEMES = ['light', 'dark'] as const;

/** One violation per line group: rule, impact, help, and each offending element with axe's reason. */
function describeViolations(violations: Result[]): string {
  return violations
    .map((violation) =>
      [
        `[${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})`,
        ...violation.nodes.map(
          (node) => `  - ${node.target.join(' ')}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
        ),
      ].join('\n'),
    )
    .join('\n\n');
}

for (const {locale, prefix} of LOCALES) {
  for (const theme of THEMES.filter((candidate) => locale === 'en' || candidate === 'light')) {
    test.describe(`accessibility (${locale}, ${theme} theme)`, () => {
      test.beforeEach(async ({page}) => {
        // The reader's stored choice, as the theme toggle would store it.
        await page.addInitScript((mode) => window.localStorage.setItem('theme', mode), theme);
      });

      for (const surface of SURFACES) {
        test(`${surface.name} has no serious or critical axe violation`, async ({page, pageErrors}) => {
          await openSurface(page, surface, prefix);
          await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
          const rulesOff = (surface.axeRulesOff ?? []).map(({rule}) => rule);
          const builder = new AxeBuilder({page});
          if (theme === 'dark') builder.withRules(COLOUR_RULES);
          else builder.withTags(AXE_TAGS).disableRules(locale === 'en' ? rulesOff : [...rulesOff, ...COLOUR_RULES]);
          const results = await builder.analyze();
          const blocking = results.violations.filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''));
          expect(blocking, `axe violations on ${prefix}${surface.path}:\n${describeViolations(blocking)}`).toEqual([]);
          expect(errorsBesidesNotFoundStatus(pageErrors)).toEqual([]);
        });
      }
    });
  }
}

for (const {locale, prefix} of LOCALES) {
  test(`the navbar logo is decorative beside the visible site title (${locale})`, async ({page}) => {
    // A repeated "Rstest" as alt text fails Lighthouse's image-redundant-alt; a stale `logo.alt`
    // in i18n/*/docusaurus-theme-classic/navbar.json would bring it back.
    await page.goto(`${prefix}/`);
    const brand = page.locator('.navbar__brand');
    await expect(brand.locator('.navbar__title')).toHaveText('Rstest');
    // Counted, not iterated: the themed logo swaps its images once the app knows the color mode.
    await expect(brand.locator('img')).not.toHaveCount(0);
    await expect(brand.locator('img:not([alt=""])')).toHaveCount(0);
  });
}
