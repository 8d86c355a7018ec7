/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {docPagePaths, docsVersionsData, frozenVersions, rstestSpecOf, versionLabel} from '@site/src/plugins/docs-versions/versions';
import {cutProblem, cutVersion, dataJson} from '@site/src/plugins/docs-versions/cli/cut';
import {versionBuildKey} from '@site/src/plugins/docs-versions/build/siteBuild';
import {readCounterparts} from '@site/src/plugins/docs-versions/build/standIns';
import {CURRENT_DOC_ROUTES} from '../../../specRoutes';
import {markdownFiles} from '../../docs/markdown';
import {copySite} from '../../siteCopy';

// `npm run cut-version -- <V>` in a copy of the site (its files, with this checkout's node_modules):
// the drill of the issue that asked for it, freezing the current docs as their own release.

const ROOT = path.join(__dirname, '../../../..');
const CURRENT_LABEL = versionLabel('current');
let site: string;

beforeAll(() => {
  site = copySite('cut-version-');
}, 60_000);
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

describe('cut-version', () => {
  it('refuses a name that is not major.minor, a version the site has, and a release the current docs do not document', () => {
    expect(cutProblem('latest', site)).toMatch(/not a version name like 0\.12/);
    expect(cutProblem('0.5', site)).toMatch(/0\.5 is already a docs version/);
    expect(cutProblem('9.9', site)).toMatch(new RegExp(`the current docs document ${CURRENT_LABEL.replace('.', '\\.')} .*freeze them as ${CURRENT_LABEL.replace('.', '\\.')}`));
  });

  describe(`freezing the current docs as ${CURRENT_LABEL}`, () => {
    let done: string[];
    beforeAll(() => {
      done = cutVersion(CURRENT_LABEL, {siteDir: site, install: false});
    }, 120_000);

    it('lists the version first in versions.json, with the English and Chinese pages of the current docs', () => {
      expect(frozenVersions(site)).toEqual([CURRENT_LABEL, ...frozenVersions(ROOT)]);
      const english = markdownFiles(path.join(site, 'versioned_docs', `version-${CURRENT_LABEL}`));
      expect(english).toEqual(markdownFiles(path.join(ROOT, 'docs')));
      expect(markdownFiles(path.join(site, 'i18n/zh/docusaurus-plugin-content-docs', `version-${CURRENT_LABEL}`))).toEqual(english);
      expect(fs.existsSync(path.join(site, 'versioned_sidebars', `version-${CURRENT_LABEL}-sidebars.json`))).toBe(true);
      expect(docPagePaths(CURRENT_LABEL, site)).toEqual(docPagePaths('current', site));
    });

    it.each(['en', 'zh'])('labels it with its number in the %s sidebar translations, keeping the category labels', (locale) => {
      const file = path.join(site, 'i18n', locale, 'docusaurus-plugin-content-docs', `version-${CURRENT_LABEL}.json`);
      const labels = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, {message: string}>;
      const current = JSON.parse(fs.readFileSync(path.join(ROOT, 'i18n', locale, 'docusaurus-plugin-content-docs/current.json'), 'utf8')) as Record<string, {message: string}>;
      expect(labels['version.label']?.message).toBe(CURRENT_LABEL);
      expect(Object.keys(labels).sort()).toEqual(Object.keys(current).sort());
      expect(labels['sidebar.guide.category.Basic']).toEqual(current['sidebar.guide.category.Basic']);
      expect(versionLabel(CURRENT_LABEL, site)).toBe(CURRENT_LABEL);
    });

    it('pins its release for its docs tests to the exact release of the current docs', () => {
      expect(rstestSpecOf(CURRENT_LABEL, site)).toBe(`npm:@rstest/core@${rstestSpecOf('current', ROOT)}`);
      const {devDependencies} = JSON.parse(fs.readFileSync(path.join(site, 'package.json'), 'utf8')) as {devDependencies: Record<string, string>};
      expect(Object.keys(devDependencies)).toEqual([...Object.keys(devDependencies)].sort((a, b) => a.localeCompare(b, 'en')));
    });

    it('gives it the option facts of the current docs and a place in the e2e route matrix, with the current routes', () => {
      jest.isolateModules(() => {
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const {OPTION_FACTS} = require(path.join(site, 'scripts/docsFacts/optionFacts.ts'));
        expect(OPTION_FACTS[CURRENT_LABEL]).toEqual(OPTION_FACTS.current);
        // eslint-disable-next-line @typescript-eslint/no-require-imports
        const {DOCS_VERSIONS} = require(path.join(site, 'tests/specRoutes.ts'));
        expect(DOCS_VERSIONS.map((version: {version: string}) => version.version)).toEqual(['current', CURRENT_LABEL, ...frozenVersions(ROOT)]);
        expect(DOCS_VERSIONS[1]).toMatchObject({prefix: `/${CURRENT_LABEL}`, label: CURRENT_LABEL});
        expect(DOCS_VERSIONS[1].routes).toEqual(JSON.parse(JSON.stringify(CURRENT_DOC_ROUTES)));
      });
    });

    it('writes data, not code: the typed modules that read it are unchanged, and the data files only gain lines', () => {
      const read = (root: string, file: string) => fs.readFileSync(path.join(root, file), 'utf8');
      for (const file of ['tests/specRoutes.ts', 'scripts/docsFacts/optionFacts.ts']) expect(read(site, file)).toBe(read(ROOT, file));
      for (const file of ['tests/data/specVersions.json', 'scripts/docsFacts/optionFacts.data.json']) {
        // In the format the cut writes, so that a cut's diff is the lines it adds.
        expect(read(ROOT, file)).toBe(`${dataJson(JSON.parse(read(ROOT, file)))}\n`);
        const [before, after] = [read(ROOT, file).split('\n'), read(site, file).split('\n')];
        let at = 0;
        // Every line of before, in order, in after.
        expect(before.filter((line) => (at = after.indexOf(line, at) + 1) === 0)).toEqual([]);
        expect(after.length).toBeGreaterThan(before.length);
      }
    });

    it('leaves a site whose builds know the new version: its own build key, and the others link to it', () => {
      expect(versionBuildKey(CURRENT_LABEL, {siteDir: site, algolia: null})).toMatch(/^[0-9a-f]{24}$/);
      const versions = docsVersionsData('current', '/zh/', site).versions;
      expect(versions.map((version) => [version.name, version.root])).toEqual([
        ['current', '/zh/'],
        [CURRENT_LABEL, `/zh/${CURRENT_LABEL}/`],
        ...frozenVersions(ROOT).map((version) => [version, `/zh/${version}/`]),
      ]);
      // It lacks the same pages of the older versions as the current docs: the same counterparts.
      expect(readCounterparts(CURRENT_LABEL, site)).toEqual(readCounterparts('current', ROOT));
      expect(done).toHaveLength(6);
    });

    it('refuses to cut the same version twice', () => {
      expect(() => cutVersion(CURRENT_LABEL, {siteDir: site, install: false})).toThrow(/already a docs version/);
    });
  });
});
