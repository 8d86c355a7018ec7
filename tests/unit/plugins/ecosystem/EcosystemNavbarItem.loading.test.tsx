import React from 'react';

// The ecosystem menu's content (the panel, the mobile list and their link data) is a chunk of its
// own, loaded on the reader's first intent to open the menu rather than with every page (issue #9).
// Each test takes a fresh module registry, so the content starts unloaded.

type Testing = typeof import('@testing-library/react/pure');

let current: Testing | undefined;
function setup(): {t: Testing; Item: typeof import('@theme/EcosystemNavbarItem').default} {
  jest.resetModules();
  // The `pure` entry: the auto cleanup of the main entry registers hooks, which a test cannot do.
  current = require('@testing-library/react/pure');
  return {t: current!, Item: require('@theme/EcosystemNavbarItem').default};
}

const entriesIn = (element: Element) => element.querySelectorAll('a[data-ecosystem-entry]');
const flush = (t: Testing) => t.act(async () => {});

beforeEach(() => window.history.replaceState(null, '', '/guide/start/'));
afterEach(() => current?.cleanup());

describe('ecosystem menu content', () => {
  it('is not loaded with the page: opened at once, the panel waits for it', async () => {
    const {t, Item} = setup();
    t.render(<Item />);
    await flush(t);
    const button = t.screen.getByRole('button', {name: 'Rstack ecosystem'});
    const panel = document.querySelector('[data-ecosystem-panel]')!;
    t.fireEvent.click(button, {detail: 0});
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // Not shown as an empty box while its content is on the way.
    expect(entriesIn(panel)).toHaveLength(0);
    expect(panel).not.toBeVisible();
    await t.waitFor(() => expect(entriesIn(panel)).toHaveLength(8));
    expect(panel).toBeVisible();
  });

  for (const [intent, fire] of [
    ['the pointer entering the item', (t: Testing, host: Element) => t.fireEvent.pointerEnter(host)],
    ['the focus entering the item', (t: Testing, host: Element) => t.fireEvent.focus(host.querySelector('button')!)],
    ['a touch on the item', (t: Testing, host: Element) => t.fireEvent.pointerDown(host.querySelector('button')!, {pointerType: 'touch'})],
  ] as const) {
    it(`is loaded on ${intent}, so the panel has its entries as soon as it opens`, async () => {
      const {t, Item} = setup();
      t.render(<Item />);
      const host = document.querySelector('[data-ecosystem-menu]')!;
      fire(t, host);
      await flush(t);
      const button = t.screen.getByRole('button', {name: 'Rstack ecosystem'});
      expect(button).toHaveAttribute('aria-expanded', 'false');
      t.fireEvent.click(button, {detail: 0});
      expect(entriesIn(document.querySelector('[data-ecosystem-panel]')!)).toHaveLength(8);
    });
  }

  it('is loaded for the mobile menu when its entry is expanded', async () => {
    const {t, Item} = setup();
    t.render(
      <ul>
        <Item mobile />
      </ul>,
    );
    const toggle = t.screen.getByRole('button', {name: 'Rstack ecosystem'});
    t.fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await t.screen.findAllByRole('link')).toHaveLength(8);
  });
});
