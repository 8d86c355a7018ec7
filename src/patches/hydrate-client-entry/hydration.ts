// Whether the app is hydrating the server's HTML right now: true in the browser from the start of a
// production page load until the root's first effects run (src/theme/Root.tsx calls markHydrated).
// Docusaurus hydrates only in production builds (HYDRATE_CLIENT_ENTRY, a constant of its client
// bundle: the patch of this folder, index.ts, fails the build if it is gone); the development server
// renders into an empty root, and the server renders everything.
let hydrated = false;

export function isHydrating(): boolean {
  return typeof window !== 'undefined' && Boolean(process.env.HYDRATE_CLIENT_ENTRY) && !hydrated;
}

export function markHydrated(): void {
  hydrated = true;
}
