/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSearchIndex, type LocalSearchIndex} from '@site/src/plugins/local-search/search/engine';
import type {SearchIndexFile, SearchRestFile} from '@site/src/plugins/local-search/search/indexFile';
import {LOCAL_SEARCH_INDEX_FILE, LOCAL_SEARCH_REST_FILE} from '@site/src/plugins/local-search/constants';
import {HITS_PER_PAGE, MAX_RESULTS_PER_GROUP} from '@site/src/plugins/local-search/client/searchOptions';
import type {SearchHit} from '@site/src/plugins/local-search/search/types';

// Search quality on the BUILT local index (`npm run build` first; `npm run test:search`, which
// `npm test` runs after the build):
// - the held-out half of tests/search-quality/queries.json (70 reader queries per locale, written
//   blind to the engine and never used to choose it or its options) must score at least the
//   figures reported in maintainers/search.md: a query scores when one of its pages is among
//   the first 1 / 3 distinct pages;
// - each of the cases below must return its page in the top 3 hits.

const TOP = 3;
const BUILD = path.join(__dirname, '../../build');

const CASES: Record<'en' | 'zh', Array<[query: string, page: string]>> = {
  en: [
    ['testTimeout', '/config/test/testTimeout'],
    ['mock module', '/api/rstest/mockModules'],
    ['fake timers', '/api/rstest/fakeTimers'],
    ['coverage', '/config/test/coverage'],
    ['snapshot', '/guide/basic/snapshot'],
    ['toMatchInlineSnapshot', '/api/test-api/expect'],
    ['beforeEach', '/api/test-api/hooks'],
    ['config file', '/guide/basic/configure-rstest'],
    ['migrating from jest', '/guide/migration/jest'],
    ['quick start', '/guide/start/quick-start'],
    ['retry', '/config/test/retry'],
    ['test environment jsdom', '/config/test/testEnvironment'],
    ['setupFiles', '/config/test/setupFiles'],
    ['mockReturnValue', '/api/rstest/mockInstance'],
    ['describe.each', '/api/test-api/describe'],
    ['debugging', '/guide/advanced/debugging'],
    ['react testing library', '/guide/framework/react'],
    ['migrate from vitest', '/guide/migration/vitest'],
  ],
  zh: [
    ['快照', '/zh/guide/basic/snapshot'],
    ['配置文件', '/zh/guide/basic/configure-rstest'],
    ['钩子', '/zh/api/test-api/hooks'],
    ['假定时器', '/zh/api/rstest/fakeTimers'],
    ['覆盖率', '/zh/config/test/coverage'],
    ['testTimeout', '/zh/config/test/testTimeout'],
    ['快速上手', '/zh/guide/start/quick-start'],
    ['从 Jest 迁移', '/zh/guide/migration/jest'],
    ['隔离', '/zh/config/test/isolate'],
    ['调试', '/zh/guide/advanced/debugging'],
    ['性能分析', '/zh/guide/advanced/profiling'],
    ['重试 retry', '/zh/config/test/retry'],
    ['测试环境', '/zh/config/test/testEnvironment'],
    ['过滤测试', '/zh/guide/basic/test-filter'],
    ['mock 函数', '/zh/api/rstest/mockFunctions'],
    ['从 Vitest 迁移', '/zh/guide/migration/vitest'],
    ['持续集成', '/zh/guide/advanced/ci'],
    ['Vue 组件测试', '/zh/guide/framework/vue'],
    ['常见问题排查', '/zh/guide/advanced/troubleshooting'],
  ],
};

const HELDOUT_PER_LOCALE = 70;
const INDEX_LOAD_TIMEOUT_MS = 60_000;
/** Held-out top-1 and top-3 (of 70) on the built site of this commit: the figures of maintainers/search.md. */
const HELDOUT_FLOOR: Record<'en' | 'zh', {top1: number; top3: number}> = {
  // en top-1 was 58 until issue 52's two pages tipped a near tie (maintainers/search.md).
  en: {top1: 57, top3: 64},
  zh: {top1: 54, top3: 64},
};

interface Query {
  locale: 'en' | 'zh';
  kind: string;
  query: string;
  pages: string[];
  half: 'tune' | 'heldout';
}
/** A page's path without its trailing slash (`/zh/guide/browser-testing/` -> `/zh/guide/browser-testing`). */
const pagePath = (pathname: string) => pathname.replace(/(.)\/$/, '$1');
const QUERIES = (JSON.parse(fs.readFileSync(path.join(__dirname, 'queries.json'), 'utf8')) as Query[]).map((entry) => ({
  ...entry,
  pages: entry.pages.map(pagePath),
}));

function readBuilt<T>(locale: 'en' | 'zh', name: string): T {
  const file = path.join(BUILD, locale === 'en' ? '' : locale, name);
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(process.cwd(), file)} is missing: run \`npm run build\` before \`npm run test:search\`.`);
  }
  return JSON.parse(fs.readFileSync(file, 'utf8')) as T;
}

/** The index as the modal has it after the first search: the head and the rest. */
async function loadIndex(locale: 'en' | 'zh'): Promise<LocalSearchIndex> {
  const index = createSearchIndex(readBuilt<SearchIndexFile>(locale, LOCAL_SEARCH_INDEX_FILE));
  await index.addRest(readBuilt<SearchRestFile>(locale, LOCAL_SEARCH_REST_FILE));
  return index;
}

/** The first `count` distinct pages of a query's hits (paths without a trailing slash). */
function topPages(index: LocalSearchIndex, query: string, count: number): string[] {
  const pages: string[] = [];
  for (const hit of index.search({query, hitsPerPage: 50}).hits) {
    const page = pagePath(new URL(hit.url).pathname);
    if (!pages.includes(page)) pages.push(page);
    if (pages.length === count) break;
  }
  return pages;
}

describe.each(['en', 'zh'] as const)('search quality on the built %s index', (locale) => {
  let index: LocalSearchIndex;
  // Building the Chinese index takes about 1.6 s on a quiet machine; a CI machine busy with other
  // jobs took over 5 s (Jest's default), which failed every test of the locale.
  beforeAll(async () => {
    index = await loadIndex(locale);
  }, INDEX_LOAD_TIMEOUT_MS);

  it('scores at least the reported figures on the held-out queries', () => {
    const heldout = QUERIES.filter((entry) => entry.locale === locale && entry.half === 'heldout');
    expect(heldout).toHaveLength(HELDOUT_PER_LOCALE);
    let top1 = 0;
    let top3 = 0;
    const misses: string[] = [];
    for (const entry of heldout) {
      const pages = topPages(index, entry.query, 3);
      if (entry.pages.includes(pages[0])) top1 += 1;
      if (pages.some((page) => entry.pages.includes(page))) top3 += 1;
      else misses.push(`${entry.query} -> ${pages.join(', ') || '(nothing)'}`);
    }
    const floor = HELDOUT_FLOOR[locale];
    if (top1 < floor.top1 || top3 < floor.top3) {
      throw new Error(`held-out ${locale}: top-1 ${top1} (floor ${floor.top1}), top-3 ${top3} (floor ${floor.top3}) of ${HELDOUT_PER_LOCALE}; not in the top 3:\n${misses.join('\n')}`);
    }
    expect(top3).toBeGreaterThanOrEqual(floor.top3);
  });

  // Issue 35: a one-word concept query (the tune half's `one-word` queries) opens the concept's own
  // page with Enter: the first hit is that page itself, at its top (no #anchor).
  it.each(QUERIES.filter((entry) => entry.locale === locale && entry.kind === 'one-word').map((entry) => [entry.query, entry.pages[0]]))(
    '"%s" has %s itself as its first hit',
    (query, page) => {
      const [first] = index.search({query}).hits;
      expect(first && pagePath(first.url.replace(/^https?:\/\/[^/]+/, ''))).toBe(page);
    },
  );

  it.each(CASES[locale])(`"%s" finds %s in the top ${TOP}`, (query, page) => {
    const top = index.search({query, hitsPerPage: TOP}).hits.map((hit) => new URL(hit.url).pathname);
    expect(top).toContain(page);
  });
});

/**
 * The modal's order of an answer's hits: DocSearch groups them by section (lvl0), the groups in
 * the order of their first hit, each cut to MAX_RESULTS_PER_GROUP.
 */
function modalOrder(hits: SearchHit[]): SearchHit[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.hierarchy.lvl0 ?? '') ?? [];
    if (group.length < MAX_RESULTS_PER_GROUP) group.push(hit);
    groups.set(hit.hierarchy.lvl0 ?? '', group);
  }
  return [...groups.values()].flat();
}

// Issue 43: a page's title (its sidebar label is the same text), typed as it is, finds the page
// among the modal's first 3 hits from the head of the index alone, the modal's first answer: every
// page of each locale and docs version. A title several pages share (`expect`: an API and an
// option) puts one of them first. tests/e2e/search-titles.spec.ts types a sample in the browser.
describe.each([
  ['en', ''],
  ['zh', 'zh'],
  ['en 0.5', '0.5'],
  ['zh 0.5', 'zh/0.5'],
])('every page title, from the head of the built %s index', (_name, dir) => {
  const head = JSON.parse(fs.readFileSync(path.join(BUILD, dir, LOCAL_SEARCH_INDEX_FILE), 'utf8')) as SearchIndexFile;
  const index = createSearchIndex(head);
  const key = (title: string) => title.toLowerCase().replace(/\s+/g, ' ').trim();
  const pagesOf = new Map<string, string[]>();
  for (const [pathname, , title] of head.pages) pagesOf.set(key(title), [...(pagesOf.get(key(title)) ?? []), pagePath(pathname)]);

  it.each(head.pages.map(([pathname, , title]) => [title, pagePath(pathname)]))('"%s" finds %s', (title, page) => {
    const shown = modalOrder(index.search({query: title, hitsPerPage: HITS_PER_PAGE}).hits).map((hit) => pagePath(new URL(hit.url_without_anchor).pathname));
    const sharing = pagesOf.get(key(title))!;
    if (sharing.length > 1) expect(sharing).toContain(shown[0]);
    else expect(shown.slice(0, TOP)).toContain(page);
  });
});
