import fs from 'node:fs';
import path from 'node:path';
import {CURRENT, SITE_DIR, docsDirOf, zhDocsDirOf} from '../../../src/plugins/docs-versions/versions';

// Reading the docs' Markdown for tests: files, frontmatter and fenced code blocks. Each docs
// version has its own folders (src/plugins/docs-versions/versions.ts: docsDirOf, zhDocsDirOf).

export const ROOT = SITE_DIR;
/** The current docs (English and Chinese). */
export const DOCS_DIR = docsDirOf(CURRENT);
export const ZH_DOCS_DIR = zhDocsDirOf(CURRENT);

/** Every .md/.mdx file under a folder, as paths relative to it, sorted. */
export function markdownFiles(dir: string): string[] {
  const walk = (sub: string): string[] =>
    fs.readdirSync(path.join(dir, sub), {withFileTypes: true}).flatMap((entry) => {
      const rel = path.join(sub, entry.name);
      if (entry.isDirectory()) return walk(rel);
      return /\.mdx?$/.test(entry.name) ? [rel] : [];
    });
  return walk('').sort();
}

export type CodeBlock = {
  /** The fence's language (`ts`, `bash`…), or '' when none. */
  lang: string;
  /** The rest of the info string, e.g. `title="rstest.config.ts"`. */
  meta: string;
  /** The `title="…"` of the fence, when it has one. */
  title?: string;
  code: string;
  /** 1-based line of the opening fence in its file. */
  line: number;
};

/** The fenced code blocks of a Markdown text, in order (``` and ~~~ fences, any length ≥ 3). */
export function codeBlocks(markdown: string): CodeBlock[] {
  const lines = markdown.split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const open = /^\s*(`{3,}|~{3,})\s*([\w-]*)\s*(.*)$/.exec(lines[i]);
    if (!open) continue;
    const [, fence, lang, meta] = open;
    const body: string[] = [];
    let j = i + 1;
    for (; j < lines.length; j += 1) {
      const close = /^\s*(`{3,}|~{3,})\s*$/.exec(lines[j]);
      if (close && close[1][0] === fence[0] && close[1].length >= fence.length) break;
      body.push(lines[j]);
    }
    const title = /title="([^"]+)"/.exec(meta)?.[1];
    blocks.push({lang, meta: meta.trim(), title, code: body.join('\n'), line: i + 1});
    i = j;
  }
  return blocks;
}

/** The value of a simple `key: value` frontmatter line. */
export function frontMatterValue(markdown: string, key: string): string | undefined {
  const head = /^---\n([\s\S]*?)\n---/.exec(markdown)?.[1] ?? '';
  const match = new RegExp(`^${key}:\\s*(.*)$`, 'm').exec(head);
  return match?.[1].trim().replace(/^(['"])(.*)\1$/, '$2');
}

export function read(dir: string, rel: string): string {
  return fs.readFileSync(path.join(dir, rel), 'utf8');
}
