// Client module of the idle-prefetch patch (index.ts says why). It runs before Docusaurus assigns
// `window.docusaurus` (the client entry imports the app, and with it the client modules, first), and
// from then on hands out a copy of that object whose `prefetch` calls are queued.
type DocusaurusGlobal = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};

/** Longest wait for an idle period before a queued prefetch runs anyway (ms). */
export const IDLE_TIMEOUT_MS = 3000;

/** `global` with its prefetches run one per idle period, in call order; each promise settles with the real call's result. */
export function queuePrefetches<T extends DocusaurusGlobal>(global: T, whenIdle: (run: () => void) => void): T {
  const queue: (() => void)[] = [];
  const next = () => {
    queue.shift()?.();
    if (queue.length > 0) whenIdle(next);
  };
  const prefetch = (routePath: string) =>
    new Promise((resolve) => {
      if (queue.push(() => resolve(Promise.resolve(routePath).then(global.prefetch))) === 1) whenIdle(next);
    });
  return Object.freeze({...global, prefetch});
}

// Client modules run in the server render too: there is no window there.
if (typeof window !== 'undefined') {
  const whenIdle = (run: () => void) => (window.requestIdleCallback ? window.requestIdleCallback(run, {timeout: IDLE_TIMEOUT_MS}) : window.setTimeout(run, 50));
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set: (value?: DocusaurusGlobal) => {
      current = value && queuePrefetches(value, whenIdle);
    },
  });
}
