/**
 * @jest-environment node
 */
import path from 'node:path';
import {
  arrivalUrl,
  counterpartsFileOf,
  counterpartsProblems,
  noticeHtml,
  readCounterparts,
  standInHtml,
  standInPages,
  type StandIn,
} from '@site/src/plugins/docs-versions/build/standIns';
import {arrivalHeadScript, standInPathFor} from '@site/src/plugins/docs-versions/client/arrival';
import {docPagePaths, docPageTitles, docsVersions, SITE_DIR} from '@site/src/plugins/docs-versions/versions';

// Stand-ins (issue 53): a version's answer at the path of a page it lacks, its closest page with a
// notice, written by its build; the counterparts map that chooses the closest page; the head script
// that gives a stand-in its closest page's address on arrival.

const titles = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('the counterparts maps of the site', () => {
  // One test per version: every entry names a page another version has and this one lacks, mapped to
  // a page of its own; every page that looks like one of its own under another path is mapped.
  it.each(docsVersions())('%s: maps only pages that exist, and every page that needs it', (version) => {
    const problems = counterpartsProblems({
      file: path.relative(SITE_DIR, counterpartsFileOf(version)),
      ownPages: docPagePaths(version),
      ownTitles: docPageTitles(version, 'en'),
      counterparts: readCounterparts(version),
      others: docsVersions()
        .filter((name) => name !== version)
        .map((name) => ({name, titles: docPageTitles(name, 'en')})),
    });
    expect(problems).toEqual([]);
  });

  it('sends the pages of the reader walk to their counterpart or their section, never elsewhere', () => {
    const own = docPagePaths('0.5');
    const overviews = {guide: 'guide/start/', config: 'config/', api: 'api/'};
    const standIns = standInPages({
      ownPages: own,
      counterparts: readCounterparts('0.5'),
      overviews,
      others: [{name: 'current', label: '0.12', root: '/', titles: docPageTitles('current', 'en')}],
    });
    const closest = Object.fromEntries(standIns.map((standIn) => [standIn.page, standIn.closest]));
    expect(closest).toMatchObject({
      'guide/framework/react': 'guide/start/',
      'guide/advanced/ci': 'guide/start/',
      'guide/integration/rsbuild': 'guide/start/',
      'config/test/browser': 'config/',
      'guide/basic/snapshot': 'guide/start/',
      'guide/basic/mock': 'api/rstest/',
      'guide/basic/reporters': 'config/test/reporters',
      'api/browser-mode/': 'api/',
    });
    // Every page the current docs have and 0.5 lacks has its stand-in, leading to a page 0.5 has, in the same section unless mapped.
    expect(standIns.map((standIn) => standIn.page)).toEqual(docPagePaths('current').filter((page) => !own.includes(page)));
    expect(standIns.filter((standIn) => !own.includes(standIn.closest))).toEqual([]);
    expect(standIns.find((standIn) => standIn.page === 'guide/basic/mock')).toMatchObject({title: 'Mocking', from: {label: '0.12', path: '/guide/basic/mock'}});
  });
});

describe('counterpartsProblems', () => {
  const base = {
    file: 'm.json',
    ownPages: ['config/', 'config/test/reporters', 'guide/start/'],
    ownTitles: titles({'config/': 'Config', 'config/test/reporters': 'reporters', 'guide/start/': 'Introduction'}),
    others: [{name: 'current', titles: titles({'config/': 'Config', 'guide/basic/reporters': 'Reporters', 'guide/basic/intro': 'Introduction', 'guide/x': 'X'})}],
  };

  it('names a mapped page that no other version has, one the version has, and a counterpart it lacks', () => {
    expect(counterpartsProblems({...base, counterparts: {'guide/basic/reporters': 'config/test/reporters', 'guide/basic/intro': null, 'guide/gone': null}})).toEqual([
      'm.json maps guide/gone, which no other version has: remove the entry, or fix the path.',
    ]);
    expect(counterpartsProblems({...base, counterparts: {'guide/basic/reporters': 'config/test/gone', 'guide/basic/intro': null, 'config/': null}})).toEqual([
      'm.json maps guide/basic/reporters to config/test/gone, which is not a page of the version.',
      'm.json maps config/, a page the version has: remove the entry.',
    ]);
  });

  it('asks for a decision on a page that looks like one of its own: the same last segment or the same title', () => {
    const problems = counterpartsProblems({...base, counterparts: {}});
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/does not map guide\/basic\/reporters \("Reporters"\), .* looks like its config\/test\/reporters: map it to its counterpart, or to null/);
    expect(problems[1]).toMatch(/does not map guide\/basic\/intro \("Introduction"\), .* looks like its guide\/start\//);
  });
});

describe('standInPages', () => {
  const others = [
    {name: 'current', label: '0.12', root: '/zh/', titles: titles({'guide/basic/mock': '模拟', 'config/test/bail': 'bail', 'other/x': 'X'})},
    {name: '0.4', label: '0.4', root: '/zh/0.4/', titles: titles({'guide/basic/mock': 'Mock (0.4)', 'guide/old': 'Old'})},
  ];

  it("takes the counterpart, else the section's overview, else the first section's; the newest version's title", () => {
    expect(
      standInPages({ownPages: ['api/', 'config/', 'guide/start/'], counterparts: {'guide/basic/mock': 'api/'}, overviews: {guide: 'guide/start/', config: 'config/'}, others}),
    ).toEqual([
      {page: 'config/test/bail', closest: 'config/', title: 'bail', from: {label: '0.12', path: '/zh/config/test/bail'}},
      {page: 'guide/basic/mock', closest: 'api/', title: '模拟', from: {label: '0.12', path: '/zh/guide/basic/mock'}},
      {page: 'guide/old', closest: 'guide/start/', title: 'Old', from: {label: '0.4', path: '/zh/0.4/guide/old'}},
      {page: 'other/x', closest: 'guide/start/', title: 'X', from: {label: '0.12', path: '/zh/other/x'}},
    ]);
  });
});

const STAND_IN: StandIn = {page: 'guide/basic/mock', closest: 'api/rstest/', title: 'Mocking <&>', from: {label: '0.12', path: '/guide/basic/mock'}};
const MESSAGES = {notice: 'The docs of {version} have no page “{page}” <ok>. {back}', back: 'Back to that page in {version}'};

describe('noticeHtml', () => {
  it('names the version, the page by its title, and links back; text escaped', () => {
    expect(noticeHtml(MESSAGES, {version: '0.5', standIn: STAND_IN})).toBe(
      '<div class="alert alert--info margin-bottom--md" role="note" data-missing-page="/guide/basic/mock">The docs of <b>0.5</b> have no page “Mocking &lt;&amp;&gt;” &lt;ok&gt;. ' +
        '<a href="/guide/basic/mock" data-missing-page-back="">Back to that page in 0.12</a></div>',
    );
  });
});

describe('standInHtml', () => {
  // A built page as Docusaurus minifies it (attribute quotes dropped where it can).
  const page =
    '<!doctype html><html lang=en><head><meta charset=UTF-8><title>Rstest utility</title><script>head()</script></head><body><nav>' +
    '<a class=dropdown__link href=/api/rstest/ data-docs-version=current>0.12</a>' +
    '<a aria-current=page class="dropdown__link dropdown__link--active" data-docs-version=0.5 href=/0.5/api/rstest/>0.5</a></nav>' +
    '<div class="theme-doc-version-banner"><a href=/api/rstest/ data-docs-version=current>latest version</a></div>' +
    '<div class=missing-page-slot data-missing-page-slot></div><article><h1>Rstest utility</h1></article></body></html>';
  const rootOf = (version: string) => (version === 'current' ? '/' : undefined);

  it("puts the notice in the slot, the page left in the other versions' links, and the arrival address first in <head>", () => {
    const html = standInHtml(page, {notice: '<div data-missing-page>N</div>', arrival: arrivalUrl('/0.5/', STAND_IN), page: STAND_IN.page, rootOf});
    expect(html).toBe(
      '<!doctype html><html lang=en><head><meta charset=UTF-8><meta name="docs-versions:stand-in" content="/0.5/api/rstest/?missing=/guide/basic/mock">' +
        '<title>Rstest utility</title><script>head()</script></head><body><nav>' +
        '<a class="dropdown__link" href="/guide/basic/mock" data-docs-version="current">0.12</a>' +
        '<a aria-current=page class="dropdown__link dropdown__link--active" data-docs-version=0.5 href=/0.5/api/rstest/>0.5</a></nav>' +
        '<div class="theme-doc-version-banner"><a href="/guide/basic/mock" data-docs-version="current">latest version</a></div>' +
        '<div class=missing-page-slot data-missing-page-slot><div data-missing-page>N</div></div><article><h1>Rstest utility</h1></article></body></html>',
    );
  });

  it('fails on a page without the slot', () => {
    expect(() => standInHtml(page.replace(' data-missing-page-slot', ''), {notice: 'N', arrival: '/', page: 'x', rootOf})).toThrow(/no element with data-missing-page-slot/);
  });
});

describe('the arrival head script', () => {
  const roots = ['/zh/', '/zh/0.5/'];

  it("reads the page left as the built version's stand-in for it, only below another version's root", () => {
    expect(standInPathFor('/zh/guide/basic/mock', roots, '/zh/0.5/')).toBe('/zh/0.5/guide/basic/mock');
    expect(standInPathFor('/zh/0.5/guide/basic/cli', roots, '/zh/')).toBe('/zh/guide/basic/cli');
    expect(standInPathFor('/zh/0.5/guide/basic/cli', roots, '/zh/0.5/')).toBeNull();
    for (const left of [null, '', 'guide', '//evil.example/zh/x', '/\\evil', '/guide/x', 'https://evil.example/zh/']) {
      expect(standInPathFor(left, roots, '/zh/0.5/')).toBeNull();
    }
  });

  /** Runs the script as a page's <head> would, in a fake window. */
  function arrive(url: string, standIn?: string) {
    const location = new URL(url, 'https://rstest.rs');
    const replaced: string[] = [];
    const loaded: string[] = [];
    const root = {style: {visibility: ''}};
    const window = {
      document: {
        querySelector: (selector: string) => (standIn && selector === 'meta[name="docs-versions:stand-in"]' ? {getAttribute: () => standIn} : null),
        documentElement: root,
      },
      history: {state: null, replaceState: (_state: unknown, _title: string, next: string) => replaced.push(next)},
      location: {pathname: location.pathname, search: location.search, replace: (next: string) => loaded.push(next)},
      URLSearchParams,
    };
    new Function('document', 'history', 'location', 'URLSearchParams', arrivalHeadScript(roots, '/zh/0.5/'))(
      window.document,
      window.history,
      window.location,
      URLSearchParams,
    );
    return {replaced, loaded, hidden: root.style.visibility === 'hidden'};
  }

  it("gives a stand-in its closest page's address, with the page left", () => {
    expect(arrive('/zh/0.5/guide/basic/mock', '/zh/0.5/api/rstest/?missing=/zh/guide/basic/mock')).toEqual({
      replaced: ['/zh/0.5/api/rstest/?missing=/zh/guide/basic/mock'],
      loaded: [],
      hidden: false,
    });
  });

  it('loads the stand-in in place of an arrival address served as the page itself (a reload), hidden meanwhile', () => {
    expect(arrive('/zh/0.5/api/rstest/?missing=/zh/guide/basic/mock')).toEqual({replaced: [], loaded: ['/zh/0.5/guide/basic/mock'], hidden: true});
  });

  it('does nothing on any other page', () => {
    for (const url of ['/zh/0.5/api/rstest/', '/zh/0.5/api/?missing=//evil.example/', '/zh/0.5/guide/basic/cli?missing=/zh/0.5/guide/basic/cli']) {
      expect(arrive(url)).toEqual({replaced: [], loaded: [], hidden: false});
    }
  });
});
