// Code blocks of a translation must match their English source except for comments, which are
// translated. Pure functions: strip the comments of a block by its language, then compare.

/** Languages with `//` and `/* … *\/` comments. JSON is included: config samples often carry jsonc comments. */
const SLASH_LANGS = new Set([
  'js', 'jsx', 'mjs', 'cjs', 'javascript', 'ts', 'tsx', 'mts', 'cts', 'typescript',
  'json', 'jsonc', 'json5', 'css', 'scss', 'less', 'java', 'c', 'cpp', 'go', 'rust', 'swift', 'kotlin',
]);
/** Languages with `#` comments. */
const HASH_LANGS = new Set([
  'bash', 'sh', 'shell', 'zsh', 'console', 'yaml', 'yml', 'toml', 'ini', 'python', 'py',
  'dockerfile', 'gitignore', 'properties', 'ruby', 'rb',
]);
/** Languages with `<!-- … -->` comments. */
const MARKUP_LANGS = new Set(['html', 'xml', 'svg', 'vue', 'md', 'mdx', 'markdown']);

/** Removes `//` and `/* *\/` comments outside string and template literals. */
function stripSlashComments(code) {
  let out = '';
  let i = 0;
  let quote = null;
  while (i < code.length) {
    const ch = code[i];
    const next = code[i + 1];
    if (quote) {
      out += ch;
      if (ch === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      if (ch === quote || (ch === '\n' && quote !== '`')) quote = null;
      i += 1;
      continue;
    }
    if (ch === '/' && next === '/') {
      while (i < code.length && code[i] !== '\n') i += 1;
      continue;
    }
    if (ch === '/' && next === '*') {
      const end = code.indexOf('*/', i + 2);
      const comment = code.slice(i, end === -1 ? code.length : end + 2);
      // Keep the line breaks so that line numbers in the report stay right.
      out += comment.replace(/[^\n]/g, '');
      i += comment.length;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    out += ch;
    i += 1;
  }
  return out;
}

/** Removes `#` comments: at the start of a line or after whitespace, outside quotes. */
function stripHashComments(code) {
  return code
    .split('\n')
    .map((line) => {
      let quote = null;
      for (let i = 0; i < line.length; i += 1) {
        const ch = line[i];
        if (quote) {
          if (ch === '\\' && quote === '"') i += 1;
          else if (ch === quote) quote = null;
        } else if (ch === '"' || ch === "'") {
          quote = ch;
        } else if (ch === '#' && (i === 0 || /\s/.test(line[i - 1]))) {
          return line.slice(0, i);
        }
      }
      return line;
    })
    .join('\n');
}

function stripMarkupComments(code) {
  return code.replace(/<!--[\s\S]*?-->/g, (comment) => comment.replace(/[^\n]/g, ''));
}

/** The language's comment stripper; unknown languages (text, diff, none) compare as written. */
export function stripComments(lang, code) {
  const language = (lang ?? '').toLowerCase();
  if (SLASH_LANGS.has(language)) return stripSlashComments(code);
  if (HASH_LANGS.has(language)) return stripHashComments(code);
  if (MARKUP_LANGS.has(language)) return stripMarkupComments(code);
  return code;
}

/**
 * The lines of a block that must match: comments removed, trailing spaces trimmed, and lines
 * that held only a comment dropped (a translated comment may take more or fewer lines).
 * Each line keeps its 1-based number in the block.
 */
export function codeLines(lang, code) {
  const original = code.split('\n');
  return stripComments(lang, code)
    .split('\n')
    .map((text, index) => ({text: text.trimEnd(), number: index + 1, wasBlank: original[index].trim() === ''}))
    .filter((line) => line.text.trim() !== '' || line.wasBlank)
    .map(({text, number}) => ({text, number}));
}

/**
 * Compares a translated block with its source. Returns null when they match outside comments,
 * else the first differing line of each.
 */
export function compareCode(lang, english, chinese) {
  const en = codeLines(lang, english);
  const zh = codeLines(lang, chinese);
  const length = Math.max(en.length, zh.length);
  for (let i = 0; i < length; i += 1) {
    if (en[i]?.text !== zh[i]?.text) {
      return {english: en[i] ?? null, chinese: zh[i] ?? null};
    }
  }
  return null;
}
