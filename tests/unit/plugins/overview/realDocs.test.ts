/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import sidebars from '@site/sidebars';
import {buildOverviewGroups, type OverviewDoc} from '@site/src/plugins/overview/buildOverview';
import {docHeadings} from '@site/src/plugins/shared/parseDocSource';
import {DOCS_DIR, ROOT, ZH_DOCS_DIR, frontMatterValue} from '../../docs/markdown';
import {CURRENT_DOC_ROUTES} from '../../../specRoutes';

// The overview plugin's data for the real /config/ and /api/ pages, in both locales, computed from
// sidebars.ts and the docs the way the plugin does (Docusaurus gives it normalized sidebars).

type Item = string | {type: 'category'; label: string; items: Item[]; link?: {type: 'doc'; id: string}} | {type: string};
type NormalizedItem = Parameters<typeof buildOverviewGroups>[2][string][number];

const zhLabels = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n/zh/docusaurus-plugin-content-docs/current.json'), 'utf8')) as Record<
  string,
  {message: string}
>;

function normalize(sidebar: string, items: Item[], locale: 'en' | 'zh'): NormalizedItem[] {
  return items.map((item): NormalizedItem => {
    if (typeof item === 'string') return {type: 'doc', id: item};
    if (item.type === 'category' && 'items' in item) {
      const label = locale === 'zh' ? (zhLabels[`sidebar.${sidebar}.category.${item.label}`]?.message ?? item.label) : item.label;
      return {type: 'category', label, collapsed: false, collapsible: true, link: item.link, items: normalize(sidebar, item.items, locale)} as NormalizedItem;
    }
    return item as NormalizedItem;
  });
}

function docsOf(locale: 'en' | 'zh') {
  const dir = locale === 'zh' ? ZH_DOCS_DIR : DOCS_DIR;
  const normalized: Record<string, NormalizedItem[]> = {};
  const docs: OverviewDoc[] = [];
  const sources = new Map<string, string>();
  const collect = (sidebar: string, items: Item[]) => {
    for (const item of items) {
      const ids = typeof item === 'string' ? [item] : 'items' in item ? [...(item.link ? [item.link.id] : [])] : [];
      for (const id of ids) {
        const file = ['.md', '.mdx'].map((ext) => path.join(dir, `${id}${ext}`)).find((candidate) => fs.existsSync(candidate))!;
        const source = fs.readFileSync(file, 'utf8');
        sources.set(id, source);
        const headers = frontMatterValue(source, 'overviewHeaders');
        docs.push({
          id,
          title: frontMatterValue(source, 'title')!,
          permalink: `${locale === 'zh' ? '/zh' : ''}/${id.replace(/(^|\/)index$/, '$1')}`,
          sidebar,
          frontMatter: {overview: frontMatterValue(source, 'overview') === 'true', ...(headers ? {overviewHeaders: JSON.parse(headers)} : {})},
        });
      }
      if (typeof item !== 'string' && 'items' in item) collect(sidebar, item.items);
    }
  };
  for (const [sidebar, items] of Object.entries(sidebars as unknown as Record<string, Item[]>)) {
    normalized[sidebar] = normalize(sidebar, items, locale);
    collect(sidebar, items);
  }
  const headings = new Map<string, ReturnType<typeof docHeadings>>();
  const headingsOf = (target: OverviewDoc) => {
    if (!headings.has(target.id)) headings.set(target.id, docHeadings(sources.get(target.id)!));
    return headings.get(target.id)!;
  };
  const overview = (permalink: string) => {
    const page = docs.find((candidate) => candidate.permalink === permalink)!;
    return buildOverviewGroups(page, docs, normalized, headingsOf);
  };
  return {docs, overview, sources};
}

describe.each([
  ['en', ''],
  ['zh', '/zh'],
] as const)('generated overviews (%s)', (locale, prefix) => {
  const {overview, sources} = docsOf(locale);

  it.each(['/config/', '/api/'])('%s is an overview page and lists every page of its sidebar groups', (route) => {
    const groups = overview(`${prefix}${route}`);
    const section = route === '/config/' ? 'Config' : 'API';
    // The current docs: the spec's pages and those only 0.12 has; every page of the section but the overview itself.
    const expected = CURRENT_DOC_ROUTES.filter((spec) => spec.section === section && spec.path !== route).map((spec) => `${prefix}${spec.path}`);
    expect(groups.flatMap((group) => group.pages.map((page) => page.permalink)).sort()).toEqual(expected.sort());
  });

  it('/config/ groups the pages under their sidebar group labels, in the locale', () => {
    expect(overview(`${prefix}/config/`).map((group) => group.title)).toEqual(
      locale === 'zh' ? ['测试配置', '构建配置'] : ['Test Configurations', 'Build Configurations'],
    );
  });

  it('/config/ lists the build options (h2) of the build pages and no sections of the test option pages', () => {
    const [test, build] = overview(`${prefix}/config/`);
    expect(test.pages.every((page) => page.headings.length === 0)).toBe(true);
    const source = build.pages.find((page) => page.title === 'source')!;
    expect(source.headings.slice(0, 2)).toEqual([
      {depth: 2, text: 'source.decorators', id: 'sourcedecorators'},
      {depth: 2, text: 'source.define', id: 'sourcedefine'},
    ]);
  });

  it('/config/ says once, for the build group, that every build page has a Related section; no card lists it', () => {
    const [test, build] = overview(`${prefix}/config/`);
    const related = locale === 'zh' ? '相关文档' : 'Related';
    expect(build.sharedSections).toEqual([related]);
    expect(test.sharedSections).toEqual([]);
    expect(build.pages.flatMap((page) => page.headings.map((heading) => heading.text))).not.toContain(related);
  });

  it("/config/ names options in its filter's empty result, /api/ keeps the spec's APIs", () => {
    expect(frontMatterValue(sources.get('config/index')!, 'overviewSubject')).toBe('option');
    expect(frontMatterValue(sources.get('api/index')!, 'overviewSubject')).toBeUndefined();
  });

  it('/api/ lists every h2 and h3 of the API pages (overviewHeaders: [2, 3])', () => {
    const pages = overview(`${prefix}/api/`).flatMap((group) => group.pages);
    const expect_ = pages.find((page) => page.permalink === `${prefix}/api/test-api/expect`)!;
    const expected = docHeadings(sources.get('api/test-api/expect')!).filter((heading) => heading.depth <= 3);
    expect(expect_.headings).toEqual(expected);
    expect(expect_.headings.map((heading) => heading.id)).toEqual(expect.arrayContaining(['expectnot', 'equality', 'tobe']));
  });
});
