/**
 * @jest-environment node
 */
// `npm run check` on a copy of the site with a page broken the ways a writer or translator breaks one
// (its sources' checks: the runners are the docs tests').
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {pageOf} from '@site/scripts/check/pages';
import {ROOT, copySite} from '../siteCopy';

const PAGE = {version: 'current', file: 'guide/basic/css.mdx'};
const EN = `docs/${PAGE.file}`;
const ZH = `i18n/zh/docusaurus-plugin-content-docs/current/${PAGE.file}`;
let site: string;

beforeAll(() => {
  site = copySite('check-');
}, 60_000);
afterAll(() => fs.rmSync(site, {recursive: true, force: true}));

/** Replaces the first `from` of a file of the copy. */
function edit(file: string, from: string, to: string): void {
  const source = fs.readFileSync(path.join(site, file), 'utf8');
  expect(source).toContain(from);
  fs.writeFileSync(path.join(site, file), source.replace(from, to));
}

/** `npm run check -- --sources <files>` in the copy: its exit code and the problems it lists. */
function check(...files: string[]): {status: number | null; problems: string[]; output: string} {
  const run = spawnSync(process.execPath, ['scripts/check/index.mjs', '--sources', ...files], {cwd: site, encoding: 'utf8'});
  const output = `${run.stdout}${run.stderr}`;
  return {status: run.status, problems: output.split('\n').filter((line) => line.startsWith('  ') && /:\d*:? /.test(line)).map((line) => line.trim()), output};
}

it('reads which page a file is, in either locale and any docs version', () => {
  expect(pageOf(EN, ROOT)).toEqual(PAGE);
  expect(pageOf(ZH, ROOT)).toEqual(PAGE);
  expect(pageOf('versioned_docs/version-0.5/api/test-api/expect.md', ROOT)).toEqual({version: '0.5', file: 'api/test-api/expect.md'});
  expect(pageOf('src/pages/index.mdx', ROOT)).toMatch(/not a docs page/);
  expect(pageOf('README.md', ROOT)).toMatch(/not a docs page/);
});

it('passes a page that is right, and names what a writer and a translator broke, file and line', () => {
  const clean = check(ZH);
  expect({status: clean.status, problems: clean.problems}).toEqual({status: 0, problems: []});
  edit(EN, '[Browser testing](../browser-testing/index.mdx)', '[Browser testing](../browser-testing/indx.mdx)');
  edit(EN, 'Install Rstest and add a test script:', 'Install Rstest ([flags](../basic/cli.md#no-such-flag), [mocks](/guide/basic/mocking)) and <PackageManagerTab />:');
  edit(ZH, '\n## ', '\n\n<div>未闭合\n\n## ');
  const MOCK_ZH = 'i18n/zh/docusaurus-plugin-content-docs/current/guide/basic/mock.mdx';
  edit(MOCK_ZH, '\n## ', '\n\nThis paragraph was left in English.\n\n## ');
  fs.rmSync(path.join(site, 'i18n/zh/docusaurus-plugin-content-docs/current/guide/basic/projects.mdx'));
  const broken = check(EN, MOCK_ZH, 'docs/guide/basic/projects.mdx');
  expect(broken.status).toBe(1);
  expect(broken.problems).toEqual([
    expect.stringMatching(new RegExp(`^${EN}:\\d+: component: <PackageManagerTab> is neither imported`)),
    expect.stringMatching(new RegExp(`^${EN}:\\d+: link: \\.\\./browser-testing/indx\\.mdx: no doc at that path$`)),
    expect.stringMatching(new RegExp(`^${EN}:\\d+: anchor: \\.\\./basic/cli\\.md#no-such-flag: /guide/basic/cli has no heading or id "no-such-flag"$`)),
    expect.stringMatching(new RegExp(`^${EN}:\\d+: link: /guide/basic/mocking: no page at /guide/basic/mocking$`)),
    expect.stringMatching(new RegExp(`^${ZH}: compile: Expected a closing tag for \`<div>\``)),
    expect.stringMatching(new RegExp(`^${MOCK_ZH}:\\d+: English text: `)),
    'docs/guide/basic/projects.mdx: missing translation: i18n/zh/docusaurus-plugin-content-docs/current/guide/basic/projects.mdx does not exist',
  ]);
}, 120_000);
