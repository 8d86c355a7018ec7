// The search modal opens without a long task (issue 35). DocSearch's modal is one prebuilt module
// of 444 KB (Ask AI and its schemas included), loaded in its own chunk when the search opens.
// Evaluating it parsed and compiled its functions on the main thread, in the task that opens the
// modal and in the modal's first render (105 and 95-120 ms at 4× CPU throttling on a phone).
// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints, Chromium 136+; other
// engines read it as a comment) marks a file whose functions run when it loads: V8 then compiles
// all of them eagerly on the thread that streams the script in, off the main thread. This plugin
// puts the hint on the first line of the chunks that hold the modal, after minification (which
// drops comments) and before the content hashes are computed. The build stops when no client chunk
// holds the modal: the hint's module (HINTED_MODULE) must be found again after an upgrade.
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import type {Compiler} from '@rspack/core';

export const PLUGIN_NAME = 'compile-hints';

/** The magic comment, as V8 reads it: the file's first line. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * The module whose chunks get the hint: DocSearch's modal, `@docsearch/react/modal`, which the
 * theme imports on opening (its fixed copy, src/patches/docsearch-modal, has the same file name).
 */
export const HINTED_MODULE = /[\\/]DocSearchModal\.js$/;

interface ChunkLike {
  files: Iterable<string>;
}
interface ModuleLike {
  nameForCondition?(): string | null | undefined;
  identifier(): string;
}

/** The JS files of the chunks that hold a module matching `pattern`. */
export function hintedFiles(
  chunks: Iterable<ChunkLike>,
  modulesOf: (chunk: ChunkLike) => Iterable<ModuleLike>,
  pattern: RegExp = HINTED_MODULE,
): string[] {
  const files: string[] = [];
  for (const chunk of chunks) {
    const holds = [...modulesOf(chunk)].some((module) => pattern.test(module.nameForCondition?.() ?? module.identifier()));
    if (holds) files.push(...[...chunk.files].filter((file) => file.endsWith('.js')));
  }
  return files;
}

/** The Rspack plugin that writes the hint. */
export class CompileHintPlugin {
  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After the minimizer (OPTIMIZE_SIZE), before the real content hash (OPTIMIZE_HASH).
        {name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING},
        () => {
          const files = hintedFiles(compilation.chunks, (chunk) => compilation.chunkGraph.getChunkModules(chunk as never) as Iterable<ModuleLike>);
          if (files.length === 0) {
            compilation.errors.push(
              new compiler.webpack.WebpackError(
                `${PLUGIN_NAME}: no client chunk holds a module matching ${HINTED_MODULE} (DocSearch's modal); update src/plugins/compile-hints`,
              ),
            );
            return;
          }
          for (const file of files) {
            compilation.updateAsset(file, (source) => new sources.ConcatSource(COMPILE_HINT, source));
          }
        },
      );
    });
  }
}

export default function compileHintsPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      // Docusaurus types this hook with webpack's types; with @docusaurus/faster the compiler is Rspack's.
      return {plugins: [new CompileHintPlugin() as unknown as WebpackPluginInstance]};
    },
  };
}
