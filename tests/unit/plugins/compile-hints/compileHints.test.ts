/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack, type Stats} from '@rspack/core';
import compileHintsPlugin, {COMPILE_HINT, CompileHintPlugin, hintedFiles} from '@site/src/plugins/compile-hints';

type Configure = (config: object, isServer: boolean) => {plugins?: unknown[]};

/** Builds `files` (entry: index.js) for production, with the plugin; returns the emitted JS files and the errors. */
async function build(files: Record<string, string>, {hint = true}: {hint?: boolean} = {}): Promise<{out: Record<string, string>; errors: string[]}> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  try {
    for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
    const compiler = rspack({
      mode: 'production',
      context: dir,
      entry: './index.js',
      output: {path: path.join(dir, 'dist'), filename: '[name].[contenthash:8].js', chunkFilename: '[id].[contenthash:8].js'},
      plugins: hint ? [new CompileHintPlugin()] : [],
    });
    const stats = await new Promise<Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error) : resolve(result))));
    await new Promise((resolve) => compiler.close(resolve));
    const distDir = path.join(dir, 'dist');
    const out = Object.fromEntries(
      (fs.existsSync(distDir) ? fs.readdirSync(distDir) : []).filter((file) => file.endsWith('.js')).map((file) => [file, fs.readFileSync(path.join(distDir, file), 'utf8')]),
    );
    return {out, errors: stats.toJson({all: false, errors: true}).errors?.map((error) => error.message) ?? []};
  } finally {
    fs.rmSync(dir, {recursive: true, force: true});
  }
}

describe('compile-hints', () => {
  it('adds its Rspack plugin to the client bundle only', () => {
    const configure = compileHintsPlugin().configureWebpack as unknown as Configure;
    expect(configure({}, true)).toEqual({});
    expect(configure({}, false).plugins).toEqual([expect.any(CompileHintPlugin)]);
  });

  it('picks the JS files of the chunks that hold the modal module', () => {
    const chunks = [
      {files: ['assets/js/main.1.js'], modules: ['/site/src/index.js']},
      {files: ['assets/js/5341.2.js', 'assets/css/5341.2.css'], modules: ['/site/.docusaurus/docsearch-modal/DocSearchModal.js']},
    ];
    const files = hintedFiles(chunks, (chunk) => (chunk as (typeof chunks)[number]).modules.map((name) => ({identifier: () => name})));
    expect(files).toEqual(['assets/js/5341.2.js']);
  });

  it('puts the hint on the first line of the lazy chunk holding DocSearchModal.js, after minification, and nowhere else', async () => {
    const files = {
      'index.js': "document.body.onclick = () => import('./DocSearchModal.js').then((m) => m.open());\n",
      'DocSearchModal.js': '/* a comment the minifier drops */\nexport function open() { return [1, 2, 3].map((n) => n * 2); }\n',
    };
    const {out, errors} = await build(files);
    expect(errors).toEqual([]);
    const hinted = Object.entries(out).filter(([, text]) => text.startsWith(COMPILE_HINT));
    expect(hinted).toHaveLength(1);
    const [file, text] = hinted[0];
    expect(text).toContain('[1,2,3].map');
    expect(text).not.toContain('a comment the minifier drops');
    expect(Object.keys(out).filter((name) => name !== file).every((name) => !out[name].includes(COMPILE_HINT.trim()))).toBe(true);
    // The file name's content hash covers the hint: the same chunk without it has another name.
    const plain = await build(files, {hint: false});
    const plainModal = Object.entries(plain.out).find(([, code]) => code.includes('[1,2,3].map'));
    expect(plainModal?.[1]).toBe(text.slice(COMPILE_HINT.length));
    expect(plainModal?.[0]).not.toBe(file);
  }, 60_000);

  it('stops the build when no chunk holds the modal (an upgrade renamed or moved it)', async () => {
    const {errors} = await build({'index.js': "import('./other.js');\n", 'other.js': 'export const x = 1;\n'});
    expect(errors.join('\n')).toMatch(/compile-hints: no client chunk holds a module matching/);
  }, 60_000);
});
