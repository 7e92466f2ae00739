import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/** V8's explicit compile hint: compile every function of this script eagerly, while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Scripts whose code runs, most of it, as soon as a page that loads them starts: the entry, the
 * chunk of modules most pages share, and the API theme on API pages.
 */
export const EAGER_SCRIPTS = /^assets\/js\/(runtime~main|main|common|api-theme)\.[0-9a-f]+\.js$/;

/**
 * Marks the entry scripts for eager compilation (issue 7, Lighthouse TBT).
 *
 * V8 compiles a function lazily, on its first call. Nearly all of `main` (React DOM, the router,
 * the theme's layout) runs as soon as the page starts, so that compiling happened on the main
 * thread inside the script's one long evaluation task: about 30 ms of the 60-90 ms it took on
 * this machine. Chromium (126 and later) reads a leading `//# allFunctionsCalledOnLoad` comment as
 * "compile all of this now", and does it on the background thread that streams the script in.
 * Other browsers ignore the comment.
 *
 * The comment goes in after minification (which would drop it) and before source maps are written
 * (so their line numbers account for it); content hashes are computed later still.
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const plugin = {
        apply(compiler: Compiler) {
          const {sources, Compilation} = compiler.webpack;
          // Between the minifier's stage and the source-map stage.
          const stage = (Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING) / 2;
          compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
            compilation.hooks.processAssets.tap({name: 'compile-hints', stage}, (assets) => {
              for (const name of Object.keys(assets)) {
                if (EAGER_SCRIPTS.test(name)) {
                  compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
                }
              }
            });
          });
        },
      };
      return {plugins: [plugin]};
    },
  };
}
