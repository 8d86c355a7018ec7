import {fireEvent, renderHook} from '@testing-library/react';
import {tabbablesIn, useModalFocusTrap} from '@site/src/plugins/local-search/client/useModalFocusTrap';

// Spec 2 "Tab stays inside the modal": the SearchBar wrap's trap looks at the modal as it is at
// each press (DocSearch's own lists its controls once, when the modal opens). jsdom lays nothing
// out, so what is shown is stubbed: an element is hidden when it, or an ancestor, has `hidden`.

const MODAL = `
  <button id="outside">Page</button>
  <div class="DocSearch-Container">
    <div class="DocSearch-Modal">
      <input class="DocSearch-Input" id="input" />
      <button id="clear" hidden>Clear</button>
      <button id="close">Close</button>
      <ul><li><a id="hit-1" href="/a">A</a></li><li><a id="hit-2" href="/b">B</a></li></ul>
      <a id="skip" href="/c" tabindex="-1">C</a>
      <div class="DocSearch-Logo" hidden><a id="algolia" href="https://www.algolia.com/">Algolia</a></div>
    </div>
  </div>`;

const byId = (id: string) => document.getElementById(id)!;

function tab(shiftKey = false): boolean {
  return fireEvent.keyDown(document.activeElement ?? document.body, {key: 'Tab', shiftKey});
}

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'checkVisibility', {
    configurable: true,
    value(this: HTMLElement) {
      return !this.closest('[hidden]');
    },
  });
});

afterAll(() => {
  delete (HTMLElement.prototype as Partial<HTMLElement>).checkVisibility;
});

beforeEach(() => {
  document.body.innerHTML = MODAL;
});

describe('useModalFocusTrap', () => {
  it('lists the shown controls of the modal in order, not the hidden ones nor those out of the Tab order', () => {
    expect(tabbablesIn(document.querySelector('.DocSearch-Modal')!).map((element) => element.id)).toEqual(['input', 'close', 'hit-1', 'hit-2']);
  });

  it('Tab on the last control goes to the first, Shift+Tab on the first to the last', () => {
    renderHook(() => useModalFocusTrap());
    byId('hit-2').focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(byId('input'));
    expect(tab(true)).toBe(false);
    expect(document.activeElement).toBe(byId('hit-2'));
  });

  it('leaves Tab alone between two controls, and when no modal is open', () => {
    renderHook(() => useModalFocusTrap());
    byId('input').focus();
    expect(tab()).toBe(true);
    expect(document.activeElement).toBe(byId('input'));
    document.querySelector('.DocSearch-Container')!.remove();
    byId('outside').focus();
    expect(tab()).toBe(true);
    expect(tab(true)).toBe(true);
  });

  it('brings a focus that is outside the open modal back into it', () => {
    renderHook(() => useModalFocusTrap());
    byId('outside').focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(byId('input'));
  });

  it('follows hits that appear after the modal opened', () => {
    renderHook(() => useModalFocusTrap());
    const more = document.createElement('li');
    more.innerHTML = '<a id="hit-3" href="/d">D</a>';
    document.querySelector('.DocSearch-Modal ul')!.append(more);
    byId('hit-2').focus();
    expect(tab()).toBe(true);
    byId('hit-3').focus();
    expect(tab()).toBe(false);
    expect(document.activeElement).toBe(byId('input'));
  });

  it('stops listening when the search bar unmounts', () => {
    const {unmount} = renderHook(() => useModalFocusTrap());
    unmount();
    byId('hit-2').focus();
    expect(tab()).toBe(true);
  });
});

describe('useModalFocusTrap: a focused control that leaves the modal', () => {
  /** jsdom, like browsers, leaves the focus on <body> when the focused element is removed. */
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('hands the focus to the control now at its place when a new answer replaces the hits', async () => {
    renderHook(() => useModalFocusTrap());
    byId('hit-1').focus();
    // The answer renders again: the focused hit goes, another takes its place.
    const list = document.querySelector('.DocSearch-Modal ul')!;
    list.innerHTML = '<li><a id="new-1" href="/e">E</a></li><li><a id="new-2" href="/f">F</a></li>';
    await flush();
    expect(document.activeElement).toBe(byId('new-1'));
  });

  it('falls back to the last control when fewer remain, and leaves a closed modal alone', async () => {
    renderHook(() => useModalFocusTrap());
    byId('hit-2').focus();
    document.querySelector('.DocSearch-Modal ul')!.innerHTML = '';
    await flush();
    expect(document.activeElement).toBe(byId('close'));
    // Closing the modal (the whole container leaves) does not pull the focus anywhere.
    byId('outside').focus();
    byId('close').focus();
    document.querySelector('.DocSearch-Container')!.remove();
    await flush();
    expect(document.activeElement).toBe(document.body);
  });

  it('does nothing once the search bar has unmounted', async () => {
    const {unmount} = renderHook(() => useModalFocusTrap());
    byId('hit-1').focus();
    unmount();
    byId('hit-1').closest('li')!.remove();
    await flush();
    expect(document.activeElement).toBe(document.body);
  });
});
