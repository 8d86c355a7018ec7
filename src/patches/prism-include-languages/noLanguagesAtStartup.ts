// Stands in for theme-classic's client module `lib/prism-include-languages` (the patch's index.ts
// aliases it here). That module built the grammars at start-up on every page and, by importing
// prism-react-renderer, put Prism into the main bundle. registerLanguages.ts does the work from the
// code block's highlighter chunk instead, so this module is empty on purpose.
export {};
