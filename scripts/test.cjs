#!/usr/bin/env node
// `npm test`: every test of the site, stage by stage, stopping at the first that fails, then the time
// each stage took (maintainers/testing.md says what each one checks). Each stage is an npm script of
// its own and runs alone too (`npm run test:e2e`).
'use strict';

const {spawnSync} = require('node:child_process');

/** The stages, in order: a name, and the command. */
const STAGES = [
  ['system deps', 'node scripts/system-deps.cjs'],
  ['typecheck', 'npm run typecheck'],
  ['upgrade check', 'npm run upgrade:check'],
  ['unit tests', 'npm run test:unit'],
  ['docs drift', 'npm run docs:drift'],
  ['i18n check', 'npm run i18n:check'],
  ['build', 'npm run build'],
  ['build:e2e', 'npm run build:e2e'],
  ['search quality', 'npm run test:search'],
  ['e2e', 'npm run test:e2e'],
  ['bench check', 'npm run bench:check'],
];

const seconds = (ms) => `${Math.round(ms / 1000)} s`;

/** The table of stage times printed at the end: a line per stage run, the failed one marked, then the total. */
function timesTable(times, failed) {
  const width = Math.max(...times.map(({name}) => name.length), 'total'.length);
  const lines = times.map(({name, ms}) => `  ${name.padEnd(width)}  ${seconds(ms).padStart(6)}${name === failed ? '  FAILED' : ''}`);
  lines.push(`  ${'total'.padEnd(width)}  ${seconds(times.reduce((sum, {ms}) => sum + ms, 0)).padStart(6)}`);
  return lines.join('\n');
}

function main() {
  const times = [];
  let failed;
  for (const [name, command] of STAGES) {
    console.log(`\n▶ ${name}: ${command}`);
    const started = performance.now();
    const run = spawnSync(command, {stdio: 'inherit', shell: true});
    times.push({name, ms: performance.now() - started});
    if (run.status !== 0) {
      failed = name;
      break;
    }
  }
  console.log(`\nnpm test ${failed ? `failed at ${failed}` : 'passed'}; the time of each stage:\n${timesTable(times, failed)}`);
  return failed ? 1 : 0;
}

module.exports = {STAGES, timesTable};

if (require.main === module) process.exitCode = main();
