// Stands in for @docusaurus/useIsBrowser: the tests render after hydration, in a browser, unless
// a test sets `browser.isBrowser = false` to render as during hydration.
export const browser = {isBrowser: true};

export default function useIsBrowser(): boolean {
  return browser.isBrowser;
}
