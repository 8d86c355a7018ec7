/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {ECOSYSTEM_HOME, ECOSYSTEM_LINK_GROUPS} from '@site/src/plugins/ecosystem/data/menu';
import {LANDING_EXPLORE, LANDING_TOOLS} from '@site/src/plugins/ecosystem/data/landing';
import {TOOL_LOGOS, type ToolEntry} from '@site/src/plugins/ecosystem/data/tools';

const STATIC_DIR = path.join(__dirname, '../../../../static');

/**
 * A logo is a path of the site's own files (no other host is asked for an image, and the logos
 * show offline): an SVG in static/ with a square view box, referencing nothing outside itself.
 */
function expectLocalLogo(logo: string): void {
  expect(logo).toMatch(/^\/img\/[\w/-]+\.svg$/);
  const file = path.join(STATIC_DIR, logo);
  expect(fs.existsSync(file)).toBe(true);
  const svg = fs.readFileSync(file, 'utf8');
  const [, , width, height] = /<svg[^>]*\sviewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(svg)!.slice(1);
  expect(Number(width)).toBeGreaterThan(0);
  expect(height).toBe(width);
  expect(svg).not.toMatch(/(href|src)="(https?:)?\/\//);
}

// The data contract of the ecosystem menu and landing block (spec 2, 3 "Tool entry", 9).
const TOOLS = ['Rspack', 'Rsbuild', 'Rspress', 'Rslib', 'Rsdoctor', 'Rstest', 'Rslint'];
const menuEntries = ECOSYSTEM_LINK_GROUPS.flatMap((group) => group.links);

function expectCompleteEntry(entry: ToolEntry): void {
  expect(entry.name.trim()).not.toBe('');
  expect(/[\u4e00-\u9fff]/.test(entry.desc)).toBe(true);
  expect(entry.descEn.trim()).not.toBe('');
  expect(/[\u4e00-\u9fff]/.test(entry.descEn)).toBe(false);
  expectLocalLogo(entry.logo);
  expect(new URL(entry.url).protocol).toBe('https:');
  if (entry.urlEn !== undefined) expect(new URL(entry.urlEn).protocol).toBe('https:');
  if (entry.logoScale !== undefined) {
    expect(entry.logoScale).toBeGreaterThan(0);
    expect(entry.logoScale).toBeLessThanOrEqual(1);
  }
}

describe('ecosystem menu data', () => {
  it('has eight entries: the seven tools, then the explore-the-ecosystem link', () => {
    expect(menuEntries.map((entry) => entry.name)).toEqual([...TOOLS, 'Awesome Rstack']);
    expect(menuEntries[7].url).toBe('https://github.com/web-infra-dev/awesome-rstack');
    expect(menuEntries[7].descEn).toMatch(/explore/i);
  });

  it('gives every entry a name, both descriptions, a logo and a link', () => {
    menuEntries.forEach(expectCompleteEntry);
  });

  it('keeps each link group titled in both languages (empty titles render no heading)', () => {
    for (const group of ECOSYSTEM_LINK_GROUPS) {
      expect(typeof group.title).toBe('string');
      expect(typeof group.titleEn).toBe('string');
      expect(group.links.length).toBeGreaterThan(0);
    }
  });

  it('links the header to the organisation on GitHub, with a logo of the site\'s own', () => {
    expectLocalLogo(ECOSYSTEM_HOME.logo);
  });

  it('draws every tool\'s logo as a file of the site', () => {
    Object.values(TOOL_LOGOS).forEach(expectLocalLogo);
    // One logo per tool: no two tools share a drawing.
    expect(new Set(Object.values(TOOL_LOGOS)).size).toBe(Object.keys(TOOL_LOGOS).length);
  });

  it('has no entry twice', () => {
    expect(new Set(menuEntries.map((entry) => entry.url)).size).toBe(menuEntries.length);
  });
});

describe('landing cards data', () => {
  it('has the seven tools, each once', () => {
    expect(LANDING_TOOLS).toHaveLength(7);
    expect([...LANDING_TOOLS.map((tool) => tool.name)].sort()).toEqual([...TOOLS].sort());
  });

  it('gives every card its fields and the address it shows', () => {
    for (const tool of LANDING_TOOLS) {
      expectCompleteEntry(tool);
      expect(tool.urlText).toBe(new URL(tool.url).host);
    }
  });

  it('ends with a tile to the list of the whole ecosystem, the menu\'s last entry, so eight tiles fill rows of four, two and one', () => {
    expectCompleteEntry(LANDING_EXPLORE);
    expect(LANDING_EXPLORE.url).toBe(menuEntries[7].url);
    expect(LANDING_EXPLORE.logo).toBe(menuEntries[7].logo);
    expect(LANDING_EXPLORE.urlText).toBe(new URL(LANDING_EXPLORE.url).host);
    for (const columns of [4, 2, 1]) expect((LANDING_TOOLS.length + 1) % columns).toBe(0);
  });

  it('links each card to the same site as the menu entry of that tool', () => {
    for (const tool of LANDING_TOOLS) {
      const entry = menuEntries.find((candidate) => candidate.name === tool.name);
      expect(entry?.url).toBe(tool.url);
      expect(entry?.logo).toBe(tool.logo);
    }
  });
});
