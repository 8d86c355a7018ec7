// Compares one translated page with its English source.
import {compareCode} from './code.mjs';
import {excerpt, isEnglishProse, needsTranslation} from './prose.mjs';

/** Front matter texts a translation must carry; `description` and `hero.text` are prose. */
const FRONT_MATTER_TEXTS = [
  {key: 'title', prose: false},
  {key: 'sidebar_label', prose: false},
  {key: 'description', prose: true},
  {key: 'hero.text', prose: true},
];
/** A title or heading identical to its source needs translating from this many ordinary words on. */
const MIN_WORDS_IN_UNTRANSLATED_TITLE = 2;

/** A front matter value by its dotted key (`hero.text`). */
export const valueAt = (object, keyPath) =>
  keyPath.split('.').reduce((value, key) => (value && typeof value === 'object' ? value[key] : undefined), object);

/**
 * @param {ReturnType<import('./markdown.mjs').readPage>} en
 * @param {ReturnType<import('./markdown.mjs').readPage>} zh
 * @returns {Array<{kind: string, line?: number, message: string}>}
 */
export function comparePages(en, zh, enFile) {
  const problems = [];
  const add = (kind, message, line) => problems.push({kind, message, line});

  for (const {key, prose} of FRONT_MATTER_TEXTS) {
    const source = valueAt(en.frontMatter, key);
    if (typeof source !== 'string' || source.trim() === '') continue;
    const target = valueAt(zh.frontMatter, key);
    if (typeof target !== 'string' || target.trim() === '') {
      add('front matter', `\`${key}\` is missing (English: "${excerpt(source)}")`, 1);
    } else if ((target === source && needsTranslation(source, MIN_WORDS_IN_UNTRANSLATED_TITLE)) || (prose && isEnglishProse(target))) {
      add('front matter', `\`${key}\` is not translated: "${excerpt(target)}"`, 1);
    }
  }

  if (en.headings.length !== zh.headings.length) {
    const zhIds = new Set(zh.headings.map((heading) => heading.id));
    const absent = en.headings.filter((heading) => !zhIds.has(heading.id)).map((heading) => `#${heading.id}`);
    add(
      'heading count',
      `${zh.headings.length} headings, the English page has ${en.headings.length}` +
        (absent.length > 0 ? ` (no heading with id ${absent.join(', ')})` : ''),
    );
  } else {
    en.headings.forEach((source, index) => {
      const target = zh.headings[index];
      if (source.depth !== target.depth) {
        add('heading level', `"${excerpt(target.text)}" is h${target.depth}, its English heading "${excerpt(source.text)}" is h${source.depth}`, target.line);
      }
      if (target.id !== source.id) {
        add(
          'heading id',
          target.explicitId
            ? `"${excerpt(target.text)}" has id {#${target.id}}, the English heading "${excerpt(source.text)}" has #${source.id}`
            : `"${excerpt(target.text)}" needs {#${source.id}} (anchor of "${excerpt(source.text)}"), it gets #${target.id}`,
          target.line,
        );
      }
      if (target.prose.trim() === source.prose.trim() && needsTranslation(source.prose, MIN_WORDS_IN_UNTRANSLATED_TITLE)) {
        add('English text', `heading "${excerpt(target.text)}" is not translated`, target.line);
      }
    });
  }

  if (en.codeBlocks.length !== zh.codeBlocks.length) {
    add('code block count', `${zh.codeBlocks.length} code blocks, the English page has ${en.codeBlocks.length}`);
  } else {
    en.codeBlocks.forEach((source, index) => {
      const target = zh.codeBlocks[index];
      const where = `code block ${index + 1} (line ${source.line} of ${enFile})`;
      if (source.lang !== target.lang || source.meta !== target.meta) {
        add('code block', `${where}: opens with \`\`\`${target.lang} ${target.meta}, the English block with \`\`\`${source.lang} ${source.meta}`, target.line);
        return;
      }
      const difference = compareCode(source.lang, source.value, target.value);
      if (difference) {
        // Line numbers in the files: the opening fence is the block's line.
        const show = (line, block) => (line ? `line ${block.line + line.number}: ${JSON.stringify(line.text.trim())}` : 'nothing');
        add(
          'code block',
          `${where} differs outside comments: Chinese ${show(difference.chinese, target)}, English ${show(difference.english, source)}`,
          target.line,
        );
      }
    });
  }

  for (const unit of zh.prose) {
    if (unit.kind !== 'heading' && isEnglishProse(unit.text)) {
      add('English text', `${unit.kind} is in English: "${excerpt(unit.text)}"`, unit.line);
    }
  }
  return problems;
}
