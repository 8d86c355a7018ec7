// The search benches' bundler (scripts/bench-search.mjs, scripts/bench-search-compare.mjs): each
// entry becomes one classic script (rspack, production, SWC minifier) exposing its exports as the
// global `BenchEngine`, as the site would ship it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack} from '@rspack/core';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/**
 * {name: entry file} -> {name: minified code (Buffer)}. `modules`: more node_modules folders to
 * resolve packages from, after the repository's own (the compare bench's engines cache).
 */
export async function bundleEngines(entries, {modules = []} = {}) {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-search-'));
  const compiler = rspack({
    mode: 'production',
    context: ROOT,
    target: ['web', 'es2022'],
    devtool: false,
    entry: entries,
    output: {path: outDir, filename: '[name].js', library: {type: 'var', name: 'BenchEngine'}, clean: true},
    resolve: {extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'], modules: ['node_modules', ...modules]},
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {jsc: {parser: {syntax: 'typescript'}, target: 'es2022'}},
          type: 'javascript/auto',
        },
      ],
    },
    optimization: {minimize: true, splitChunks: false, runtimeChunk: false},
    performance: {hints: false},
    infrastructureLogging: {level: 'error'},
    stats: 'errors-only',
  });
  try {
    const stats = await new Promise((resolve, reject) => compiler.run((error, result) => (error ? reject(error) : resolve(result))));
    if (stats.hasErrors()) throw new Error(stats.toString({all: false, errors: true}));
    return Object.fromEntries(Object.keys(entries).map((name) => [name, fs.readFileSync(path.join(outDir, `${name}.js`))]));
  } finally {
    await new Promise((resolve) => compiler.close(resolve));
    fs.rmSync(outDir, {recursive: true, force: true});
  }
}
