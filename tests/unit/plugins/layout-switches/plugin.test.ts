import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import layoutSwitchesPlugin, {layoutSwitchesHeadScript} from '@site/src/plugins/layout-switches';
import {LAYOUT_HIDE_ATTRIBUTE, parseLayoutSwitches} from '@site/src/plugins/layout-switches/parseLayoutSwitches';

// The plugin's head script runs in the page before React: here it runs in jsdom against URLs,
// and must agree with parseLayoutSwitches, whose source it inlines.
function runHeadScriptAt(url: string): string | null {
  document.documentElement.removeAttribute(LAYOUT_HIDE_ATTRIBUTE);
  window.history.replaceState(null, '', url);
  new Function(layoutSwitchesHeadScript())();
  return document.documentElement.getAttribute(LAYOUT_HIDE_ATTRIBUTE);
}

const plugin: Plugin = layoutSwitchesPlugin();

describe('layout-switches plugin', () => {
  afterAll(() => {
    window.history.replaceState(null, '', '/');
    document.documentElement.removeAttribute(LAYOUT_HIDE_ATTRIBUTE);
  });

  it('injects one inline script in <head>', () => {
    const tags = plugin.injectHtmlTags?.({content: undefined});
    expect(tags).toEqual({headTags: [{tagName: 'script', innerHTML: layoutSwitchesHeadScript()}]});
  });

  it.each([
    ['/guide/start/?navbar=0', 'navbar'],
    ['/zh/guide/start/?footer=0&outline=0', 'outline footer'],
    ['/?navbar=0&sidebar=0&outline=0&footer=0', 'navbar sidebar outline footer'],
  ])('the head script marks <html> at %s', (url, attribute) => {
    expect(runHeadScriptAt(url)).toBe(attribute);
  });

  it.each(['/guide/start/', '/guide/start/?navbar=1', '/guide/start/?navbar=abc', '/guide/start/?footer='])(
    'the head script leaves <html> alone at %s',
    (url) => {
      expect(runHeadScriptAt(url)).toBeNull();
    },
  );

  it('the head script applies exactly what parseLayoutSwitches decides', () => {
    for (const search of ['?navbar=0&footer=1', '?sidebar=0&outline=x', '?outline=0&outline=1', '?footer=0']) {
      const expected = parseLayoutSwitches(search).query.join(' ') || null;
      expect({search, attribute: runHeadScriptAt(`/api/${search}`)}).toEqual({search, attribute: expected});
    }
  });

  it('provides the doc frontmatter wrap and the client module', () => {
    const themePath = plugin.getThemePath?.() as string;
    expect(fs.existsSync(path.join(themePath, 'DocItem/Metadata/index.tsx'))).toBe(true);
    const modules = plugin.getClientModules?.() as string[];
    expect(modules).toHaveLength(1);
    expect(fs.existsSync(modules[0])).toBe(true);
  });
});
