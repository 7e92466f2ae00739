import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {devServerMiddleware, expectDevServerMerge} from '../upstream/check';

const PLUGIN = 'lazy-compilation';

/** Where the browser reports the modules it asks for (Rspack's default, spelled out for the tests). */
export const LAZY_PREFIX = '/lazy-compilation-using-';

/**
 * The imports compiled on demand: all but
 * - the embedded search engine's (src/search/embedded/). Its Web Worker imports the engine with
 *   import(); with those modules compiled on demand, the dev server's HTML page failed ("didn't
 *   return html") once the search had been used, until a restart;
 * - what the first page needs whichever it is, and the home page, which `npm start` opens: the
 *   client's own modules (@docusaurus/core/lib/client/: App, preload, docusaurus), the site config
 *   module, the code highlighter (src/lib/highlight/), src/pages/index.tsx, and each plugin
 *   instance's `__plugin.json` (the route context every page of that instance reads, a few hundred
 *   bytes each). Compiled on demand, each was a round trip of its own (the browser asks, Rspack
 *   compiles, the update arrives, the next import is found): six before the home page showed. A
 *   cold `npm start` showed it at 23.8 / 23.0 s, and now at about 17 s (`npm run bench -- dev
 *   --kinds cold`); the last of them, the pages plugin's `__plugin.json`, was ~0.9 s of it.
 */
export const LAZY_MODULES = /^(?!.*(?:[\\/]src[\\/]search[\\/]embedded[\\/]|[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]|[\\/]\.docusaurus[\\/]docusaurus\.config\.mjs$|[\\/]src[\\/]lib[\\/]highlight[\\/]|[\\/]src[\\/]pages[\\/]index\.tsx$|[\\/]\.docusaurus[\\/].*[\\/]__plugin\.json$))/;

type Middleware = (req: unknown, res: unknown, next: () => void) => void;

interface RspackWithLazy {
  lazyCompilationMiddleware?: (compiler: unknown) => Middleware;
}

/**
 * `npm start` only: Rspack compiles a dynamically imported module (every route's page, its content
 * and props, the API explorer...) when the browser first asks for it, not at startup. Docusaurus
 * imports a route's modules when the route is opened (or a link to it is hovered), so a writer's
 * first page needs the entry and that page compiled, not the ~400 pages of the site. The browser
 * posts the modules it needs to Rspack's middleware, which marks them and recompiles; they then
 * arrive through hot module replacement.
 *
 * Two changes make that work here, in the dev client bundle only:
 * - the registry's weak references to every route module go (./no-weak-registry-loader.js): a weak
 *   reference alone makes the bundler build the module, so all the MDX was still compiled at startup;
 * - no split chunks: a module that a split chunk shared with a lazily compiled one was then missing
 *   in the browser ("factory is undefined" for @mdx-js/react on a guide).
 *
 * `docusaurus build` (also with `--dev`) does not load this plugin (docusaurus.config.ts), and it
 * leaves production mode, the server bundle and webpack alone.
 */
export default function lazyCompilationPlugin(): Plugin {
  expectDevServerMerge(PLUGIN);
  return {
    name: PLUGIN,
    configureWebpack(config, isServer, utils) {
      if (isServer || config.mode !== 'development' || utils.currentBundler.name !== 'rspack') return {};
      const rspack = utils.currentBundler.instance as unknown as RspackWithLazy;
      if (typeof rspack.lazyCompilationMiddleware !== 'function') {
        throw new Error(`${PLUGIN}: this Rspack has no lazyCompilationMiddleware; review plugins/${PLUGIN}`);
      }
      const createMiddleware = rspack.lazyCompilationMiddleware;
      let middleware: Middleware | undefined;
      return {
        optimization: {splitChunks: false},
        module: {
          rules: [{test: /[\\/]\.docusaurus[\\/]registry\.js$/, enforce: 'post', use: [path.join(__dirname, '..', 'upstream', 'no-weak-registry-loader.js')]}],
        },
        lazyCompilation: {entries: false, imports: true, test: LAZY_MODULES, prefix: LAZY_PREFIX},
        plugins: [
          {
            // Applies Rspack's lazy-compilation plugin to the compiler, before its first compilation.
            apply(compiler: unknown) {
              middleware = createMiddleware(compiler);
            },
          },
        ],
        devServer: devServerMiddleware(PLUGIN, (req, res, next) => (middleware ? middleware(req, res, next) : next())),
      } as Record<string, unknown>;
    },
  };
}
