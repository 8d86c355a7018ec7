/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {HOME_FEATURE_COLUMNS, HOME_FEATURE_ICONS, homeFeatures} from '@site/src/data/homeFeatures';
import {SPEC_DOC_ROUTES} from '../../specRoutes';

const ROOT = path.join(__dirname, '../../..');
const ZH_DOCS = path.join(ROOT, 'i18n/zh/docusaurus-plugin-content-docs/current');

/** The doc file of a route (`/guide/start/` is guide/start/index.md). */
function docFile(docsDir: string, route: string): string {
  const base = path.join(docsDir, route.endsWith('/') ? `${route}index` : route);
  const file = ['.md', '.mdx'].map((ext) => base + ext).find((candidate) => fs.existsSync(candidate));
  if (!file) throw new Error(`no doc file for ${route} in ${docsDir}`);
  return file;
}

/** The anchor ids of a doc: explicit `{#id}`, or the slug of an English heading. */
function anchors(file: string): Set<string> {
  const ids = new Set<string>();
  for (const [, text] of fs.readFileSync(file, 'utf8').matchAll(/^#{2,6} (.+)$/gm)) {
    const explicit = /\{#([\w-]+)\}\s*$/.exec(text);
    ids.add(explicit ? explicit[1] : text.trim().toLowerCase().replace(/[^\w\s-]/g, '').replace(/\s+/g, '-'));
  }
  return ids;
}

describe('home feature cards', () => {
  const features = homeFeatures();

  it('has 3 to 6 cards with unique ids', () => {
    expect(features.length).toBeGreaterThanOrEqual(3);
    expect(features.length).toBeLessThanOrEqual(6);
    expect(new Set(features.map((f) => f.id)).size).toBe(features.length);
  });

  it('has as many cards as fill every row at each column count of the grid (no 4 + 2, no 3 + 3 + 1)', () => {
    for (const columns of HOME_FEATURE_COLUMNS) expect(features.length % columns).toBe(0);
  });

  it('gives every card an icon of its own', () => {
    for (const feature of features) expect(HOME_FEATURE_ICONS).toContain(feature.icon);
    expect(new Set(features.map((f) => f.icon)).size).toBe(features.length);
  });

  it('gives every card a title and a description', () => {
    for (const feature of features) {
      expect(feature.title.trim()).not.toBe('');
      expect(feature.description.trim()).not.toBe('');
    }
  });

  it.each(homeFeatures().map((f) => [f.id, f.to]))('%s links to a doc route (and section) of both locales: %s', (_, to) => {
    const [route, hash] = to.split('#');
    expect(SPEC_DOC_ROUTES.map((r) => r.path)).toContain(route);
    if (hash) {
      expect(anchors(docFile(path.join(ROOT, 'docs'), route))).toContain(hash);
      expect(anchors(docFile(ZH_DOCS, route))).toContain(hash);
    }
  });
});
