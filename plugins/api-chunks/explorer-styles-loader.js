/**
 * The openapi theme's global stylesheet (lib/theme/styles.scss, a client module of every page)
 * without its code-tab styles: 59 KB of Sass, most of it language icons as data URIs, for tabs that
 * only the API explorer renders, and the explorer loads on demand. src/theme/ApiItem/LoadedExplorer
 * imports that partial itself, and ./index.ts gives it a stylesheet of its own that loads with the
 * explorer (decision 0008).
 */
const CODE_TABS = '@use "./ApiExplorer/CodeTabs/CodeTabs";';

/** The rule in ./index.ts sends only the theme's styles.scss here. */
module.exports = function explorerStyles(source) {
  if (source.split(CODE_TABS).length !== 2) {
    this.emitError(new Error(`api-chunks: ${this.resourcePath} changed shape; review plugins/api-chunks/explorer-styles-loader.js`));
    return source;
  }
  return source.replace(CODE_TABS, '/* Code tabs: loaded with the API explorer (plugins/api-chunks). */');
};

module.exports.CODE_TABS = CODE_TABS;
