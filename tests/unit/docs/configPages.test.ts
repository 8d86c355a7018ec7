/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {docsDirOf, docsVersions, zhDocsDirOf} from '../../../src/plugins/docs-versions/versions';
import {optionMetas} from '../../../scripts/docsFacts/docs';
import {codeBlocks, frontMatterValue, read} from './markdown';
import {NO_CLI, OPTION_FACTS} from '../../../scripts/docsFacts/optionFacts';

// The configuration reference (config/) of every docs version: each option page carries the
// same Type / Default / CLI block with the facts of its version's Rstest release (scripts/docsFacts/optionFacts.data.json),
// a complete config example, and is listed in the overview (generated, see
// tests/unit/plugins/overview).

const squash = (value: string | undefined) => value?.replace(/\s+/g, ' ').trim();

describe.each(docsVersions())('docs version %s', (version) => {
  const facts = OPTION_FACTS[version];
  const testDir = path.join(docsDirOf(version), 'config/test');
  const buildDir = path.join(docsDirOf(version), 'config/build');
  const optionPages = fs
    .readdirSync(testDir)
    .filter((file) => /\.mdx?$/.test(file))
    .map((file) => file.replace(/\.mdx?$/, ''))
    .sort();

  it('has a fact table (scripts/docsFacts/optionFacts.data.json)', () => {
    expect(facts).toBeDefined();
  });

  describe('test option pages', () => {
    it("exist for exactly the options of the version's release", () => {
      expect(optionPages).toEqual(Object.keys(facts.test).sort());
    });

    describe.each(optionPages)('%s', (option) => {
      const page = read(testDir, `${option}.mdx`);
      const fact = facts.test[option];

      it('is titled with the option name', () => {
        expect(frontMatterValue(page, 'title')).toBe(option);
      });

      it("has one Type / Default / CLI block with the release's facts", () => {
        const metas = optionMetas(page);
        expect(metas).toHaveLength(1);
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
        if (fact.cli === NO_CLI) return;
        // Any spelling of the flag (`-u` or `--update`, `--reporters` or `--reporter`) counts.
        const flags = fact.cli.match(/--?[\w.]+/g)!;
        const usesFlag = (command: string) =>
          flags.some((flag) => new RegExp(`(^|\\s)${flag.replace('.', '\\.')}(?=[\\s=.]|$)`, 'm').test(command));
        const commands = codeBlocks(page).filter((block) => block.lang === 'bash').map((block) => block.code);
        expect(commands.some((command) => command.includes('rstest') && usesFlag(command))).toBe(true);
      });
    });
  });

  describe('build option pages', () => {
    it('exist for exactly the seven build groups', () => {
      const pages = fs.readdirSync(buildDir).map((file) => file.replace(/\.mdx?$/, '')).sort();
      expect(pages).toEqual(Object.keys(facts.build).sort());
    });

    describe.each(Object.entries(facts.build))('%s', (group, subOptions) => {
      const page = read(buildDir, `${group}.mdx`);

      it('is titled with the group name and links to Rsbuild', () => {
        expect(frontMatterValue(page, 'title')).toBe(group);
        expect(page).toMatch(/\]\(https:\/\/(v1\.)?rsbuild\.rs\//);
      });

      it('has an h2 with a Type / Default block and a link to Rsbuild for each sub-option', () => {
        const sections = page.split(/^## /m).slice(1);
        const headings = sections.map((section) => section.split('\n')[0].replace(/\s*\{#[^}]+\}$/, '').trim());
        for (const sub of subOptions) {
          const index = headings.indexOf(`${group}.${sub}`);
          expect({sub, hasHeading: index >= 0}).toEqual({sub, hasHeading: true});
          const metas = optionMetas(sections[index]);
          expect({sub, blocks: metas.length}).toEqual({sub, blocks: 1});
          expect(metas[0].type?.trim()).toBeTruthy();
          expect(metas[0].default?.trim()).toBeTruthy();
          expect({sub, linksRsbuild: /\]\(https:\/\/(v1\.)?rsbuild\.rs\//.test(sections[index])}).toEqual({sub, linksRsbuild: true});
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
      const zh = path.join(zhDocsDirOf(version), 'config/test', `${option}.mdx`);
      expect(fs.existsSync(zh)).toBe(true);
      expect(optionMetas(fs.readFileSync(zh, 'utf8'))).toEqual(optionMetas(read(testDir, `${option}.mdx`)));
    });
  });
});
