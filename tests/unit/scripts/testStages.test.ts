/** @jest-environment node */
// `npm test`'s stages (scripts/test.cjs): each one an npm script of the site, none left out, and the
// table of their times it prints at the end.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.join(__dirname, '../../..');
const {scripts} = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {scripts: Record<string, string>};

// eslint-disable-next-line @typescript-eslint/no-require-imports
const {STAGES, timesTable} = require('../../../scripts/test.cjs') as {
  STAGES: [string, string][];
  timesTable: (times: {name: string; ms: number}[], failed?: string) => string;
};

it('npm test runs the stages, each an npm script of the site', () => {
  expect(scripts.test).toBe('node scripts/test.cjs');
  for (const [, command] of STAGES) {
    const script = /^npm run ([\w:-]+)$/.exec(command)?.[1];
    if (script) expect(Object.keys(scripts)).toContain(script);
  }
  // Every test script of package.json is a stage (test:unit, test:search, test:e2e, the builds, the checks).
  const run = STAGES.map(([, command]) => command.replace(/^npm run /, ''));
  for (const name of ['typecheck', 'upgrade:check', 'test:unit', 'docs:drift', 'i18n:check', 'build', 'build:e2e', 'test:search', 'test:e2e', 'bench:check']) expect(run).toContain(name);
});

it('prints each stage with its time in seconds, the one that failed marked, and the total', () => {
  const table = timesTable([{name: 'unit tests', ms: 61_400}, {name: 'build', ms: 95_600}], 'build');
  expect(table.split('\n')).toEqual(['  unit tests    61 s', '  build         96 s  FAILED', '  total        157 s']);
});
