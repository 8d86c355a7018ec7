// Registers the site's code languages (languages.ts) on the Prism instance of prism-react-renderer,
// once, when imported. The code block's highlighter imports it (src/plugins/prism/client/highlighter.ts),
// so the grammars are built with that chunk, when a block needs it, instead of at start-up in the main bundle, where
// theme-classic registers them by default (src/patches/prism-include-languages swaps that client module out).
// theme-classic's ContextReplacementPlugin limits `prismjs/components` to themeConfig.prism.additionalLanguages,
// which is the same list.
import {Prism} from 'prism-react-renderer';
import {PRISM_LANGUAGES} from './languages';

type PrismInstance = typeof Prism;

/**
 * Loads each language component with `load`. Prism components extend the Prism on `globalThis`, so
 * `prism` is put there while they load; whatever was there before is put back.
 */
export function registerPrismLanguages(prism: PrismInstance, languages: readonly string[], load: (language: string) => void): void {
  const scope = globalThis as {Prism?: unknown};
  const hadPrism = 'Prism' in scope;
  const before = scope.Prism;
  scope.Prism = prism;
  try {
    languages.forEach(load);
  } finally {
    if (hadPrism) scope.Prism = before;
    else delete scope.Prism;
  }
}

registerPrismLanguages(Prism, PRISM_LANGUAGES, (language) => {
  // eslint-disable-next-line global-require, import/no-dynamic-require
  require(`prismjs/components/prism-${language}`);
});
