// Decides whether a piece of prose on a Chinese page is still English. Pure functions.

/**
 * Names that read the same in Chinese text: products, services, package managers. A UI string or
 * title identical to its English source is fine when it is made only of these, acronyms (API,
 * CLI) and placeholders.
 */
export const NAMES_KEPT_IN_ENGLISH = new Set(
  [
    'Rstest', 'Rspack', 'Rsbuild', 'Rslib', 'Rspress', 'Rsdoctor', 'Rslint', 'Rstack',
    'GitHub', 'Discord', 'Jest', 'Vitest', 'Node.js', 'TypeScript', 'JavaScript',
    'React', 'Vue', 'npm', 'yarn', 'pnpm', 'bun',
  ].map((name) => name.toLowerCase()),
);

const isKeptName = (word) => NAMES_KEPT_IN_ENGLISH.has(word.toLowerCase());

/**
 * A unit of prose counts as English when it has at least MIN_ENGLISH_WORDS lowercase English
 * words (`the`, `runs`: lists of names such as "Sass、Less、Stylus" have none) and Chinese makes up less than MIN_CHINESE_SHARE of it. Chinese is
 * measured in words too: a Chinese word is about CHARS_PER_CHINESE_WORD Han characters, so
 * "在 jsdom 或 happy-dom 中测试组件" (7 Han characters, 2 Latin words) is 64 % Chinese, and a
 * sentence full of API names such as "支持 describe、test、expect 和 mock" is 29 %.
 * An English sentence left in a Chinese page has no Han character at all, or only a quoted name,
 * which stays far below the threshold (tests/unit/i18nCheck.test.ts has both sides).
 */
export const MIN_ENGLISH_WORDS = 3;
export const MIN_CHINESE_SHARE = 0.2;
export const CHARS_PER_CHINESE_WORD = 2;

const HAN = /\p{Script=Han}/gu;
// A Latin word: letters, with inner dots, hyphens, apostrophes or digits (Node.js, happy-dom, don't, v8).
const LATIN_WORD = /[A-Za-z][A-Za-z0-9]*(?:['.\-][A-Za-z0-9]+)*/g;

/** The Latin words of a text, placeholders such as `{count}` left out. */
export function latinWords(text) {
  return text.replace(/\{[^{}]*\}/g, ' ').match(LATIN_WORD) ?? [];
}

/**
 * Words that are plain English vocabulary: lowercase (`run`) or capitalised (`Run`), letters only,
 * not a kept name. Identifiers (`testTimeout`, `happy-dom`, `v8`) and acronyms (`API`) are not.
 */
export function ordinaryWords(text) {
  return latinWords(text).filter((word) => /^[A-Za-z][a-z]+$/.test(word) && !isKeptName(word));
}

/** The ordinary words that are lowercase: the bulk of any English sentence. */
export function lowercaseWords(text) {
  return ordinaryWords(text).filter((word) => /^[a-z]/.test(word));
}

export function proseStats(text) {
  const han = (text.match(HAN) ?? []).length;
  const words = latinWords(text).length;
  const chineseWords = han / CHARS_PER_CHINESE_WORD;
  const total = chineseWords + words;
  return {
    han,
    words,
    lowercase: lowercaseWords(text).length,
    chineseShare: total === 0 ? 0 : chineseWords / total,
  };
}

/** True when a unit of prose on a Chinese page reads as English (see the constants above). */
export function isEnglishProse(text) {
  const stats = proseStats(text);
  return stats.lowercase >= MIN_ENGLISH_WORDS && stats.chineseShare < MIN_CHINESE_SHARE;
}

/**
 * True when a Chinese string identical to its English source still needs translating: it has
 * at least `minWords` ordinary English words. UI strings use 1 ("Copy"), titles and headings 2
 * (a page named after an option, `pool`, keeps its name).
 */
export function needsTranslation(english, minWords = 1) {
  return ordinaryWords(english).length >= minWords;
}

/** A one-line excerpt for the report. */
export function excerpt(text, max = 70) {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
