#!/usr/bin/env node
// `npm run cut-version -- <version>`: freezes the current docs as docs version <version>
// (scripts/cutVersion.ts says what it does; CONTRIBUTING.md "Cutting a version" what a writer does next).
//   --no-install   leave `npm install` (node_modules, package-lock.json) to you
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';

const SITE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const version = args.find((arg) => !arg.startsWith('--'));
if (!version) {
  console.error('Usage: npm run cut-version -- <version> [--no-install]   (e.g. npm run cut-version -- 0.12)');
  process.exit(1);
}
const {cutVersion} = createJiti(import.meta.url, {interopDefault: true})('./cutVersion.ts');
try {
  const done = cutVersion(version, {siteDir: SITE_DIR, install: !args.includes('--no-install')});
  console.log(`cut-version ${version}:\n${done.map((line) => `- ${line}`).join('\n')}`);
  console.log(
    `Next (CONTRIBUTING.md "Cutting a version"): add an \`rstest-${version}-<name>\` alias for each companion package its examples import that ` +
      'changes with the new release, bring docs/ and its Chinese pages to the new release, set "version.label" in ' +
      'i18n/{en,zh}/docusaurus-plugin-content-docs/current.json and the current entry of DOCS_VERSIONS (tests/specRoutes.ts) to its number, then `npm test`.',
  );
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
