// Stands in for @docusaurus/useIsBrowser: the tests render after hydration, in a browser.
export default function useIsBrowser(): boolean {
  return true;
}
