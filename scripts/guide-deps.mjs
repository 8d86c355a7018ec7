// Installs tests/guide-deps: the packages that guides tell readers to install and that cannot
// share the site's dependency tree (Rspack 2 beside Docusaurus's Rspack 1). The guide runner
// (tests/unit/docs/guideRuns.test.ts) links them into each guide's project. Runs before the unit
// tests, and does nothing when the installed tree already matches the lockfile.
//
// Pinned to releases whose Rspack bindings the npm registry has for every platform: where one is
// missing (@rspack/binding-darwin-arm64 2.3.2 here), npm writes a lockfile that `npm ci` rejects.
import fs from 'node:fs';
import path from 'node:path';
import {spawnSync} from 'node:child_process';
import {fileURLToPath} from 'node:url';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../tests/guide-deps');
const lock = path.join(dir, 'package-lock.json');
const installed = path.join(dir, 'node_modules/.package-lock.json');

/** The lockfile's packages as `node_modules/<name>` -> entry. */
const packagesOf = (file) => new Map(Object.entries(JSON.parse(fs.readFileSync(file, 'utf8')).packages ?? {}).filter(([at]) => at !== ''));

/** Installed as locked: each installed package at its locked version, and each required one there (other platforms' optional ones are not). */
function isUpToDate() {
  if (!fs.existsSync(installed)) return false;
  const [want, have] = [packagesOf(lock), packagesOf(installed)];
  return (
    [...have].every(([at, entry]) => want.get(at)?.version === entry.version) &&
    [...want].every(([at, entry]) => entry.optional || have.get(at)?.version === entry.version)
  );
}
const upToDate = isUpToDate();

if (!upToDate) {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const run = spawnSync(npm, ['ci', '--no-audit', '--no-fund'], {cwd: dir, stdio: 'inherit'});
  if (run.status !== 0) process.exit(run.status ?? 1);
}
