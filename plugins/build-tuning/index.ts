import type {LoadContext, Plugin} from '@docusaurus/types';

/**
 * Bundler settings that make the production build cheaper in time and memory without changing what
 * a browser receives. `npm run bench -- build` measures their effect (wall time, peak memory).
 *
 * Dev bundle: no source maps unless `devSourceMaps` (DOCS_DEV_SOURCE_MAPS=true). Docusaurus' dev
 * devtool, `eval-cheap-module-source-map`, inlines a map in every module: the dev server's main.js
 * is 5.6 MB instead of 2.4 MB, and a cold `npm start` compiled ~0.4 s longer and the browser took
 * ~0.6 s longer to show the first page (decision 0023). With `eval`, the browser's debugger still
 * lists every module under its own file name, as compiled (types removed, JSX as calls).
 *
 * Server chunks: Docusaurus turns code splitting off for the server bundle
 * (`optimization.splitChunks: false`), but every page is still a lazy chunk of its own. A module that
 * several pages import and the entry does not (the openapi theme's schema, parameter and response
 * components with redux, sanitize-html, the markdown renderer...) is then copied into each page's
 * chunk: about 2.2 MB per API operation page, 450 MB of server JavaScript for ~200 operations, all
 * generated, held and written by the bundler, then read, compiled and kept by every SSG worker
 * thread as it renders pages. Here modules that two or more pages share go to one chunk that each
 * worker loads once.
 *
 * Client chunks: short ids (see configureWebpack), which do change what a browser receives: fewer bytes.
 *
 * PostCSS config files: Docusaurus gives postcss-loader its plugins (postcss-preset-env) itself, and
 * this site configures PostCSS only through `configurePostCss`. Without `config: false` the loader
 * still searches for a config file from each stylesheet's folder up to the root (postcss.config.*,
 * .postcssrc*, the `postcss` key of every package.json on the way), for each of the ~90 stylesheets
 * of the first compilation: 0.45 s of the JavaScript thread in a cold `npm start`, where the dev
 * server's first compilation waits on it. The CSS is byte for byte the same.
 */
export default function buildTuningPlugin(_context?: LoadContext, options?: unknown): Plugin {
  const devSourceMaps = (options as {devSourceMaps?: unknown} | undefined)?.devSourceMaps === true;
  return {
    name: 'build-tuning',
    configurePostCss(postcssOptions) {
      return {...postcssOptions, config: false};
    },
    configureWebpack(config, isServer) {
      if (!isServer) {
        // Production only: the dev server compiles routes lazily, as they are visited, and natural
        // ids renumber the chunks each time, so a page asked for a chunk under an id that another
        // chunk had since taken ("Loading chunk 12 failed", and `npm start`'s home page crashed).
        // Dev keeps Docusaurus' named ids.
        if (config.mode !== 'production') {
          if (!devSourceMaps) config.devtool = 'eval';
          return {};
        }
        // Client chunk ids: 'natural' (1 to 3 digits) instead of Rspack's 'deterministic' hashes,
        // whose length follows the number of chunks: at ~500 chunks every id grew from 4 to 5 digits,
        // and the runtime's three id maps (filename, hash, name) with them, +1.5 KB raw on every page.
        // Natural ids save ~2.2 KiB brotli per page against deterministic ones (decision 0014); the
        // price is that adding a chunk renumbers those after it, so more files change on a deploy.
        if (!config.optimization) throw new Error('build-tuning: the client config has no optimization block; review this plugin');
        config.optimization.chunkIds = 'natural';
        return {};
      }
      const optimization = config.optimization;
      if (!optimization || optimization.splitChunks !== false) {
        throw new Error('build-tuning: Docusaurus no longer disables splitChunks for the server bundle; review this plugin');
      }
      optimization.splitChunks = {
        chunks: 'async',
        cacheGroups: {
          default: false,
          defaultVendors: false,
          // One chunk for every module that two or more pages share. No browser fetches it, so its
          // size does not matter; each SSG worker reads and compiles it once.
          shared: {name: 'server-shared', minChunks: 2, enforce: true},
        },
      };
      return {};
    },
  };
}

