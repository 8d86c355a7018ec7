/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {ENGLISH_LABELS, docToMarkdown, labelsFrom, type DocToMarkdownOptions} from '@site/src/plugins/markdown-export/docToMarkdown';

const FIXTURE = path.join(__dirname, 'fixtures/everything.mdx');
const SOURCE = fs.readFileSync(FIXTURE, 'utf8');
// The fixture stands for docs/guide/start/everything.mdx.
const SOURCE_PATH = '/site/docs/guide/start/everything.mdx';
const PERMALINKS: Record<string, string> = {
  '/site/docs/guide/start/sibling.md': '/guide/start/sibling',
  '/site/docs/guide/config/testTimeout.mdx': '/guide/config/testTimeout',
};

function options(overrides: Partial<DocToMarkdownOptions> = {}): DocToMarkdownOptions {
  return {
    title: 'Everything',
    sourcePath: SOURCE_PATH,
    permalink: '/guide/start/everything',
    siteUrl: 'https://rstest.rs',
    baseUrl: '/',
    permalinkOfFile: (file) => PERMALINKS[file],
    labels: ENGLISH_LABELS,
    ...overrides,
  };
}

const markdown = docToMarkdown(SOURCE, options());

describe('docToMarkdown', () => {
  it('drops the front matter and starts with the title as an h1', () => {
    expect(markdown).not.toContain('description: A page');
    expect(markdown.startsWith('# Everything\n')).toBe(true);
  });

  it('keeps an h1 the source already has, and adds none', () => {
    const out = docToMarkdown('# Own title\n\nText.\n', options());
    expect(out).toBe('# Own title\n\nText.\n');
  });

  it('removes MDX import and export lines and comments (code blocks keep theirs)', () => {
    const prose = markdown.replace(/^```[\s\S]*?^```/gm, '');
    expect(prose).not.toMatch(/^import /m);
    expect(prose).not.toMatch(/^export /m);
    expect(markdown).toContain("import { defineConfig } from '@rstest/core';");
    expect(markdown).not.toContain('A comment that readers never see');
  });

  it('writes package-manager tabs as one labelled bash block per manager', () => {
    for (const line of ['npm install -D @rstest/core', 'yarn add -D @rstest/core', 'pnpm add -D @rstest/core', 'bun add -d @rstest/core']) {
      const manager = line.split(' ')[0];
      expect(markdown).toContain(`**${manager}**\n\n\`\`\`bash\n${line}\n\`\`\``);
    }
    expect(markdown).toContain('**bun**\n\n```bash\nbunx rstest\n```');
    expect(markdown).toContain('**npm**\n\n```bash\nnpx rstest\n```');
    expect(markdown).not.toContain('<PackageManagerTabs command');
  });

  it('writes OptionMeta as a Type / Default / CLI list', () => {
    expect(markdown).toContain('- **Type:** `number`\n- **Default:** `5000`\n- **CLI:** `--testTimeout <value>`');
    // A list right after another one gets the other bullet, so the two stay apart.
    expect(markdown).toContain('* **Type:** `boolean`\n* **Default:** `false`\n* **CLI:** none');
  });

  it('writes tabs as sections headed by their label (or value)', () => {
    expect(markdown).toContain('**TypeScript**\n\nTyped config.');
    expect(markdown).toContain('**js**\n\nPlain config.');
    expect(markdown).not.toMatch(/<\/?Tab/);
  });

  it('writes admonitions as blockquotes with their title', () => {
    expect(markdown).toContain('> **Tip**\n>\n> Keep it small.');
    expect(markdown).toContain('> **Careful here**\n>\n> Do not commit `.only`.');
    expect(markdown).not.toContain(':::');
  });

  it('uses the locale’s labels', () => {
    const zh = docToMarkdown(SOURCE, options({labels: labelsFrom({'theme.admonition.tip': '提示', 'optionMeta.type': '类型', 'optionMeta.noCli': '无'})}));
    expect(zh).toContain('> **提示**');
    expect(zh).toContain('- **类型:** `number`');
    expect(zh).toContain('**CLI:** 无');
    // Labels without a translation stay English.
    expect(zh).toContain('- **Default:** `5000`');
  });

  it('removes explicit heading ids', () => {
    expect(markdown).toContain('\n## Install\n');
    expect(markdown).not.toContain('{#install}');
  });

  it('makes every relative link an absolute URL of the same locale', () => {
    expect(markdown).toContain('[sibling page](https://rstest.rs/guide/start/sibling)');
    expect(markdown).toContain('[parent link](https://rstest.rs/guide/config/testTimeout#details)');
    expect(markdown).toContain('[plain route](https://rstest.rs/guide/basic/cli)');
    expect(markdown).toContain('[root link](https://rstest.rs/api/)');
    expect(markdown).toContain('[anchor](https://rstest.rs/guide/start/everything#install)');
  });

  it('resolves links of a Chinese page under /zh/', () => {
    const zh = docToMarkdown(SOURCE, options({permalink: '/zh/guide/start/everything', baseUrl: '/zh/', permalinkOfFile: (file) => PERMALINKS[file] && `/zh${PERMALINKS[file]}`}));
    expect(zh).toContain('[sibling page](https://rstest.rs/zh/guide/start/sibling)');
    expect(zh).toContain('[plain route](https://rstest.rs/zh/guide/basic/cli)');
    expect(zh).toContain('[root link](https://rstest.rs/zh/api/)');
    expect(zh).toContain('[anchor](https://rstest.rs/zh/guide/start/everything#install)');
  });

  it('keeps external links as they are', () => {
    const out = docToMarkdown('See [nvm](https://github.com/nvm-sh/nvm) and [mail](mailto:a@b.c).\n', options());
    expect(out).toContain('[nvm](https://github.com/nvm-sh/nvm)');
    expect(out).toContain('[mail](mailto:a@b.c)');
  });

  it('keeps code blocks byte-identical, with their language and title', () => {
    const fence = /```ts title="rstest.config.ts"\n[\s\S]*?\n```/;
    expect(markdown.match(fence)?.[0]).toBe(SOURCE.match(fence)?.[0]);
  });

  it('leaves colons in text alone', () => {
    expect(markdown).toContain('Ratio 3:4 and a time like 10:30 stay text.');
  });
});
