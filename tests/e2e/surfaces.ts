import {expect, type Page} from '@playwright/test';

/**
 * The screens the whole-site quality gates check (tests/e2e/a11y.spec.ts, the CSP check of
 * tests/e2e/security-headers.spec.ts): each is a page, optionally a viewport, and the steps that
 * bring the screen into the state to check (a menu opened, a filter typed). One entry per screen;
 * a new feature with a UI state of its own (the search modal, a popover) adds one entry here.
 *
 * Paths are in the default locale; the specs run every surface under `/` and `/zh`.
 */
export type Surface = {
  name: string;
  path: string;
  /** The HTTP status the page answers with (the 404 page answers 404). */
  status?: number;
  viewport?: {width: number; height: number};
  /** Brings the page into the state to check; the page is loaded and hydrated when it runs. */
  prepare?: (page: Page) => Promise<void>;
  /** axe rules not checked on this screen, each with the reason (third-party markup we do not own). */
  axeRulesOff?: readonly {rule: string; reason: string}[];
  /** CSP violations expected on this screen, each with the reason they are harmless. */
  expectedCspViolations?: readonly {pattern: RegExp; reason: string}[];
};

/** A phone: below the 768 px mobile breakpoint of spec 9. */
export const PHONE_VIEWPORT = {width: 390, height: 844};

/** Hydration can take seconds on a busy machine: longer than expect's default 5 s. */
const HYDRATION_TIMEOUT_MS = 15_000;

export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true', {timeout: HYDRATION_TIMEOUT_MS});
}

export const SURFACES: readonly Surface[] = [
  {name: 'home page', path: '/'},
  {name: 'guide page', path: '/guide/start/quick-start'},
  {name: 'config option page', path: '/config/test/testTimeout'},
  {name: 'config overview page', path: '/config/'},
  {
    name: 'config overview page (filter in use)',
    path: '/config/',
    prepare: async (page) => {
      const filter = page.locator('main input[type="search"]');
      const links = page.locator('main article a[href*="/config/test/"]');
      const before = await links.count();
      await filter.fill('timeout');
      await expect(async () => {
        const after = await links.count();
        expect(after).toBeGreaterThan(0);
        expect(after).toBeLessThan(before);
      }).toPass();
    },
  },
  {
    name: 'search modal (open, with results)',
    path: '/guide/start/',
    axeRulesOff: [
      {
        rule: 'nested-interactive',
        reason:
          'DocSearch 4.7 markup: its overlay is a role=button holding the dialog, and each hit is a role=option holding a link',
      },
    ],
    expectedCspViolations: [
      {
        pattern: /^script-src blocked eval /,
        reason: 'a capability probe in the modal chunk (`try { Function(""); } catch {}`) that falls back when eval is blocked',
      },
    ],
    prepare: async (page) => {
      await page.keyboard.press('Control+k');
      await expect(page.locator('.DocSearch-Modal')).toBeVisible();
      await page.locator('.DocSearch-Input').fill('timeout');
      await expect(page.locator('.DocSearch-Hit').first()).toBeVisible({timeout: HYDRATION_TIMEOUT_MS});
    },
  },
  {
    name: 'ecosystem popover (open)',
    path: '/',
    prepare: async (page) => {
      await page.locator('[data-ecosystem-menu] > button').hover();
      await expect(page.locator('[data-ecosystem-panel]')).toBeVisible();
      // Its entries are loaded on the hover (issue #9): check the panel with them.
      await expect(page.locator('[data-ecosystem-panel] a[data-ecosystem-entry]')).toHaveCount(8);
    },
  },
  {name: 'API overview page', path: '/api/'},
  {name: '404 page', path: '/this-page-does-not-exist', status: 404},
  {
    name: 'mobile menu (open)',
    path: '/guide/start/',
    viewport: PHONE_VIEWPORT,
    prepare: async (page) => {
      await page.locator('.navbar__toggle').click();
      await expect(page.locator('nav.navbar')).toHaveClass(/navbar-sidebar--show/);
      // The drawer slides in: check it once it is in place.
      await expect(page.locator('.navbar-sidebar')).toBeInViewport({ratio: 1});
    },
  },
];

/**
 * The errors a page logged, less the one Chromium logs for any document answered with status 404
 * ("Failed to load resource … 404"), which the 404 page always is.
 */
export function errorsBesidesNotFoundStatus(errors: readonly string[]): string[] {
  return errors.filter((error) => !/Failed to load resource: the server responded with a status of 404/.test(error));
}

/** Opens a surface in the given locale (`''` or `/zh`) and prepares it. */
export async function openSurface(page: Page, surface: Surface, prefix: string): Promise<void> {
  if (surface.viewport) await page.setViewportSize(surface.viewport);
  const response = await page.goto(`${prefix}${surface.path}`);
  expect(response?.status(), `${surface.name} answers ${surface.status ?? 200}`).toBe(surface.status ?? 200);
  await waitForHydration(page);
  await surface.prepare?.(page);
}
