// Ejected: does nothing. theme-classic calls this from a client module, so the grammars were built in
// the main bundle at start-up on every page; src/plugins/prism/registerLanguages.ts registers them
// from the code block's chunk instead, on the pages that show code.
export default function prismIncludeLanguages(): void {}
