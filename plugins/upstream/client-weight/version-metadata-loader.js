/* eslint-disable @typescript-eslint/no-require-imports -- Rspack loads loaders as CommonJS modules. */
/**
 * Bundler loader (webpack and Rspack) for the API docs instance's version metadata: the JSON
 * module every API page loads first, which holds both API sidebars and an entry for each of the
 * ~300 docs. Plain JavaScript because the bundler loads loaders itself, without the TypeScript
 * support Docusaurus gives to config files.
 *
 * The theme reads a doc entry only through `useDocById`, and only for its `description`, which the
 * cards of DocCardList show on the tag pages; those pages now carry their operations' descriptions
 * themselves (scripts/openapi/page-generators.mjs and templates/tag.mdx). So each entry can shrink to
 * an empty object (the id must stay: useDocById throws for an unknown one), and a sidebar link's
 * `unlisted: false`, the default, can go. That takes over 40% off the module (issue 7: the API
 * page's own share of first-load JavaScript).
 */

const {expectShape} = require('../shape.js');

function assertShape(version) {
  expectShape(
    'version-metadata',
    '.docusaurus/docusaurus-plugin-content-docs/api/p/*.json',
    version && typeof version === 'object' && typeof version.docs === 'object' && typeof version.docsSidebars === 'object',
    'the docs version metadata has no `docs` and `docsSidebars`',
  );
}

function trimSidebarItem(item) {
  if (!item || typeof item !== 'object') return item;
  const copy = {...item};
  if (copy.unlisted === false) delete copy.unlisted;
  if (Array.isArray(copy.items)) copy.items = copy.items.map(trimSidebarItem);
  return copy;
}

/**
 * Route props with the version metadata reduced: doc entries to empty objects, sidebar links to
 * what differs from the defaults. Props of other routes (tag lists) come back unchanged.
 */
function trimVersionMetadata(data) {
  if (!data || typeof data !== 'object' || !('version' in data)) return data;
  const version = data.version;
  assertShape(version);
  const docs = {};
  for (const id of Object.keys(version.docs)) docs[id] = {};
  const docsSidebars = {};
  for (const [name, items] of Object.entries(version.docsSidebars)) {
    docsSidebars[name] = Array.isArray(items) ? items.map(trimSidebarItem) : items;
  }
  return {...data, version: {...version, docs, docsSidebars}};
}

module.exports = function versionMetadataLoader(source) {
  return JSON.stringify(trimVersionMetadata(JSON.parse(source)));
};
module.exports.trimVersionMetadata = trimVersionMetadata;
/** Also what the route-data loader trims sidebar links with (route-data-loader.js). */
module.exports.trimSidebarItem = trimSidebarItem;
