// Compares a translated Docusaurus JSON file (code.json, navbar.json, current.json, …) with its
// English source: every key needs a translated message.
import {excerpt, needsTranslation} from './prose.mjs';

/**
 * @param {Record<string, {message: string}>} en
 * @param {Record<string, {message: string}> | null} zh null when the translated file is missing
 * @returns {{total: number, problems: Array<{kind: string, message: string}>}}
 */
export function compareStrings(en, zh) {
  const problems = [];
  for (const [key, {message: source}] of Object.entries(en)) {
    const target = zh?.[key]?.message;
    if (typeof target !== 'string' || target.trim() === '') {
      problems.push({kind: 'missing string', message: `"${key}" has no translation (English: "${excerpt(source)}")`});
    } else if (target === source && needsTranslation(source)) {
      problems.push({kind: 'untranslated string', message: `"${key}" is still English: "${excerpt(source)}"`});
    }
  }
  return {total: Object.keys(en).length, problems};
}
