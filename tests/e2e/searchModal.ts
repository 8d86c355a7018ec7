import {expect, type Page} from '@playwright/test';
import {LOCAL_SEARCH_UPDATED_EVENT, type LocalSearchUpdate} from '../../src/plugins/local-search/constants';

// Shared by the search specs of both backends (search.spec.ts: the local index; search-algolia.spec.ts).

/**
 * Has the page note, from its first script, when the local index has become whole: the rest has
 * joined and the modal searches its query again (the update event whose detail says `complete`;
 * the head's text joining dispatches one before). Call before the page loads; read with `wholeIndexAt`.
 */
export async function recordWholeIndex(page: Page): Promise<void> {
  await page.addInitScript((event) => {
    window.addEventListener(event, (update) => {
      if ((update as CustomEvent<LocalSearchUpdate>).detail?.complete) (window as {__wholeIndexAt?: number}).__wholeIndexAt ??= Date.now();
    });
  }, LOCAL_SEARCH_UPDATED_EVENT);
}

/** When (wall clock) the local index became whole, or null (see `recordWholeIndex`). */
export const wholeIndexAt = (page: Page): Promise<number | null> => page.evaluate(() => (window as {__wholeIndexAt?: number}).__wholeIndexAt ?? null);

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
