/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import {precompressLocaleBuild, writeServingRules} from '@site/src/plugins/serving-rules';
import {BROTLI_QUALITY, isChunkScript, pageContentChunks, precompress} from '@site/src/plugins/serving-rules/precompress';

// The two passes of the precompressed copies (src/plugins/serving-rules): each locale's postBuild
// (precompressLocaleBuild: its pages and hashed assets, in a worker thread), then
// `write-serving-rules` (the rest, and any copy older than its file).
const page = (scripts: string) =>
  `<html><head><link rel="stylesheet" href="${scripts}assets/css/styles.aa11.css"><script src="${scripts}assets/js/runtime~main.bb22.js" defer></script>` +
  `<script src="${scripts}assets/js/main.cc33.js" defer></script></head><body>${'<p>Rstest runs tests.</p>'.repeat(100)}</body></html>`;
const SCRIPT = `export const answer = ${JSON.stringify('Rstest '.repeat(400))};`;
const FILES: Record<string, string> = {
  'index.html': page('/'),
  '404.html': page('/'),
  'guide/start/index.html': page('/'),
  'guide/start/index.md': `# Introduction\n\n${'Rstest runs tests. '.repeat(100)}`,
  'search-index.json': JSON.stringify({records: 'Rstest '.repeat(300)}),
  'assets/css/styles.aa11.css': 'body{margin:0}'.repeat(200),
  'assets/js/runtime~main.bb22.js': SCRIPT,
  'assets/js/main.cc33.js': `${SCRIPT}\nmain();`,
  'assets/js/shared.dd44.js': `${SCRIPT}\nshared();`,
  'zh/index.html': page('/zh/'),
  'zh/404.html': page('/zh/'),
  'zh/guide/start/index.md': `# 介绍\n\n${'Rstest 运行测试。'.repeat(100)}`,
  'zh/assets/js/main.ee55.js': `${SCRIPT}\nzh();`,
  // The same content-hashed file as in the default locale's build.
  'zh/assets/js/shared.dd44.js': `${SCRIPT}\nshared();`,
};

let dir: string;
const file = (relative: string) => path.join(dir, relative);
const hasCopies = (relative: string) => fs.existsSync(file(`${relative}.br`)) && fs.existsSync(file(`${relative}.gz`));

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
  for (const [name, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(file(name)), {recursive: true});
    fs.writeFileSync(file(name), content);
  }
});

afterEach(() => fs.rmSync(dir, {recursive: true, force: true}));

describe('pageContentChunks', () => {
  // The shape of .docusaurus/routesChunkNames.json: each route's chunk names, nested routes flattened.
  const ROUTES = {
    '/-5e9': {__comp: '5e95c892', __context: {plugin: 'aba21aa0'}},
    '/-abc': {__comp: 'a7bd4aaa', __props: '22dd74f7'},
    '/guide/start/quick-start-2a1': {__comp: '17896441', content: 'e13677bb'},
    '/config/-3c4': {__comp: '17896441', content: '0d29869f'},
    // Two routes with one content module (an alias): not one page's own.
    '/alias-1': {__comp: '1f391b9e', content: 'c0ffee11'},
    '/alias-2': {__comp: '1f391b9e', content: 'c0ffee11'},
  };

  it("is the content chunks one route names: the doc's MDX, and none of the chunks pages share", () => {
    expect([...pageContentChunks(ROUTES)].sort()).toEqual(['0d29869f', 'e13677bb']);
  });

  it('matches a chunk by the name of its script', () => {
    const chunks = pageContentChunks(ROUTES);
    expect(isChunkScript('assets/js/e13677bb.57260a7f.js', chunks)).toBe(true);
    expect(isChunkScript('zh/assets/js/e13677bb.57260a7f.js', chunks)).toBe(true);
    expect(isChunkScript('assets/js/17896441.eb60a7a6.js', chunks)).toBe(false);
    expect(isChunkScript('assets/js/e13677bb.57260a7f.js.map', chunks)).toBe(false);
  });
});

describe("a locale's postBuild pass", () => {
  it('compresses its pages and hashed assets, and leaves the Markdown, the indexes and the other locales to later', async () => {
    const result = await precompressLocaleBuild({outDir: dir, otherLocaleFolders: ['zh']});
    for (const written of ['index.html', 'guide/start/index.html', 'assets/js/main.cc33.js', 'assets/js/shared.dd44.js', 'assets/css/styles.aa11.css']) {
      expect(hasCopies(written)).toBe(true);
    }
    expect(zlib.brotliDecompressSync(fs.readFileSync(file('guide/start/index.html.br'))).toString()).toBe(FILES['guide/start/index.html']);
    expect(zlib.gunzipSync(fs.readFileSync(file('assets/js/main.cc33.js.gz'))).toString()).toBe(FILES['assets/js/main.cc33.js']);
    for (const left of ['guide/start/index.md', 'search-index.json', 'zh/index.html', 'zh/assets/js/main.ee55.js']) {
      expect(hasCopies(left)).toBe(false);
    }
    expect(result.files).toBe(7);
    // Each copy is written aside and renamed into place: nothing half-written is left.
    expect(fs.readdirSync(dir, {recursive: true}).filter((name) => String(name).endsWith('.partial'))).toEqual([]);
  });

  it("gives another locale's hashed file the copies of the same file in the default locale's build", async () => {
    await precompressLocaleBuild({outDir: dir, otherLocaleFolders: ['zh']});
    // Marked, to see where the zh copy comes from.
    fs.appendFileSync(file('assets/js/shared.dd44.js.br'), Buffer.from([0]));
    const result = await precompressLocaleBuild({outDir: file('zh'), otherLocaleFolders: [], siteOutDir: dir});
    expect(result.reused).toBe(1);
    expect(fs.readFileSync(file('zh/assets/js/shared.dd44.js.br'))).toEqual(fs.readFileSync(file('assets/js/shared.dd44.js.br')));
    // Its own files are compressed.
    expect(zlib.brotliDecompressSync(fs.readFileSync(file('zh/assets/js/main.ee55.js.br'))).toString()).toBe(FILES['zh/assets/js/main.ee55.js']);
  });

  it('compresses a file anew when the same name holds other content (a different size)', async () => {
    await precompressLocaleBuild({outDir: dir, otherLocaleFolders: ['zh']});
    fs.writeFileSync(file('zh/assets/js/shared.dd44.js'), `${SCRIPT}\nchanged();`);
    const result = await precompressLocaleBuild({outDir: file('zh'), otherLocaleFolders: [], siteOutDir: dir});
    expect(result.reused).toBe(0);
    expect(zlib.brotliDecompressSync(fs.readFileSync(file('zh/assets/js/shared.dd44.js.br'))).toString()).toBe(`${SCRIPT}\nchanged();`);
  });
});

describe('write-serving-rules after the postBuild passes', () => {
  it('compresses what they left, keeps their fresh copies, and redoes a copy older than its file', async () => {
    await precompressLocaleBuild({outDir: dir, otherLocaleFolders: ['zh']});
    await precompressLocaleBuild({outDir: file('zh'), otherLocaleFolders: [], siteOutDir: dir});
    // A page rewritten after its copies were made.
    const later = new Date(Date.now() + 5000);
    fs.writeFileSync(file('guide/start/index.html'), page('/').replace('Rstest runs tests.', 'Rstest runs your tests.'));
    fs.utimesSync(file('guide/start/index.html'), later, later);

    const summary = await writeServingRules(dir, ['zh']);
    expect(summary).toMatch(/\.br\/\.gz of 4 files .*\(10 more had theirs from the build, 0 took those of the same file\)/);
    for (const written of ['guide/start/index.md', 'search-index.json', 'zh/guide/start/index.md']) expect(hasCopies(written)).toBe(true);
    expect(zlib.brotliDecompressSync(fs.readFileSync(file('guide/start/index.html.br'))).toString()).toContain('Rstest runs your tests.');
  });
});

describe('brotli quality', () => {
  // A file large enough for quality 11 to beat quality 10.
  const big = Array.from({length: 3000}, (_, index) => `export const value${index} = ${index * 7919} + "${(index * 104729).toString(36)}";`).join('\n');
  const compress = (quality: number) =>
    zlib.brotliCompressSync(big, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: big.length,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      },
    }).length;

  it("is highest for the files pages share, one step lower for a page's own content", async () => {
    fs.writeFileSync(file('assets/js/main.cc33.js'), big);
    fs.writeFileSync(file('assets/js/shared.dd44.js'), big);
    await precompressLocaleBuild({outDir: dir, otherLocaleFolders: ['zh'], pageContent: new Set(['shared'])});
    expect(compress(BROTLI_QUALITY.hashed)).toBeLessThan(compress(BROTLI_QUALITY.pageContent));
    expect(fs.statSync(file('assets/js/main.cc33.js.br')).size).toBe(compress(BROTLI_QUALITY.hashed));
    expect(fs.statSync(file('assets/js/shared.dd44.js.br')).size).toBe(compress(BROTLI_QUALITY.pageContent));
  });

  it('is the same for a shared file whichever pass writes its copies', async () => {
    fs.writeFileSync(file('assets/js/main.cc33.js'), big);
    await precompress(dir, {isHashed: (relative) => relative.startsWith('assets/'), workers: 2});
    const fromCli = fs.readFileSync(file('assets/js/main.cc33.js.br'));
    fs.rmSync(file('assets/js/main.cc33.js.br'));
    await precompressLocaleBuild({outDir: dir, otherLocaleFolders: ['zh']});
    expect(fromCli.length).toBe(compress(BROTLI_QUALITY.hashed));
    expect(fs.readFileSync(file('assets/js/main.cc33.js.br'))).toEqual(fromCli);
  });
});
