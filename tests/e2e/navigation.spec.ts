import type {Locator, Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {CURRENT_DOC_ROUTES, SIDEBAR_GROUPS_ZH} from '../specRoutes';

// Navbar and sidebar behaviours of spec §2 ("Top navigation bar"), §3 ("Navigation item", "Sidebar item",
// "Social link") and §9. What differs between the locales runs in both (the Guide item's activeMatch
// under /zh/, the colour toggle's translated names); the rest, the same markup and code with other
// labels, in English.

/** Spec §9: nav groups close this long after the pointer leaves (src/css/custom.css). */
const NAV_CLOSE_DELAY_MS = 150;
/** Infima's fade of `.dropdown__menu` (`--ifm-transition-fast`), which follows the delay. */
const DROPDOWN_FADE_MS = 200;

const REPO = 'https://github.com/web-infra-dev/rstest';
const SOCIAL_LINKS = [
  {name: 'GitHub', href: REPO},
  {name: 'X', href: 'https://twitter.com/rspack_dev'},
  {name: 'Discord', href: 'https://discord.gg/XsaKEEk4mW'},
];

const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    language: 'English',
    otherLanguage: '简体中文',
    otherPrefix: '/zh',
    guide: 'Guide',
    moreSocialLinks: 'More social links',
    rstestUtility: 'Rstest Utility',
    gettingStarted: 'Getting Started',
    basic: 'Basic',
    colorToggle: {system: 'system mode', dark: 'dark mode', light: 'light mode'},
  },
  {
    locale: 'zh',
    prefix: '/zh',
    language: '简体中文',
    otherLanguage: 'English',
    otherPrefix: '',
    guide: '指南',
    moreSocialLinks: '更多社交链接',
    rstestUtility: SIDEBAR_GROUPS_ZH['Rstest Utility'],
    gettingStarted: SIDEBAR_GROUPS_ZH['Getting Started'],
    basic: SIDEBAR_GROUPS_ZH.Basic,
    colorToggle: {system: '系统模式', dark: '深色模式', light: '浅色模式'},
  },
] as const;

function navbar(page: Page): Locator {
  return page.locator('nav.navbar');
}

function languageDropdown(page: Page, language: string): Locator {
  return navbar(page).locator('.navbar__items--right .dropdown', {hasText: language});
}

for (const loc of LOCALES) {
  test.describe(`navbar (${loc.locale})`, () => {
    const enTest = loc.locale === 'en' ? test : () => {};
    enTest('social links are icon links to GitHub, X and Discord that open in a new tab', async ({page, pageErrors}) => {
      await page.goto(`${loc.prefix}/guide/start/`);
      const socialLinks = navbar(page).locator('[data-social-links]');
      await expect(socialLinks.getByRole('link')).toHaveCount(SOCIAL_LINKS.length);
      for (const {name, href} of SOCIAL_LINKS) {
        const link = socialLinks.getByRole('link', {name, exact: true});
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', /noopener/);
        // The icon is a local inline SVG that is actually drawn.
        const icon = link.locator('svg');
        await expect(icon).toBeVisible();
        const box = await icon.boundingBox();
        expect(box?.width).toBeGreaterThan(0);
        await expect(icon.locator('path')).toHaveAttribute('d', /^M/);
      }
      // Three links fit inline (at most five), so there is no "more" button.
      await expect(navbar(page).getByRole('button', {name: loc.moreSocialLinks})).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });

    enTest('social links are in the mobile menu', async ({page}) => {
      await page.setViewportSize({width: 375, height: 800});
      await page.goto(`${loc.prefix}/guide/start/`);
      await page.locator('.navbar__toggle').click();
      const menu = page.locator('.navbar-sidebar');
      await expect(menu.getByRole('link', {name: 'GitHub', exact: true})).toBeVisible();
      await expect(menu.getByRole('link', {name: 'Discord', exact: true})).toHaveAttribute(
        'href',
        'https://discord.gg/XsaKEEk4mW',
      );
    });

    test('Guide is active on every /guide/ page through activeMatch, and only there', async ({page}) => {
      const guide = navbar(page).locator('.navbar__items:not(.navbar__items--right)').getByRole('link', {
        name: loc.guide,
        exact: true,
      });
      // The Guide item links to /guide/start/; without activeMatch it would not be active on the other guide folders.
      for (const path of ['/guide/start/', '/guide/basic/cli', '/guide/advanced/profiling', '/guide/migration/jest']) {
        await page.goto(`${loc.prefix}${path}`);
        await expect(guide).toHaveAttribute('href', `${loc.prefix}/guide/start/`);
        await expect(guide).toHaveClass(/navbar__link--active/);
      }
      await page.goto(`${loc.prefix}/config/`);
      await expect(guide).not.toHaveClass(/navbar__link--active/);
      // After client-side navigation too: into the guide, then to another guide folder through the sidebar.
      await guide.click();
      await expect(page).toHaveURL(`${loc.prefix}/guide/start/`);
      await expect(guide).toHaveClass(/navbar__link--active/);
      await page.locator(`.theme-doc-sidebar-menu a[href="${loc.prefix}/guide/basic/test-filter"]`).click();
      await expect(page).toHaveURL(`${loc.prefix}/guide/basic/test-filter`);
      await expect(guide).toHaveClass(/navbar__link--active/);
    });

    enTest('the language switcher is shown (two locales); the version switcher is not (one docs version)', async ({page}) => {
      await page.goto(`${loc.prefix}/guide/basic/cli`);
      await expect(languageDropdown(page, loc.language)).toHaveCount(1);
      // Stock Docusaurus would render the single version as a link labelled with it ("Next").
      await expect(navbar(page).getByRole('link', {name: 'Next', exact: true})).toHaveCount(0);
      await expect(navbar(page).locator('.navbar__items--right > a.navbar__link')).toHaveCount(0);
    });

    enTest('a nav group opens on hover and closes 150 ms after the pointer leaves, then fades', async ({page}) => {
      await page.goto(`${loc.prefix}/guide/basic/cli`);
      const dropdown = languageDropdown(page, loc.language);
      const menu = dropdown.locator('.dropdown__menu');
      await expect(menu).toBeHidden();
      await dropdown.hover();
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('link', {name: loc.otherLanguage})).toBeVisible();
      await expect.poll(() => menu.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');

      // Catch the closing transitions the moment the pointer leaves the group, and hold them, so the check reads
      // the browser's own timeline rather than a test runner's (which a loaded machine slows down).
      await dropdown.evaluate((element) => {
        const list = element.querySelector('.dropdown__menu')!;
        element.addEventListener(
          'mouseleave',
          () => {
            const transitions = list.getAnimations().filter((animation) => animation instanceof CSSTransition);
            transitions.forEach((transition) => transition.pause());
            (window as unknown as {navTransitions: Animation[]}).navTransitions = transitions;
          },
          {once: true},
        );
      });
      await page.mouse.move(10, 600);
      await page.waitForFunction(() => 'navTransitions' in window);
      const states = await menu.evaluate(
        (list, {delay, fade}) => {
          const transitions = (window as unknown as {navTransitions: CSSTransition[]}).navTransitions;
          const at = (ms: number) => {
            transitions.forEach((transition) => {
              transition.currentTime = ms;
            });
            const style = getComputedStyle(list);
            return {opacity: Number(style.opacity), visibility: style.visibility};
          };
          const result = {
            properties: transitions.map((transition) => transition.transitionProperty).sort(),
            rightAfter: at(0),
            endOfDelay: at(delay - 1),
            midFade: at(delay + fade / 2),
            endOfFade: at(delay + fade - 1),
          };
          transitions.forEach((transition) => transition.play());
          return result;
        },
        {delay: NAV_CLOSE_DELAY_MS, fade: DROPDOWN_FADE_MS},
      );
      expect(states.properties).toEqual(expect.arrayContaining(['opacity', 'visibility']));
      // Right after the pointer leaves, and for the whole 150 ms delay, the group is still open...
      expect(states.rightAfter).toEqual({opacity: 1, visibility: 'visible'});
      expect(states.endOfDelay).toEqual({opacity: 1, visibility: 'visible'});
      // ...then it fades...
      expect(states.midFade.opacity).toBeGreaterThan(0);
      expect(states.midFade.opacity).toBeLessThan(1);
      expect(states.endOfFade.visibility).toBe('visible');
      // ...and once the delay and the fade are over, it is hidden.
      await expect(menu).toBeHidden();
    });

    enTest('a nav group stays keyboard-operable: Enter opens it, Tab reaches its links, Enter follows one', async ({page}) => {
      await page.goto(`${loc.prefix}/guide/basic/cli`);
      const dropdown = languageDropdown(page, loc.language);
      const trigger = dropdown.getByRole('button', {name: loc.language});
      const target = dropdown.getByRole('link', {name: loc.otherLanguage});
      await trigger.focus();
      await page.keyboard.press('Enter');
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await expect(dropdown.locator('.dropdown__menu')).toBeVisible();
      for (let step = 0; step < 2 && !(await target.evaluate((element) => element === document.activeElement)); step++) {
        await page.keyboard.press('Tab');
      }
      await expect(target).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(`${loc.otherPrefix}/guide/basic/cli`);
    });

    test('the dark/light toggle is shown and switches the theme', async ({page}) => {
      await page.goto(`${loc.prefix}/guide/start/`);
      const toggle = navbar(page).locator('.navbar__items--right').getByRole('button', {name: loc.colorToggle.system});
      await expect(toggle).toBeVisible();
      await expect(toggle).toBeEnabled();
      // One click leaves the light system theme: the first choice is the opposite of what is shown.
      await toggle.click();
      const toggled = navbar(page).locator('.navbar__items--right').getByRole('button', {name: /mode|模式/});
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expect(toggled).toHaveAccessibleName(new RegExp(loc.colorToggle.dark));
      // Then it switches between light and dark, one click each.
      await toggled.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(toggled).toHaveAccessibleName(new RegExp(loc.colorToggle.light));
      await toggled.click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    });

    enTest('on a dark system theme the first click switches to light', async ({browser}) => {
      const context = await browser.newContext({colorScheme: 'dark', locale: 'en-US'});
      const page = await context.newPage();
      await page.goto(`${test.info().project.use.baseURL}${loc.prefix}/guide/start/`);
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await navbar(page).locator('.navbar__items--right').getByRole('button', {name: loc.colorToggle.system}).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
      await expect(page.locator('html')).toHaveAttribute('data-theme-choice', 'light');
      await context.close();
    });
  });

  if (loc.locale === 'en') test.describe('sidebar', () => {
    test('a group that neither collapses nor links has a plain label, marked active when it holds the page', async ({page}) => {
      await page.setViewportSize({width: 1500, height: 900});
      await page.goto(`${loc.prefix}/guide/start/quick-start`);
      const sidebar = page.locator('.theme-doc-sidebar-menu');
      const label = (text: string) =>
        sidebar.locator('.theme-doc-sidebar-item-category > .menu__list-item-collapsible > .menu__link').filter({hasText: new RegExp(`^${text}$`)});
      for (const text of [loc.gettingStarted, loc.basic]) {
        await expect(label(text)).toBeVisible();
        // Not a link: no <a>, so nothing to focus, follow or crawl.
        expect(await label(text).evaluate((element) => element.tagName)).toBe('SPAN');
      }
      await expect(label(loc.gettingStarted)).toHaveClass(/menu__link--active/);
      await expect(label(loc.basic)).not.toHaveClass(/menu__link--active/);
      // Its pages stay listed under it.
      await expect(label(loc.basic).locator('xpath=../following-sibling::ul').locator('a.menu__link')).toHaveCount(
        CURRENT_DOC_ROUTES.filter((route) => route.group === 'Basic').length,
      );
    });

    test('a collapsed group opens by itself when it holds the active page', async ({page}) => {
      const group = page.locator('.theme-doc-sidebar-menu .theme-doc-sidebar-item-category', {
        has: page.locator('.menu__list-item-collapsible', {hasText: loc.rstestUtility}),
      });
      const caret = group.locator('.menu__caret');
      const fakeTimers = group.locator(`a.menu__link[href="${loc.prefix}/api/rstest/fakeTimers"]`);

      await page.goto(`${loc.prefix}/api/test-api/hooks`);
      await expect(group).toHaveClass(/menu__list-item--collapsed/);
      await expect(caret).toHaveAttribute('aria-expanded', 'false');
      await expect(fakeTimers).toBeHidden();

      // Client-side navigation into the group (the pager's next page is the group's own page).
      await page.locator('.pagination-nav__link--next').click();
      await expect(page).toHaveURL(`${loc.prefix}/api/rstest/`);
      await expect(group).not.toHaveClass(/menu__list-item--collapsed/);
      await expect(caret).toHaveAttribute('aria-expanded', 'true');
      await expect(fakeTimers).toBeVisible();

      // A page deep in the group, loaded directly, shows the group open with the page marked current.
      await page.goto(`${loc.prefix}/api/rstest/fakeTimers`);
      await expect(group).not.toHaveClass(/menu__list-item--collapsed/);
      await expect(fakeTimers).toBeVisible();
      await expect(fakeTimers).toHaveAttribute('aria-current', 'page');
    });
  });
}
