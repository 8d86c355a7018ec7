// The translators' glossary (i18n/<locale>/GLOSSARY.md): one term per concept, and the variants
// that i18n:check flags in a translation's prose. Parsing and matching are pure functions.

/** The glossary of a locale, relative to the site's root. */
export const glossaryFile = (locale) => `i18n/${locale}/GLOSSARY.md`;

const HEADER = /^\|\s*English\s*\|/;
const CODE_SPAN = /`([^`]+)`/g;
const LATIN_ONLY = /^[A-Za-z]+$/;

const cellsOf = (row) =>
  row
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
const spans = (cell) => [...(cell ?? '').matchAll(CODE_SPAN)].map((match) => match[1]);

/**
 * Reads the glossary's table: `| English | 中文 | Forbidden variants | Not flagged inside | Note |`,
 * each list cell its items in backticks.
 * @param {string} source the Markdown file
 * @returns {Array<{english: string, term: string, forbidden: string[], allowedIn: string[], line: number}>}
 *   the rows that forbid something
 */
export function parseGlossary(source) {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => HEADER.test(line));
  if (start === -1) throw new Error('no table with an "English" column');
  const rules = [];
  for (let index = start + 2; index < lines.length && lines[index].trim().startsWith('|'); index += 1) {
    const [english, chinese, forbidden, allowedIn] = cellsOf(lines[index]);
    const rule = {
      english,
      term: spans(chinese).join(' / ') || chinese,
      forbidden: spans(forbidden),
      allowedIn: spans(allowedIn),
      line: index + 1,
    };
    if (!rule.term) throw new Error(`line ${rule.line}: "${english}" has no Chinese term`);
    if (rule.forbidden.length > 0) rules.push(rule);
  }
  return rules;
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A pattern for one variant: a variant in Latin letters matches only as a whole word (not inside
 * an identifier such as `mockRejectedValue`, `.rejects`, `resolve.alias` or `ERESOLVE`), in any
 * case; any other variant wherever it occurs.
 */
function variantPattern(variant) {
  if (LATIN_ONLY.test(variant)) return new RegExp(`(?<![\\w$.\\-/#])${escape(variant)}(?![\\w$.\\-/])`, 'gi');
  return new RegExp(escape(variant), 'g');
}

/**
 * The forbidden variants in one piece of prose, each once, leaving out a variant that stands
 * inside one of its rule's allowed phrases.
 * @param {string} text
 * @param {ReturnType<typeof parseGlossary>} rules
 * @returns {Array<{variant: string, rule: ReturnType<typeof parseGlossary>[number]}>}
 */
export function findVariants(text, rules) {
  const found = [];
  for (const rule of rules) {
    const allowed = rule.allowedIn.flatMap((phrase) =>
      [...text.matchAll(new RegExp(escape(phrase), 'g'))].map((match) => [match.index, match.index + phrase.length]),
    );
    for (const variant of rule.forbidden) {
      const hit = [...text.matchAll(variantPattern(variant))].find(
        (match) => !allowed.some(([from, to]) => match.index >= from && match.index + match[0].length <= to),
      );
      if (hit) found.push({variant: hit[0], rule});
    }
  }
  return found;
}

/** The problem's message: what was found and what to write instead. */
export const variantMessage = ({variant, rule}) =>
  `"${variant}" is not the glossary's term for "${rule.english}": write ${rule.term}`;

/**
 * The line of a file (1-based) where a variant of a prose unit is, searched in the unit's lines;
 * the unit's first line when the variant is on none by itself (a line break inside it).
 */
export function lineOf(fileLines, fromLine, toLine, variant) {
  const lower = variant.toLowerCase();
  for (let index = Math.max(fromLine - 1, 0); index < Math.min(toLine, fileLines.length); index += 1) {
    if (fileLines[index].toLowerCase().includes(lower)) return index + 1;
  }
  return fromLine;
}
