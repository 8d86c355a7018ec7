/**
 * @jest-environment node
 */
import {ECOSYSTEM_HOME, ECOSYSTEM_LINK_GROUPS} from '@site/src/plugins/ecosystem/data/menu';
import {LANDING_TOOLS} from '@site/src/plugins/ecosystem/data/landing';
import type {ToolEntry} from '@site/src/plugins/ecosystem/data/tools';

// The data contract of the ecosystem menu and landing block (spec 2, 3 "Tool entry", 9).
const TOOLS = ['Rspack', 'Rsbuild', 'Rspress', 'Rslib', 'Rsdoctor', 'Rstest', 'Rslint'];
const menuEntries = ECOSYSTEM_LINK_GROUPS.flatMap((group) => group.links);

function expectCompleteEntry(entry: ToolEntry): void {
  expect(entry.name.trim()).not.toBe('');
  expect(/[\u4e00-\u9fff]/.test(entry.desc)).toBe(true);
  expect(entry.descEn.trim()).not.toBe('');
  expect(/[\u4e00-\u9fff]/.test(entry.descEn)).toBe(false);
  expect(entry.logo).toMatch(/^https:\/\/assets\.rspack\.rs\/.+\.(svg|png)$/);
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

  it('links the header to the organisation on GitHub', () => {
    expect(ECOSYSTEM_HOME.url).toBe('https://github.com/web-infra-dev');
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

  it('links each card to the same site as the menu entry of that tool', () => {
    for (const tool of LANDING_TOOLS) {
      const entry = menuEntries.find((candidate) => candidate.name === tool.name);
      expect(entry?.url).toBe(tool.url);
      expect(entry?.logo).toBe(tool.logo);
    }
  });
});
