import type {Plugin} from '@docusaurus/types';
import {escapeRegExp} from '../upstream/check';

/**
 * Packages that only the API reference uses: the openapi theme and what it pulls in for the
 * explorer, the code samples and the schema views.
 */
const API_ONLY_PACKAGES = [
  'docusaurus-theme-openapi-docs',
  'docusaurus-plugin-openapi-docs',
  'postman-code-generators',
  'postman-collection',
  'postman-url-encoder',
  '@reduxjs/toolkit',
  'react-redux',
  'redux',
  'reselect',
  'immer',
  'react-hook-form',
  '@hookform/error-message',
  'crypto-js',
  'xml-formatter',
  'xml-parser-xo',
  'react-live',
  'react-modal',
  'react-magic-dropzone',
  'file-saver',
  'pako',
  'allof-merge',
  'json-schema-merge-allof',
  'buffer',
  'process',
  'path-browserify',
  'url',
  'lodash',
  'liquid-json',
  'mime-format',
  'mime-types',
  'sanitize-html',
  'faker',
  'marked',
  'uuid',
];

const apiOnlyPackage = new RegExp(`[\\\\/]node_modules[\\\\/](${API_ONLY_PACKAGES.map(escapeRegExp).join('|')})[\\\\/]`);
// The openapi theme also replaces @theme/Tabs and @theme/TabItem for every page (guides use them for
// code samples). Those small modules, and the utils they import, stay shareable with the guides.
const sharedThemeModule = /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](Tabs|TabItem|utils)[\\/]/;
// This site's own code that only API pages use: its replacements of openapi theme components
// (including the explorer's slices and hooks) and the components they share.
const apiOnlySiteModule =
  /[\\/]src[\\/](theme[\\/](ParamsDetails|ApiItem|ApiExplorer|Markdown|RequestSchema|ResponseSchema|StatusCodes|ArrayBrackets)|components[\\/](ApiBody|LazyDetails))[\\/]/;
const apiOnly = {
  test: (path: string) => (apiOnlyPackage.test(path) && !sharedThemeModule.test(path)) || apiOnlySiteModule.test(path),
};

interface SplitModule {
  resource?: string;
  nameForCondition?: () => string | null | undefined;
}

function modulePath(module: SplitModule): string {
  return module.resource ?? module.nameForCondition?.() ?? '';
}

interface SplitChunk {
  name?: string | null;
  canBeInitial(): boolean;
}

/**
 * Chunks the API pages load on demand, never with the page: the explorer and the generated
 * examples. Their import() calls name them `api-on-demand-*` (src/theme/ApiItem, src/components/ApiBody).
 */
const ON_DEMAND = /^api-on-demand-/;

/** The explorer-only partial taken out of the openapi theme's global stylesheet (by a patch). */
const codeTabStyles = /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]ApiExplorer[\\/]CodeTabs[\\/]_CodeTabs\.scss/;
/** The CSS modules of this site's explorer parts (src/theme/ApiExplorer): they too render only in the explorer. */
const explorerModuleStyles = /[\\/]src[\\/]theme[\\/]ApiExplorer[\\/][^!|]*\.module\.css/;
const onDemandStyles = (path: string) => codeTabStyles.test(path) || explorerModuleStyles.test(path);

interface CssModule extends SplitModule {
  identifier?: () => string;
}

/**
 * Keeps the API reference's JavaScript off the guide pages, and its on-demand parts off the API
 * pages' first load.
 *
 * Docusaurus puts every module used by at least half of the pages into one `common` chunk that
 * every page loads. With ~190 API pages against ~70 guides, the whole openapi theme qualified, and
 * each guide downloaded it. Here the `common` group skips API-only packages, and a separate
 * `api-theme` group shares them between the API pages alone. That group is one named chunk that
 * every API page loads, so it only gathers from the pages' own chunks: not from the on-demand ones
 * (whose modules would otherwise ride along on every first load), and only modules at least three
 * chunks share (the two versions' overview pages keep what only they use).
 *
 * (The trim of the API instance's version metadata, which used to be here, is an intervention on
 * generated code and lives with the others: plugins/upstream/client-weight.)
 *
 * CSS: Docusaurus puts all CSS in one `styles` file that every page loads. The openapi theme's
 * code-tab styles (59 KB of Sass, mostly language icons as data URIs) serve only the explorer, which
 * loads on demand; they leave the global stylesheet (patches/docusaurus-theme-openapi-docs+5.2.0.patch) and form a
 * stylesheet of their own, loaded with the explorer's chunk (decision 0008).
 */
export default function apiChunksPlugin(): Plugin {
  return {
    name: 'api-chunks',
    configureWebpack(config, isServer) {
      if (isServer) return {};
      const splitChunks = config.optimization?.splitChunks;
      if (!splitChunks || typeof splitChunks !== 'object' || !splitChunks.cacheGroups) {
        throw new Error('api-chunks: Docusaurus no longer configures optimization.splitChunks.cacheGroups; review this plugin');
      }
      const groups = splitChunks.cacheGroups as Record<string, unknown>;
      const common = groups.common as Record<string, unknown> | undefined;
      if (!common) throw new Error('api-chunks: the "common" cache group is gone; review this plugin');
      groups.common = {...common, test: (module: SplitModule) => !apiOnly.test(modulePath(module))};
      groups.apiTheme = {
        name: 'api-theme',
        chunks: (chunk: SplitChunk) => !chunk.canBeInitial() && !ON_DEMAND.test(chunk.name ?? ''),
        test: (module: SplitModule) => apiOnly.test(modulePath(module)),
        minChunks: 3,
        priority: 45,
        reuseExistingChunk: true,
      };
      if (!groups.styles) throw new Error('api-chunks: the "styles" cache group is gone; review this plugin');
      groups.apiOnDemandStyles = {
        name: 'api-on-demand-styles',
        type: 'css/mini-extract',
        chunks: (chunk: SplitChunk) => ON_DEMAND.test(chunk.name ?? ''),
        test: (module: CssModule) => onDemandStyles(modulePath(module) || (module.identifier?.() ?? '')),
        enforce: true,
        // Ahead of Docusaurus' single `styles` group (50).
        priority: 60,
      };
      return {};
    },
  };
}
