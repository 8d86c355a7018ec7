// The llms.txt files of a locale (https://llmstxt.org): `llms.txt` indexes every page (title,
// absolute .md URL, description) grouped by sidebar group; `llms-full.txt` is every page's
// Markdown, one after the other. Pure functions.

export type ExportedPage = {
  title: string;
  description: string;
  /** Absolute URL of the page's Markdown. */
  markdownUrl: string;
  /** The page's Markdown, as served at markdownUrl. */
  markdown: string;
};

export type ExportSection = {
  /** Sidebar group label; top-level docs are a section of their own, titled by their first page. */
  title: string;
  pages: ExportedPage[];
};

export const LLMS_INDEX_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

export function llmsIndex(site: {title: string; description: string}, sections: readonly ExportSection[]): string {
  const lines = [`# ${oneLine(site.title)}`, '', `> ${oneLine(site.description)}`, ''];
  for (const section of sections) {
    lines.push(`## ${oneLine(section.title)}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(`- [${oneLine(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`);
    }
    lines.push('');
  }
  return lines.join('\n');
}

export function llmsFull(sections: readonly ExportSection[]): string {
  return `${sections
    .flatMap((section) => section.pages)
    .map((page) => page.markdown.trim())
    .join('\n\n---\n\n')}\n`;
}
