import {BRAND_FONT_ATTRIBUTE, BRAND_FONT_QUERY, loadBrandFont} from '@site/src/plugins/brand-font/clientModule';

// The brand face is asked for by the client module, and switched on only once it has loaded.
describe('loadBrandFont', () => {
  function fakeDocument(load: (query: string) => Promise<unknown[]>) {
    const html = document.createElement('html');
    return {doc: {fonts: {load}, documentElement: html} as unknown as Document, html};
  }

  it('asks for Open Sans and marks <html> once a face has loaded', async () => {
    const load = jest.fn(() => Promise.resolve([{}]));
    const {doc, html} = fakeDocument(load);
    await loadBrandFont(doc);
    expect(load).toHaveBeenCalledWith(BRAND_FONT_QUERY);
    expect(html.hasAttribute(BRAND_FONT_ATTRIBUTE)).toBe(true);
  });

  it('leaves the fallback when the face does not load or matches nothing', async () => {
    for (const load of [() => Promise.reject(new Error('offline')), () => Promise.resolve([])]) {
      const {doc, html} = fakeDocument(load);
      await loadBrandFont(doc);
      expect(html.hasAttribute(BRAND_FONT_ATTRIBUTE)).toBe(false);
    }
  });
});
