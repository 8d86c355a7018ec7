// The highlighter chunk (highlighter.ts), loaded on demand. `loadedHighlighter` answers at once
// when its module is in the bundle already: always in the server bundle (one chunk), and in the
// browser once `loadHighlighter` has fetched it (react-loadable's `require.resolveWeak` pattern,
// which names the module without adding it to the chunk that asks). The browser prefetches the
// chunk at idle priority, so that a page reached later by client-side navigation finds it cached.
export type Highlighter = typeof import('./highlighter');

declare const __webpack_modules__: Record<string | number, unknown>;
declare const __webpack_require__: (id: string | number) => unknown;

export function loadedHighlighter(): Highlighter | undefined {
  // The cast is erased when compiled: the bundler sees `require.resolveWeak('./highlighter')`.
  const id = (require as unknown as {resolveWeak(request: string): string | number}).resolveWeak('./highlighter');
  return __webpack_modules__[id] ? (__webpack_require__(id) as Highlighter) : undefined;
}

export function loadHighlighter(): Promise<Highlighter> {
  return import(/* webpackChunkName: "highlighter", webpackPrefetch: true */ './highlighter');
}
