/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {filesUnder} from './filesUnder';

// Every UI string of our own components goes through translate()/<Translate> with an id;
// this test fails when one of those ids has no Chinese value in i18n/zh/code.json.
const ROOT = path.join(__dirname, '../..');
const SRC = path.join(ROOT, 'src');

function sourceFiles(dir: string): string[] {
  return filesUnder(dir, /\.(tsx?|jsx?)$/);
}

function translationIds(): string[] {
  const ids = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/<Translate[^>]*?\sid="([^"]+)"/g)) ids.add(match[1]);
    for (const match of text.matchAll(/translate\(\s*\{\s*id:\s*'([^']+)'/g)) ids.add(match[1]);
  }
  return [...ids].sort();
}

const zhCode = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/zh/code.json'), 'utf8')) as Record<
  string,
  {message: string}
>;

describe('Chinese UI strings', () => {
  const ids = translationIds();

  it('finds the site components’ translation ids', () => {
    expect(ids).toEqual(expect.arrayContaining(['home.hero.quickStart', 'optionMeta.type']));
  });

  it.each(ids)('%s has a Chinese message', (id) => {
    const message = zhCode[id]?.message ?? '';
    expect(message.trim()).not.toBe('');
    expect(/[\u4e00-\u9fff]/.test(message)).toBe(true);
  });

  it('uses the edit-link texts of the site facts', () => {
    const enCode = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/en/code.json'), 'utf8'));
    expect(enCode['theme.common.editThisPage'].message).toBe('Edit this page on GitHub');
    expect(zhCode['theme.common.editThisPage'].message).toBe('在 GitHub 上编辑此页');
  });
});

// i18n/en/code.json is applied to the English site too, and `write-translations` never rewrites a
// message it has written once: a message changed in a component would stay stale there.
describe('English UI strings', () => {
  const enCode = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/en/code.json'), 'utf8')) as Record<string, {message: string}>;

  /** The default message of each `translate({id, message: '…'})` of our components. */
  function defaultMessages(): [string, string][] {
    const found: [string, string][] = [];
    for (const file of sourceFiles(SRC)) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/translate\(\s*\{\s*id:\s*'([^']+)',\s*message:\s*'((?:[^'\\]|\\.)*)'/g)) {
        found.push([match[1], match[2].replace(/\\'/g, "'")]);
      }
    }
    return found;
  }

  it('finds the default messages', () => {
    expect(defaultMessages().length).toBeGreaterThan(20);
  });

  it.each(defaultMessages())('%s keeps the message its component gives it', (id, message) => {
    expect(enCode[id]?.message).toBe(message);
  });
});
