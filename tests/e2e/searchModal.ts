import {expect, type Page} from '@playwright/test';

// Shared by the search specs of both backends (search.spec.ts: the local index; search-algolia.spec.ts).

/** Tab presses in a row: more than the modal has controls with a page of hits, so the focus goes round. */
export const TAB_PRESSES = 40;

/**
 * Spec 2 "Tab stays inside the modal": from the input, with hits shown, Tab (then Shift+Tab) pressed
 * TAB_PRESSES times never leaves `.DocSearch-Modal`, and comes back round to the input.
 */
export async function expectTabStaysInModal(page: Page): Promise<void> {
  const input = page.locator('.DocSearch-Input');
  for (const key of ['Tab', 'Shift+Tab']) {
    await input.focus();
    let backToInput = 0;
    for (let press = 1; press <= TAB_PRESSES; press += 1) {
      await page.keyboard.press(key);
      const focus = await page.evaluate(() => {
        const active = document.activeElement;
        return {
          inModal: Boolean(active?.closest('.DocSearch-Modal')),
          isInput: Boolean(active?.classList.contains('DocSearch-Input')),
          what: active ? `${active.tagName.toLowerCase()}.${[...active.classList].join('.')} "${active.textContent?.trim().slice(0, 40)}"` : 'nothing',
        };
      });
      expect(focus.inModal, `${key} press ${press} moved the focus out of the modal, to ${focus.what}`).toBe(true);
      if (focus.isInput) backToInput += 1;
    }
    expect(backToInput, `${key} never brought the focus back round to the input`).toBeGreaterThan(0);
    await expect(page.locator('.DocSearch-Modal')).toBeVisible();
  }
}
