/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {AllContent, LoadContext} from '@docusaurus/types';
import markdownExportPlugin from '@site/src/plugins/markdown-export';
import {ROOT} from '../../docs/markdown';

// postBuild writes each listed doc's Markdown next to its page in every docs version, and
// llms.txt / llms-full.txt for the version readers get by default only.

const doc = (id: string, source: string, permalink: string) => ({
  id,
  title: id,
  description: `About ${id}`,
  permalink,
  source: `@site/${source}`,
  unlisted: false,
  frontMatter: {},
});
const SIDEBARS = {config: [{type: 'doc', id: 'config/test/pool'}]};

describe('markdown-export plugin with docs versions', () => {
  let outDir = '';
  afterAll(() => fs.rmSync(outDir, {recursive: true, force: true}));

  it('exports both versions and describes the current one in llms.txt', async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'markdown-export-'));
    const context = {
      siteDir: ROOT,
      baseUrl: '/',
      siteConfig: {title: 'Rstest', tagline: 'The Rspack-based testing framework', url: 'https://rstest.rs'},
      i18n: {currentLocale: 'en'},
      codeTranslations: {},
    } as unknown as LoadContext;
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {versionName: 'current', isLast: true, path: '/', sidebars: SIDEBARS, docs: [doc('config/test/pool', 'docs/config/test/pool.mdx', '/config/test/pool')]},
            {
              versionName: '0.5',
              isLast: false,
              path: '/0.5',
              sidebars: SIDEBARS,
              docs: [doc('config/test/pool', 'versioned_docs/version-0.5/config/test/pool.mdx', '/0.5/config/test/pool')],
            },
          ],
        },
      },
    } as unknown as AllContent;
    const plugin = markdownExportPlugin(context);
    await plugin.allContentLoaded!({allContent, actions: {} as never});
    await plugin.postBuild!({outDir} as unknown as Parameters<NonNullable<typeof plugin.postBuild>>[0]);

    const current = fs.readFileSync(path.join(outDir, 'config/test/pool.md'), 'utf8');
    const frozen = fs.readFileSync(path.join(outDir, '0.5/config/test/pool.md'), 'utf8');
    expect(current).toMatch(/^# config\/test\/pool/);
    expect(frozen).toMatch(/^# config\/test\/pool/);
    // 0.5's pool had minWorkers; the page of each version keeps its own text.
    expect(frozen).toContain('minWorkers');
    expect(frozen).not.toBe(current);

    const llms = fs.readFileSync(path.join(outDir, 'llms.txt'), 'utf8');
    expect(llms).toContain('https://rstest.rs/config/test/pool.md');
    expect(llms).not.toContain('/0.5/');
    expect(fs.existsSync(path.join(outDir, '0.5/llms.txt'))).toBe(false);
  });
});
