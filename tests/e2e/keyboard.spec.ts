import type {Page} from '@playwright/test';
import {test, expect, localeDropdown} from './fixtures';
import {LOCALES} from '../specRoutes';
import {PHONE_VIEWPORT, waitForHydration} from './surfaces';

// Keyboard use (issue 9): the skip link moves focus to the content, every control is reachable
// with Tab and shows where the focus is, and the main controls work with the keyboard alone. The
// Chinese pages have the same controls with other labels: the skip link's text and the switch to
// the other language are checked in both locales, the walks through every control in English.

const SKIP_LINK = {en: 'Skip to main content', zh: '跳到主要内容'};
/** Everything a Tab press may land on. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex="-1"])';
/** Tab presses allowed beyond the number of controls (the skip link region, the document itself). */
const EXTRA_TABS = 10;
/** Tab presses from the menu button to the first link of the open drawer, at most. */
const MAX_TABS_TO_DRAWER = 15;

/** Marks every visible control with its DOM-order index and returns how many there are. */
async function markControls(page: Page): Promise<number> {
  return page.evaluate((selector) => {
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter(
      (element) =>
        element.tabIndex >= 0 &&
        element.checkVisibility({visibilityProperty: true, opacityProperty: false}) &&
        !element.closest('[inert]'),
    );
    controls.forEach((element, index) => element.setAttribute('data-kb-index', String(index)));
    return controls.length;
  }, FOCUSABLE);
}

/** What has the focus now: its mark, and whether the browser draws a focus indicator on it. */
async function focused(page: Page): Promise<{index: string | null; label: string; indicated: boolean}> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return {index: null, label: 'body', indicated: false};
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const ring = style.boxShadow !== 'none';
    return {
      index: element.getAttribute('data-kb-index'),
      label: `${element.tagName.toLowerCase()} “${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}”`,
      indicated: outline || ring,
    };
  });
}

for (const {locale, prefix} of LOCALES) {
  test.describe(`keyboard (${locale})`, () => {
    test('the first Tab shows the skip link, and Enter moves the focus to the main content', async ({page, pageErrors}) => {
      await page.goto(`${prefix}/guide/start/quick-start`);
      await waitForHydration(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', {name: SKIP_LINK[locale]});
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(skip).not.toBeFocused();
      // Focus moved to <main> (the focus navigation starting point): the next Tab lands on the first
      // control of the content, past the navbar and the sidebar.
      await page.keyboard.press('Tab');
      const first = await page.evaluate((selector) => {
        const main = document.querySelector('main');
        const active = document.activeElement;
        const firstControl = [...(main?.querySelectorAll<HTMLElement>(selector) ?? [])].find(
          (element) => element.tabIndex >= 0 && element.checkVisibility({visibilityProperty: true}),
        );
        return {inMain: Boolean(active && main?.contains(active)), isFirst: active === firstControl};
      }, FOCUSABLE);
      expect(first).toEqual({inMain: true, isFirst: true});
      expect(pageErrors).toEqual([]);
    });

    for (const {name, path, viewport} of [
      {name: 'doc page', path: '/guide/start/quick-start', viewport: undefined},
      {name: 'home page', path: '/', viewport: undefined},
      {name: 'doc page on a phone', path: '/guide/start/', viewport: PHONE_VIEWPORT},
    ].filter(() => locale === 'en')) {
      test(`${name}: Tab reaches every visible control, each with a visible focus indicator`, async ({page}) => {
        if (viewport) await page.setViewportSize(viewport);
        await page.goto(`${prefix}${path}`);
        await waitForHydration(page);
        const count = await markControls(page);
        expect(count).toBeGreaterThan(5);
        const reached = new Set<string>();
        const unindicated: string[] = [];
        // A code block renders its buttons when it comes near the viewport, so moving the focus
        // down the page adds controls that were not there to mark: each one extends the budget.
        let budget = count + EXTRA_TABS;
        for (let press = 0; press < Math.min(budget, 4 * count) && reached.size < count; press++) {
          await page.keyboard.press('Tab');
          const now = await focused(page);
          if (now.index !== null) reached.add(now.index);
          else if (now.label !== 'body') budget++;
          if (now.label !== 'body' && !now.indicated) unindicated.push(now.label);
        }
        const missed = await page.evaluate(
          (indexes) =>
            [...document.querySelectorAll<HTMLElement>('[data-kb-index]')]
              .filter((element) => !indexes.includes(element.getAttribute('data-kb-index') ?? ''))
              .map((element) => element.outerHTML.slice(0, 120)),
          [...reached],
        );
        expect(missed, 'controls Tab never reached').toEqual([]);
        expect(unindicated, 'controls focused without a visible indicator').toEqual([]);
      });
    }

    test('the theme toggle, a sidebar link and the language menu work with the keyboard', async ({page}) => {
      await page.goto(`${prefix}/guide/start/`);
      await waitForHydration(page);

      // The toggle cycles the choice (system, light, dark): Enter moves it on.
      const html = page.locator('html');
      const before = await html.getAttribute('data-theme-choice');
      await page.locator('.navbar [class*="colorModeToggle"] button').first().focus();
      await page.keyboard.press('Enter');
      await expect(html).not.toHaveAttribute('data-theme-choice', before ?? '');

      // A sidebar link follows with Enter (client-side navigation), and the menu marks the new page.
      const sidebarLink = page.locator(`.theme-doc-sidebar-menu a[href="${prefix}/guide/basic/cli"]`);
      await sidebarLink.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${prefix}/guide/basic/cli`);
      await expect(sidebarLink).toHaveAttribute('aria-current', 'page');

      const target = locale === 'en' ? '简体中文' : 'English';
      const dropdown = localeDropdown(page).locator('> a.navbar__link');
      await dropdown.focus();
      await page.keyboard.press('Enter');
      const item = localeDropdown(page).locator('.dropdown__menu').getByRole('link', {name: target});
      await expect(item).toBeVisible();
      await item.focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(locale === 'en' ? '/zh/guide/basic/cli' : '/guide/basic/cli');
    });

    if (locale !== 'en') return;
    test('on a phone, the menu button opens the navigation drawer with Enter', async ({page}) => {
      await page.setViewportSize(PHONE_VIEWPORT);
      await page.goto(`${prefix}/guide/start/`);
      await waitForHydration(page);
      await page.locator('.navbar__toggle').focus();
      await page.keyboard.press('Enter');
      await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
      // Tab goes on into the drawer's links.
      let inDrawer = false;
      for (let press = 0; press < MAX_TABS_TO_DRAWER && !inDrawer; press++) {
        await page.keyboard.press('Tab');
        inDrawer = await page.evaluate(() => Boolean(document.activeElement?.closest('.navbar-sidebar a[href]')));
      }
      expect(inDrawer).toBe(true);
    });
  });
}
