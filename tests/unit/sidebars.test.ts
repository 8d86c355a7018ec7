/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import sidebars from '@site/sidebars';
import {CURRENT_DOC_ROUTES, CURRENT_ONLY_GROUPS, GUIDE_GROUPS, SIDEBAR_GROUPS, SPEC_DOC_ROUTES} from '../specRoutes';

type Item =
  | string
  | {type: 'doc'; id: string; label?: string}
  | {type: 'category'; label: string; items: Item[]; link?: {type: 'doc'; id: string}}
  | {type: string; [key: string]: unknown};

const DOCS_DIR = path.join(__dirname, '../../docs');

/** A doc id's URL under `routeBasePath: '/'`; an `index` doc is its folder's URL. */
function routeOf(docId: string): string {
  return docId.endsWith('/index') ? `/${docId.slice(0, -'index'.length)}` : `/${docId}`;
}

type Entry = {docId: string; sidebar: string; group: string | null};

/** The `html` items writers may use (README "Sidebar and navbar items"), by the class src/css/custom.css styles. */
const HTML_ITEM_CLASSES = ['sidebar-divider', 'sidebar-section-header'];

/** An `html` item links no doc: it must carry its markup and one of the styled classes. */
function checkHtmlItem(sidebar: string, item: {[key: string]: unknown}): void {
  if (typeof item.value !== 'string' || item.value === '') throw new Error(`An html item without a value in ${sidebar}`);
  if (!HTML_ITEM_CLASSES.includes(item.className as string)) {
    throw new Error(`An html item in ${sidebar} has className ${String(item.className)}; use one of ${HTML_ITEM_CLASSES.join(', ')}`);
  }
}

/** Every doc a sidebar links to, with the category (group) that holds it. */
function collect(sidebar: string, items: Item[], group: string | null, out: Entry[]): Entry[] {
  for (const item of items) {
    if (typeof item === 'string') {
      out.push({docId: item, sidebar, group});
    } else if (item.type === 'doc') {
      out.push({docId: (item as {id: string}).id, sidebar, group});
    } else if (item.type === 'category') {
      const category = item as {label: string; items: Item[]; link?: {type: string; id?: string}};
      if (category.link?.type === 'doc' && category.link.id) {
        out.push({docId: category.link.id, sidebar, group: category.label});
      }
      collect(sidebar, category.items, category.label, out);
    } else if (item.type === 'html') {
      checkHtmlItem(sidebar, item);
    } else {
      throw new Error(`Unexpected sidebar item type ${item.type} in ${sidebar}`);
    }
  }
  return out;
}

const entries = Object.entries(sidebars).flatMap(([name, items]) => collect(name, items as Item[], null, []));

describe('the sidebar checks', () => {
  it("accept the README's divider and section header between docs, and count only the docs", () => {
    const items: Item[] = [
      'guide/start/index',
      {type: 'html', value: '<hr>', className: 'sidebar-divider'},
      {type: 'html', value: 'Tools', className: 'sidebar-section-header'},
      {type: 'category', label: 'Basic', items: [{type: 'html', value: '<hr>', className: 'sidebar-divider'}, {type: 'doc', id: 'guide/basic/cli'}]},
    ];
    expect(collect('guide', items, null, [])).toEqual([
      {docId: 'guide/start/index', sidebar: 'guide', group: null},
      {docId: 'guide/basic/cli', sidebar: 'guide', group: 'Basic'},
    ]);
  });

  it('reject an html item without markup or without a styled class, and any other item type', () => {
    expect(() => collect('guide', [{type: 'html', className: 'sidebar-divider'}], null, [])).toThrow(/without a value/);
    expect(() => collect('guide', [{type: 'html', value: '<hr>'}], null, [])).toThrow(/className undefined/);
    expect(() => collect('guide', [{type: 'html', value: '<hr>', className: 'divider'}], null, [])).toThrow(/className divider/);
    expect(() => collect('guide', [{type: 'link', href: 'https://example.com', label: 'x'}], null, [])).toThrow(/Unexpected sidebar item type link/);
  });
});

describe('sidebars.ts', () => {
  it('has one sidebar per top-level section', () => {
    expect(Object.keys(sidebars).sort()).toEqual(['api', 'config', 'guide']);
  });

  // sidebars.ts is the current docs' sidebar: the spec's routes and those only 0.12 has (issue #17).
  it('links every route of the current docs exactly once', () => {
    const routes = entries.map((entry) => routeOf(entry.docId));
    for (const spec of CURRENT_DOC_ROUTES) {
      expect({route: spec.path, count: routes.filter((route) => route === spec.path).length}).toEqual({
        route: spec.path,
        count: 1,
      });
    }
    expect(routes).toHaveLength(CURRENT_DOC_ROUTES.length);
    // The current docs' route list (tests/data/versionRoutes/current.json) keeps every route of the spec, as the spec has it.
    expect(CURRENT_DOC_ROUTES.slice(0, SPEC_DOC_ROUTES.length)).toEqual(SPEC_DOC_ROUTES);
  });

  it('puts every page in the group the spec (or, for 0.12-only pages, the route list) names', () => {
    const groupOf = new Map(entries.map((entry) => [routeOf(entry.docId), entry.group]));
    for (const spec of CURRENT_DOC_ROUTES) {
      expect({route: spec.path, group: groupOf.get(spec.path)}).toEqual({route: spec.path, group: spec.group});
    }
  });

  it("uses exactly the eight sidebar groups of the spec, and the current docs' own groups", () => {
    const groups = new Set(entries.map((entry) => entry.group).filter(Boolean));
    expect([...groups].sort()).toEqual([...SIDEBAR_GROUPS, ...CURRENT_ONLY_GROUPS].sort());
  });

  it('orders the Guide as a path: start, basics, framework, build tool, browser testing, advanced, migration', () => {
    const groups = (sidebars.guide as Item[]).map((item) => (typeof item === 'object' && 'label' in item ? item.label : item));
    expect(groups).toEqual([...GUIDE_GROUPS]);
  });

  it('opens the config and API sidebars with their overview pages', () => {
    expect((sidebars.config as Item[])[0]).toBe('config/index');
    expect((sidebars.api as Item[])[0]).toBe('api/index');
  });

  it('points at doc files that exist', () => {
    for (const {docId} of entries) {
      const candidates = ['.md', '.mdx'].map((ext) => path.join(DOCS_DIR, `${docId}${ext}`));
      expect({docId, exists: candidates.some((file) => fs.existsSync(file))}).toEqual({docId, exists: true});
    }
  });
});
