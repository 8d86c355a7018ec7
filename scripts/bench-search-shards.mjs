// `npm run bench:search -- --shards [--k 4,8,16,32] [--build <dir>] [--equivalence <K>]`: whether sharding the local
// search index's rest would let a later query fetch less than the whole rest (issue 35;
// bench/search/shards.ts says what it measures; maintainers/search.md has the figures). Reads the
// built index (`npx docusaurus build` first).
import path from 'node:path';
import {parseArgs} from 'node:util';
import createJiti from 'jiti';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const {values: args} = parseArgs({
  options: {shards: {type: 'boolean'}, k: {type: 'string', default: '4,8,16,32'}, build: {type: 'string', default: path.join(ROOT, 'build')}, equivalence: {type: 'string'}},
});
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {measureShards} = jiti('../bench/search/shards.ts');
await measureShards({
  build: args.build,
  queriesFile: path.join(ROOT, 'tests/search-quality/queries.json'),
  ks: args.k.split(',').map(Number),
  equivalence: args.equivalence ? Number(args.equivalence) : undefined,
});
