import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';

// Page frontmatter that reaches <head> (spec section 3): description, titleSuffix, head.
// Fixture pages: tests/fixtures (the Chinese site shows their English sources).
const ROOT = path.join(__dirname, '../..');
const LOCALES = [
  {locale: 'en', prefix: '', docsDir: path.join(ROOT, 'docs')},
  {locale: 'zh', prefix: '/zh', docsDir: path.join(ROOT, 'i18n/zh/docusaurus-plugin-content-docs/current')},
] as const;

/** A doc's frontmatter field, read from its Markdown source. */
function frontMatterField(file: string, field: string): string {
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, 'utf8'))![1];
  return new RegExp(`^${field}: (.*)$`, 'm').exec(frontMatter)![1].trim();
}

for (const l of LOCALES) {
  test.describe(`frontmatter in <head> (${l.locale})`, () => {
    test('the description frontmatter is the page description', async ({page}) => {
      const file = path.join(l.docsDir, 'guide/start/quick-start.md');
      await page.goto(`${l.prefix}/guide/start/quick-start`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', frontMatterField(file, 'description'));
    });

    test('titleSuffix replaces the site suffix and head tags reach <head>', async ({page, pageErrors}) => {
      await page.goto(`${l.prefix}/e2e-fixtures/docs/frontmatter-head`);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle('Frontmatter head - Rstest docs');
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Frontmatter head - Rstest docs');
      await expect(page.locator('head meta[name="e2e-fixture"]')).toHaveAttribute('content', 'frontmatter-head');
      await expect(page.locator('head link[rel="author"]')).toHaveAttribute('href', 'https://github.com/web-infra-dev/rstest');
      await expect(page.locator('meta[name="description"]')).toHaveAttribute(
        'content',
        'A doc whose frontmatter sets its own title suffix and extra head tags.',
      );
      await expect(page.locator('h1')).toHaveText('Frontmatter head');
      // The tags are in the server HTML too, not only added by the browser.
      const html = await (await page.request.get(`${l.prefix}/e2e-fixtures/docs/frontmatter-head`)).text();
      expect(html).toMatch(/<title[^>]*>Frontmatter head - Rstest docs<\/title>/);
      expect(html).toMatch(/<meta[^>]*name="?e2e-fixture"?[^>]*content="?frontmatter-head"?/);
      expect(pageErrors).toEqual([]);
    });

    test('a page without titleSuffix keeps the site suffix', async ({page}) => {
      await page.goto(`${l.prefix}/e2e-fixtures/docs/no-outline`);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle('No outline | Rstest');
    });
  });
}
