/* eslint-disable @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS modules. */
/**
 * Browser bundle only: Docusaurus's generated `.docusaurus/registry.js` lists, for every route
 * chunk, `[loader, "<module path>", require.resolveWeak("<module path>")]`. The module path string
 * is read only on the server (react-loadable reports rendered modules there), yet every page's main
 * bundle carried all of them. This loader replaces that middle element with 0, in every entry: a
 * registry in which any entry (one `require.resolveWeak(` each) reads otherwise fails the build
 * (../shape.js).
 */
const {rewriteEvery} = require('../shape.js');

const entry = /(\(\) => import\([^)]*\)), "[^"]*", (require\.resolveWeak\()/g;

/** The registry's text with every module path replaced by 0; throws ShapeError otherwise. */
function leanRegistry(source) {
  return rewriteEvery({
    intervention: 'lean-registry',
    target: '.docusaurus/registry.js',
    what: 'registry entries',
    source,
    pattern: entry,
    replace: (_match, load, weak) => `${load}, 0, ${weak}`,
    marker: 'require.resolveWeak(',
  }).source;
}

module.exports = function leanRegistryLoader(source) {
  return leanRegistry(source);
};
module.exports.leanRegistry = leanRegistry;
