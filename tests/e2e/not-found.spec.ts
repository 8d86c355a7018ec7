import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

// The 404 page (spec 2 "Unknown paths", spec 8): in both locales, served by scripts/serve.mjs and
// by nginx (project `nginx`), each by the build's own rules (maintainers/deployment.md "Deploy").
const LOCALES = [
  {prefix: '', htmlLang: 'en', title: 'PAGE NOT FOUND', tabTitle: /^Page Not Found \| /, stockText: 'We could not find what you were looking for', home: 'Take me home', homeHref: '/', heroText: 'Rspack-based testing framework'},
  {prefix: '/zh', htmlLang: 'zh-CN', title: '页面未找到', tabTitle: /^页面未找到 \| /, stockText: '我们找不到你要找的页面', home: '返回首页', homeHref: '/zh/', heroText: '基于 Rspack 的测试框架'},
] as const;

// Chromium reports the 404 status of the document itself as a console error; that one is expected here.
const DOCUMENT_404 = /Failed to load resource: the server responded with a status of 404/;

async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
}

function unexpected(errors: string[]): string[] {
  return errors.filter((error) => !DOCUMENT_404.test(error));
}

for (const locale of LOCALES) {
  test.describe(`${locale.htmlLang} 404 page`, () => {
    for (const path of ['/this-page-does-not-exist', '/guide/start/not-a-page/']) {
      const url = `${locale.prefix}${path}`;

      test(`${url} answers 404 with '404', '${locale.title}' and '${locale.home}' to ${locale.homeHref}`, async ({
        page,
        pageErrors,
      }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(404);
        await hydrated(page);
        await expect(page).toHaveURL(url);
        await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);

        const main = page.getByRole('main');
        await expect(main.getByText('404', {exact: true})).toBeVisible();
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(main.locator('h1')).toHaveText(locale.title);
        // The tab title says what the heading says, in the same words.
        await expect(page).toHaveTitle(locale.tabTitle);
        const home = main.getByRole('link', {name: locale.home, exact: true});
        await expect(home).toBeVisible();
        await expect(home).toHaveAttribute('href', locale.homeHref);
        // The stock paragraphs are gone.
        await expect(main).not.toContainText(locale.stockText);

        // No outline (table of contents) and no docs sidebar.
        await expect(page.locator('.theme-doc-toc-desktop, .theme-doc-toc-mobile, .table-of-contents')).toHaveCount(0);
        await expect(page.locator('.theme-doc-sidebar-container')).toHaveCount(0);
        expect(unexpected(pageErrors)).toEqual([]);
      });
    }

    test(`'${locale.home}' on ${locale.prefix}/nope leads to the ${locale.htmlLang} home page`, {tag: '@client'}, async ({page, pageErrors}) => {
      await page.goto(`${locale.prefix}/nope`);
      await hydrated(page);
      await page.getByRole('main').getByRole('link', {name: locale.home, exact: true}).click();
      await expect(page).toHaveURL(locale.homeHref);
      await expect(page.locator('h1')).toHaveText('Rstest');
      await expect(page.getByText(locale.heroText, {exact: true})).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      expect(unexpected(pageErrors)).toEqual([]);
    });

    test(`${locale.prefix}/404 is the 404 page's own route and answers it`, async ({page, pageErrors}) => {
      const response = await page.goto(`${locale.prefix}/404`);
      expect(response?.status()).toBe(200);
      await hydrated(page);
      await expect(page.locator('h1')).toHaveText(locale.title);
      await expect(page.getByRole('main').getByRole('link', {name: locale.home, exact: true})).toHaveAttribute(
        'href',
        locale.homeHref,
      );
      await expect(page.locator('.theme-doc-toc-desktop, .theme-doc-toc-mobile, .table-of-contents')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });
  });
}

test.describe('redundant language prefix', {tag: '@client'}, () => {
  test('/zh/zh/guide/start/ is replaced by /zh/guide/start/, and Back skips the broken URL', async ({page}) => {
    await page.goto('/zh/');
    await hydrated(page);
    await page.goto('/zh/zh/guide/start/');
    await expect(page).toHaveURL('/zh/guide/start/');
    await expect(page.locator('h1')).toHaveText('介绍');
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    await page.goBack();
    await expect(page).toHaveURL('/zh/');
  });

  test('/zh/zh/zh/guide/basic/cli drops every repeated prefix', async ({page}) => {
    await page.goto('/zh/zh/zh/guide/basic/cli');
    await expect(page).toHaveURL('/zh/guide/basic/cli');
    await expect(page.locator('h1')).toHaveText('命令行工具');
  });

  test('/en/guide/start/ drops the default locale prefix, which English pages never have', async ({page}) => {
    await page.goto('/en/guide/start/');
    await expect(page).toHaveURL('/guide/start/');
    await expect(page.locator('h1')).toHaveText('Introduction');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('/zh/zh/nope keeps query and hash and ends on the Chinese 404 page at /zh/nope', async ({page}) => {
    await page.goto('/zh/zh/nope?from=test#part');
    await expect(page).toHaveURL('/zh/nope?from=test#part');
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('页面未找到');
    await expect(page.getByRole('main').getByRole('link', {name: '返回首页', exact: true})).toHaveAttribute('href', '/zh/');
  });
});
