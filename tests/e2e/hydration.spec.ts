import {test, expect} from './fixtures';

// A recoverable error while the page hydrates is logged as a warning only (spec section 8).
// The fixture page renders 'server' on the server and 'browser' in the browser.
const RECOVERABLE_ERROR_PREFIX = 'Docusaurus React Root onRecoverableError:';

for (const prefix of ['', '/zh']) {
  test.describe(`hydration (${prefix || '/'})`, () => {
    test('a recoverable hydration error is logged as a warning, not an error', async ({page, pageErrors}) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(`${prefix}/e2e-fixtures/pages/hydration-mismatch`);
      // The server rendered 'server'; React recovered by rendering the page in the browser.
      const html = await (await page.request.get(`${prefix}/e2e-fixtures/pages/hydration-mismatch`)).text();
      expect(html).toMatch(/data-testid="?rendered-in"?>server</);
      await expect(page.getByTestId('rendered-in')).toHaveText('browser');
      await expect.poll(() => warnings.filter((text) => text.startsWith(RECOVERABLE_ERROR_PREFIX)).length).toBe(1);
      expect(pageErrors).toEqual([]);
    });
  });
}
