#!/usr/bin/env node
// `npm run upgrade:check [-- --record]`: what the site copies or reads of other packages, against the
// installed packages (check.ts, beside this file, says how). Exits 1 when something changed upstream.
// `--record` writes the records anew (records.json, beside this file), once the site
// follows what the check said.
import createJiti from 'jiti';

const jiti = createJiti(import.meta.url, {interopDefault: true});
const {check, record} = jiti('./check.ts');

if (process.argv.includes('--record')) {
  const records = record();
  console.log(`upgrade:check: recorded ${Object.keys(records.files).length} upstream files and ${Object.keys(records.pins).length} pins (scripts/upgrade-check/records.json).`);
}
const {ok, report} = check();
console.log(report);
process.exit(ok ? 0 : 1);
