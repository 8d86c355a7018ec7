/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {DOCS_DIR, codeBlocks, markdownFiles, read} from './markdown';

// Guides and reference pages point at each other: a guide links the page of every option its
// config files set, and each task guide is reachable from the reference pages it explains.

const CONFIG_FILE = /^(?!.*(dist|\.rstest-temp)\/)(.*\/)?rstest(\.[\w-]+)?\.config\.[cm]?[jt]s$/;

/** The top-level keys of the object a config file exports (`defineConfig({ keys })`, 2-space indent). */
function topLevelKeys(code: string): string[] {
  return [...new Set([...code.matchAll(/^ {2}(\w+)\s*[:,(]/gm)].map((match) => match[1]))];
}

/** Relative link targets of a page, resolved to paths under docs/ (without anchors). */
function linksOf(page: string): Set<string> {
  const markdown = read(DOCS_DIR, page);
  const targets = [...markdown.matchAll(/\]\((\.{1,2}\/[^)#\s]+)(#[^)\s]*)?\)/g)].map((match) =>
    path.normalize(path.join(path.dirname(page), match[1])),
  );
  return new Set(targets);
}

/** The reference page of a config key, when it has one. */
function optionPage(key: string): string | undefined {
  return ['config/test', 'config/build'].map((dir) => `${dir}/${key}.mdx`).find((rel) => fs.existsSync(path.join(DOCS_DIR, rel)));
}

const pages = markdownFiles(DOCS_DIR);
const guides = pages.filter((page) => page.startsWith('guide/'));
const references = pages.filter((page) => page.startsWith('config/') || page.startsWith('api/'));

/** The guides that teach a task the reference pages document: each must be linked back from one. */
const TASK_GUIDES = [
  'guide/basic/mock.mdx',
  'guide/basic/scoped-cleanup.mdx',
  'guide/basic/snapshot.mdx',
  'guide/basic/projects.mdx',
  'guide/basic/reporters.mdx',
  'guide/framework/react.mdx',
  'guide/framework/vue.mdx',
  'guide/integration/adapters.mdx',
  'guide/browser-testing/index.mdx',
  'guide/browser-testing/getting-started.mdx',
  'guide/advanced/ci.mdx',
  'guide/advanced/test-metadata.mdx',
];

describe('guides and reference pages link each other', () => {
  it.each(guides)('%s links the page of every option its config files set', (page) => {
    const links = linksOf(page);
    const missing = codeBlocks(read(DOCS_DIR, page))
      .filter((block) => block.title && CONFIG_FILE.test(block.title))
      .flatMap((block) => topLevelKeys(block.code))
      .map(optionPage)
      .filter((target): target is string => target !== undefined && !links.has(target));
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(TASK_GUIDES)('%s is linked from a config or API page', (guide) => {
    expect(guides).toContain(guide);
    expect(references.filter((page) => linksOf(page).has(guide))).not.toEqual([]);
  });

  it('reads config keys and links as a reader would', () => {
    expect(topLevelKeys("export default defineConfig({\n  testEnvironment: 'jsdom',\n  plugins: [pluginReact()],\n  test: {\n    x: 1,\n  },\n});")).toEqual([
      'testEnvironment',
      'plugins',
      'test',
    ]);
    expect(optionPage('testEnvironment')).toBe('config/test/testEnvironment.mdx');
    expect(optionPage('plugins')).toBe('config/build/plugins.mdx');
    expect(optionPage('test')).toBeUndefined();
  });
});
