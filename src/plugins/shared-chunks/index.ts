// First-load JS: Docusaurus turns off webpack's default split-chunk groups and only extracts
// modules that half of all chunks share ("common"). A module that two route chunks share, and
// that both load on the same page, is then copied into each of them: the doc sidebar items are
// in the DocRoot chunk (the sidebar) and in the DocItem chunk (the doc menu bar's drawer), and a
// doc page loaded them twice. This group moves every sizeable module set that two or more lazy
// chunks share into one chunk of its own, which the browser loads once.
import type {Plugin} from '@docusaurus/types';

export const PLUGIN_NAME = 'shared-chunks';

/** The split-chunk group; exported for the unit test. */
export const SHARED_CACHE_GROUP = {
  chunks: 'async',
  minChunks: 2,
  // Below this (bytes of module source), a second request costs more than the copy it saves.
  minSize: 14000,
  priority: 10,
  reuseExistingChunk: true,
} as const;

export default function sharedChunksPlugin(): Plugin {
  return {
    name: PLUGIN_NAME,
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {optimization: {splitChunks: {cacheGroups: {sharedLazy: SHARED_CACHE_GROUP}}}};
    },
  };
}
