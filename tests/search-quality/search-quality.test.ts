/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {createSearchIndex, type LocalSearchIndex} from '@site/src/plugins/local-search/search/engine';
import type {SearchIndexFile} from '@site/src/plugins/local-search/search/types';

// Search quality on the BUILT local index (`npm run build` first; `npm run test:search`, which
// `npm test` runs after the build): each query must return its page in the top 3 hits.

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
    ['快照', '/zh/api/test-api/expect'],
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

function loadIndex(locale: 'en' | 'zh'): LocalSearchIndex {
  const file = path.join(BUILD, locale === 'en' ? '' : locale, 'search-index.json');
  if (!fs.existsSync(file)) {
    throw new Error(`${path.relative(process.cwd(), file)} is missing: run \`npm run build\` before \`npm run test:search\`.`);
  }
  return createSearchIndex(JSON.parse(fs.readFileSync(file, 'utf8')) as SearchIndexFile);
}

describe.each(['en', 'zh'] as const)('search quality on the built %s index', (locale) => {
  let index: LocalSearchIndex;
  beforeAll(() => {
    index = loadIndex(locale);
  });

  it.each(CASES[locale])(`"%s" finds %s in the top ${TOP}`, (query, page) => {
    const top = index.search({query, hitsPerPage: TOP}).hits.map((hit) => new URL(hit.url).pathname);
    expect(top).toContain(page);
  });
});
