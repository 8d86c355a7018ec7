// Stands in for @docusaurus/useRouteContext: a route of the site's docs plugin instance unless a
// test returns another one.
export default jest.fn(() => ({plugin: {name: 'docusaurus-plugin-content-docs', id: 'default'}, data: {}}));
