import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {API_DOCS_PLUGIN_ID} from '../../../config/openapi';
import {checkModules, ownFile, siteDir, spec, upstreamPackage, type ModuleExpectation} from '../check';

/**
 * Keeps what the browser downloads on first load small (issue 7), where a patch of upstream code
 * (patches/, ../patches) cannot do it because the change is not to an installed package:
 * - Prism: src/lib/highlight/runtime.ts loads the highlighter lazily in the browser; the server
 *   bundle gets runtime.server.ts instead, which loads it at once, so the HTML is highlighted.
 * - The route registry's module path strings, which only the server reads (lean-registry-loader).
 * - Route data that grows with the page count: the route table, route chunk names, global data and
 *   docs metadata, written more compactly but evaluating to the same values (route-data-loader;
 *   decision 0010).
 * - The API docs instance's version metadata, the largest module of an API page's first load,
 *   trimmed to what the pages read (version-metadata-loader; both bundles, so the server renders
 *   from the same props).
 * The registry and route data are files Docusaurus generates in .docusaurus/, and the browser
 * bundle alone gets the lean form, so these stay bundler rules. Each checks its target: a loader
 * throws when the text it rewrites is not in the shape it knows (../shape.js), and a production
 * build fails unless the replacement applied and each rewritten module is in the bundle.
 */
export default function clientWeightPlugin(): Plugin {
  const server = serverReplacements();
  const loaded = loaderTargets();
  return {
    name: 'client-weight',
    configureWebpack(config, isServer, utils) {
      const {NormalModuleReplacementPlugin} = utils.currentBundler.instance as unknown as {
        NormalModuleReplacementPlugin: new (pattern: RegExp, replacement: string) => WebpackPluginInstance;
      };
      const check = (expectations: ModuleExpectation[]) =>
        config.mode === 'production' ? [checkModules(PLUGIN, expectations) as unknown as WebpackPluginInstance] : [];
      // Rspack's persistent cache keeps loader output until a build dependency changes; make the
      // loaders and their check one, or an edited loader would not apply until the cache is cleared.
      const cache = (config.experiments as {cache?: {buildDependencies?: string[]}} | undefined)?.cache;
      if (cache && Array.isArray(cache.buildDependencies)) cache.buildDependencies.push(...LOADERS);
      // `pre`: the trim reads the JSON, so it runs before route-data-loader turns the module into
      // compact JavaScript.
      const versionMetadata = {test: API_ROUTE_PROPS, enforce: 'pre' as const, use: [{loader: path.resolve(__dirname, 'version-metadata-loader.js')}]};
      if (isServer) {
        return {
          plugins: [...server.map((r) => new NormalModuleReplacementPlugin(r.upstream, r.by)), ...check(server)],
          module: {rules: [versionMetadata]},
        };
      }
      return {
        plugins: check(loaded),
        module: {
          rules: [
            versionMetadata,
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

/** The loaders of this plugin and the check they share. */
const LOADERS = ['lean-registry-loader.js', 'route-data-loader.js', 'version-metadata-loader.js', 'compact-json.js', '../shape.js'].map((file) =>
  path.resolve(__dirname, file),
);

/** Route props of the API docs instance: its version metadata (sidebars and docs) among them. */
const API_ROUTE_PROPS = new RegExp(`[\\\\/]docusaurus-plugin-content-docs[\\\\/]${API_DOCS_PLUGIN_ID}[\\\\/]p[\\\\/][^\\\\/]+\\.json$`);
const site = (file: string) => path.resolve(siteDir, file);

type Replacement = Extract<ModuleExpectation, {kind: 'replaced'}>;

/** The server bundle's replacement: the highlighter that loads Prism at once (throws if a file is gone). */
export function serverReplacements(): Replacement[] {
  return [
    {
      kind: 'replaced',
      what: `src/lib/highlight/runtime.ts -> src/lib/highlight/runtime.server.ts`,
      upstream: /[\\/]src[\\/]lib[\\/]highlight[\\/]runtime(\.ts)?$/,
      by: ownFile(PLUGIN, site('src/lib/highlight/runtime.server.ts')),
    },
  ];
}

/** The generated modules the loaders rewrite (rule tests above): each must be in the browser bundle. */
const LOADED = {
  registry: /[\\/]\.docusaurus[\\/]registry\.js$/,
  routes: /[\\/]\.docusaurus[\\/]routes\.js$/,
};

/**
 * A loader whose rule matches no module does nothing, silently; so each rewritten module must be in
 * the bundle (the loaders themselves report a module whose text changed shape).
 */
export function loaderTargets(from = siteDir): ModuleExpectation[] {
  const core = spec(upstreamPackage(PLUGIN, '@docusaurus/core', from));
  return [
    {kind: 'present', what: `${core} .docusaurus/registry.js, rewritten by lean-registry-loader.js`, module: LOADED.registry},
    {kind: 'present', what: `${core} .docusaurus/routes.js, rewritten by route-data-loader.js`, module: LOADED.routes},
  ];
}
