import {test as base, expect, type CDPSession, type ConsoleMessage, type Page, type Request} from '@playwright/test';

// The one fixture module every spec imports `test` from: it records what the page logs as
// an error (console errors, uncaught exceptions) so specs can assert a clean page.
type Fixtures = {
  pageErrors: string[];
};

/**
 * A resource of another host that did not load. The test machines have no internet, and the site is
 * built to render without those resources (its own pages ask no other host for any), so this is not a
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

/** The site's main bundle (src/ssr/template.ts loads it once the page is painted). */
const MAIN_BUNDLE = /\/assets\/js\/main\.[^/]+\.js$/;

/**
 * Resolves once the page has hydrated (`<html data-has-hydrated="true">`), at once for a document
 * without the site's scripts (a `.md` file, an image).
 */
function hydrated(page: Page): Promise<unknown> {
  return page.waitForFunction(
    () =>
      document.documentElement.dataset.hasHydrated === 'true' ||
      !document.querySelector('link[rel="preload"][as="script"][href*="/assets/js/main."]'),
  );
}

/**
 * Makes every `page.goto` also wait until the page has hydrated, as a reader interacting with it
 * would: the app's scripts run after the first paint, which can come after the load event that
 * `page.goto` waits for.
 */
function waitForHydrationOnGoto(page: Page): void {
  // A test that blocks the bundle (JavaScript off) gets no hydration: goto stops waiting when the
  // main bundle's request fails, which can happen before or after the load event.
  let bundleFailed = false;
  let onBundleFailed = () => {};
  page.on('requestfailed', (request: Request) => {
    if (!MAIN_BUNDLE.test(request.url())) return;
    bundleFailed = true;
    onBundleFailed();
  });
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    bundleFailed = false;
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit' && !bundleFailed) {
      await Promise.race([
        hydrated(page),
        new Promise<void>((resolve) => {
          onBundleFailed = resolve;
        }),
      ]);
      onBundleFailed = () => {};
    }
    return response;
  };
}

/** Records what `page` logs as an error until the returned `stop` is called. */
function recordPageErrors(page: Page): {errors: string[]; stop: () => void} {
  const errors: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() === 'error' && !isUnreachableExternalResource(message, page.url())) {
      errors.push(`console.error: ${message.text()}`);
    }
  };
  const onPageError = (error: Error) => errors.push(`uncaught: ${error.message}`);
  return {errors, stop: listen(page, onConsole, onPageError)};
}

/** Listens to what `page` logs and throws; returns the function that stops listening. */
function listen(page: Page, onConsole: (message: ConsoleMessage) => void, onPageError: (error: Error) => void): () => void {
  page.on('console', onConsole);
  page.on('pageerror', onPageError);
  return () => {
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
  };
}

/** What Docusaurus's client entry prints (console.error) before a recoverable error of the React root. */
const RECOVERABLE_ERROR_PREFIX = 'Docusaurus React Root onRecoverableError:';

/** Console message types a clean page never logs. */
const PROBLEM_TYPES = new Set(['error', 'warning', 'assert']);

/**
 * The crawl's check (routes.spec): records everything a page logs that a clean page does not — a
 * recoverable error of the React root (a hydration mismatch React repaired), any
 * other console warning or error, an uncaught exception — each prefixed with the path of the page
 * it came from, until `stop` is called. The one thing let through is a resource of another host
 * that did not load (isUnreachableExternalResource).
 */
export function recordPageProblems(page: Page): {problems: string[]; stop: () => void} {
  const problems: string[] = [];
  const where = () => {
    const url = page.url();
    return url.startsWith('http') ? new URL(url).pathname : url;
  };
  const onConsole = (message: ConsoleMessage) => {
    if (!PROBLEM_TYPES.has(message.type()) || isUnreachableExternalResource(message, page.url())) return;
    const text = message.text();
    const kind = text.startsWith(RECOVERABLE_ERROR_PREFIX) ? 'recoverable error (hydration)' : `console.${message.type()}`;
    problems.push(`${where()}: ${kind}: ${text}`);
  };
  const onPageError = (error: Error) => problems.push(`${where()}: uncaught: ${error.message}`);
  return {problems, stop: listen(page, onConsole, onPageError)};
}

type WorkerFixtures = {
  /**
   * One page per worker, shared by the tests that only load pages and read them (routes.spec): its
   * browser cache keeps the site's scripts and styles from one test to the next, where each test's
   * own `page` starts from an empty cache. Such tests must leave no state behind (storage, dialogs).
   */
  sharedPage: Page;
};

export const test = base.extend<Fixtures & {sharedPageProblems: string[]}, WorkerFixtures>({
  page: async ({page}, use) => {
    waitForHydrationOnGoto(page);
    // The worker's context is reused from test to test (playwright.config.ts), and its reset keeps
    // granted permissions: a test asks for them with `test.use({permissions})`, which gives it a context of its own.
    page.context().grantPermissions = () => {
      throw new Error('grantPermissions would outlive the test in the reused context: use test.use({permissions: [...]})');
    };
    // So would what a CDP session sets (a 4× slower CPU, blocked URLs) until the session detaches:
    // the sessions a test opens are detached when it ends.
    const context = page.context();
    const sessions: CDPSession[] = [];
    const newCDPSession = context.newCDPSession;
    context.newCDPSession = async (target) => {
      const session = await newCDPSession.call(context, target);
      sessions.push(session);
      return session;
    };
    await use(page);
    context.newCDPSession = newCDPSession;
    await Promise.all(sessions.map((session) => session.detach().catch(() => {})));
  },
  pageErrors: async ({page}, use) => {
    const {errors, stop} = recordPageErrors(page);
    await use(errors);
    stop();
  },
  sharedPage: [
    async ({browser}, use, workerInfo) => {
      const {baseURL, locale, viewport} = workerInfo.project.use;
      const context = await browser.newContext({baseURL, locale, viewport});
      const page = await context.newPage();
      waitForHydrationOnGoto(page);
      await use(page);
      await context.close();
    },
    {scope: 'worker'},
  ],
  /** What the shared page logs during one test that a clean page does not (recordPageProblems). */
  sharedPageProblems: async ({sharedPage}, use) => {
    const {problems, stop} = recordPageProblems(sharedPage);
    await use(problems);
    stop();
  },
});

export {expect};

/**
 * The navbar's language switcher (desktop). The version switcher is a dropdown too: the language
 * one is the dropdown whose entries carry a `lang` attribute.
 */
export function localeDropdown(page: Page) {
  return page.locator('.navbar__item.dropdown').filter({has: page.locator('.dropdown__menu a[lang]')});
}
