import type {Location} from 'history';

// The client module attaches medium-zoom 100 ms after each route update, loading it on first use.
const zoomInstance = {attach: jest.fn(), detach: jest.fn()};
const mediumZoom = jest.fn((options?: unknown) => {
  void options;
  return zoomInstance;
});
jest.mock('medium-zoom', () => ({__esModule: true, default: mediumZoom}));

// eslint-disable-next-line import/first
import clientModule from '@site/src/plugins/image-zoom/clientModule';
// eslint-disable-next-line import/first
import {ZOOM_ATTACH_DELAY_MS, ZOOM_OPTIONS} from '@site/src/plugins/image-zoom/zoomImages';

function loadedImage(id: string): string {
  return `<img id="${id}" src="/img/${id}.svg">`;
}

const location = {pathname: '/guide/start/', search: '', hash: '', state: undefined} as unknown as Location;
const routeDidUpdate = () => clientModule.onRouteDidUpdate?.({location, previousLocation: null});
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

beforeAll(() => {
  Object.defineProperty(HTMLImageElement.prototype, 'complete', {configurable: true, get: () => true});
  Object.defineProperty(HTMLImageElement.prototype, 'naturalWidth', {configurable: true, get: () => 100});
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('image zoom client module', () => {
  it('does nothing (and loads nothing) on a page without doc images', async () => {
    document.body.innerHTML = '<main><img src="/img/logo.svg"></main>';
    routeDidUpdate();
    jest.advanceTimersByTime(ZOOM_ATTACH_DELAY_MS);
    await flush();
    expect(mediumZoom).not.toHaveBeenCalled();
  });

  it('attaches the doc images 100 ms after the route renders, with the spec options', async () => {
    document.body.innerHTML = `<div class="theme-doc-markdown">${loadedImage('first')}</div>`;
    routeDidUpdate();
    jest.advanceTimersByTime(ZOOM_ATTACH_DELAY_MS - 1);
    await flush();
    expect(zoomInstance.attach).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await flush();
    expect(mediumZoom).toHaveBeenCalledWith(ZOOM_OPTIONS);
    expect(zoomInstance.attach).toHaveBeenCalledWith(document.getElementById('first'));
  });

  it('after a client navigation, forgets the old images and takes the new ones with the same instance', async () => {
    document.body.innerHTML = `<div class="theme-doc-markdown">${loadedImage('next')}</div>`;
    zoomInstance.attach.mockClear();
    routeDidUpdate();
    jest.advanceTimersByTime(ZOOM_ATTACH_DELAY_MS);
    await flush();
    expect(mediumZoom).toHaveBeenCalledTimes(1);
    expect(zoomInstance.detach).toHaveBeenCalled();
    expect(zoomInstance.attach).toHaveBeenCalledWith(document.getElementById('next'));
  });
});
