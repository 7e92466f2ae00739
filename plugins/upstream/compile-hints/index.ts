import type {Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';

/** V8's explicit compile hint: compile every function of this script eagerly, while it streams in. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * Scripts whose code runs, most of it, as soon as a page that loads them starts: the entry, the
 * chunk of modules most pages share, and the API theme on API pages.
 */
export const EAGER_CHUNKS = ['runtime~main', 'main', 'common', 'api-theme'] as const;
export const EAGER_SCRIPTS = /^assets\/js\/(runtime~main|main|common|api-theme)\.[0-9a-f]+\.js$/;

/**
 * The assets to hint among a build's asset names, and what is wrong: each eager chunk must be
 * exactly one script (a renamed chunk or output file name would otherwise go unhinted, silently).
 */
export function eagerScripts(assetNames: Iterable<string>): {names: string[]; problems: string[]} {
  const names = [...assetNames].filter((name) => EAGER_SCRIPTS.test(name));
  const problems = EAGER_CHUNKS.flatMap((chunk) => {
    const found = names.filter((name) => EAGER_SCRIPTS.exec(name)?.[1] === chunk);
    return found.length === 1
      ? []
      : [`compile-hints: ${found.length} scripts of chunk "${chunk}" match ${String(EAGER_SCRIPTS)} (expected 1: ${found.join(', ') || 'none'}); review plugins/upstream/compile-hints`];
  });
  return {names, problems};
}

/** After the last stage that may change them: the scripts that lost (or never got) their hint. */
export function unhinted(assets: Record<string, {source(): string | Buffer}>, names: readonly string[]): string[] {
  return names
    .filter((name) => !assets[name] || !String(assets[name].source()).startsWith(COMPILE_HINT))
    .map((name) => `compile-hints: ${name} does not start with the compile hint after processing assets; review plugins/upstream/compile-hints`);
}

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
 * (so their line numbers account for it); content hashes are computed later still. The build fails
 * when an eager chunk is not exactly one script, or a script lost its hint by the end of asset
 * processing (`eagerScripts`, `unhinted`).
 */
export default function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const plugin = {
        apply(compiler: Compiler) {
          const {sources, Compilation, WebpackError} = compiler.webpack;
          // Between the minifier's stage and the source-map stage.
          const stage = (Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING) / 2;
          compiler.hooks.thisCompilation.tap('compile-hints', (compilation) => {
            compilation.hooks.processAssets.tap({name: 'compile-hints', stage}, (assets) => {
              const {names, problems} = eagerScripts(Object.keys(assets));
              for (const message of problems) compilation.errors.push(new WebpackError(message));
              for (const name of names) {
                compilation.updateAsset(name, (source) => new sources.ConcatSource(COMPILE_HINT, source));
              }
            });
            compilation.hooks.processAssets.tap({name: 'compile-hints', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT}, (assets) => {
              const {names} = eagerScripts(Object.keys(assets));
              for (const message of unhinted(assets, names)) compilation.errors.push(new WebpackError(message));
            });
          });
        },
      };
      return {plugins: [plugin]};
    },
  };
}
