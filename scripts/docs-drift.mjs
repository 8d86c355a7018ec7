#!/usr/bin/env node
// `npm run docs:drift -- <release> [--docs <version>]`: what a docs version documents (default: the
// current docs) against a published `@rstest/core` release (an exact version, such as 0.12.0;
// without one, the release the docs version pins: `npm test` runs `npm run docs:drift`).
// It prints, per area (config options, CLI, exports of the entry points, the utilities and
// matchers), what the release has that the docs do not document, what the docs document that the
// release lacks, and what differs, then the same for the options the build adapters' guides list
// against the adapter packages the guides install, and exits 1 when anything drifts, 0 when
// nothing does (2 on a usage or install error). Each difference names the pages to change, English and Chinese, says
// whether the option or API has a page (or heading, or CLI table row) of its own or is only
// mentioned, and, when the docs' release is not the compared one, which release brought it: the
// releases in between are listed with `npm view` and read once each into .cache/drift/.
//
// A release that a docs version pins (the devDependency, a frozen version's `rstest-V` alias) is
// read from node_modules; any other is installed once into `.cache/drift/releases/<release>/`.
// The readers are those of the docs tests (scripts/docsFacts/, scripts/docsFacts/optionFacts.data.json).
import createJiti from 'jiti';

const jiti = createJiti(import.meta.url, {interopDefault: true});
const USAGE = 'Usage: npm run docs:drift -- [<release>] [--docs <version>]   (e.g. 0.11.12, or 0.12.0 --docs 0.5; no release: the one the docs version pins)';

const args = process.argv.slice(2);
let release;
let docsVersion = 'current';
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--docs') docsVersion = args[++i];
  else if (args[i].startsWith('--docs=')) docsVersion = args[i].slice('--docs='.length);
  else if (args[i] === '--help' || args[i] === '-h') {
    console.log(USAGE);
    process.exit(0);
  } else if (!release && !args[i].startsWith('-')) release = args[i];
  else {
    console.error(`Unknown argument: ${args[i]}\n${USAGE}`);
    process.exit(2);
  }
}
if (!docsVersion) {
  console.error(USAGE);
  process.exit(2);
}

const {adapterSection, installRelease, locateItems, pagePathsOf, readDocs, readRelease} = jiti('./docsFacts/collect.ts');
const {rstestReleaseOf} = jiti('../src/plugins/docs-versions/versions.ts');
release ??= rstestReleaseOf(docsVersion);
if (!release) {
  console.error(`No release given, and the ${docsVersion} docs pin none in package.json.\n${USAGE}`);
  process.exit(2);
}
const {compare, driftCount, formatReport} = jiti('./docsFacts/drift.ts');
const {itemLines} = jiti('./docsFacts/where.ts');

const log = (line) => console.error(line);
try {
  const docs = readDocs(docsVersion, log);
  const installed = installRelease(release, log);
  log(`Reading @rstest/core ${release} from ${installed.source} …`);
  const side = readRelease(installed, Object.keys(docs.build));
  const sections = compare(docs, side);
  // Each difference with the pages to change and the release that brought it (scripts/docsFacts/where.ts).
  const located = driftCount(sections) ? locateItems(docs, side, sections, log) : sections;
  // The build adapters' options, against the adapter packages the guides install (scripts/docsFacts/adapters.ts).
  const adapters = adapterSection(docsVersion);
  const paths = pagePathsOf(docsVersion);
  console.log(formatReport(docs, side, [...located, adapters], (item) => itemLines(item, paths)));
  process.exit(driftCount([...sections, adapters]) ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(2);
}
