// Removes the `description` of each translate({...}) call and <Translate> element from compiled
// JavaScript (the output of the SWC loader, where <Translate ...> is jsx(Translate, {...})).
// Descriptions are notes for translators: write-translations reads them from the source files,
// and Docusaurus's translate() and <Translate> never read them at run time.
'use strict';

/** A translate() call or a compiled <Translate> element, up to the `{` of its options. */
const CALL = /(?:\btranslate\(|\b_?Translate(?:\.default)?,)\s*\{/g;

/** The index of the `}` that closes the object opened at `open`, or -1 (strings and template literals skipped). */
function closingBrace(code, open) {
  let depth = 0;
  for (let i = open; i < code.length; i++) {
    const char = code[i];
    if (char === '"' || char === "'" || char === '`') {
      for (i++; i < code.length && code[i] !== char; i++) {
        if (code[i] === '\\') i++;
        // A template literal with an expression: not an options object this function rewrites.
        else if (char === '`' && code[i] === '$' && code[i + 1] === '{') return -1;
      }
      continue;
    }
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) return i;
  }
  return -1;
}

const STRING = String.raw`(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|\x60(?:[^\x60\\$]|\\.)*\x60)`;
/** A description property with a string value, and the comma that separates it from the next or previous one. */
const DESCRIPTION = new RegExp(String.raw`([{,])(\s*)description\s*:\s*${STRING}\s*(,?)`, 'g');

/** Depth of each character of `object` in its braces (1 = the object's own properties); strings count as their opening brace's depth. */
function depths(object) {
  const result = new Array(object.length);
  let depth = 0;
  for (let i = 0; i < object.length; i++) {
    const char = object[i];
    if (char === '"' || char === "'" || char === '`') {
      const start = i;
      for (i++; i < object.length && object[i] !== char; i++) if (object[i] === '\\') i++;
      result.fill(depth, start, i + 1);
      continue;
    }
    if (char === '{') depth++;
    result[i] = depth;
    if (char === '}') depth--;
  }
  return result;
}

/** The options object without its top-level description property. */
function stripObject(object) {
  const depth = depths(object);
  return object.replace(DESCRIPTION, (match, before, space, comma, offset) => {
    if (depth[offset] !== 1) return match;
    // `{description: 'x', id}` -> `{id}`; `{id, description: 'x'}` -> `{id}`; `{id, description: 'x', m}` -> `{id, m}`.
    if (before === '{') return `{${space}`;
    return comma;
  });
}

/** `code` without the descriptions of its translate() calls and <Translate> elements. */
function stripDescriptions(code) {
  if (!code.includes('description') || !/ranslate/.test(code)) return code;
  let out = '';
  let last = 0;
  CALL.lastIndex = 0;
  for (let match = CALL.exec(code); match; match = CALL.exec(code)) {
    const open = match.index + match[0].length - 1;
    const close = closingBrace(code, open);
    if (close < 0) continue;
    // A call nested in the options (a <Translate> in another's `values`) loses its description too.
    out += code.slice(last, open) + stripObject(`{${stripDescriptions(code.slice(open + 1, close + 1))}`);
    last = close + 1;
    CALL.lastIndex = last;
  }
  return out + code.slice(last);
}

/** The Rspack loader. */
function loader(source) {
  return stripDescriptions(source);
}

module.exports = loader;
module.exports.stripDescriptions = stripDescriptions;
