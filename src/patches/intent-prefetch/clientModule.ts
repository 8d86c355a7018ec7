// Client module of the intent-prefetch patch (index.ts says why). It runs before the app renders
// and before Docusaurus assigns `window.docusaurus` (the client entry imports the app, and with it
// the client modules, first).
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

type DocusaurusGlobal = {prefetch: (routePath: string) => unknown; preload: (routePath: string) => unknown};

/** `global` with a `prefetch` that does nothing; `preload` as it was. */
export function withoutPrefetch<T extends DocusaurusGlobal>(global: T): T {
  return Object.freeze({...global, prefetch: (): false => false});
}

// Client modules run in the server render too: there is no window there.
if (typeof window !== 'undefined') {
  // <Link> reads it as it renders: no observer per link.
  (ExecutionEnvironment as {canUseIntersectionObserver: boolean}).canUseIntersectionObserver = false;
  let current: DocusaurusGlobal | undefined;
  Object.defineProperty(window, 'docusaurus', {
    configurable: true,
    get: () => current,
    set: (value?: DocusaurusGlobal) => {
      current = value && withoutPrefetch(value);
    },
  });
}
