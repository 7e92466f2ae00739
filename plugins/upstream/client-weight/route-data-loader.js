/* eslint-disable @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS modules. */
/**
 * Browser bundle only: makes the route data Docusaurus generates smaller without changing what it
 * evaluates to (issue 7, first-load JavaScript). Every page's main bundle carries the whole route
 * table, so its size grows with the page count.
 *
 * - `.docusaurus/routes.js`: each leaf route object, `{path, component: ComponentCreator(path,
 *   hash), exact: true[, sidebar]}`, which spells its path twice, becomes a call to a local helper
 *   that builds the same object, with one difference: `component` is a getter that calls
 *   ComponentCreator on first read and returns that component ever after. Creating a loadable
 *   component for each of the ~400 routes while `main` evaluated was ~50 ms at Lighthouse's 4x CPU
 *   slowdown; only the routes a visitor reaches (router and preload read `route.component` of matched
 *   routes only) now pay it.
 * - route chunk names, global data and docs metadata (JSON): structurally encoded, rebuilt when the
 *   module is evaluated (./compact-json.js, ./decode-json.mjs).
 * - Two pieces of data no browser code reads are dropped (see trimRouteData).
 */
const path = require('node:path');
const {compactJsonModule, jsonExpression} = require('./compact-json.js');
const {expectShape, rewriteEvery} = require('../shape.js');
const {trimSidebarItem} = require('./version-metadata-loader.js');

const ROUTES = {intervention: 'route-data', target: '.docusaurus/routes.js'};

const leafRoute =
  /\{\n\s*path: '([^'\n]*)',\n\s*component: ComponentCreator\('\1', '([^'\n]*)'\),\n\s*exact: true(?:,\n\s*sidebar: ("[^"\n]*"))?\n\s*\}/g;

const LEAF_CALL = /leafRoute\(("[^"\n]*"), ("[^"\n]*")(?:, ("[^"\n]*"))?\)/;
const leafRun = new RegExp(`${LEAF_CALL.source}(?:,\\s*${LEAF_CALL.source})+`, 'g');

function commonPrefixLength(a, b) {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i += 1;
  return i;
}

/**
 * A run of consecutive leaf routes (one docs sidebar's pages) as one call: each route's path is
 * written as the length it shares with the previous path plus the rest, its sidebar as an index.
 */
function compactRun(run) {
  const calls = [...run.matchAll(new RegExp(LEAF_CALL.source, 'g'))].map((m) => ({
    path: JSON.parse(m[1]),
    hash: JSON.parse(m[2]),
    sidebar: m[3] === undefined ? undefined : JSON.parse(m[3]),
  }));
  const sidebars = [...new Set(calls.map((c) => c.sidebar).filter((v) => v !== undefined))];
  let previous = '';
  const rows = calls.map((c) => {
    const shared = commonPrefixLength(previous, c.path);
    previous = c.path;
    const row = [shared, c.path.slice(shared), c.hash];
    if (c.sidebar !== undefined) row.push(sidebars.indexOf(c.sidebar));
    return row;
  });
  return `...leafRoutes(${JSON.stringify(sidebars)}, ${jsonExpression(JSON.stringify(rows))})`;
}

/**
 * The route table with its leaf routes compacted. Every leaf route Docusaurus writes carries
 * `exact: true`; each must have the shape `leafRoute` reads, or this throws ShapeError (a route
 * written otherwise would be left as it is, silently, and a change of shape would go unnoticed).
 */
function compactRoutes(source) {
  const {source: calls, count} = rewriteEvery({
    ...ROUTES,
    what: 'leaf routes',
    source,
    pattern: leafRoute,
    replace: (_match, routePath, hash, sidebar) => `leafRoute(${JSON.stringify(routePath)}, ${JSON.stringify(hash)}${sidebar ? `, ${sidebar}` : ''})`,
    marker: 'exact: true',
  });
  const marker = 'export default [';
  expectShape(ROUTES.intervention, ROUTES.target, calls.split(marker).length === 2, `"${marker}" is not there once`);
  const body = calls.replace(leafRun, compactRun);
  const helper = [
    '// Build leaf routes as Docusaurus writes them (plugins/upstream/client-weight/route-data-loader.js), except',
    '// that each route creates its component when first read, not all of them while main evaluates.',
    'function leafRoute(path, hash, sidebar) {',
    '  let component;',
    '  const route = {path, get component() { return (component ??= ComponentCreator(path, hash)); }, exact: true};',
    '  if (sidebar !== undefined) route.sidebar = sidebar;',
    '  return route;',
    '}',
    'function leafRoutes(sidebars, rows) {',
    "  let previous = '';",
    '  return rows.map(([shared, rest, hash, sidebar]) => {',
    '    previous = previous.slice(0, shared) + rest;',
    '    return leafRoute(previous, hash, sidebar === undefined ? undefined : sidebars[sidebar]);',
    '  });',
    '}',
    '',
  ].join('\n');
  return {source: body.replace(marker, `${helper}${marker}`), count};
}

/**
 * Drops data the browser never reads, per the loader options:
 * - `globalDocsOf`: docs plugin ids whose global list of docs (`versions[].docs`, one entry per page,
 *   read only by doc navbar items, version dropdowns and version banners, none of which points at
 *   those instances) is emptied. The API reference's 290 pages were 11 KB of every page's main bundle.
 * - `docEntriesOf`: docs plugin ids whose version metadata keeps each doc's id but not its title,
 *   description or sidebar, which only doc cards (`DocCardList`, through `useDocById`) read, and
 *   whose sidebar links drop `unlisted: false`, the default. The guides render no doc cards (a unit
 *   test checks); the API reference's tag pages do (its metadata is trimmed by plugins/api-chunks).
 */
function trimRouteData(value, file, {globalDocsOf = [], docEntriesOf = []} = {}) {
  if (/[\\/]globalData\.json$/.test(file)) {
    const docsPlugins = value['docusaurus-plugin-content-docs'] ?? {};
    for (const id of globalDocsOf) {
      const versions = docsPlugins[id]?.versions;
      expectShape('route-data', '.docusaurus/globalData.json', Array.isArray(versions) && versions.every((v) => Array.isArray(v?.docs)), `docs plugin "${id}" has no versions[].docs list to empty`);
      for (const version of versions) version.docs = [];
    }
    return value;
  }
  const plugin = /[\\/]docusaurus-plugin-content-docs[\\/]([^\\/]+)[\\/]p[\\/]/.exec(file)?.[1];
  const version = value.version;
  if (plugin && docEntriesOf.includes(plugin) && version !== undefined) {
    const target = `.docusaurus/docusaurus-plugin-content-docs/${plugin}/p/${path.basename(file)}`;
    expectShape('route-data', target, version?.docs && typeof version.docs === 'object' && version.docsSidebars && typeof version.docsSidebars === 'object', 'its version metadata has no `docs` and `docsSidebars` objects');
    // useDocById throws for an unknown id, so every id stays.
    version.docs = Object.fromEntries(Object.keys(version.docs).map((id) => [id, {}]));
    for (const [name, items] of Object.entries(version.docsSidebars)) {
      if (Array.isArray(items)) version.docsSidebars[name] = items.map(trimSidebarItem);
    }
  }
  return value;
}

module.exports = function routeDataLoader(source) {
  const file = this.resourcePath;
  if (/[\\/]routes\.js$/.test(file)) {
    return compactRoutes(source).source;
  }
  const trimmed = JSON.stringify(trimRouteData(JSON.parse(source), file, this.getOptions?.() ?? {}));
  return compactJsonModule(trimmed, path.join(__dirname, 'decode-json.mjs'));
};
module.exports.compactRoutes = compactRoutes;
module.exports.trimRouteData = trimRouteData;
