/**
 * @jest-environment node
 */
import sharedChunksPlugin, {SHARED_CACHE_GROUP} from '@site/src/plugins/shared-chunks';

type Configure = (config: object, isServer: boolean) => {optimization?: {splitChunks?: {cacheGroups?: Record<string, unknown>}}};

describe('shared-chunks', () => {
  const configure = sharedChunksPlugin().configureWebpack as unknown as Configure;

  it('adds one split-chunk group to the client bundle, and leaves the server bundle alone', () => {
    expect(configure({}, true)).toEqual({});
    expect(configure({}, false).optimization?.splitChunks?.cacheGroups).toEqual({sharedLazy: SHARED_CACHE_GROUP});
  });

  it('moves what two lazy chunks share, ranks below the groups of Docusaurus, and keeps small copies', () => {
    // Docusaurus's "common" (priority 40) and "styles" (50) groups must keep winning.
    expect(SHARED_CACHE_GROUP).toMatchObject({chunks: 'async', minChunks: 2, reuseExistingChunk: true});
    expect(SHARED_CACHE_GROUP.priority).toBeLessThan(40);
    expect(SHARED_CACHE_GROUP.minSize).toBeGreaterThan(0);
  });
});
