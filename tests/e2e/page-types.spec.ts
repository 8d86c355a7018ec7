import {test, expect} from './fixtures';

// Page types of MDX pages (spec section 2): home, custom, blank. Fixture pages: tests/fixtures/pages.
const LOCALES = [
  {
    locale: 'en',
    prefix: '',
    tagline: 'Provide first-class support for Rspack ecosystem',
    featuresLabel: 'Features',
    features: [
      'Jest-compatible API',
      'Built on Rspack',
      'TypeScript and ESM out of the box',
      'Monorepos and large suites',
      'DOM testing',
      'Watch mode and coverage',
    ],
    featuresPageTitle: 'Features',
    landingHeading: 'The Rstack toolchain',
    multiProjectHeading: 'Multi-project testing',
  },
  {
    locale: 'zh',
    prefix: '/zh',
    tagline: '为 Rspack 生态提供全面、一流的支持',
    featuresLabel: '功能特性',
    features: ['兼容 Jest 的 API', '基于 Rspack', '开箱即用的 TypeScript 与 ESM', 'Monorepo 与大型测试套件', 'DOM 测试', '监听模式与覆盖率'],
    featuresPageTitle: '功能特性',
    landingHeading: 'Rstack 工具链',
    multiProjectHeading: '多项目测试',
  },
] as const;

for (const l of LOCALES) {
  test.describe(`page types (${l.locale})`, () => {
    // The pages' texts are checked in both locales; the page types' behaviour in English.
    const enOnly = l.locale === 'en' ? test : () => {};
    test('home: hero from the frontmatter, tagline section, feature cards, Rstack landing block, footer', async ({page, pageErrors}) => {
      await page.goto(`${l.prefix}/`);
      await expect(page.locator('html')).toHaveClass(/page-type-home/);
      const main = page.getByRole('main');
      await expect(main.locator('h1')).toHaveText('Rstest');
      await expect(main.getByRole('heading', {level: 2})).toHaveText([l.tagline, l.landingHeading]);
      const features = main.getByRole('region', {name: l.featuresLabel, exact: true});
      await expect(features.getByRole('heading', {level: 3})).toHaveText([...l.features]);
      // Hero, tagline, cards, the Rstack landing block, in this order, then the footer.
      const h2 = main.getByRole('heading', {level: 2});
      const tops = await Promise.all(
        [main.locator('h1'), h2.first(), features, h2.last(), page.locator('footer')].map(
          async (locator) => (await locator.boundingBox())!.y,
        ),
      );
      expect([...tops].sort((a, b) => a - b)).toEqual(tops);
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.locator('.table-of-contents')).toHaveCount(0);
      // The hero comes from the frontmatter only: one hero, one h1.
      await expect(page.locator('h1')).toHaveCount(1);
      expect(pageErrors).toEqual([]);
    });

    enOnly('home: a feature card opens the section of the page that documents it', async ({page}) => {
      await page.goto(`${l.prefix}/`);
      await page
        .getByRole('region', {name: l.featuresLabel, exact: true})
        .getByRole('link', {name: new RegExp(`^${l.features[3]}`)})
        .click();
      await expect(page).toHaveURL(`${l.prefix}/guide/start/features#multi-project-testing`);
      await expect(page.locator('h1')).toHaveText(l.featuresPageTitle);
      await expect(page.locator('#multi-project-testing')).toContainText(l.multiProjectHeading);
    });

    test('custom: navbar and footer around the page content, no outline', async ({page, pageErrors}) => {
      await page.goto(`${l.prefix}/e2e-fixtures/pages/custom`);
      await expect(page.locator('html')).toHaveClass(/page-type-custom/);
      await expect(page.locator('.navbar')).toBeVisible();
      await expect(page.locator('footer')).toBeVisible();
      await expect(page.locator('main h1')).toHaveText('Custom page');
      await expect(page.locator('main h2')).toHaveText(['First section', 'Second section']);
      await expect(page.locator('.table-of-contents')).toHaveCount(0);
      await expect(page.getByText(/ON THIS PAGE|目录/)).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });

    enOnly('custom: titleSuffix and head frontmatter on an MDX page', async ({page}) => {
      await page.goto(`${l.prefix}/e2e-fixtures/pages/custom`);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle('Custom page · Rstest fixtures');
      await expect(page.locator('head meta[name="e2e-fixture"]')).toHaveAttribute('content', 'custom-page');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        'An MDX page with its own layout between the navbar and the footer.',
      );
    });

    enOnly('blank: the page content without navbar and footer', async ({page, pageErrors}) => {
      await page.goto(`${l.prefix}/e2e-fixtures/pages/blank`);
      await expect(page.locator('html')).toHaveClass(/page-type-blank/);
      await expect(page.locator('main h1')).toHaveText('Blank page');
      await expect(page.getByText("Only the page's own content")).toBeVisible();
      await expect(page.locator('.navbar')).toHaveCount(0);
      await expect(page.locator('footer')).toHaveCount(0);
      expect(pageErrors).toEqual([]);
    });

    test('the fixture pages stay out of the sitemap and are marked noindex', async ({page}) => {
      const sitemap = await (await page.request.get(`${l.prefix}/sitemap.xml`)).text();
      expect(sitemap).toContain('<loc>');
      expect(sitemap).not.toContain('e2e-fixtures');
      for (const fixture of ['pages/custom', 'pages/blank', 'docs/no-outline']) {
        await page.goto(`${l.prefix}/e2e-fixtures/${fixture}`);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      }
    });
  });
}
