// Stands in for @docusaurus/useIsBrowser; tests set `browser.isBrowser`.
export const browser = {isBrowser: true};

export default function useIsBrowser(): boolean {
  return browser.isBrowser;
}
