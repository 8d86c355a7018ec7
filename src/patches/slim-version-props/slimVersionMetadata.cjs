// A docs version's metadata (the JSON module every doc page of the version loads) holds the
// version's sidebars and a map of every doc with its title, description and sidebar. Only
// theme-classic's DocCard (category index cards, through useDocById) reads that map, and this site
// renders none (index.ts fails the build when it would): the page's own title and description come
// with the page, the sidebars carry their labels. This loader empties the map in the client bundle
// and drops the sidebar links' default `unlisted: false`.
//
// It runs on every route-props module of the docs plugin (`.docusaurus/docusaurus-plugin-content-docs/
// <id>/p/*.json`) and knows their shapes: a version's metadata (slimmed), a tags list or a tag page
// (left as they are). A category's generated index, or any other shape, fails the build.
'use strict';

const {patchFailureMessage} = require('../failure.cjs');

const PATCH = 'slim-version-props';

function fail(problem) {
  throw new Error(patchFailureMessage(PATCH, problem));
}

/** The kind of a docs route-props module, by its only key. */
function propsKind(data) {
  const keys = data && typeof data === 'object' && !Array.isArray(data) ? Object.keys(data) : [];
  return keys.length === 1 ? keys[0] : null;
}

/** The route props without the version's docs map; tag pages as they are; anything else fails. */
function slimVersionMetadata(source) {
  const data = JSON.parse(source);
  const kind = propsKind(data);
  if (kind === 'tags' || kind === 'tag') return source;
  if (kind === 'categoryGeneratedIndex') {
    fail(
      `a sidebar category has a generated index page (link: {type: 'generated-index'}). Its cards read the docs map this patch empties, ` +
        'so the page would throw when it hydrates. Link the category to a doc instead, or delete the patch.',
    );
  }
  const version = kind === 'version' ? data.version : null;
  if (!version || typeof version.docs !== 'object' || version.docs === null || typeof version.docsSidebars !== 'object') {
    fail(`a route-props module of the docs plugin has an unknown shape (keys: ${JSON.stringify(Object.keys(data || {}))}); the patch knows version, tags and tag.`);
  }
  version.docs = {};
  const visit = (items) => {
    for (const item of items) {
      if (item.unlisted === false) delete item.unlisted;
      if (Array.isArray(item.items)) visit(item.items);
    }
  };
  for (const sidebar of Object.values(version.docsSidebars)) visit(sidebar);
  return JSON.stringify(data);
}

module.exports = function loader(source) {
  return slimVersionMetadata(source);
};
module.exports.slimVersionMetadata = slimVersionMetadata;
