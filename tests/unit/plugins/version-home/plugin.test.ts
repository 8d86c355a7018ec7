/**
 * @jest-environment node
 */
import type {AllContent, PluginContentLoadedActions, RouteConfig} from '@docusaurus/types';
import versionHomePlugin from '@site/src/plugins/version-home';

// allContentLoaded adds one home route per frozen docs version of the locale being built, at the
// version's root, with links into that version's own docs; the current docs get none (their
// home is the site's home page).

const doc = (id: string, permalink: string) => ({id, permalink});
const sidebars = {
  guide: [{type: 'category', label: 'Getting Started', items: [{type: 'doc', id: 'guide/start/index'}, {type: 'doc', id: 'guide/start/quick-start'}]}],
  config: [{type: 'doc', id: 'config/index'}],
  api: [{type: 'doc', id: 'api/index'}],
};
const version = (versionName: string, label: string, path: string, isLast: boolean) => {
  const base = path.replace(/\/$/, '');
  return {
    versionName,
    label,
    path,
    isLast,
    sidebars,
    docs: ['guide/start/index', 'guide/start/quick-start', 'config/index', 'api/index'].map((id) =>
      doc(id, `${base}/${id.replace(/index$/, '')}`),
    ),
  };
};

async function routesFor(versions: ReturnType<typeof version>[]): Promise<RouteConfig[]> {
  const routes: RouteConfig[] = [];
  const actions = {addRoute: (route: RouteConfig) => routes.push(route)} as unknown as PluginContentLoadedActions;
  const allContent = {'docusaurus-plugin-content-docs': {default: {loadedVersions: versions}}} as unknown as AllContent;
  await versionHomePlugin().allContentLoaded!({allContent, actions});
  return routes;
}

describe('version-home plugin', () => {
  it('adds /0.5/ for the frozen 0.5 docs, leading to its quick start and sections, and to the latest home', async () => {
    const routes = await routesFor([version('current', '0.12', '/', true), version('0.5', '0.5', '/0.5', false)]);
    expect(routes).toHaveLength(1);
    expect(routes[0]).toMatchObject({
      path: '/0.5/',
      exact: true,
      component: '@theme/VersionHome',
      props: {
        version: {name: '0.5', label: '0.5'},
        latest: {label: '0.12', path: '/'},
        quickStart: '/0.5/guide/start/quick-start',
        sections: [
          {sidebarId: 'guide', permalink: '/0.5/guide/start/'},
          {sidebarId: 'config', permalink: '/0.5/config/'},
          {sidebarId: 'api', permalink: '/0.5/api/'},
        ],
      },
    });
  });

  it('keeps the locale: /zh/0.5/ links to Chinese pages and the Chinese home', async () => {
    const routes = await routesFor([version('current', '0.12', '/zh/', true), version('0.5', '0.5', '/zh/0.5', false)]);
    expect(routes.map((route) => route.path)).toEqual(['/zh/0.5/']);
    expect(routes[0].props).toMatchObject({latest: {path: '/zh/'}, quickStart: '/zh/0.5/guide/start/quick-start'});
  });

  it('adds nothing when the docs have a single version', async () => {
    expect(await routesFor([version('current', '0.12', '/', true)])).toEqual([]);
  });
});
