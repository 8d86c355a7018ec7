import type {Page} from '@playwright/test';

/** The computed `rgb()` of a theme token (`--ifm-color-primary`) on the page, as a `color` using it resolves. */
export async function themeColor(page: Page, token: string): Promise<string> {
  return page.evaluate((name) => {
    const probe = document.createElement('span');
    probe.style.color = `var(${name})`;
    document.body.append(probe);
    const color = getComputedStyle(probe).color;
    probe.remove();
    return color;
  }, token);
}
