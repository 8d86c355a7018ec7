import {test as base, expect, type ConsoleMessage} from '@playwright/test';

// The one fixture module every spec imports `test` from: it records what the page logs as
// an error (console errors, uncaught exceptions) so specs can assert a clean page.
type Fixtures = {
  pageErrors: string[];
};

/**
 * A resource of another host that did not load. The test machines have no internet, and the site is
 * built to render without those resources (the Rstack logos leave placeholders), so this is not a
 * page error; a resource of the site itself that fails to load still is.
 */
function isUnreachableExternalResource(message: ConsoleMessage, pageUrl: string): boolean {
  if (!message.text().startsWith('Failed to load resource')) return false;
  try {
    return new URL(message.location().url).origin !== new URL(pageUrl).origin;
  } catch {
    return false;
  }
}

export const test = base.extend<Fixtures>({
  pageErrors: async ({page}, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && !isUnreachableExternalResource(message, page.url())) {
        errors.push(`console.error: ${message.text()}`);
      }
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
});

export {expect};
