// A docs version's metadata (the JSON module every doc page of the version loads) lists every doc
// of the version with its title, description and sidebar. Only theme-classic's DocCard (category
// index cards, which this site does not use) reads a description from it; the page's own
// description comes with the page. This loader drops them from the client bundle.
'use strict';

/** The version metadata JSON without the docs' descriptions; any other JSON is returned as it is. */
function stripDocDescriptions(source) {
  const data = JSON.parse(source);
  const docs = data && data.version && data.version.docs;
  if (!docs || typeof docs !== 'object') return source;
  for (const doc of Object.values(docs)) delete doc.description;
  return JSON.stringify(data);
}

module.exports = function loader(source) {
  return stripDocDescriptions(source);
};
module.exports.stripDocDescriptions = stripDocDescriptions;
