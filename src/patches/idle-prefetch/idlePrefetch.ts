/**
 * Route prefetching in idle time.
 *
 * Docusaurus's `<Link>` calls `window.docusaurus.prefetch(path)` from an IntersectionObserver as soon
 * as a link is in view. Each call walks the whole route table, and after hydration the calls for
 * every link in view ran back to back in one task: on a phone, one of the longest tasks of a page
 * load. `deferPrefetch` queues those calls and runs one per idle period; `interceptDocusaurusGlobal`
 * applies it to the object Docusaurus assigns to `window.docusaurus` (client modules run before
 * that assignment).
 */

/** The part of Docusaurus's global this module relies on (`@docusaurus/core/lib/client/docusaurus`). */
export type DocusaurusGlobal = {
  prefetch: (routePath: string) => false | Promise<unknown>;
  preload: (routePath: string) => false | Promise<unknown>;
};

/** Runs `work` once, later, when the main thread is idle. */
export type IdleScheduler = (work: () => void) => void;

/** Longest wait for an idle period before a queued prefetch runs anyway (ms). */
export const IDLE_TIMEOUT_MS = 3000;

/** `requestIdleCallback` where the browser has it (Safari does not), else a short timeout. */
export function idleScheduler(win: Pick<Window, 'setTimeout'> & Partial<Pick<Window, 'requestIdleCallback'>>): IdleScheduler {
  if (typeof win.requestIdleCallback === 'function') {
    const request = win.requestIdleCallback.bind(win);
    return (work) => {
      request(() => work(), {timeout: IDLE_TIMEOUT_MS});
    };
  }
  return (work) => {
    win.setTimeout(work, 50);
  };
}

/**
 * The same global with `prefetch` queued: each path once, in call order, one per idle period. The
 * returned promise settles with the real prefetch's result. `preload` (a hovered link) stays
 * immediate: the reader is about to navigate.
 */
export function deferPrefetch<T extends DocusaurusGlobal>(docusaurus: T, schedule: IdleScheduler): T {
  const queue: {path: string; resolve: (value: unknown) => void}[] = [];
  const pending = new Map<string, Promise<unknown>>();
  let scheduled = false;

  const runOne = () => {
    scheduled = false;
    const next = queue.shift();
    if (!next) return;
    pending.delete(next.path);
    try {
      next.resolve(docusaurus.prefetch(next.path));
    } catch (error) {
      next.resolve(Promise.reject(error));
    }
    if (queue.length > 0) {
      scheduled = true;
      schedule(runOne);
    }
  };

  const prefetch = (routePath: string): Promise<unknown> => {
    const known = pending.get(routePath);
    if (known) return known;
    const promise = new Promise<unknown>((resolve) => {
      queue.push({path: routePath, resolve});
    });
    pending.set(routePath, promise);
    if (!scheduled) {
      scheduled = true;
      schedule(runOne);
    }
    return promise;
  };

  return Object.freeze({...docusaurus, prefetch});
}

/**
 * Makes `win.docusaurus` hand out the deferred version of whatever Docusaurus assigns to it.
 * Idempotent: a second call leaves the first interception in place.
 */
export function interceptDocusaurusGlobal(
  win: {docusaurus?: DocusaurusGlobal},
  schedule: IdleScheduler,
): void {
  const descriptor = Object.getOwnPropertyDescriptor(win, 'docusaurus');
  if (descriptor?.set) return;
  let current = win.docusaurus ? deferPrefetch(win.docusaurus, schedule) : undefined;
  Object.defineProperty(win, 'docusaurus', {
    configurable: true,
    enumerable: true,
    get: () => current,
    set: (value: DocusaurusGlobal | undefined) => {
      current = value ? deferPrefetch(value, schedule) : value;
    },
  });
}
