// Installs tests/guide-deps and tests/guide-deps-*: the packages that guides tell readers to
// install and that cannot share the site's dependency tree (Rspack 2 beside Docusaurus's Rspack 1;
// in tests/guide-deps-browser, the @rstest/core / @rstest/browser pair the browser guides install,
// 0.11.9, with Playwright). The guide runner (tests/unit/docs/guideRuns.test.ts) links them into
// each guide's project. Runs before the unit tests, and does nothing for a folder whose installed
// tree already matches its lockfile.
//
// Pinned to releases whose Rspack bindings the npm registry has for every platform: where one is
// missing (@rspack/binding-darwin-arm64 2.3.2 here), npm writes a lockfile that `npm ci` rejects.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

const tests = path.join(path.dirname(fileURLToPath(import.meta.url)), '../tests');
const dirs = fs
  .readdirSync(tests)
  .filter((name) => name === 'guide-deps' || name.startsWith('guide-deps-'))
  .map((name) => path.join(tests, name));

/** The lockfile's packages as `node_modules/<name>` -> entry. */
const packagesOf = (file) => new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')).packages ?? {}).filter(([at]) => at !== ''));

/** Installed as locked: each installed package at its locked version, and each required one there (other platforms' optional ones are not). */
function isUpToDate(dir) {
  const lock = path.join(dir, 'package-lock.json');
  const installed = path.join(dir, 'node_modules/.package-lock.json');
  if (!fs.existsSync(installed)) return false;
  const [want, have] = [packagesOf(lock), packagesOf(installed)];
  return (
    [...have].every(([at, entry]) => want.get(at)?.version === entry.version) &&
    [...want].every(([at, entry]) => entry.optional || have.get(at)?.version === entry.version)
  );
}
for (const dir of dirs) {
  if (isUpToDate(dir)) continue;
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], {cwd: dir, stdio: 'inherit'});
  if (run.status !== 0) process.exit(run.status ?? 1);
}
