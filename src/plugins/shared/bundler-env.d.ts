// `require.resolveWeak` (webpack and Rspack): the module id of a module without bundling it into
// the current chunk. Docusaurus's Loadable uses it to render split components on the server and to
// know which chunks a page needs before it hydrates.
declare namespace NodeJS {
  interface Require {
    resolveWeak(request: string): string | number;
  }
}
