/** @jest-environment node */
import {JSDOM} from 'jsdom';
import {earlyInputHeadScript, HYDRATED_ATTRIBUTE, PENDING_ATTRIBUTE} from '@site/src/plugins/early-input';

// The inline script, run in a fresh page whose buttons have no handlers yet (before hydration).
function setUp() {
  const {window} = new JSDOM(
    `<nav class="navbar"><button class="DocSearch-Button">Search</button><button class="toggle" disabled>Theme</button></nav>
    <input id="field"><a href="#x" id="link">link</a>`,
    {runScripts: 'outside-only'},
  );
  const {document, KeyboardEvent, MouseEvent} = window;
  const clicks: string[] = [];
  for (const button of document.querySelectorAll('button')) button.click = () => void clicks.push(button.className);
  window.eval(earlyInputHeadScript());
  const hydrate = async () => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, 'true');
    await new Promise((resolve) => setTimeout(resolve, 5));
  };
  const key = (init: KeyboardEventInit, target: Element = document.body) => {
    const event = new KeyboardEvent('keydown', {bubbles: true, cancelable: true, ...init});
    target.dispatchEvent(event);
    return event;
  };
  const press = (element: Element, type: 'click' | 'pointerup') => {
    const event = new MouseEvent(type, {bubbles: true, cancelable: true});
    element.dispatchEvent(event);
    return event;
  };
  return {clicks, hydrate, key, press, document, search: document.querySelector('.DocSearch-Button')!, toggle: document.querySelector<HTMLButtonElement>('.toggle')!};
}

describe('the early-input head script', () => {
  it('keeps Ctrl+K, marks the search button, and presses it once the page has hydrated', async () => {
    const {clicks, hydrate, key, search} = setUp();
    expect(key({key: 'k', ctrlKey: true}).defaultPrevented).toBe(true);
    expect(search.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
    expect(clicks).toEqual([]);
    await hydrate();
    expect(clicks).toEqual(['DocSearch-Button']);
    expect(search.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
  });

  it('takes "/" outside a text field only, and forgets a shortcut on Escape', async () => {
    const {clicks, hydrate, key, document} = setUp();
    expect(key({key: '/'}, document.querySelector('#field')!).defaultPrevented).toBe(false);
    expect(key({key: '/'}).defaultPrevented).toBe(true);
    key({key: 'Escape'});
    await hydrate();
    expect(clicks).toEqual([]);
  });

  it('keeps a pointerup on a disabled button, which gets no click, and presses it once enabled', async () => {
    const {clicks, hydrate, press, toggle} = setUp();
    press(toggle, 'pointerup');
    expect(toggle.hasAttribute(PENDING_ATTRIBUTE)).toBe(true);
    toggle.disabled = false;
    await hydrate();
    expect(clicks).toEqual(['toggle']);
  });

  it('keeps only the last press, lets links be, and does nothing after hydration', async () => {
    const {clicks, hydrate, key, press, document, search, toggle} = setUp();
    toggle.disabled = false;
    // The page's own handlers (React's, at its root) never see a held press.
    let reached = 0;
    document.body.addEventListener('click', () => (reached += 1));
    press(search, 'click');
    press(toggle, 'click');
    expect(reached).toBe(0);
    expect(press(document.querySelector('#link')!, 'click').defaultPrevented).toBe(false);
    expect(search.hasAttribute(PENDING_ATTRIBUTE)).toBe(false);
    await hydrate();
    expect(clicks).toEqual(['toggle']);
    expect(key({key: 'k', metaKey: true}).defaultPrevented).toBe(false);
  });
});
