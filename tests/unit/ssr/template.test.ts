import {SCRIPT_LOADER, SCRIPT_LOADER_FALLBACK_MS, SCRIPT_LOADER_GLOBAL, scriptLoaderPlugin, SSR_TEMPLATE} from '@site/src/ssr/template';

const URLS = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];

type PaintCallback = (list: {getEntriesByName: (name: string) => unknown[]}) => void;

/** A PerformanceObserver stand-in: the test decides when the first contentful paint happens. */
function installPaintTiming(supported: string[]) {
  const observers: {callback: PaintCallback; disconnected: boolean}[] = [];
  class FakeObserver {
    static supportedEntryTypes = supported;
    private entry: {callback: PaintCallback; disconnected: boolean};
    constructor(callback: PaintCallback) {
      this.entry = {callback, disconnected: false};
      observers.push(this.entry);
    }
    observe() {}
    disconnect() {
      this.entry.disconnected = true;
    }
  }
  Object.assign(window, {PerformanceObserver: FakeObserver});
  return {
    paint(name: string) {
      observers.filter((o) => !o.disconnected).forEach((o) => o.callback({getEntriesByName: (n) => (n === name ? [{name}] : [])}));
    },
    get active() {
      return observers.filter((o) => !o.disconnected).length;
    },
  };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', {value: state, configurable: true});
}

function runLoader() {
  // The template inlines the source as written: evaluate exactly that text.
  new Function('urls', `(${SCRIPT_LOADER})(urls);`)(URLS);
}

const insertedScripts = () =>
  [...document.body.querySelectorAll('script')].map((script) => ({src: new URL(script.src).pathname, async: script.async}));

describe('the script loader of the page template', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    jest.useFakeTimers();
    document.body.innerHTML = '';
    frames = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    setVisibility('visible');
  });

  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  /** Runs the animation frames requested so far, as the browser would at its next frame. */
  const nextFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  it('waits for the first contentful paint and two frames, then inserts the scripts once, in order, not async', () => {
    const timing = installPaintTiming(['paint', 'largest-contentful-paint']);
    runLoader();
    nextFrame();
    nextFrame();
    jest.advanceTimersByTime(SCRIPT_LOADER_FALLBACK_MS - 1);
    expect(insertedScripts()).toEqual([]);

    timing.paint('first-paint');
    jest.advanceTimersByTime(0);
    expect(insertedScripts()).toEqual([]);

    timing.paint('first-contentful-paint');
    expect(timing.active).toBe(0);
    jest.advanceTimersByTime(0);
    expect(insertedScripts()).toEqual(URLS.map((src) => ({src, async: false})));

    // The fallback timer fires later and adds nothing.
    jest.advanceTimersByTime(SCRIPT_LOADER_FALLBACK_MS);
    expect(insertedScripts()).toHaveLength(URLS.length);
  });

  it('after an early first paint (the top of the page), still waits two frames from the end of the document', () => {
    const timing = installPaintTiming(['paint']);
    timing.paint('first-contentful-paint');
    runLoader();
    timing.paint('first-contentful-paint');
    jest.advanceTimersByTime(0);
    expect(insertedScripts()).toEqual([]);
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(insertedScripts()).toEqual([]);
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(insertedScripts().map((s) => s.src)).toEqual(URLS);
  });

  it('runs the scripts after the fallback delay when no paint is reported', () => {
    installPaintTiming(['paint']);
    runLoader();
    nextFrame();
    nextFrame();
    jest.advanceTimersByTime(SCRIPT_LOADER_FALLBACK_MS - 1);
    expect(insertedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(insertedScripts().map((s) => s.src)).toEqual(URLS);
  });

  it('runs the scripts at once in a hidden tab, which paints nothing', () => {
    installPaintTiming(['paint']);
    setVisibility('hidden');
    runLoader();
    jest.advanceTimersByTime(0);
    expect(insertedScripts().map((s) => s.src)).toEqual(URLS);
  });

  it('waits for two animation frames where the browser has no paint timing', () => {
    installPaintTiming([]);
    runLoader();
    expect(frames).toHaveLength(1);
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(insertedScripts()).toEqual([]);
    nextFrame();
    jest.advanceTimersByTime(0);
    expect(insertedScripts().map((s) => s.src)).toEqual(URLS);
  });
});

describe('the page template', () => {
  it('preloads the scripts in <head> and runs them through the loader, with no defer script left', () => {
    expect(SSR_TEMPLATE).toContain('<link rel="preload" as="script" href="<%= it.baseUrl %><%= script %>" />');
    expect(SSR_TEMPLATE).toContain(`<%~ it.postBodyTags %><script>${SCRIPT_LOADER_GLOBAL}(`);
    // The loader comes from a postBodyTags script, defined before the template calls it; not in the template itself.
    expect(SSR_TEMPLATE).not.toContain(SCRIPT_LOADER);
    const tags = scriptLoaderPlugin().injectHtmlTags!({content: undefined}) as {postBodyTags: {tagName: string; innerHTML: string}[]};
    expect(tags.postBodyTags).toEqual([{tagName: 'script', innerHTML: `var ${SCRIPT_LOADER_GLOBAL}=${SCRIPT_LOADER};`}]);
    expect(typeof new Function(`${tags.postBodyTags[0]!.innerHTML} return ${SCRIPT_LOADER_GLOBAL};`)()).toBe('function');
    expect(SSR_TEMPLATE).not.toMatch(/<script[^>]*\bdefer\b/);
    expect(SCRIPT_LOADER).toContain(`setTimeout(run, ${SCRIPT_LOADER_FALLBACK_MS})`);
  });
});
