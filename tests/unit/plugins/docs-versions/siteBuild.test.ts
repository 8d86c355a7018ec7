/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {buildPartEnv, buildTarget, docPagePaths, docsVersionsData} from '@site/src/plugins/docs-versions/versions';
import {
  copyVersionBuild,
  isOutsideVersionBuild,
  mergeSitemaps,
  pruneVersionCache,
  versionBuildKey,
  versionCacheEntry,
} from '@site/src/plugins/docs-versions/build/siteBuild';

// One build per docs version (README "Versions"): a frozen version's build is reused while nothing
// it reads changes, and the parts are put together into one site.

let site: string;
const write = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
  fs.writeFileSync(path.join(site, file), text);
};

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'site-build-'));
  write('package.json', JSON.stringify({devDependencies: {'@rstest/core': '0.12.0', 'rstest-0.5': 'npm:@rstest/core@0.5.4'}}));
  write('package-lock.json', '{"lockfileVersion": 3}');
  write('versions.json', '["0.5"]');
  write('docusaurus.config.ts', 'export default {};');
  write('src/theme/X.tsx', 'export default 1;');
  write('docs/guide/start/index.md', '# Start');
  write('docs/guide/mock.md', '# Mock');
  write('versioned_docs/version-0.5/guide/start/index.md', '# Start (0.5)');
  write('versioned_docs/version-0.5/guide/cli.md', '# CLI (0.5)');
  write('versioned_sidebars/version-0.5-sidebars.json', '{}');
  write('i18n/zh/docusaurus-plugin-content-docs/version-0.5/guide/cli.md', '# CLI');
  write('i18n/zh/docusaurus-plugin-content-docs/current/guide/mock.md', '# Mock');
  write('tests/unit/a.test.ts', 'test');
  write('README.md', '# Site');
});
afterEach(() => fs.rmSync(site, {recursive: true, force: true}));

describe('versionBuildKey (a frozen version is built again only when what it reads changed)', () => {
  const key = () => versionBuildKey('0.5', {siteDir: site, algolia: null});

  it.each([
    ['its English docs', 'versioned_docs/version-0.5/guide/cli.md'],
    ['its Chinese docs', 'i18n/zh/docusaurus-plugin-content-docs/version-0.5/guide/cli.md'],
    ['its sidebars', 'versioned_sidebars/version-0.5-sidebars.json'],
    ['the site code', 'src/theme/X.tsx'],
    ['the config', 'docusaurus.config.ts'],
    ['the lockfile', 'package-lock.json'],
  ])('changes with %s', (_what, file) => {
    const before = key();
    write(file, `${fs.readFileSync(path.join(site, file), 'utf8')}\n<!-- edit -->`);
    expect(key()).not.toBe(before);
  });

  it('changes with the search backend', () => {
    const algolia = {appId: 'X', apiKey: 'k', indexName: 'i', insights: false};
    expect(versionBuildKey('0.5', {siteDir: site, algolia})).not.toBe(key());
    expect(versionBuildKey('0.5', {siteDir: site, algolia: {...algolia, insights: true}})).not.toBe(versionBuildKey('0.5', {siteDir: site, algolia}));
  });

  // Its stand-ins (build/standIns.ts): one for each page of the other versions it lacks, naming that page by its title.
  it.each([
    ['gain or lose a page it has too', () => write('docs/guide/cli.md', '# CLI')],
    ['gain a page it does not have', () => write('docs/guide/new.md', '# New')],
    ['retitle a page it does not have', () => write('docs/guide/mock.md', '# Mocking')],
    ['retitle it in Chinese', () => write('i18n/zh/docusaurus-plugin-content-docs/current/guide/mock.md', '# 模拟')],
  ])('changes when the current docs %s', (_what, change) => {
    const before = key();
    change();
    expect(key()).not.toBe(before);
  });

  it.each([
    ["a current page's text", () => write('docs/guide/mock.md', '# Mock\n\nRewritten.')],
    ['a Chinese current page', () => write('i18n/zh/docusaurus-plugin-content-docs/current/guide/mock.md', '# Mock\n\n重写。')],
    ['a test', () => write('tests/unit/a.test.ts', 'test 2')],
    ['the README', () => write('README.md', '# Site, again')],
  ])('stays the same after a change of %s', (_what, change) => {
    const before = key();
    change();
    expect(key()).toBe(before);
  });

  it('takes the other versions into account through what it says of them', () => {
    expect(docsVersionsData('0.5', '/', site)).toEqual({
      built: '0.5',
      versions: [
        {name: 'current', label: '0.12', root: '/'},
        {name: '0.5', label: '0.5', root: '/0.5/'},
      ],
    });
  });
});

describe('buildTarget (what one docusaurus build makes, read from its environment once)', () => {
  it('is the current docs with the local search when the environment names nothing', () => {
    expect(buildTarget({}, site)).toEqual({version: 'current', part: false, e2eFixtures: false, algolia: null});
  });

  it('is the version and part that npm run build asks for', () => {
    expect(buildTarget(buildPartEnv('0.5'), site)).toMatchObject({version: '0.5', part: true});
    expect(buildTarget(buildPartEnv('current'), site)).toMatchObject({version: 'current', part: true});
  });

  it('fails on a version that versions.json does not list', () => {
    expect(() => buildTarget({DOCS_VERSION: '0.4'}, site)).toThrow(/DOCS_VERSION=0\.4 is not a docs version: versions\.json lists 0\.5/);
  });

  it("is the e2e fixtures' app, which holds no docs version, with E2E_FIXTURES=1", () => {
    expect(buildTarget({E2E_FIXTURES: '1'}, site)).toMatchObject({version: 'current', e2eFixtures: true});
    expect(() => buildTarget({E2E_FIXTURES: '1', DOCS_VERSION: '0.5'}, site)).toThrow(/holds no docs version: unset DOCS_VERSION=0\.5/);
  });

  it('has Algolia when its three variables are set, with insights when asked for', () => {
    const env = {ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'i'};
    expect(buildTarget(env, site).algolia).toEqual({appId: 'A', apiKey: 'k', indexName: 'i', insights: false});
    expect(buildTarget({...env, ALGOLIA_INSIGHTS: 'true'}, site).algolia?.insights).toBe(true);
    expect(buildTarget({...env, ALGOLIA_INDEX_NAME: ''}, site).algolia).toBeNull();
  });
});

describe('isOutsideVersionBuild', () => {
  it.each([
    ['docs/guide/a.md', true],
    ['i18n/zh/docusaurus-plugin-content-docs/current/guide/a.md', true],
    ['i18n/en/docusaurus-plugin-content-docs/current.json', true],
    ['versioned_docs/version-0.4/guide/a.md', true],
    ['versioned_sidebars/version-0.4-sidebars.json', true],
    ['i18n/zh/docusaurus-plugin-content-docs/version-0.4.json', true],
    ['tests/e2e/x.spec.ts', true],
    ['bench/check.mjs', true],
    ['src/plugins/docs-versions/cli/cut.ts', true],
    ['src/patches/tslib-helpers/contract.test.ts', true],
    ['README.md', true],
    ['maintainers/search.md', true],
    ['versioned_docs/version-0.5/guide/a.md', false],
    ['i18n/zh/docusaurus-plugin-content-docs/version-0.5/guide/a.md', false],
    ['i18n/en/docusaurus-plugin-content-docs/version-0.5.json', false],
    ['versioned_sidebars/version-0.5-sidebars.json', false],
    ['i18n/zh/code.json', false],
    ['src/css/custom.css', false],
    ['static/img/logo.svg', false],
    ['src/plugins/docs-versions/versions.ts', false],
    ['src/plugins/docs-versions/build/siteBuild.ts', false],
    ['package-lock.json', false],
  ])('%s is outside the 0.5 build: %s', (file, outside) => {
    expect(isOutsideVersionBuild(file, '0.5')).toBe(outside);
  });
});

describe('putting the builds together', () => {
  it('copies a version build with its timestamps (its .br/.gz copies stay newer than their files)', () => {
    const entry = versionCacheEntry('0.5', 'k1', site);
    write(path.relative(site, path.join(entry, '0.5/index.html')), '<html>');
    write(path.relative(site, path.join(entry, '0.5/index.html.br')), 'br');
    write(path.relative(site, path.join(entry, 'zh/0.5/index.html')), '<html>');
    const old = new Date('2020-01-01T00:00:00Z');
    fs.utimesSync(path.join(entry, '0.5/index.html'), old, old);
    const out = path.join(site, 'build');
    write('build/0.5/stale.html', 'stale');
    copyVersionBuild(entry, '0.5', out);
    expect(fs.readFileSync(path.join(out, 'zh/0.5/index.html'), 'utf8')).toBe('<html>');
    expect(fs.existsSync(path.join(out, '0.5/stale.html'))).toBe(false);
    expect(fs.statSync(path.join(out, '0.5/index.html')).mtime).toEqual(old);
  });

  it('fails when a version build lacks a locale', () => {
    const entry = versionCacheEntry('0.5', 'k1', site);
    write(path.relative(site, path.join(entry, '0.5/index.html')), '<html>');
    expect(() => copyVersionBuild(entry, '0.5', path.join(site, 'build'))).toThrow(/no zh\/0\.5\/index\.html/);
  });

  it('keeps the last two builds used per version, and none for a version the site dropped', () => {
    const cache = path.join(site, '.cache/version-builds');
    ['0.5/oldest', '0.5/older', '0.5/used', '0.5/new', '0.3/any'].forEach((dir, index) => {
      fs.mkdirSync(path.join(cache, dir), {recursive: true});
      const time = new Date(Date.UTC(2026, 0, 1 + index));
      fs.utimesSync(path.join(cache, dir), time, time);
    });
    pruneVersionCache('0.5', 'older', site);
    expect(fs.readdirSync(cache)).toEqual(['0.5']);
    expect(fs.readdirSync(path.join(cache, '0.5')).sort()).toEqual(['new', 'older']);
  });

  it("adds each frozen version's sitemap entries to its locale's sitemap and removes its own", () => {
    const sitemap = (...locs: string[]) =>
      `<?xml version="1.0"?><urlset xmlns="x">${locs.map((loc) => `<url><loc>${loc}</loc></url>`).join('')}</urlset>`;
    write('build/sitemap.xml', sitemap('https://rstest.rs/'));
    write('build/0.5/sitemap.xml', sitemap('https://rstest.rs/0.5/', 'https://rstest.rs/0.5/guide/cli'));
    write('build/zh/sitemap.xml', sitemap('https://rstest.rs/zh/'));
    write('build/zh/0.5/sitemap.xml', sitemap('https://rstest.rs/zh/0.5/'));
    write('build/zh/0.5/sitemap.xml.br', 'br');
    expect(mergeSitemaps(path.join(site, 'build'), ['0.5'])).toBe(3);
    expect(fs.readFileSync(path.join(site, 'build/sitemap.xml'), 'utf8')).toBe(
      sitemap('https://rstest.rs/', 'https://rstest.rs/0.5/', 'https://rstest.rs/0.5/guide/cli'),
    );
    expect(fs.readFileSync(path.join(site, 'build/zh/sitemap.xml'), 'utf8')).toBe(sitemap('https://rstest.rs/zh/', 'https://rstest.rs/zh/0.5/'));
    expect(fs.existsSync(path.join(site, 'build/0.5/sitemap.xml'))).toBe(false);
    expect(fs.existsSync(path.join(site, 'build/zh/0.5/sitemap.xml.br'))).toBe(false);
  });
});

describe('docPagePaths (the URL of each doc, as Docusaurus names it)', () => {
  it('follows the file names, folder pages, number prefixes, slug and id frontmatter, and leaves drafts and partials out', () => {
    write('docs/guide/start/index.md', '# Start');
    write('docs/guide/README.md', '# Guide');
    write('docs/api/api.md', '# API, the folder page');
    write('docs/02-basics/01-cli.md', '# CLI');
    write('docs/more/moved.md', '---\nslug: /elsewhere/page\n---\n# Moved');
    write('docs/more/relative.md', "---\nslug: 'near'\n---\n# Near");
    write('docs/more/named.md', '---\nid: renamed\n---\n# Named');
    write('docs/more/draft.md', '---\ndraft: true\n---\n# Draft');
    write('docs/more/_partial.mdx', 'Partial');
    write('docs/_shared/x.md', 'Shared');
    write('docs/more/notes.txt', 'not a doc');
    expect(docPagePaths('current', site)).toEqual([
      'api/',
      'basics/cli',
      'elsewhere/page',
      'guide/',
      'guide/mock',
      'guide/start/',
      'more/near',
      'more/renamed',
    ]);
  });
});
