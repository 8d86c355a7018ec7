/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';

// crowdin.yml sends the English sources and brings the translations back to where Docusaurus
// reads them (the mapping of the Docusaurus "i18n - Using Crowdin" guide).
const ROOT = path.join(__dirname, '../..');
const yaml = require('js-yaml') as {load: (text: string) => unknown};
type CrowdinFile = {source: string; translation: string; ignore?: string[]};
const config = yaml.load(fs.readFileSync(path.join(ROOT, 'crowdin.yml'), 'utf8')) as {
  preserve_hierarchy: boolean;
  files: CrowdinFile[];
};
const mapping = (source: string) => config.files.find((file) => file.source === source);

describe('crowdin.yml', () => {
  it('keeps the folder tree and maps the JSON sources of i18n/en/ to i18n/<language>/', () => {
    expect(config.preserve_hierarchy).toBe(true);
    expect(mapping('/i18n/en/**/*')?.translation).toBe('/i18n/%two_letters_code%/**/%original_file_name%');
  });

  it('maps docs/ to the docs plugin folder and the Markdown pages to the pages plugin folder', () => {
    expect(mapping('/docs/**/*')?.translation).toBe(
      '/i18n/%two_letters_code%/docusaurus-plugin-content-docs/current/**/%original_file_name%',
    );
    expect(mapping('/src/pages/**/*.mdx')?.translation).toBe(
      '/i18n/%two_letters_code%/docusaurus-plugin-content-pages/**/%original_file_name%',
    );
  });

  it('maps each frozen docs version to its own folder of the docs plugin (versioned_docs/version-0.5 to …/version-0.5)', () => {
    expect(mapping('/versioned_docs/**/*')?.translation).toBe('/i18n/%two_letters_code%/docusaurus-plugin-content-docs/**/%original_file_name%');
    const frozen = JSON.parse(fs.readFileSync(path.join(ROOT, 'versions.json'), 'utf8')) as string[];
    for (const version of frozen) {
      expect(fs.existsSync(path.join(ROOT, 'versioned_docs', `version-${version}`))).toBe(true);
      expect(fs.existsSync(path.join(ROOT, 'i18n/zh/docusaurus-plugin-content-docs', `version-${version}`))).toBe(true);
      expect(fs.existsSync(path.join(ROOT, 'i18n/en/docusaurus-plugin-content-docs', `version-${version}.json`))).toBe(true);
    }
  });

  it('leaves the e2e test fixtures (tests/fixtures, their own docs plugin instance) out', () => {
    expect(mapping('/docs/**/*')?.ignore ?? []).toEqual([]);
    expect(mapping('/i18n/en/**/*')?.ignore).toContain('/i18n/en/docusaurus-plugin-content-docs-e2e-docs/**');
  });

  it('has the English sources that `npm run write-translations` writes', () => {
    for (const file of ['code.json', 'docusaurus-theme-classic/navbar.json', 'docusaurus-theme-classic/footer.json', 'docusaurus-plugin-content-docs/current.json']) {
      expect(fs.existsSync(path.join(ROOT, 'i18n/en', file))).toBe(true);
      expect(fs.existsSync(path.join(ROOT, 'i18n/zh', file))).toBe(true);
    }
  });
});
