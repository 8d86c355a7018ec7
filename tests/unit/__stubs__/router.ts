// Stands in for @docusaurus/router: the location is jsdom's, so a test sets it with
// `window.history.replaceState(null, '', '/zh/nope')`.
export function useLocation(): {pathname: string; search: string; hash: string} {
  const {pathname, search, hash} = window.location;
  return {pathname, search, hash};
}
