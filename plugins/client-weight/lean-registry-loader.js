/**
 * Browser bundle only: Docusaurus's generated `.docusaurus/registry.js` lists, for every route
 * chunk, `[loader, "<module path>", require.resolveWeak("<module path>")]`. The module path string
 * is read only on the server (react-loadable reports rendered modules there), yet every page's main
 * bundle carried all of them. This loader replaces that middle element with 0, in every entry: a
 * registry in which any entry (one `require.resolveWeak(` each) reads otherwise fails the build.
 */
const entry = /(\(\) => import\([^)]*\)), "[^"]*", (require\.resolveWeak\()/g;

module.exports = function leanRegistry(source) {
  let replaced = 0;
  const out = source.replace(entry, (_match, load, weak) => {
    replaced += 1;
    return `${load}, 0, ${weak}`;
  });
  const entries = source.split('require.resolveWeak(').length - 1;
  if (replaced === 0 || replaced !== entries) {
    this.emitError(new Error(`client-weight: .docusaurus/registry.js changed shape (${replaced} of ${entries} entries rewritten); review plugins/client-weight`));
  }
  return out;
};
