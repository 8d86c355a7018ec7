import {
  attachZoom,
  zoomableImages,
} from '@site/src/plugins/image-zoom/zoomImages';
import imageZoomPlugin from '@site/src/plugins/image-zoom';

// Image zoom (spec 2, 4, 8, 9): which images zoom and what an unreachable image does (the options it opens with: clientModule.test.ts).

function stubImageState(image: HTMLImageElement, complete: boolean, naturalWidth: number): void {
  Object.defineProperty(image, 'complete', {configurable: true, get: () => complete});
  Object.defineProperty(image, 'naturalWidth', {configurable: true, get: () => naturalWidth});
}

describe('zoom options', () => {
  it('the plugin only adds its client module', () => {
    const plugin = imageZoomPlugin();
    expect(plugin.getClientModules?.()).toEqual([expect.stringMatching(/image-zoom\/clientModule\.ts$/)]);
  });
});

describe('zoomableImages', () => {
  it('takes the images of doc content that are not inside a link', () => {
    document.body.innerHTML = `
      <nav><img id="logo" src="/img/logo.svg"></nav>
      <article><div class="theme-doc-markdown markdown">
        <p><img id="diagram" src="/img/a.svg"></p>
        <a href="/next"><img id="linked" src="/img/b.svg"></a>
        <p><img id="second" src="/img/c.svg"></p>
      </div></article>`;
    expect(zoomableImages(document).map((image) => image.id)).toEqual(['diagram', 'second']);
  });
});

describe('attachZoom', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('attaches a loaded image at once', () => {
    const zoom = {attach: jest.fn()};
    const image = document.createElement('img');
    stubImageState(image, true, 400);
    attachZoom(zoom, [image]);
    expect(zoom.attach).toHaveBeenCalledWith(image);
    expect(warn).not.toHaveBeenCalled();
  });

  it('leaves an unreachable image as it is and logs a warning', () => {
    const zoom = {attach: jest.fn()};
    const image = document.createElement('img');
    image.src = 'http://localhost/img/missing.svg';
    stubImageState(image, true, 0);
    attachZoom(zoom, [image]);
    expect(zoom.attach).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/img/missing.svg'));
  });

  it('waits for an image still loading: attaches it on load, warns on error', () => {
    const zoom = {attach: jest.fn()};
    const loads = document.createElement('img');
    const fails = document.createElement('img');
    stubImageState(loads, false, 0);
    stubImageState(fails, false, 0);
    attachZoom(zoom, [loads, fails]);
    expect(zoom.attach).not.toHaveBeenCalled();
    stubImageState(loads, true, 300);
    loads.dispatchEvent(new Event('load'));
    expect(zoom.attach).toHaveBeenCalledWith(loads);
    fails.dispatchEvent(new Event('error'));
    expect(zoom.attach).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledTimes(1);
  });
});
