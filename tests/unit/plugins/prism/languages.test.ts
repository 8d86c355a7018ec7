import fs from 'node:fs';
import path from 'node:path';
import {PLAIN_TEXT_LANGUAGES, PRISM_LANGUAGES} from '@site/src/plugins/prism/languages';
import {filesUnder} from '../../filesUnder';

const ROOT = path.join(__dirname, '../../../..');
const CONTENT_DIRS = ['docs', 'versioned_docs', 'i18n/zh', 'src/pages', 'tests/fixtures'];

type PrismLike = {languages: Record<string, unknown>; manual?: boolean};

/** A fresh Prism core with the site's languages loaded the way theme-classic loads them. */
function loadPrism(languages: string[]): PrismLike {
  let prism: PrismLike | undefined;
  jest.isolateModules(() => {
    const global = globalThis as unknown as {Prism?: PrismLike};
    // `manual`: no automatic highlighting of the test document.
    global.Prism = {languages: {}, manual: true};
    require('prismjs/components/prism-core');
    for (const language of languages) require(`prismjs/components/prism-${language}`);
    prism = global.Prism;
    delete global.Prism;
  });
  return prism!;
}

function markdownFiles(dir: string): string[] {
  return filesUnder(dir, /\.mdx?$/);
}

/** The language of every fenced code block (```ts title="..."), with the file it is in. */
function fenceLanguages(): {language: string; file: string}[] {
  return CONTENT_DIRS.flatMap((dir) => markdownFiles(path.join(ROOT, dir))).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/^\s*(`{3,}|~{3,})([\w+-]+)/gm)].map((match) => ({
      language: match[2].toLowerCase(),
      file: path.relative(ROOT, file),
    })),
  );
}

describe('the site’s Prism languages', () => {
  it('load in the listed order, each after the languages it extends', () => {
    const prism = loadPrism(PRISM_LANGUAGES);
    for (const language of PRISM_LANGUAGES) expect(prism.languages[language]).toBeDefined();
  });

  it('a language listed before what it extends fails to load (what the order test guards)', () => {
    expect(() => loadPrism(['tsx'])).toThrow();
  });

  it('cover the language of every code block in the docs, both locales', () => {
    const prism = loadPrism(PRISM_LANGUAGES);
    const fences = fenceLanguages();
    expect(fences.length).toBeGreaterThan(100);
    const unknown = fences.filter(({language}) => !prism.languages[language] && !PLAIN_TEXT_LANGUAGES.includes(language));
    // A block in another language would render as plain text: add it to src/plugins/prism/languages.ts.
    expect(unknown).toEqual([]);
  });

  it('register the usual aliases writers use', () => {
    const prism = loadPrism(PRISM_LANGUAGES);
    for (const alias of ['js', 'ts', 'sh', 'shell', 'html', 'yml']) expect(prism.languages[alias]).toBeDefined();
  });
});
