import fs from 'node:fs';
import path from 'node:path';
import {test, expect} from './fixtures';

// `npm run build` is the readers' site alone; the end-to-end tests' edge-case pages
// (tests/fixtures, under /e2e-fixtures/) are only in the e2e build (`npm run build:e2e`,
// build-e2e/), which these tests are served from. Reads the two folders directly.

const ROOT = path.join(__dirname, '../..');
const FIXTURE_ROUTES = ['e2e-fixtures/docs/layout/index.html', 'e2e-fixtures/pages/blank/index.html'];

function builtFiles(dir: string): string[] {
  return (fs.readdirSync(dir, {recursive: true}) as string[]).filter((file) => fs.statSync(path.join(dir, file)).isFile());
}

test('the production build has no test fixtures, anywhere', () => {
  const dir = path.join(ROOT, 'build');
  expect(fs.existsSync(path.join(dir, 'index.html')), 'build/ is missing: run `npm run build` first').toBe(true);
  const files = builtFiles(dir);
  expect(files.filter((file) => file.includes('e2e-fixtures'))).toEqual([]);
  // Nor a route, a link or a sitemap entry to them (HTML, JS route tables, sitemaps, llms.txt, robots.txt).
  const mentioning = files
    .filter((file) => /\.(html|js|json|xml|txt|md)$/.test(file))
    .filter((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes('e2e-fixtures'));
  expect(mentioning).toEqual([]);
});

test('the e2e build has the fixtures, in both locales', () => {
  const dir = path.join(ROOT, 'build-e2e');
  for (const route of FIXTURE_ROUTES) {
    expect(fs.existsSync(path.join(dir, route)), route).toBe(true);
    expect(fs.existsSync(path.join(dir, 'zh', route)), `zh/${route}`).toBe(true);
  }
});
