import {BRAND_FONT_QUERY, loadBrandFont, onRouteDidUpdate} from '@site/src/plugins/brand-font/clientModule';
import {BRAND_FONT_ATTRIBUTE, BRAND_FONT_LOADED, BRAND_FONT_STORAGE_KEY} from '@site/src/plugins/brand-font/constants';
import {brandFontHeadScript} from '@site/src/plugins/brand-font';

// The brand face is fetched without being drawn; the browser is marked as having it, and the next
// page draws it (after a move, or from the first paint of a page loaded afterwards).
function fakeDocument(load: (query: string) => Promise<unknown[]>) {
  const html = document.createElement('html');
  return {doc: {fonts: {load}, documentElement: html} as unknown as Document, html};
}

beforeEach(() => localStorage.clear());

describe('loadBrandFont', () => {
  it('fetches Open Sans without switching the page, and marks the browser once a face has loaded', async () => {
    const load = jest.fn(() => Promise.resolve([{}]));
    const {doc, html} = fakeDocument(load);
    await loadBrandFont(doc, localStorage);
    expect(load).toHaveBeenCalledWith(BRAND_FONT_QUERY);
    expect(html.hasAttribute(BRAND_FONT_ATTRIBUTE)).toBe(false);
    expect(localStorage.getItem(BRAND_FONT_STORAGE_KEY)).toBe(BRAND_FONT_LOADED);
  });

  it('marks nothing when the face does not load or matches nothing, and fetches nothing once marked', async () => {
    for (const load of [() => Promise.reject(new Error('offline')), () => Promise.resolve([])]) {
      await loadBrandFont(fakeDocument(load).doc, localStorage);
      expect(localStorage.getItem(BRAND_FONT_STORAGE_KEY)).toBeNull();
    }
    localStorage.setItem(BRAND_FONT_STORAGE_KEY, BRAND_FONT_LOADED);
    const load = jest.fn(() => Promise.resolve([{}]));
    await loadBrandFont(fakeDocument(load).doc, localStorage);
    expect(load).not.toHaveBeenCalled();
  });
});

describe('switching to the face', () => {
  it('is fetched only once the first page has hydrated, when the main thread is idle', async () => {
    const load = jest.fn(() => Promise.resolve([{}]));
    const {doc, html} = fakeDocument(load);
    const idle: (() => void)[] = [];
    onRouteDidUpdate({previousLocation: null}, doc, localStorage, (task) => idle.push(task));
    expect(load).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    idle[0]!();
    await Promise.resolve();
    expect(load).toHaveBeenCalledWith(BRAND_FONT_QUERY);
    expect(html.hasAttribute(BRAND_FONT_ATTRIBUTE)).toBe(false);
    // A move to another page schedules no other fetch.
    onRouteDidUpdate({previousLocation: {pathname: '/a'}}, doc, localStorage, (task) => idle.push(task));
    expect(idle).toHaveLength(1);
  });

  it('happens on a move to another page once the browser has it, never on the page being read', () => {
    const {doc, html} = fakeDocument(() => Promise.resolve([]));
    const noIdle = () => undefined;
    onRouteDidUpdate({previousLocation: {pathname: '/a'}}, doc, localStorage, noIdle);
    expect(html.hasAttribute(BRAND_FONT_ATTRIBUTE)).toBe(false);
    localStorage.setItem(BRAND_FONT_STORAGE_KEY, BRAND_FONT_LOADED);
    onRouteDidUpdate({previousLocation: null}, doc, localStorage, noIdle);
    expect(html.hasAttribute(BRAND_FONT_ATTRIBUTE)).toBe(false);
    onRouteDidUpdate({previousLocation: {pathname: '/a'}}, doc, localStorage, noIdle);
    expect(html.hasAttribute(BRAND_FONT_ATTRIBUTE)).toBe(true);
  });

  it('happens before the first paint of a page loaded afterwards (the head script), for the marked value only', () => {
    for (const [value, expected] of [[BRAND_FONT_LOADED, true], ['yes', false], [null, false]] as const) {
      document.documentElement.removeAttribute(BRAND_FONT_ATTRIBUTE);
      if (value === null) localStorage.removeItem(BRAND_FONT_STORAGE_KEY);
      else localStorage.setItem(BRAND_FONT_STORAGE_KEY, value);
      new Function(brandFontHeadScript())();
      expect(document.documentElement.hasAttribute(BRAND_FONT_ATTRIBUTE)).toBe(expected);
    }
  });
});
