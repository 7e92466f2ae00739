/**
 * Browser bundle only: Docusaurus's generated `.docusaurus/registry.js` lists, for every route
 * chunk, `[loader, "<module path>", require.resolveWeak("<module path>")]`. The module path string
 * is read only on the server (react-loadable reports rendered modules there), yet every page's main
 * bundle carried all of them. This loader replaces that middle element with 0.
 */
const entry = /(\(\) => import\([^)]*\)), "[^"]*", (require\.resolveWeak\()/g;

module.exports = function leanRegistry(source) {
  const out = source.replace(entry, '$1, 0, $2');
  if (out === source && source.includes('require.resolveWeak')) {
    this.emitError(new Error('client-weight: .docusaurus/registry.js changed shape; review plugins/client-weight'));
  }
  return out;
};
