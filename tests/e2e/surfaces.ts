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
