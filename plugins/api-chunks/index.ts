import type {Plugin} from '@docusaurus/types';

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
  'react-markdown',
  'rehype-raw',
  'remark-gfm',
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

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const apiOnlyPackage = new RegExp(`[\\\\/]node_modules[\\\\/](${API_ONLY_PACKAGES.map(escape).join('|')})[\\\\/]`);
// The openapi theme also replaces @theme/Tabs and @theme/TabItem for every page (guides use them for
// code samples). Those small modules, and the utils they import, stay shareable with the guides.
const sharedThemeModule = /[\\/]docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/](Tabs|TabItem|utils)[\\/]/;
// This site's own code that only API pages use: swizzled openapi components and the SSR shim.
const apiOnlySiteModule = /[\\/](src[\\/]theme[\\/]ParamsDetails|plugins[\\/]api-ssr)[\\/]/;
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

/**
 * Keeps the API reference's JavaScript off the guide pages.
 *
 * Docusaurus puts every module used by at least half of the pages into one `common` chunk that
 * every page loads. With ~190 API pages against ~70 guides, the whole openapi theme qualified, and
 * each guide downloaded it. Here the `common` group skips API-only packages, and a separate
 * async `api-theme` group shares them between the API pages alone.
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
        chunks: 'async',
        test: (module: SplitModule) => apiOnly.test(modulePath(module)),
        minChunks: 2,
        priority: 45,
        reuseExistingChunk: true,
      };
      return {};
    },
  };
}
