// The client's copy of Docusaurus's registry: each entry is
//   "<chunk>": [() => import("<path>"), "<path>", require.resolveWeak("<path>")],
// and the second item, the module path, only serves the server render (react-loadable reports it
// when a LoadableContext collects the page's modules). It becomes 0. The loader fails the build
// when the registry holds anything else, so a change in Docusaurus's registry cannot go unseen.
'use strict';

const {patchFailureMessage} = require('../failure.cjs');

const ENTRY = / {2}"[^"\n]+": \[\(\) => import\(\/\* webpackChunkName: "[^"\n]+" \*\/ "([^"\n]+)"\), "([^"\n]+)", require\.resolveWeak\("([^"\n]+)"\)\],/g;

/** The registry's source with 0 for each module path; throws on anything it does not know. */
function slimRegistry(source) {
  const rest = source.replace(ENTRY, '').replace(/\s/g, '');
  if (rest !== 'exportdefault{};') {
    throw new Error(patchFailureMessage('slim-registry', `Docusaurus's registry (.docusaurus/registry.js) has an unknown shape: ${rest.slice(0, 200)}`));
  }
  return source.replace(ENTRY, (entry, imported, reported, weak) => {
    if (imported !== reported || reported !== weak) {
      throw new Error(patchFailureMessage('slim-registry', `an entry of Docusaurus's registry names two modules: ${entry}`));
    }
    return entry.replace(`), "${reported}", require.resolveWeak(`, '), 0, require.resolveWeak(');
  });
}

module.exports = function loader(source) {
  return slimRegistry(source);
};
module.exports.slimRegistry = slimRegistry;
