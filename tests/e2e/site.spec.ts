import {test, expect, localeDropdown} from './fixtures';
import {CURRENT_ONLY_GROUPS_ZH, GUIDE_GROUPS, SIDEBAR_GROUPS_ZH, groupZh} from '../specRoutes';

const REPO = 'https://github.com/web-infra-dev/rstest';

test.describe('home page', () => {
  const homes = [
    {url: '/', lang: 'en', text: 'Rspack-based testing framework', quickStart: 'Quick Start', prefix: ''},
    {url: '/zh/', lang: 'zh-CN', text: '基于 Rspack 的测试框架', quickStart: '快速上手', prefix: '/zh'},
  ];
  for (const home of homes) {
    test(`${home.url} shows the hero from its frontmatter with both buttons`, async ({page, pageErrors}) => {
      const response = await page.goto(home.url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', home.lang);
      await expect(page.locator('h1')).toHaveText('Rstest');
      await expect(page.getByText(home.text, {exact: true})).toBeVisible();
      const quickStart = page.getByRole('main').getByRole('link', {name: home.quickStart, exact: true});
      await expect(quickStart).toHaveAttribute('href', `${home.prefix}/guide/start/quick-start`);
      await expect(page.getByRole('main').getByRole('link', {name: 'GitHub', exact: true})).toHaveAttribute(
        'href',
        REPO,
      );
      await quickStart.click();
      await expect(page).toHaveURL(`${home.prefix}/guide/start/quick-start`);
      await expect(page.locator('h1')).toHaveText(home.prefix ? '快速上手' : 'Quick start');
      expect(pageErrors).toEqual([]);
    });
  }
});

test.describe('site chrome', () => {
  test('navbar, sidebar groups, edit link and footer are in English at /', async ({page}) => {
    await page.goto('/guide/start/');
    const nav = page.locator('.navbar__items').first();
    await expect(nav.locator('a.navbar__link')).toHaveText(['Guide', 'Config', 'API']);
    await expect(page.locator('.navbar__brand')).toContainText('Rstest');
    await expect(page.locator('.navbar__logo img')).toHaveAttribute('src', '/img/logo.svg');
    const groups = page.locator('.theme-doc-sidebar-menu .menu__list-item-collapsible');
    await expect(groups).toHaveText([...GUIDE_GROUPS]);
    const edit = page.getByRole('link', {name: 'Edit this page on GitHub', exact: true});
    await expect(edit).toHaveAttribute('href', `${REPO}/tree/main/website/docs/en/guide/start/index.md`);
    await expect(page.getByRole('contentinfo')).toContainText('MIT');
    await expect(page.getByRole('contentinfo')).toContainText('© 2024-present ByteDance Inc.');
  });

  test('navbar, sidebar groups, edit link and footer are in Chinese at /zh/', async ({page}) => {
    await page.goto('/zh/guide/start/');
    const nav = page.locator('.navbar__items').first();
    await expect(nav.locator('a.navbar__link')).toHaveText(['指南', '配置', 'API']);
    const groups = page.locator('.theme-doc-sidebar-menu .menu__list-item-collapsible');
    await expect(groups).toHaveText(GUIDE_GROUPS.map(groupZh));
    const edit = page.getByRole('link', {name: '在 GitHub 上编辑此页', exact: true});
    await expect(edit).toHaveAttribute('href', `${REPO}/tree/main/website/docs/zh/guide/start/index.md`);
    await expect(page.getByRole('contentinfo')).toContainText('© 2024-present ByteDance Inc.');
    await expect(page.getByRole('contentinfo')).toContainText('社区');
  });

  test('config and API sidebars show their groups in both locales', async ({page}) => {
    await page.goto('/config/');
    await expect(page.locator('.theme-doc-sidebar-menu .menu__list-item-collapsible')).toHaveText([
      'Test Configurations',
      'Build Configurations',
    ]);
    await page.goto('/zh/api/');
    await expect(page.locator('.theme-doc-sidebar-menu .menu__list-item-collapsible')).toHaveText([
      SIDEBAR_GROUPS_ZH['Test API'],
      SIDEBAR_GROUPS_ZH['Rstest Utility'],
      CURRENT_ONLY_GROUPS_ZH['Browser Mode'],
      CURRENT_ONLY_GROUPS_ZH['JavaScript API'],
    ]);
  });

  test('the language switcher moves between the same page in both locales', async ({page}) => {
    await page.goto('/guide/basic/cli');
    await localeDropdown(page).hover();
    await page.getByRole('link', {name: '简体中文'}).click();
    await expect(page).toHaveURL('/zh/guide/basic/cli');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  });
});

test.describe('unknown paths', () => {
  // Each locale answers with its own not-found page (tests/e2e/not-found.spec.ts checks it in detail).
  const unknown = [
    {url: '/this-page-does-not-exist', lang: 'en', title: 'PAGE NOT FOUND'},
    {url: '/zh/this-page-does-not-exist', lang: 'zh-CN', title: '页面未找到'},
  ];
  for (const {url, lang, title} of unknown) {
    test(`${url} answers 404 with the not-found page of its locale`, async ({page}) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(404);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('main h1')).toHaveText(title);
      await expect(page.locator('.theme-doc-sidebar-menu')).toHaveCount(0);
    });
  }
});
