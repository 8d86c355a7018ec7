#!/usr/bin/env node
// `npm run upgrade:check [-- --record]`: what the site copies or reads of other packages, against the
// installed packages (src/patches/upgrade/check.ts says how). Exits 1 when something changed upstream.
// `--record` writes the records anew (src/patches/upgrade/records.json and originals/), once the site
// follows what the check said.
import createJiti from 'jiti';

const jiti = createJiti(import.meta.url, {interopDefault: true});
const {check, record} = jiti('../src/patches/upgrade/check.ts');

if (process.argv.includes('--record')) {
  const records = record();
  console.log(`upgrade:check: recorded ${Object.keys(records.files).length} upstream files and ${Object.keys(records.pins).length} pins (src/patches/upgrade/records.json).`);
}
const {ok, report} = check();
console.log(report);
process.exit(ok ? 0 : 1);
