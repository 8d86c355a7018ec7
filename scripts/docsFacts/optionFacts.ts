import fs from 'node:fs';
import path from 'node:path';

/**
 * The Type / Default / CLI of every test option page, per docs version, as the Rstest release of
 * that version has them (optionFacts.data.json, beside this file; not optionFacts.json, which jiti, running
 * docs:drift, would load for `./optionFacts` in place of this module): types from its `dist/index.d.ts`, defaults from
 * the configuration it resolves (`DEBUG=rstest` writes it to `dist/.rstest-temp/.rsbuild/rstest.config.mjs`),
 * flags from `rstest --help`. optionFacts.test.ts checks the flags against the real binary of each
 * version; configPages.test.ts checks that the pages agree with this table. Defaults as resolved:
 * without a `coverage` block the config still holds one, switched off; without `projects`, the root
 * config is the one project; `browser.headless` follows the CI variable (the fact test runs with CI=true).
 *
 * When a new version is cut (maintainers/architecture.md "Versions"), `npm run cut-version` copies the
 * `current` entry under the frozen version's name, and `current` is brought to the new release.
 */
export type OptionFact = {type: string; default: string; cli: string};
export type VersionFacts = {
  /** The test options that have a page of their own under config/test/. */
  test: Record<string, OptionFact>;
  /** The build groups (config/build/<group>) and the sub-options each page documents. */
  build: Record<string, string[]>;
  /** Options of the release's RstestConfig that have no page in this version, with the reason. */
  withoutPage?: Record<string, string>;
};

/** The `cli` of an option that has no flag. */
export const NO_CLI = 'none';

export const OPTION_FACTS = JSON.parse(fs.readFileSync(path.join(__dirname, 'optionFacts.data.json'), 'utf8')) as Record<string, VersionFacts>;
