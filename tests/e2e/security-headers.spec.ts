import type {Page} from '@playwright/test';
import {test, expect} from './fixtures';
import {LOCALES} from '../specRoutes';
import {SURFACES, errorsBesidesNotFoundStatus, openSurface} from './surfaces';

// Security headers of the build (src/plugins/serving-rules/securityHeaders.ts, written into
// `_headers` and `nginx.conf`): present on pages, assets and the 404 page, and the site runs under
// its Content-Security-Policy without a single violation on any surface of tests/e2e/surfaces.ts,
// in both locales. Runs on both servers (projects `chromium` and `nginx`).

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Records every CSP violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return () => page.evaluate(() => window.__cspViolations ?? []);
}

test.describe('compression', () => {
  // What a static host does, and what Lighthouse in `npm run bench` needs to see.
  test('pages, scripts, styles, Markdown and the 404 page are sent gzip-compressed to a browser that accepts it', async ({request}) => {
    const home = await (await request.get('/')).text();
    const script = /<link rel="?preload"? as="?script"? href="?(\/assets\/js\/main\.[^"> ]+\.js)/.exec(home)?.[1];
    const style = /<link rel="?stylesheet"? href="?(\/assets\/css\/[^"> ]+\.css)/.exec(home)?.[1];
    expect(script).toBeTruthy();
    expect(style).toBeTruthy();
    for (const path of ['/', '/zh/guide/start/quick-start', script!, style!, '/guide/start/quick-start.md', '/this-page-does-not-exist']) {
      const response = await request.get(path, {headers: {'Accept-Encoding': 'gzip'}});
      expect(response.headers()['content-encoding'], path).toBe('gzip');
      expect(response.headers()['vary'], path).toMatch(/Accept-Encoding/i);
      expect((await response.body()).length, path).toBeGreaterThan(0);
    }
  });

  test('a client that accepts no encoding gets the plain bytes', async ({request}) => {
    const response = await request.get('/guide/start/quick-start', {headers: {'Accept-Encoding': 'identity'}});
    expect(response.headers()['content-encoding']).toBeUndefined();
    expect(await response.text()).toMatch(/^<!doctype html>.*<h1>Quick start<\/h1>/s);
  });
});

test.describe('security headers', () => {
  for (const path of ['/', '/zh/guide/start/quick-start', '/this-page-does-not-exist', '/img/logo.svg', '/sitemap.xml']) {
    test(`${path} is sent with nosniff, a referrer policy, a frame ban and the CSP`, async ({request}) => {
      const response = await request.get(path);
      const headers = response.headers();
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['x-frame-options']).toBe('DENY');
      const csp = headers['content-security-policy'];
      expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(csp).toContain("frame-ancestors 'none'");
    });
  }

  test('the CSP is enforced: a script injected into the page is blocked and reported', async ({page}) => {
    const violations = await recordViolations(page);
    await page.goto('/guide/start/');
    const ran = await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.head.append(script);
      return (window as unknown as {__injected?: boolean}).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(violations).toEqual([expect.stringContaining('script-src')]);
  });
});

for (const {locale, prefix} of LOCALES) {
  test.describe(`no CSP violation (${locale})`, () => {
    // Each screen's scripts are the same in both locales: their screens in English, the other locale's navigation below.
    for (const surface of locale === 'en' ? SURFACES : []) {
      test(`${surface.name}`, async ({page, pageErrors}) => {
        const violations = await recordViolations(page);
        await openSurface(page, surface, prefix);
        const expected = surface.expectedCspViolations ?? [];
        expect((await violations()).filter((violation) => !expected.some(({pattern}) => pattern.test(violation)))).toEqual([]);
        expect(errorsBesidesNotFoundStatus(pageErrors)).toEqual([]);
      });
    }

    test('client-side navigation and the theme toggle load their code without a violation', async ({page, pageErrors}) => {
      const violations = await recordViolations(page);
      await page.goto(`${prefix}/`);
      await page.getByRole('link', {name: locale === 'en' ? 'Quick Start' : '快速上手', exact: true}).first().click();
      await expect(page).toHaveURL(`${prefix}/guide/start/quick-start`);
      await page.locator('.navbar button[class*="toggleButton"]').first().click();
      await page.locator('.pagination-nav__link--next').click();
      await expect(page).toHaveURL(`${prefix}/guide/start/features`);
      expect(await violations()).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
}
