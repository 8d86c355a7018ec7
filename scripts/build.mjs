#!/usr/bin/env node
// `npm run build`: the whole site, one `docusaurus build` per docs version (maintainers/architecture.md "Versions";
// scripts/siteBuild.ts says how the parts fit). A frozen release whose inputs did not change since
// its last build is not built again: its kept output is copied in.
//
//   node scripts/build.mjs [--out-dir build] [--rebuild-versions] [other `docusaurus build` options]
//
// --rebuild-versions builds every frozen release again (and keeps the new output). The search
// backend, the e2e fixtures (E2E_FIXTURES=1, current docs only) and the rest come from the
// environment, as for `docusaurus build`.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const SITE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const jiti = createJiti(import.meta.url, {interopDefault: true});
const siteBuild = jiti('./siteBuild.ts');
const {frozenVersions, DOCS_VERSION_ENV} = jiti('./docsVersions.ts');
const {writeServingRules} = jiti('../src/plugins/serving-rules/index.ts');
const DOCUSAURUS = require.resolve('@docusaurus/core/bin/docusaurus.mjs');

const args = process.argv.slice(2);
let outDir = 'build';
let rebuildVersions = false;
const passed = [];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--out-dir') outDir = args[++i];
  else if (args[i].startsWith('--out-dir=')) outDir = args[i].slice('--out-dir='.length);
  else if (args[i] === '--rebuild-versions') rebuildVersions = true;
  else passed.push(args[i]);
}
const root = path.resolve(SITE_DIR, outDir);
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs `docusaurus build` into `dir` with `env` added; exits on failure. */
function docusaurusBuild(dir, env) {
  const result = spawnSync(process.execPath, [DOCUSAURUS, 'build', '--out-dir', dir, ...passed], {
    cwd: SITE_DIR,
    stdio: 'inherit',
    env: {...process.env, [siteBuild.BUILD_PART_ENV]: '1', ...env},
  });
  if (result.status !== 0) {
    console.error(`build: \`docusaurus build\` of ${env[DOCS_VERSION_ENV] ?? 'the current docs'} failed.`);
    process.exit(result.status ?? 1);
  }
}

const started = performance.now();
fs.rmSync(root, {recursive: true, force: true});
const timings = [];

let partStarted = performance.now();
docusaurusBuild(root, {[DOCS_VERSION_ENV]: ''});
timings.push(`current docs built in ${seconds(performance.now() - partStarted)}`);

const frozen = frozenVersions(SITE_DIR);
for (const version of frozen) {
  partStarted = performance.now();
  const key = siteBuild.versionBuildKey(version, {siteDir: SITE_DIR});
  const entry = siteBuild.versionCacheEntry(version, key, SITE_DIR);
  let how = 'reused';
  if (rebuildVersions || !fs.existsSync(entry)) {
    const partial = `${entry}.partial`;
    fs.rmSync(partial, {recursive: true, force: true});
    docusaurusBuild(partial, {[DOCS_VERSION_ENV]: version});
    fs.rmSync(entry, {recursive: true, force: true});
    fs.renameSync(partial, entry);
    how = 'built';
  }
  siteBuild.pruneVersionCache(version, key, SITE_DIR);
  siteBuild.copyVersionBuild(entry, version, root);
  timings.push(`${version} ${how} in ${seconds(performance.now() - partStarted)}`);
}

partStarted = performance.now();
const moved = siteBuild.mergeSitemaps(root, frozen);
console.log(await writeServingRules(root, siteBuild.OTHER_LOCALES, frozen));
timings.push(`put together in ${seconds(performance.now() - partStarted)} (${moved} sitemap entries of ${frozen.join(', ') || 'no frozen version'})`);
console.log(`build: the site is in ${path.relative(SITE_DIR, root) || '.'} (${seconds(performance.now() - started)}: ${timings.join('; ')}).`);
