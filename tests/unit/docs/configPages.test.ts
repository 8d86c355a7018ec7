/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_DIR, ZH_DOCS_DIR, codeBlocks, frontMatterValue, read} from './markdown';
import {BUILD_GROUP_OPTIONS, NO_CLI, TEST_OPTION_FACTS} from './optionFacts';

// The configuration reference (docs/config): every option page carries the same Type /
// Default / CLI block with the facts of Rstest 0.5, a complete config example, and is listed
// in the overview (generated, see tests/unit/plugins/overview).

const TEST_DIR = path.join(DOCS_DIR, 'config/test');
const BUILD_DIR = path.join(DOCS_DIR, 'config/build');

type Meta = {type?: string; default?: string; cli?: string};

/** The attributes of every <OptionMeta … /> in a page, in order. */
function optionMetas(markdown: string): Meta[] {
  return [...markdown.matchAll(/<OptionMeta((?:\s+\w+="[^"]*")*)\s*\/>/g)].map((match) =>
    Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((attr) => [attr[1], attr[2]])),
  );
}

const squash = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim();

const optionPages = fs
  .readdirSync(TEST_DIR)
  .filter((file) => /\.mdx?$/.test(file))
  .map((file) => file.replace(/\.mdx?$/, ''))
  .sort();

describe('test option pages', () => {
  it('exist for exactly the options of Rstest 0.5', () => {
    expect(optionPages).toEqual(Object.keys(TEST_OPTION_FACTS).sort());
  });

  describe.each(optionPages)('%s', (option) => {
    const page = read(TEST_DIR, `${option}.mdx`);

    it('is titled with the option name', () => {
      expect(frontMatterValue(page, 'title')).toBe(option);
    });

    it('has one Type / Default / CLI block with the 0.5 facts', () => {
      const metas = optionMetas(page);
      expect(metas).toHaveLength(1);
      const fact = TEST_OPTION_FACTS[option];
      expect({type: squash(metas[0].type), default: squash(metas[0].default), cli: squash(metas[0].cli)}).toEqual(fact);
    });

    it('shows a complete rstest.config.ts using defineConfig from @rstest/core', () => {
      const configs = codeBlocks(page).filter((block) => block.lang === 'ts' && block.title === 'rstest.config.ts');
      expect(configs.length).toBeGreaterThan(0);
      for (const block of configs) {
        expect(block.code).toMatch(/import\s*\{[^}]*\bdefineConfig\b[^}]*\}\s*from\s*'@rstest\/core'/);
        expect(block.code).toMatch(/export default defineConfig\(/);
      }
    });

    it('shows the command line when the option has a flag', () => {
      const {cli} = TEST_OPTION_FACTS[option];
      if (cli === NO_CLI) return;
      // Either spelling of the flag (`-u` or `--update`) counts.
      const flags = cli.match(/--?[\w.]+/g)!;
      const usesFlag = (command: string) =>
        flags.some((flag) => new RegExp(`(^|\\s)${flag.replace('.', '\\.')}(?=[\\s=]|$)`, 'm').test(command));
      const commands = codeBlocks(page).filter((block) => block.lang === 'bash').map((block) => block.code);
      expect(commands.some((command) => command.includes('rstest') && usesFlag(command))).toBe(true);
    });
  });
});

describe('build option pages', () => {
  it('exist for exactly the seven build groups', () => {
    const pages = fs.readdirSync(BUILD_DIR).map((file) => file.replace(/\.mdx?$/, '')).sort();
    expect(pages).toEqual(Object.keys(BUILD_GROUP_OPTIONS).sort());
  });

  describe.each(Object.entries(BUILD_GROUP_OPTIONS))('%s', (group, subOptions) => {
    const page = read(BUILD_DIR, `${group}.mdx`);

    it('is titled with the group name and links to Rsbuild', () => {
      expect(frontMatterValue(page, 'title')).toBe(group);
      expect(page).toMatch(/\]\(https:\/\/rsbuild\.rs\//);
    });

    it('has an h2 with a Type / Default block and a link to Rsbuild for each 0.5 sub-option', () => {
      const sections = page.split(/^## /m).slice(1);
      const headings = sections.map((section) => section.split('\n')[0].replace(/\s*\{#[^}]+\}$/, '').trim());
      for (const sub of subOptions) {
        const index = headings.indexOf(`${group}.${sub}`);
        expect({sub, hasHeading: index >= 0}).toEqual({sub, hasHeading: true});
        const metas = optionMetas(sections[index]);
        expect({sub, blocks: metas.length}).toEqual({sub, blocks: 1});
        expect(metas[0].type?.trim()).toBeTruthy();
        expect(metas[0].default?.trim()).toBeTruthy();
        expect({sub, linksRsbuild: /\]\(https:\/\/rsbuild\.rs\//.test(sections[index])}).toEqual({sub, linksRsbuild: true});
      }
    });

    it('shows at least one rstest.config.ts example', () => {
      expect(codeBlocks(page).some((block) => block.title === 'rstest.config.ts')).toBe(true);
    });
  });
});

// The config overview (/config/) is generated from the sidebar and the pages' headings: see
// tests/unit/plugins/overview/realDocs.test.ts.

describe('Chinese config pages', () => {
  it.each(optionPages)('%s keeps the English Type / Default / CLI block', (option) => {
    const zh = path.join(ZH_DOCS_DIR, 'config/test', `${option}.mdx`);
    expect(fs.existsSync(zh)).toBe(true);
    expect(optionMetas(fs.readFileSync(zh, 'utf8'))).toEqual(optionMetas(read(TEST_DIR, `${option}.mdx`)));
  });
});
