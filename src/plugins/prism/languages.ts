// The code languages the site highlights: loaded from prismjs/components by registerLanguages.ts (in
// the code block's highlighter chunk; themeConfig.prism.additionalLanguages names the same list), in this order
// (a language comes after the ones it extends: javascript after clike, jsx after markup and
// javascript, tsx after jsx and typescript). The copy of prism-react-renderer the site bundles
// brings no language of its own (index.ts), so a fence in any other language renders as plain text;
// tests/unit/plugins/prism checks every fence in docs/ and i18n/ against this list, with the aliases
// each component registers (js, ts, sh, shell, html, yml...).
export const PRISM_LANGUAGES = [
  'markup',
  'css',
  'clike',
  'javascript',
  'jsx',
  'typescript',
  'tsx',
  'json',
  'bash',
  'yaml',
  'diff',
];

/** Fence languages that mean "no highlighting": Prism leaves them as plain text on purpose. */
export const PLAIN_TEXT_LANGUAGES = ['text', 'txt', 'plain', 'plaintext'];
