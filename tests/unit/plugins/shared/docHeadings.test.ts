/**
 * @jest-environment node
 */
import {PARSED_DOCS_CACHED, docHeadings, parsedDoc} from '@site/src/plugins/shared/parseDocSource';
import {ENGLISH_LABELS, docToMarkdown} from '@site/src/plugins/markdown-export/docToMarkdown';

const SOURCE = ['---', 'title: Page', '---', '', '# Page', '', '## First {#one}', '', 'Text.', '', '### Nested `code`', '', '## First', ''].join('\n');

describe('docHeadings', () => {
  it('lists the headings below the title with the anchors Docusaurus gives them', () => {
    expect(docHeadings(SOURCE)).toEqual([
      {depth: 2, text: 'First', id: 'one'},
      {depth: 3, text: 'Nested code', id: 'nested-code'},
      {depth: 2, text: 'First', id: 'first'},
    ]);
  });

  it('parses a source once: an unchanged source gets the same, frozen list (npm start reloads the site on every save)', () => {
    const first = docHeadings(`${SOURCE}\n## Later\n`);
    const again = docHeadings(`${SOURCE}\n## Later\n`);
    expect(again).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(Object.isFrozen(first[0])).toBe(true);
    expect(() => (first as {text: string}[])[0].text = 'changed').toThrow(TypeError);
  });

  it('parses a changed source anew', () => {
    const before = docHeadings(`${SOURCE}\n## Before\n`);
    const after = docHeadings(`${SOURCE}\n## After\n`);
    expect(after).not.toBe(before);
    expect(after.at(-1)).toEqual({depth: 2, text: 'After', id: 'after'});
  });
});

describe('parsedDoc: one parse per source, shared by the overview and the Markdown export', () => {
  const WITH_IDS = ['# Page', '', '## Setup {#setup-id}', '', 'See [the guide](./guide.md).', '', '### Deep {#deep}', ''].join('\n');
  const options = {
    title: 'Page',
    sourcePath: '/site/docs/page.md',
    permalink: '/page',
    siteUrl: 'https://rstest.rs',
    baseUrl: '/',
    permalinkOfFile: () => '/guide',
    labels: ENGLISH_LABELS,
  };

  it('gives the same tree for the same source, and parses a changed one anew', () => {
    const tree = parsedDoc(WITH_IDS);
    expect(parsedDoc(WITH_IDS)).toBe(tree);
    expect(parsedDoc(`${WITH_IDS}\nMore.\n`)).not.toBe(tree);
  });

  it('is left as it was by the Markdown export and the headings, in either order', () => {
    const source = `${WITH_IDS}\nThe end.\n`;
    const before = JSON.stringify(parsedDoc(source));
    const first = docToMarkdown(source, options);
    expect(JSON.stringify(parsedDoc(source))).toBe(before);
    // The export removed `{#id}` and resolved the link in its copy only: the headings keep their ids.
    expect(first).toContain('## Setup\n');
    expect(first).toContain('](https://rstest.rs/guide)');
    expect(docHeadings(source)).toEqual([
      {depth: 2, text: 'Setup', id: 'setup-id'},
      {depth: 3, text: 'Deep', id: 'deep'},
    ]);
    expect(docToMarkdown(source, options)).toBe(first);
    expect(JSON.stringify(parsedDoc(source))).toBe(before);
  });

  it('is shared by every instance of the module (Docusaurus loads each plugin with its own)', () => {
    type Module = typeof import('@site/src/plugins/shared/parseDocSource');
    let other: Module | undefined;
    jest.isolateModules(() => {
      other = require('@site/src/plugins/shared/parseDocSource') as Module;
    });
    expect(other!.parsedDoc).not.toBe(parsedDoc);
    const source = '# Shared\n\n## Across instances\n';
    expect(other!.parsedDoc(source)).toBe(parsedDoc(source));
  });

  it(`keeps the newest ${PARSED_DOCS_CACHED} sources`, () => {
    const oldest = parsedDoc('# Oldest\n');
    for (let index = 0; index < PARSED_DOCS_CACHED; index++) parsedDoc(`# Doc ${index}\n`);
    expect(parsedDoc(`# Doc ${PARSED_DOCS_CACHED - 1}\n`)).toBe(parsedDoc(`# Doc ${PARSED_DOCS_CACHED - 1}\n`));
    expect(parsedDoc('# Oldest\n')).not.toBe(oldest);
    expect(parsedDoc('# Oldest\n')).toEqual(oldest);
  });
});
