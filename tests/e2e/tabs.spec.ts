import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';

// Tabs and package-manager tabs (spec 2 "Tabs and package-manager tabs"): npm, yarn, pnpm and bun,
// each with its own command; the chosen manager is kept in local storage for every page and both locales.

const STORAGE_KEY = 'docusaurus.tab.package-manager';
const firstTabs = (page: Page) => page.locator('.theme-doc-markdown .tabs-container').first();
const selectedTab = (page: Page) => firstTabs(page).locator('[role="tab"][aria-selected="true"]');

test('the quick start shows each manager’s install command', async ({page}) => {
  await page.goto('/guide/start/quick-start');
  const tabs = firstTabs(page);
  await expect(tabs.getByRole('tab')).toHaveText(['npm', 'yarn', 'pnpm', 'bun']);
  const expected = {
    npm: 'npm install @rstest/core -D',
    yarn: 'yarn add @rstest/core -D',
    pnpm: 'pnpm add @rstest/core -D',
    bun: 'bun add @rstest/core -d',
  };
  for (const [manager, command] of Object.entries(expected)) {
    await tabs.getByRole('tab', {name: manager, exact: true}).click();
    await expect(tabs.locator('[role="tabpanel"]:not([hidden])')).toHaveText(command);
  }
});

test('choosing pnpm on one page selects pnpm on the other pages and in the other locale, after reloads', async ({page}) => {
  await page.goto('/guide/start/quick-start');
  await expect(selectedTab(page)).toHaveText('npm');
  await firstTabs(page).getByRole('tab', {name: 'pnpm', exact: true}).click();
  // Every package-manager block of the page follows.
  const selected = page.locator('.theme-doc-markdown .tabs-container [role="tab"][aria-selected="true"]');
  await expect(selected).toHaveText(['pnpm', 'pnpm', 'pnpm']);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY)).toBe('pnpm');

  for (const url of ['/guide/migration/jest', '/zh/guide/start/quick-start', '/zh/config/test/coverage']) {
    await page.goto(url);
    await page.reload();
    await expect(selectedTab(page)).toHaveText('pnpm');
    await expect(firstTabs(page).locator('[role="tabpanel"]:not([hidden])')).toContainText('pnpm ');
  }
});

// src/theme/Tabs: no remount after hydration; a stored choice that differs from the server's default
// tab arrives as an update, without a hydration mismatch, in both locales.
for (const prefix of ['', '/zh']) {
  test(`a stored choice (bun) shows at once after hydration, with no hydration warning (${prefix || '/'})`, async ({page, pageErrors}) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (/hydrat|did not match|recoverable/i.test(message.text())) warnings.push(message.text());
    });
    await page.addInitScript((key) => window.localStorage.setItem(key, 'bun'), STORAGE_KEY);
    await page.goto(`${prefix}/guide/start/quick-start`);
    await expect(page.locator('html[data-has-hydrated="true"]')).toBeAttached();
    const selected = page.locator('.theme-doc-markdown .tabs-container [role="tab"][aria-selected="true"]');
    await expect(selected).toHaveText(['bun', 'bun', 'bun']);
    await expect(firstTabs(page).locator('[role="tabpanel"]:not([hidden])')).toHaveText('bun add @rstest/core -d');
    // Exactly one panel per block is shown.
    await expect(page.locator('.theme-doc-markdown .tabs-container [role="tabpanel"]:not([hidden])')).toHaveCount(3);
    expect(warnings).toEqual([]);
    expect(pageErrors).toEqual([]);
  });
}
