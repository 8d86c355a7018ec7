/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import {PLAIN_TEXT_LANGUAGES, prism} from '@site/src/plugins/code-blocks/highlight';
import {filesUnder} from '../../filesUnder';

const ROOT = path.join(__dirname, '../../../..');
const CONTENT_DIRS = ['docs', 'versioned_docs', 'i18n/zh', 'src/pages', 'tests/fixtures'];

/** The language of every fenced code block (```ts title="..."), with the file it is in. */
function fenceLanguages(): {language: string; file: string}[] {
  return CONTENT_DIRS.flatMap((dir) => filesUnder(path.join(ROOT, dir), /\.mdx?$/)).flatMap((file) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/^\s*(`{3,}|~{3,})([\w+-]+)/gm)].map((match) => ({
      language: match[2].toLowerCase(),
      file: path.relative(ROOT, file),
    })),
  );
}

describe('the build’s Prism languages', () => {
  it('cover the language of every code block in the docs, both locales', () => {
    const fences = fenceLanguages();
    expect(fences.length).toBeGreaterThan(100);
    const unknown = fences.filter(({language}) => !prism().languages[language] && !PLAIN_TEXT_LANGUAGES.includes(language));
    // A block in another language renders as plain text: add it to ADDITIONAL_LANGUAGES in src/plugins/code-blocks/highlight.ts.
    expect(unknown).toEqual([]);
  });

  it('know the aliases writers use, bash and diff included', () => {
    for (const alias of ['js', 'ts', 'tsx', 'json', 'sh', 'shell', 'bash', 'diff', 'html', 'yml']) expect(prism().languages[alias]).toBeDefined();
  });

  it('leave the Prism on globalThis as it was', () => {
    expect((globalThis as {Prism?: unknown}).Prism).toBeUndefined();
  });
});
