/**
 * `npm start` only (plugins/lazy-compilation): `.docusaurus/registry.js` names every route module a
 * second time through `require.resolveWeak(...)`, so react-loadable can render a route at once when
 * its module is already loaded. A weak reference still makes the bundler build the module, which
 * for this site is every page's MDX at startup: lazy compilation would save nothing. The dev server
 * renders after it has loaded the route's modules anyway, so the reference becomes `undefined` (the
 * module counts as not loaded yet, and is imported). A registry of another shape fails the compile.
 */
const weak = /require\.resolveWeak\("[^"]*"\)/g;

module.exports = function noWeakRegistry(source) {
  const entries = source.split('require.resolveWeak(').length - 1;
  let replaced = 0;
  const out = source.replace(weak, () => {
    replaced += 1;
    return 'undefined';
  });
  if (replaced === 0 || replaced !== entries) {
    this.emitError(new Error(`lazy-compilation: .docusaurus/registry.js changed shape (${replaced} of ${entries} weak references replaced); review plugins/lazy-compilation`));
  }
  return out;
};
