import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {checkModules, expectText, ownFile, packageFile, siteDir, spec, upstreamPackage, type ModuleExpectation} from './upstream';

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
 *
 * Each replacement and alias checks its target (./upstream.ts): the upstream files exist when the
 * plugin is created, and a production build fails unless every replacement and alias applied.
 */
export default function clientWeightPlugin(): Plugin {
  const {server, client} = replacements();
  const tslib = tslibAlias();
  const loaded = loaderTargets();
  return {
    name: 'client-weight',
    configureWebpack(config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (pattern: RegExp, replacement: string) => WebpackPluginInstance;
      };
      const replace = (list: Replacement[]) => list.map((r) => new NormalModuleReplacementPlugin(r.upstream, r.by));
      const check = (expectations: ModuleExpectation[]) =>
        config.mode === 'production' ? [checkModules(PLUGIN, expectations) as unknown as WebpackPluginInstance] : [];
      if (isServer) {
        return {plugins: [...replace(server), ...check(server)]};
      }
      return {
        plugins: [...replace(client), ...check([...client, tslib.expectation, ...loaded])],
        module: {
          rules: [
            {
              test: tslib.issuer,
              resolve: {alias: {tslib$: tslib.to}},
            },
            {test: LOADED.browserContext, use: [path.resolve(__dirname, 'browser-context-loader.js')]},
            {test: LOADED.noCollator, use: [path.resolve(__dirname, 'no-collator-loader.js')]},
            {test: LOADED.reactRouter, use: [path.resolve(__dirname, 'literal-route-loader.js')]},
            {test: LOADED.registry, use: [path.resolve(__dirname, 'lean-registry-loader.js')]},
            {test: LOADED.routes, use: [path.resolve(__dirname, 'route-data-loader.js')]},
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

const PLUGIN = 'client-weight';
const site = (file: string) => path.resolve(siteDir, file);

type Replacement = Extract<ModuleExpectation, {kind: 'replaced'}>;

/** The module replacements, each checked to have a target now (throws otherwise). */
export function replacements(from = siteDir): {server: Replacement[]; client: Replacement[]} {
  const themeClassic = upstreamPackage(PLUGIN, '@docusaurus/theme-classic', from);
  const core = upstreamPackage(PLUGIN, '@docusaurus/core', from);
  const themeCommon = upstreamPackage(PLUGIN, '@docusaurus/theme-common', from);
  const replaced = (pkg: typeof core, relPath: string, upstream: RegExp, by: string): Replacement => {
    packageFile(PLUGIN, pkg, relPath, `replaced by ${path.relative(siteDir, by)} in the browser bundle`);
    return {kind: 'replaced', what: `${spec(pkg)} ${relPath} -> ${path.relative(site('.'), ownFile(PLUGIN, by))}`, upstream, by};
  };
  // The theme adds its Prism client module by this relative path (getClientModules).
  expectText(PLUGIN, themeClassic, 'lib/index.js', "'./prism-include-languages'", 'the client module no-eager-prism.js replaces', 1);
  return {
    server: [
      {
        kind: 'replaced',
        what: `src/lib/highlight/runtime.ts -> src/lib/highlight/runtime.server.ts`,
        upstream: /[\\/]src[\\/]lib[\\/]highlight[\\/]runtime(\.ts)?$/,
        by: ownFile(PLUGIN, site('src/lib/highlight/runtime.server.ts')),
      },
    ],
    client: [
      replaced(
        themeClassic,
        'lib/prism-include-languages.js',
        /[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]prism-include-languages(\.js)?$/,
        path.resolve(__dirname, 'no-eager-prism.js'),
      ),
      replaced(
        core,
        'lib/client/docusaurus.js',
        /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus(\.js)?$/,
        site('src/lib/prefetch/docusaurusGlobal.ts'),
      ),
      replaced(
        themeCommon,
        'lib/hooks/useWindowSize.js',
        /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize(\.js)?$/,
        site('src/lib/windowSize/useWindowSize.ts'),
      ),
    ],
  };
}

/** `require("tslib")` of @docusaurus/utils-common, aliased to ./tslib-lite.mjs in the browser bundle. */
export function tslibAlias(from = siteDir) {
  const utilsCommon = upstreamPackage(PLUGIN, '@docusaurus/utils-common', from);
  expectText(PLUGIN, utilsCommon, 'lib/index.js', 'require("tslib")', 'aliased to tslib-lite.mjs in the browser bundle', 1);
  const issuer = /[\\/]@docusaurus[\\/]utils-common[\\/]lib[\\/]/;
  const to = ownFile(PLUGIN, path.resolve(__dirname, 'tslib-lite.mjs'));
  const expectation: ModuleExpectation = {kind: 'aliased', what: `${spec(utilsCommon)} require("tslib") -> plugins/client-weight/tslib-lite.mjs`, issuer, request: 'tslib', to};
  return {issuer, to, expectation};
}

/** The modules the loaders rewrite (rule tests above): each must be in the browser bundle. */
const LOADED = {
  browserContext: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
  docsClientUtils: /[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils\.js$/,
  reactUtils: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
  noCollator:
    /[\\/]@docusaurus[\\/](plugin-content-docs[\\/]lib[\\/]client[\\/]docsClientUtils|theme-common[\\/]lib[\\/]utils[\\/]reactUtils)\.js$/,
  reactRouter: /[\\/]react-router[\\/]esm[\\/]react-router\.js$/,
  registry: /[\\/]\.docusaurus[\\/]registry\.js$/,
  routes: /[\\/]\.docusaurus[\\/]routes\.js$/,
};

/**
 * A loader whose rule matches no module does nothing, silently; so each rewritten module must be in
 * the bundle (the loaders themselves report a module whose text changed shape).
 */
export function loaderTargets(from = siteDir): ModuleExpectation[] {
  const core = upstreamPackage(PLUGIN, '@docusaurus/core', from);
  const contentDocs = upstreamPackage(PLUGIN, '@docusaurus/plugin-content-docs', from);
  const themeCommon = upstreamPackage(PLUGIN, '@docusaurus/theme-common', from);
  const reactRouter = upstreamPackage(PLUGIN, 'react-router', from);
  const upstream = (pkg: typeof core, relPath: string, module: RegExp, loader: string): ModuleExpectation => {
    packageFile(PLUGIN, pkg, relPath, `rewritten by ${loader}`);
    return {kind: 'present', what: `${spec(pkg)} ${relPath}, rewritten by ${loader}`, module};
  };
  return [
    upstream(core, 'lib/client/browserContext.js', LOADED.browserContext, 'browser-context-loader.js'),
    upstream(contentDocs, 'lib/client/docsClientUtils.js', LOADED.docsClientUtils, 'no-collator-loader.js'),
    upstream(themeCommon, 'lib/utils/reactUtils.js', LOADED.reactUtils, 'no-collator-loader.js'),
    upstream(reactRouter, 'esm/react-router.js', LOADED.reactRouter, 'literal-route-loader.js'),
    {kind: 'present', what: `${spec(core)} .docusaurus/registry.js, rewritten by lean-registry-loader.js`, module: LOADED.registry},
    {kind: 'present', what: `${spec(core)} .docusaurus/routes.js, rewritten by route-data-loader.js`, module: LOADED.routes},
  ];
}
