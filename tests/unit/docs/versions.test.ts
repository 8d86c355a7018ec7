/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  CURRENT,
  SITE_DIR,
  docsDirOf,
  docsVersions,
  frozenVersions,
  minorOf,
  rstestPackageDir,
  rstestReleaseOf,
  sidebarTranslationsOf,
  versionLabel,
  zhDocsDirOf,
} from '../../../src/plugins/docs-versions/versions';
import {markdownFiles} from './markdown';
import {OPTION_FACTS} from '../../../scripts/docsFacts/optionFacts';

// Everything a docs version needs (maintainers/architecture.md "Versions"): a version listed in versions.json without
// its Chinese tree, its sidebars, or the Rstest release its tests read and run fails here.

describe.each(docsVersions())('docs version %s', (version) => {
  const release = rstestReleaseOf(version);

  it('has its Rstest release in devDependencies, installed', () => {
    expect(release).toMatch(/^\d+\.\d+\.\d+$/);
    const installed = JSON.parse(fs.readFileSync(path.join(rstestPackageDir(version), 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    expect(installed).toMatchObject({name: '@rstest/core', version: release});
  });

  it('is labelled with the release it documents', () => {
    expect(versionLabel(version)).toBe(version === CURRENT ? minorOf(release!) : version);
    if (version !== CURRENT) expect(minorOf(release!)).toBe(version);
  });

  it('has its English and Chinese trees, page for page', () => {
    const english = markdownFiles(docsDirOf(version));
    expect(english.length).toBeGreaterThan(50);
    expect(fs.existsSync(zhDocsDirOf(version))).toBe(true);
    expect(markdownFiles(zhDocsDirOf(version))).toEqual(english);
  });

  it('has its sidebars and their Chinese labels', () => {
    if (version !== CURRENT) {
      expect(fs.existsSync(path.join(SITE_DIR, 'versioned_sidebars', `version-${version}-sidebars.json`))).toBe(true);
    }
    expect(fs.existsSync(sidebarTranslationsOf(version, 'zh'))).toBe(true);
  });

  // The translation files override the config's label, and `write-translations` keeps a message
  // once written: a stale "Next" there would show in the switcher and the banner.
  it.each(['en', 'zh'])('keeps its number as its label in the %s translation files', (locale) => {
    const translations = JSON.parse(fs.readFileSync(sidebarTranslationsOf(version, locale), 'utf8')) as Record<string, {message: string}>;
    expect(translations['version.label']?.message).toBe(versionLabel(version));
  });

  it('has a fact table for its option pages', () => {
    expect(OPTION_FACTS[version]).toBeDefined();
  });
});

describe('the version list', () => {
  it('documents the newest release first and frozen ones in order, each once', () => {
    const frozen = frozenVersions();
    expect(new Set(frozen).size).toBe(frozen.length);
    const current = minorOf(rstestReleaseOf(CURRENT)!);
    for (const version of frozen) expect(version).not.toBe(current);
    const sorted = [...frozen].sort((a, b) => b.localeCompare(a, 'en', {numeric: true}));
    expect(frozen).toEqual(sorted);
  });

  it('has no fact table, versioned tree or release alias for a version that is not listed', () => {
    const listed = new Set(docsVersions());
    expect(Object.keys(OPTION_FACTS).filter((version) => !listed.has(version))).toEqual([]);
    const trees = fs.existsSync(path.join(SITE_DIR, 'versioned_docs'))
      ? fs.readdirSync(path.join(SITE_DIR, 'versioned_docs')).map((dir) => dir.replace(/^version-/, ''))
      : [];
    expect(trees.filter((version) => !listed.has(version))).toEqual([]);
  });
});
