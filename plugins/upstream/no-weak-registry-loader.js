/* eslint-disable @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS modules. */
/**
 * `npm start` only (plugins/lazy-compilation): `.docusaurus/registry.js` names every route module a
 * second time through `require.resolveWeak(...)`, so react-loadable can render a route at once when
 * its module is already loaded. A weak reference still makes the bundler build the module, which
 * for this site is every page's MDX at startup: lazy compilation would save nothing. The dev server
 * renders after it has loaded the route's modules anyway, so the reference becomes `undefined` (the
 * module counts as not loaded yet, and is imported). A registry of another shape fails the compile
 * (./shape.js).
 */
const {rewriteEvery} = require('./shape.js');

const weak = /require\.resolveWeak\("[^"]*"\)/g;

module.exports = function noWeakRegistry(source) {
  return rewriteEvery({
    intervention: 'no-weak-registry',
    target: '.docusaurus/registry.js',
    what: 'weak references',
    source,
    pattern: weak,
    replace: () => 'undefined',
    marker: 'require.resolveWeak(',
  }).source;
};
