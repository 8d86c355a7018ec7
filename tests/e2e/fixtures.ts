import {test as base, expect} from '@playwright/test';

// The one fixture module every spec imports `test` from: it records what the page logs as
// an error (console errors, uncaught exceptions) so specs can assert a clean page.
type Fixtures = {
  pageErrors: string[];
};

export const test = base.extend<Fixtures>({
  pageErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
});

export {expect};
