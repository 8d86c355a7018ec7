// Prism and the site's grammars, in a chunk of their own (highlighterLoader.ts): the server renders
// every block with it, but a hydrating page keeps the server's lines and never needs it; the
// browser loads it when a block must be rendered anew (a page reached by client-side navigation).
import {Prism, normalizeTokens} from 'prism-react-renderer';
// Side effect: the languages of src/plugins/prism/languages.ts, registered on this Prism.
import '../registerLanguages';
import {codeHtml, type CodeHtmlOptions, type Line} from '@site/src/utils/codeHtml';

/** Prism's tokens of `code`, one array per line, as prism-react-renderer's <Highlight> makes them. */
export function tokenize(code: string, language: string): Line[] {
  const grammar = Prism.languages[language];
  if (!grammar) return normalizeTokens([code]);
  const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}

/** The highlighted inner HTML of a block's <code>. */
export function highlight(code: string, options: CodeHtmlOptions): string {
  return codeHtml(tokenize(code, options.language), options);
}
