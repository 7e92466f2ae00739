import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';

/**
 * Keeps what the browser downloads on first load small (issue 7):
 * - Prism: the theme loads the highlighter and every extra grammar in a client module, i.e. on every
 *   page. In the browser bundle that module is replaced by an empty one; code blocks hydrate from
 *   the server's highlighted HTML and load Prism lazily only to highlight code rendered in the
 *   browser (src/theme/CodeBlock/Content). The server bundle keeps both, so the HTML is highlighted.
 * - All of tslib, which @docusaurus/utils-common requires for one helper (tslib-lite.mjs).
 * - The route registry's module path strings, which only the server reads (lean-registry-loader).
 * - Route data that grows with the page count: the route table, route chunk names, global data and
 *   docs metadata, written more compactly but evaluating to the same values (route-data-loader).
 * - `window.docusaurus`: prefetching the routes of links in view waits for idle time and uses an
 *   index instead of a scan per link (src/lib/prefetch).
 * - No `localeCompare`, and so no ICU collator to build, while a page hydrates (no-collator-loader).
 * - `useIsBrowser()` turns true in a transition, not one urgent re-render (browser-context-loader).
 * - `useWindowSize`: leaving `'ssr'` after hydration is a transition, so swapping server-rendered
 *   desktop markup for the phone variant runs in interruptible slices (src/lib/windowSize).
 * - Route matching compares plain-text route paths as strings instead of compiling a regular
 *   expression per route (literal-route-loader, src/lib/routing).
 */
export default function clientWeightPlugin(): Plugin {
  return {
    name: 'client-weight',
    configureWebpack(_config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (pattern: RegExp, replacement: string) => WebpackPluginInstance;
      };
      if (isServer) {
        return {
          plugins: [
            new NormalModuleReplacementPlugin(
              /[\\/]src[\\/]lib[\\/]highlight[\\/]runtime(\.ts)?$/,
              path.resolve(__dirname, '../../src/lib/highlight/runtime.server.ts'),
            ),
          ],
        };
      }
      return {
        plugins: [
          new NormalModuleReplacementPlugin(
            /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
            path.resolve(__dirname, 'no-eager-prism.js'),
          ),
          new NormalModuleReplacementPlugin(
            /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus(\.js)?$/,
            path.resolve(__dirname, '../../src/lib/prefetch/docusaurusGlobal.ts'),
          ),
          new NormalModuleReplacementPlugin(
            /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize(\.js)?$/,
            path.resolve(__dirname, '../../src/lib/windowSize/useWindowSize.ts'),
          ),
        ],
        module: {
          rules: [
            {
              test: /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/,
              resolve: {alias: {tslib$: path.resolve(__dirname, 'tslib-lite.mjs')}},
            },
            {
              test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
              use: [path.resolve(__dirname, 'browser-context-loader.js')],
            },
            {
              test: /[\\/]@docusaurus[\\/](plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils|theme-common[\\/]lib[\\/]utils[\\/]reactUtils)\.js$/,
              use: [path.resolve(__dirname, 'no-collator-loader.js')],
            },
            {
              test: /[\\/]react-router[\\/]esm[\\/]react-router\.js$/,
              use: [path.resolve(__dirname, 'literal-route-loader.js')],
            },
            {test: /[\\/]\.docusaurus[\\/]registry\.js$/, use: [path.resolve(__dirname, 'lean-registry-loader.js')]},
            {test: /[\\/]\.docusaurus[\\/]routes\.js$/, use: [path.resolve(__dirname, 'route-data-loader.js')]},
            {
              test: /[\\/]\.docusaurus[\\/]((routesChunkNames|globalData)\.json|docusaurus-plugin-content-docs[\\/][^\\/]+[\\/]p[\\/][^\\/]+\.json)$/,
              // The loader turns these JSON files into JavaScript modules.
              type: 'javascript/auto',
              use: [
                {
                  loader: path.resolve(__dirname, 'route-data-loader.js'),
                  // The API reference's global docs list, and the guides' doc entries: unread.
                  options: {globalDocsOf: ['api'], docEntriesOf: ['default']},
                },
              ],
            },
          ],
        },
      };
    },
  };
}
