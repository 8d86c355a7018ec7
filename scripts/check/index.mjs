#!/usr/bin/env node
// `npm run check -- <files>`: a writer's or translator's check of the pages they changed, English or
// Chinese (docs/…, versioned_docs/…, i18n/zh/docusaurus-plugin-content-docs/…), in about a minute:
// 1. each page and its counterpart compile as the build compiles them, name no unknown component, and
//    their links and anchors resolve; the counterpart exists and is in step (pages.ts);
// 2. their examples run under the docs version's release: a Guide page is replayed
//    (tests/unit/docs/guideRuns.test.ts), an API page's test files run (exampleRuns.test.ts).
// Prints what is wrong, file and line, and how long each step took; exits 1 when anything is.
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const SITE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const jiti = createJiti(import.meta.url, {interopDefault: true});
const {checkPages, pageOf} = jiti('./pages.ts');
const {CURRENT} = jiti('../../src/plugins/docs-versions/versions.ts');

const files = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
/** `--sources`: the sources' checks only, without the runners (its test). */
const sourcesOnly = process.argv.includes('--sources');
if (files.length === 0) {
  console.error('Usage: npm run check -- <page> [<page> …] [--sources]   e.g. npm run check -- docs/guide/basic/css.mdx');
  process.exit(2);
}

const started = performance.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const timings = [];
let failed = false;

const pages = [];
for (const file of files) {
  const page = pageOf(file, SITE_DIR);
  if (typeof page === 'string') {
    console.log(`✖ ${page}`);
    failed = true;
  } else if (!pages.some((known) => known.version === page.version && known.file === page.file)) {
    pages.push(page);
  }
}
const named = (page) => `${page.version === CURRENT ? '' : `${page.version}: `}${page.file}`;
console.log(`check: ${pages.map(named).join(', ')} (English and Chinese)`);

let stepStarted = performance.now();
const problems = await checkPages(pages, {siteDir: SITE_DIR});
timings.push(`sources ${seconds(performance.now() - stepStarted)}`);
if (problems.length > 0) {
  failed = true;
  console.log(`\n✖ ${problems.length} problem${problems.length === 1 ? '' : 's'} in the sources:`);
  for (const {file, line, kind, message} of problems) console.log(`  ${file}${line ? `:${line}` : ''}: ${kind}: ${message}`);
} else {
  console.log('✔ compiles, links and anchors resolve, the translation is in step');
}

/** Runs one of the docs runners (Jest) on some pages; its output is shown when it fails. */
function runner(label, testFile, env, testNamePattern) {
  stepStarted = performance.now();
  const args = [path.join(SITE_DIR, 'node_modules/jest/bin/jest.js'), testFile, '--testNamePattern', testNamePattern];
  const run = spawnSync(process.execPath, args, {cwd: SITE_DIR, env: {...process.env, ...env}, encoding: 'utf8'});
  timings.push(`${label} ${seconds(performance.now() - stepStarted)}`);
  if (run.status === 0) {
    console.log(`✔ ${label}`);
    return;
  }
  failed = true;
  console.log(`\n✖ ${label}:\n${`${run.stdout}\n${run.stderr}`.trim().split('\n').slice(-60).join('\n')}`);
}

const guides = sourcesOnly ? [] : pages.filter((page) => page.version === CURRENT && page.file.startsWith('guide/'));
if (guides.length > 0) {
  const list = guides.map((page) => page.file.replace(/\.mdx?$/, ''));
  runner(`the guide replayed as a reader follows it (${list.join(', ')})`, 'tests/unit/docs/guideRuns.test.ts', {GUIDES: list.join(',')}, list.map((page) => page.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'));
}
for (const version of new Set(pages.filter((page) => !sourcesOnly && page.file.startsWith('api/')).map((page) => page.version))) {
  const list = pages.filter((page) => page.version === version && page.file.startsWith('api/')).map((page) => page.file);
  runner(`the test files of ${list.join(', ')} under docs version ${version}'s rstest`, 'tests/unit/docs/exampleRuns.test.ts', {EXAMPLE_PAGES: list.join(',')}, `docs version ${version}:`);
}
const unrun = pages.filter((page) => !(page.version === CURRENT && page.file.startsWith('guide/')) && !page.file.startsWith('api/'));
if (unrun.length > 0 && !sourcesOnly) console.log(`  (no runner replays ${unrun.map(named).join(', ')}: the runners replay the current Guide and the API pages' test files)`);

console.log(`\ncheck ${failed ? 'failed' : 'passed'} in ${seconds(performance.now() - started)} (${timings.join(', ')})`);
process.exit(failed ? 1 : 0);
