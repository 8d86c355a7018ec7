// A docs version's metadata (the JSON module every doc page of the version loads) holds the
// version's sidebars and a map of every doc with its title, description and sidebar. Only
// theme-classic's DocCard (category index cards, through useDocById) reads that map, and this site
// renders none: the page's own title and description come with the page, the sidebars carry their
// labels. This loader empties the map in the client bundle (1.4 KB gzip on a Chinese doc page with
// the 0.12 guides) and drops the sidebar links' default `unlisted: false`.
'use strict';

/** The version metadata JSON without its docs map; any other JSON is returned as it is. */
function slimVersionMetadata(source) {
  const data = JSON.parse(source);
  const version = data && data.version;
  if (!version || typeof version.docs !== 'object' || version.docs === null) return source;
  version.docs = {};
  const visit = (items) => {
    for (const item of items) {
      if (item.unlisted === false) delete item.unlisted;
      if (Array.isArray(item.items)) visit(item.items);
    }
  };
  for (const sidebar of Object.values(version.docsSidebars ?? {})) visit(sidebar);
  return JSON.stringify(data);
}

module.exports = function loader(source) {
  return slimVersionMetadata(source);
};
module.exports.slimVersionMetadata = slimVersionMetadata;
