// Code blocks highlighted once, at build time (the browser runs no highlighter): Prism, as
// prism-react-renderer packages it, tokenizes each block in Node while the MDX compiles
// (remark.ts), and each token gets the classes of its colours in both themes (tokenClasses.ts).
// The block's code then carries marks for those classes (marks.ts).
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {MARK_BASE, MARK_CHARACTERS, MARK_LAST} from './marks';
import {createTokenClasses} from './tokenClasses';
import {CODE_THEMES} from './themes';

/** Languages Prism's own components add to the ones prism-react-renderer comes with (js, ts, jsx, tsx, json, yaml, markup, css...). */
export const ADDITIONAL_LANGUAGES = ['bash', 'diff', 'less'];
/** Fence languages that mean "no highlighting". */
export const PLAIN_TEXT_LANGUAGES = ['text', 'txt', 'plain', 'plaintext'];

let languagesLoaded = false;

/** prism-react-renderer's Prism with the additional languages (Prism's components extend the Prism on globalThis while they load). */
export function prism(): typeof Prism {
  if (languagesLoaded) return Prism;
  const scope = globalThis as {Prism?: unknown};
  const before = scope.Prism;
  scope.Prism = Prism;
  try {
    // eslint-disable-next-line global-require, import/no-dynamic-require
    for (const language of ADDITIONAL_LANGUAGES) require(`prismjs/components/prism-${language}`);
    languagesLoaded = true;
  } finally {
    if (before === undefined) delete scope.Prism;
    else scope.Prism = before;
  }
  return Prism;
}

const tokenClasses = createTokenClasses(CODE_THEMES.light, CODE_THEMES.dark);

/**
 * `code` with a mark before each run of tokens that share their classes, the classes' index given by
 * `classIndex`; null when nothing in it is coloured (no grammar, plain text), or it holds a mark character.
 */
export function markCode(code: string, language: string, classIndex: (classes: string) => number): string | null {
  const grammar = prism().languages[language];
  if (!grammar || MARK_CHARACTERS.test(code)) return null;
  // What prism-react-renderer's <Highlight> runs, hooks included.
  const env = {code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize>};
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(code, grammar);
  Prism.hooks.run('after-tokenize', env);
  let open = '';
  const marked = normalizeTokens(env.tokens)
    .map((line) =>
      line
        .filter((token) => !token.empty)
        .map((token) => {
          const classes = tokenClasses(token.types, language);
          if (classes === open) return token.content;
          open = classes;
          const mark = classes ? MARK_BASE + 1 + classIndex(classes) : MARK_BASE;
          if (mark > MARK_LAST) throw new Error(`code-blocks: more class lists in one doc than marks (${MARK_LAST - MARK_BASE})`);
          return String.fromCharCode(mark) + token.content;
        })
        .join(''),
    )
    .join('\n');
  return MARK_CHARACTERS.test(marked) ? marked : null;
}
