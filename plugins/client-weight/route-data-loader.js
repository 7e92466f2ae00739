/* eslint-disable @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS modules. */
/**
 * Browser bundle only: makes the route data Docusaurus generates smaller without changing what it
 * evaluates to (issue 7, first-load JavaScript). Every page's main bundle carries the whole route
 * table, so its size grows with the page count.
 *
 * - `.docusaurus/routes.js`: each leaf route object, `{path, component: ComponentCreator(path,
 *   hash), exact: true[, sidebar]}`, which spells its path twice, becomes a call to a local helper
 *   that builds the same object.
 * - route chunk names, global data and docs metadata (JSON): structurally encoded, rebuilt when the
 *   module is evaluated (./compact-json.js, ./decode-json.mjs).
 * - Two pieces of data no browser code reads are dropped (see trimRouteData).
 */
const path = require('node:path');
const {compactJsonModule} = require('./compact-json.js');

const leafRoute =
  /\{\n\s*path: '([^'\n]*)',\n\s*component: ComponentCreator\('\1', '([^'\n]*)'\),\n\s*exact: true(?:,\n\s*sidebar: ("[^"\n]*"))?\n\s*\}/g;

function compactRoutes(source) {
  let count = 0;
  const body = source.replace(leafRoute, (_match, routePath, hash, sidebar) => {
    count += 1;
    return `leafRoute(${JSON.stringify(routePath)}, ${JSON.stringify(hash)}${sidebar ? `, ${sidebar}` : ''})`;
  });
  const marker = 'export default [';
  if (count === 0 || !body.includes(marker)) return {source, count};
  const helper = [
    '// Builds a leaf route exactly as Docusaurus writes it (plugins/client-weight/route-data-loader.js).',
    'function leafRoute(path, hash, sidebar) {',
    '  const route = {path, component: ComponentCreator(path, hash), exact: true};',
    '  if (sidebar !== undefined) route.sidebar = sidebar;',
    '  return route;',
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
function trimSidebarItem(item) {
  if (!item || typeof item !== 'object') return item;
  const copy = {...item};
  if (copy.unlisted === false) delete copy.unlisted;
  if (Array.isArray(copy.items)) copy.items = copy.items.map(trimSidebarItem);
  return copy;
}

function trimRouteData(value, file, {globalDocsOf = [], docEntriesOf = []} = {}) {
  if (/[\\/]globalData\.json$/.test(file)) {
    const docsPlugins = value['docusaurus-plugin-content-docs'] ?? {};
    for (const id of globalDocsOf) {
      for (const version of docsPlugins[id]?.versions ?? []) version.docs = [];
    }
    return value;
  }
  const plugin = /[\\/]docusaurus-plugin-content-docs[\\/]([^\\/]+)[\\/]p[\\/]/.exec(file)?.[1];
  const version = value.version;
  if (plugin && docEntriesOf.includes(plugin) && version?.docs && version.docsSidebars) {
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
    const {source: out, count} = compactRoutes(source);
    if (count === 0) this.emitWarning(new Error('client-weight: no leaf routes found in routes.js; review route-data-loader.js'));
    return out;
  }
  const trimmed = JSON.stringify(trimRouteData(JSON.parse(source), file, this.getOptions?.() ?? {}));
  return compactJsonModule(trimmed, path.join(__dirname, 'decode-json.mjs'));
};
module.exports.compactRoutes = compactRoutes;
module.exports.trimRouteData = trimRouteData;
