/**
 * @jest-environment node
 */
import type {AllContent, LoadContext, PluginContentLoadedActions} from '@docusaurus/types';
import overviewPlugin from '@site/src/plugins/overview';
import type {OverviewData} from '@site/src/plugins/overview/overviewTypes';
import {ROOT} from '../../docs/markdown';

// allContentLoaded writes one JSON per doc with `overview: true`, named after its source (the name
// its MDX imports, remarkOverview.ts), and nothing for the other docs.

const doc = (id: string, source: string, extra: Record<string, unknown> = {}) => ({
  id,
  title: id.split('/').pop(),
  permalink: `/${id.replace(/index$/, '')}`,
  source: `@site/${source}`,
  sidebar: 'config',
  unlisted: false,
  frontMatter: {},
  ...extra,
});

const DOCS = [
  doc('config/index', 'docs/config/index.mdx', {title: 'Config overview', frontMatter: {overview: true}}),
  doc('config/build/source', 'docs/config/build/source.mdx'),
  doc('config/hidden-overview', 'docs/config/hidden-overview.mdx', {unlisted: true, frontMatter: {overview: true}}),
];
const SIDEBARS = {
  config: [
    {type: 'doc', id: 'config/index'},
    {type: 'category', label: 'Build Configurations', collapsed: false, collapsible: true, items: [{type: 'doc', id: 'config/build/source'}]},
  ],
};

/** Actions whose createData records each generated file in `files`. */
function recordingActions(files: Record<string, OverviewData>): PluginContentLoadedActions {
  return {
    createData: async (name: string, data: string) => {
      files[name] = JSON.parse(data) as OverviewData;
      return name;
    },
  } as unknown as PluginContentLoadedActions;
}

async function writtenFiles(): Promise<Record<string, OverviewData>> {
  const files: Record<string, OverviewData> = {};
  const actions = recordingActions(files);
  const allContent = {
    'docusaurus-plugin-content-docs': {default: {loadedVersions: [{docs: DOCS, sidebars: SIDEBARS}]}},
  } as unknown as AllContent;
  const plugin = overviewPlugin({siteDir: ROOT} as LoadContext);
  await plugin.allContentLoaded!({allContent, actions});
  return files;
}

describe('overview plugin', () => {
  it('writes the groups of each overview doc under its source name, and an empty list for an unlisted one', async () => {
    const files = await writtenFiles();
    expect(Object.keys(files).sort()).toEqual(['docs/config/hidden-overview.mdx.json', 'docs/config/index.mdx.json']);
    const {groups: [build], toc, subject} = files['docs/config/index.mdx.json'];
    expect(build.title).toBe('Build Configurations');
    expect(toc).toEqual([{value: 'Build Configurations', id: 'build-configurations', level: 2}]);
    expect(subject).toBe('api');
    expect(build.pages.map((page) => page.permalink)).toEqual(['/config/build/source']);
    expect(build.pages[0].headings.slice(0, 2).map((heading) => heading.id)).toEqual(['sourcedecorators', 'sourcedefine']);
    expect(files['docs/config/hidden-overview.mdx.json']).toEqual({subject: 'api', groups: [], toc: []});
  });
});

describe('overview plugin with docs versions', () => {
  it("lists, on each version's overview, that version's own pages", async () => {
    const files: Record<string, OverviewData> = {};
    const actions = recordingActions(files);
    const frozen = [
      doc('config/index', 'versioned_docs/version-0.5/config/index.mdx', {title: 'Config overview', permalink: '/0.5/config/', frontMatter: {overview: true}}),
      doc('config/build/source', 'versioned_docs/version-0.5/config/build/source.mdx', {permalink: '/0.5/config/build/source'}),
    ];
    const allContent = {
      'docusaurus-plugin-content-docs': {
        default: {
          loadedVersions: [
            {versionName: 'current', isLast: true, path: '/', docs: DOCS, sidebars: SIDEBARS},
            {versionName: '0.5', isLast: false, path: '/0.5', docs: frozen, sidebars: SIDEBARS},
          ],
        },
      },
    } as unknown as AllContent;
    await overviewPlugin({siteDir: ROOT} as LoadContext).allContentLoaded!({allContent, actions});
    expect(files['docs/config/index.mdx.json'].groups[0].pages.map((page) => page.permalink)).toEqual(['/config/build/source']);
    expect(files['versioned_docs/version-0.5/config/index.mdx.json'].groups[0].pages.map((page) => page.permalink)).toEqual(['/0.5/config/build/source']);
  });
});
