#!/usr/bin/env node
// npm run i18n:check: is the Chinese site complete and in step with the English one?
//
// Fails (exit code 1) with a list of problems, file by file, when
//   - an English page (docs/**, each frozen docs version's versioned_docs/version-<V>/**, the
//     Markdown pages of src/pages/) has no translation, or a translation has no English page any
//     more;
//   - a translation has another number of headings or code blocks than its source, a heading
//     whose anchor differs from the English one (translated headings need `{#english-id}`), or a
//     code block that differs outside its comments;
//   - a translation still holds an English paragraph, table cell, heading or front matter text;
//   - a key of the English JSON sources (i18n/en/**: code.json, navbar, footer, sidebar labels,
//     written by `npm run write-translations`) has no translated message;
//   - the prose of the current docs, the home page or a UI string holds a variant that the
//     locale's glossary (i18n/<locale>/GLOSSARY.md) forbids (not the frozen docs versions, which
//     change only to fix an error).
// Pages with `unlisted: true` or `draft: true` are left out: they are test fixtures or unpublished,
// not pages readers reach.
// Then prints the translation coverage by section. Options: --root <site dir> (default: this
// repository), --locale <locale> (default: zh).
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {readPage} from './markdown.mjs';
import {comparePages, valueAt} from './pages.mjs';
import {compareStrings} from './strings.mjs';
import {findVariants, glossaryFile, lineOf, parseGlossary, variantMessage} from './glossary.mjs';

const DEFAULT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SOURCE_LOCALE = 'en';
/** Translation sources of plugin instances that are test fixtures, not site content. */
const IGNORED_JSON_DIRS = new Set(['docusaurus-plugin-content-docs-e2e-docs']);
const SECTION_ORDER = ['guide', 'config', 'api'];
const HOME_SECTION = 'home';
const STRINGS_SECTION = 'UI strings';
const MARKDOWN = /\.mdx?$/;
const GLOSSARY_KIND = 'glossary';
/** Front matter texts the glossary checks; a title identical to its English one is a name, not prose. */
const GLOSSARY_FRONT_MATTER = [
  {key: 'title', name: true},
  {key: 'sidebar_label', name: true},
  {key: 'description', name: false},
  {key: 'hero.text', name: false},
];
/** UI strings of the frozen docs versions' sidebars (version-0.5.json): frozen like their pages. */
const FROZEN_STRINGS = /(^|\/)version-[^/]+\.json$/;

/** The glossary's variants in a translated page's prose and front matter, with their lines. */
function glossaryProblems(rules, en, zh, zhSource) {
  const lines = zhSource.split('\n');
  const problems = [];
  const frontMatterEnd = zhSource.startsWith('---') ? lines.indexOf('---', 1) + 1 : 0;
  for (const {key, name} of GLOSSARY_FRONT_MATTER) {
    const text = valueAt(zh.frontMatter, key);
    if (typeof text !== 'string' || (name && text === valueAt(en.frontMatter, key))) continue;
    for (const found of findVariants(text, rules)) {
      problems.push({line: lineOf(lines, 1, frontMatterEnd, found.variant), message: variantMessage(found)});
    }
  }
  for (const unit of zh.prose) {
    for (const found of findVariants(unit.terms, rules)) {
      problems.push({line: lineOf(lines, unit.line, unit.endLine, found.variant), message: variantMessage(found)});
    }
  }
  return problems;
}

/** The line of a key's message in a Docusaurus JSON file. */
function messageLine(source, key) {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => line.includes(JSON.stringify(key)));
  if (start === -1) return undefined;
  const message = lines.findIndex((line, index) => index >= start && line.includes('"message"'));
  return (message === -1 ? start : message) + 1;
}

function parseArgs(argv) {
  const options = {root: DEFAULT_ROOT, locale: 'zh'};
  for (let i = 0; i < argv.length; i += 1) {
    const [name, inline] = argv[i].split('=');
    const value = inline ?? argv[i + 1];
    if (name === '--root' || name === '--locale') {
      if (!value) throw new Error(`${name} needs a value`);
      options[name.slice(2)] = name === '--root' ? path.resolve(value) : value;
      if (inline === undefined) i += 1;
    } else {
      throw new Error(`unknown option ${argv[i]} (use --root <dir>, --locale <locale>)`);
    }
  }
  return options;
}

function listFiles(dir, accept) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, {withFileTypes: true})
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return listFiles(full, accept).map((file) => path.join(entry.name, file));
      return accept(entry.name) ? [entry.name] : [];
    })
    .sort();
}

const posix = (file) => file.split(path.sep).join('/');

/** The frozen docs versions of a site (versions.json, newest first); none without the file. */
function frozenVersions(root) {
  const file = path.join(root, 'versions.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : [];
}

/** The locale's glossary rules (none without its GLOSSARY.md); throws when it cannot be read. */
export function readGlossary(root, locale) {
  const file = path.join(root, glossaryFile(locale));
  return fs.existsSync(file) ? parseGlossary(fs.readFileSync(file, 'utf8')) : [];
}

/**
 * One page and its translation (paths relative to `root`): null for a page the check leaves out
 * (unlisted or draft), else the problems of the translation (`missing translation` when it does not
 * exist), each with the file it is in. `glossary` is null for a set the glossary does not check.
 */
export function checkPage({root, enFile, zhFile, glossary}) {
  const en = readPage(fs.readFileSync(path.join(root, enFile), 'utf8'));
  if (en.frontMatter.unlisted === true || en.frontMatter.draft === true) return null;
  if (!fs.existsSync(path.join(root, zhFile))) return [{file: enFile, kind: 'missing translation', message: `${zhFile} does not exist`}];
  const zhSource = fs.readFileSync(path.join(root, zhFile), 'utf8');
  const zh = readPage(zhSource);
  return [
    ...comparePages(en, zh, enFile),
    ...(glossary ? glossaryProblems(glossary, en, zh, zhSource).map((problem) => ({...problem, kind: GLOSSARY_KIND})) : []),
  ].map((problem) => ({file: zhFile, ...problem}));
}

/** The sets of pages and their translations: the current docs, each frozen docs version, the Markdown pages of src/pages/. */
export function contentSets(root, locale) {
  const docsSection = (file) => (file.includes('/') ? file.split('/')[0] : 'docs');
  return [
    {source: 'docs', target: `i18n/${locale}/docusaurus-plugin-content-docs/current`, section: docsSection, glossary: true},
    // The frozen docs versions (versions.json), each with its own Chinese tree.
    ...frozenVersions(root).map((version) => ({
      source: `versioned_docs/version-${version}`,
      target: `i18n/${locale}/docusaurus-plugin-content-docs/version-${version}`,
      section: (file) => `${version} ${docsSection(file)}`,
    })),
    {source: 'src/pages', target: `i18n/${locale}/docusaurus-plugin-content-pages`, section: () => HOME_SECTION, glossary: true},
  ];
}

/** Every check of one site; returns the problems by file and the coverage rows. */
export function checkSite({root, locale}) {
  const problems = new Map();
  const report = (file, kind, message, line) => {
    const list = problems.get(file) ?? [];
    list.push({kind, message, line});
    problems.set(file, list);
  };
  const coverage = new Map();
  const count = (section, translated) => {
    const row = coverage.get(section) ?? {total: 0, translated: 0};
    row.total += 1;
    if (translated) row.translated += 1;
    coverage.set(section, row);
  };
  const skipped = [];

  let glossary = [];
  try {
    glossary = readGlossary(root, locale);
  } catch (error) {
    report(glossaryFile(locale), GLOSSARY_KIND, `cannot be read: ${error.message}`);
  }

  for (const set of contentSets(root, locale)) {
    const sources = listFiles(path.join(root, set.source), (name) => MARKDOWN.test(name)).map(posix);
    const targets = new Set(listFiles(path.join(root, set.target), (name) => MARKDOWN.test(name)).map(posix));
    for (const file of sources) {
      const enFile = `${set.source}/${file}`;
      targets.delete(file);
      const found = checkPage({root, enFile, zhFile: `${set.target}/${file}`, glossary: set.glossary ? glossary : null});
      if (found === null) {
        skipped.push(enFile);
        continue;
      }
      for (const problem of found) report(problem.file, problem.kind, problem.message, problem.line);
      count(set.section(file), found.filter((problem) => problem.kind !== GLOSSARY_KIND).length === 0);
    }
    for (const file of targets) {
      report(`${set.target}/${file}`, 'orphan translation', `no English page ${set.source}/${file} (renamed or removed?)`);
    }
  }

  const enJsonDir = path.join(root, 'i18n', SOURCE_LOCALE);
  const jsonFiles = listFiles(enJsonDir, (name) => name.endsWith('.json'))
    .map(posix)
    .filter((file) => !IGNORED_JSON_DIRS.has(file.split('/')[0]));
  if (jsonFiles.length === 0) {
    report(`i18n/${SOURCE_LOCALE}`, 'missing string', 'no English JSON sources: run `npm run write-translations`');
  }
  for (const file of jsonFiles) {
    const zhFile = `i18n/${locale}/${file}`;
    const zhPath = path.join(root, zhFile);
    const en = JSON.parse(fs.readFileSync(path.join(enJsonDir, file), 'utf8'));
    const zhSource = fs.existsSync(zhPath) ? fs.readFileSync(zhPath, 'utf8') : null;
    const zh = zhSource === null ? null : JSON.parse(zhSource);
    const {total, problems: found} = compareStrings(en, zh);
    for (const problem of found) report(zhFile, problem.kind, problem.message);
    if (zh && !FROZEN_STRINGS.test(file)) {
      for (const [key, {message}] of Object.entries(zh)) {
        if (typeof message !== 'string') continue;
        for (const variant of findVariants(message, glossary)) {
          report(zhFile, GLOSSARY_KIND, `"${key}": ${variantMessage(variant)}`, messageLine(zhSource, key));
        }
      }
    }
    const row = coverage.get(STRINGS_SECTION) ?? {total: 0, translated: 0};
    row.total += total;
    row.translated += total - found.length;
    coverage.set(STRINGS_SECTION, row);
  }

  const rank = (section) => {
    if (section === STRINGS_SECTION) return 1e4;
    if (section === HOME_SECTION) return 1e3;
    // A frozen version's sections ("0.5 guide") come after the current docs' ones.
    const [version, name] = section.includes(' ') ? section.split(' ') : [null, section];
    const index = SECTION_ORDER.indexOf(name);
    return (version ? 100 : 0) + (index === -1 ? SECTION_ORDER.length : index);
  };
  const rows = [...coverage.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([section, row]) => ({section, ...row}));
  return {problems, coverage: rows, skipped};
}

const percent = ({total, translated}) => (total === 0 ? '100%' : `${Math.floor((translated / total) * 100)}%`);

export function formatCoverage(rows, locale) {
  const header = ['Section', 'Pages / keys', 'Translated', '%'];
  const totalPages = rows.filter((row) => row.section !== STRINGS_SECTION);
  const body = rows.map((row) => [row.section, String(row.total), String(row.translated), percent(row)]);
  const pages = totalPages.reduce((sum, row) => ({total: sum.total + row.total, translated: sum.translated + row.translated}), {total: 0, translated: 0});
  body.push(['all pages', String(pages.total), String(pages.translated), percent(pages)]);
  const widths = header.map((title, column) => Math.max(title.length, ...body.map((cells) => cells[column].length)));
  const line = (cells) => `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(' | ')} |`;
  return [
    `Translation coverage (${locale})`,
    line(header),
    `|${widths.map((width, column) => (column === 0 ? `:${'-'.repeat(width + 1)}` : `${'-'.repeat(width + 1)}:`)).join('|')}|`,
    ...body.map(line),
  ].join('\n');
}

export function formatProblems(problems) {
  const lines = [];
  for (const [file, list] of [...problems.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push('', file);
    for (const {kind, message, line} of list.sort((a, b) => (a.line ?? 0) - (b.line ?? 0))) {
      lines.push(`  ${line ? `line ${line}: ` : ''}${kind}: ${message}`);
    }
  }
  return lines.join('\n');
}

function main() {
  let options;
  try {
    options = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`i18n:check: ${error.message}`);
    return 2;
  }
  const {problems, coverage, skipped} = checkSite(options);
  const total = [...problems.values()].reduce((sum, list) => sum + list.length, 0);
  if (total > 0) {
    console.log(`✖ i18n:check found ${total} problem${total === 1 ? '' : 's'} in ${problems.size} file${problems.size === 1 ? '' : 's'}:`);
    console.log(formatProblems(problems));
    console.log('');
  } else {
    console.log(`✔ i18n:check: the ${options.locale} translation is complete and in step with English.`);
  }
  console.log(formatCoverage(coverage, options.locale));
  if (skipped.length > 0) console.log(`Not checked (unlisted or draft): ${skipped.join(', ')}`);
  return total > 0 ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
