/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import clientSiteConfigPlugin, {BUILD_ONLY_FIELDS, CLIENT_CONFIG_IMPORT, clientSiteConfigModule} from '@site/src/plugins/client-site-config';
import {filesUnder} from '../../filesUnder';

const siteConfig = {
  title: 'Rstest',
  baseUrl: '/',
  future: {v4: true},
  themeConfig: {navbar: {items: []}},
  ssrTemplate: '<!DOCTYPE html>',
  presets: [['classic', {}]],
  plugins: ['./src/plugins/x'],
  themes: [],
  markdown: {format: 'detect'},
  clientModules: [],
  staticDirectories: ['static'],
};

function moduleValue(source: string): Record<string, unknown> {
  return JSON.parse(source.replace(/^export default /, '').replace(/;\n$/, '')) as Record<string, unknown>;
}

describe('client-site-config', () => {
  it('keeps what the browser reads and drops what only the build reads', () => {
    const value = moduleValue(clientSiteConfigModule(siteConfig));
    expect(value).toEqual({title: 'Rstest', baseUrl: '/', future: {v4: true}, themeConfig: {navbar: {items: []}}});
  });

  it('puts its alias first, ahead of the base config\'s @generated alias, on the client bundle only', () => {
    const generatedFilesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-site-config-'));
    const plugin = clientSiteConfigPlugin({generatedFilesDir, siteConfig} as unknown as LoadContext);
    const configure = plugin.configureWebpack as unknown as (config: {resolve?: {alias?: Record<string, string>}}, isServer: boolean) => object;
    const server = {resolve: {alias: {'@generated': generatedFilesDir}}};
    expect(configure(server, true)).toEqual({});
    expect(Object.keys(server.resolve.alias)).toEqual(['@generated']);

    const client: {resolve: {alias: Record<string, string>}} = {resolve: {alias: {'@generated': generatedFilesDir}}};
    configure(client, false);
    expect(Object.keys(client.resolve.alias)).toEqual([CLIENT_CONFIG_IMPORT, '@generated']);
    const file = client.resolve.alias[CLIENT_CONFIG_IMPORT]!;
    expect(moduleValue(fs.readFileSync(file, 'utf8'))).not.toHaveProperty('ssrTemplate');
  });

  it('aliases the import that Docusaurus\'s client makes', () => {
    const clientDir = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib', 'client');
    const entry = fs.readFileSync(path.join(clientDir, 'docusaurusContext.js'), 'utf8');
    expect(entry).toContain(`from '${CLIENT_CONFIG_IMPORT.replace(/\$$/, '')}'`);
  });

  it('no client code of the site or of Docusaurus reads a dropped field', () => {
    const roots = [
      path.join(__dirname, '../../../../src'),
      ...['core/lib/client', 'theme-classic/lib', 'theme-common/lib', 'theme-search-algolia/lib/theme', 'theme-search-algolia/lib/client', 'plugin-content-docs/lib/client'].map(
        (dir) => path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), '..', dir),
      ),
    ];
    const field = BUILD_ONLY_FIELDS.join('|');
    const read = new RegExp(String.raw`siteConfig\??\.(?:${field})\b|siteConfig\s*:\s*\{[^}]*\b(?:${field})\b`);
    const offenders = roots
      .flatMap((root) => filesUnder(root, /\.[jt]sx?$/))
      // The site's plugins run in Node (index.ts); their theme/ and client/ folders are read.
      .filter((file) => !/src[\\/]plugins[\\/][^\\/]+[\\/]index\.ts$/.test(file) && read.test(fs.readFileSync(file, 'utf8')));
    expect(offenders).toEqual([]);
  });
});
