/**
 * Benchmarks only: a Docusaurus plugin that records where a build spends its time and memory, for
 * `npm run bench -- profile` (scripts/bench/build.mjs) and `npm run bench -- stock`
 * (scripts/bench/stock-site.mjs). It does nothing unless
 * `DOCS_BUILD_PROFILE` names a file; then it appends JSON lines to that file:
 *
 *   {"type":"start"|"end","phase":"client: build modules","t":<epoch ms>}
 *       per bundler compilation (client, server): the whole compilation, building modules (loaders:
 *       MDX, SWC, CSS), sealing (chunking, code generation, asset processing), minification of the
 *       assets (inside sealing) and emitting the files;
 *   {"type":"mem","t":...,"rss":...,"heapUsed":...,"heapTotal":...,"external":...,"arrayBuffers":...}
 *       process.memoryUsage() of the main process every 200 ms (worker threads and Rspack's native
 *       memory count in rss, not in the heap figures).
 *
 * The site enables it with `DOCS_BUILD_PROFILE` (docusaurus.config.ts); the stock comparison site
 * lists it by path. It only observes: no option of the build changes.
 */
import fs from 'node:fs';

const SAMPLE_MS = 200;

export default function benchProfilePlugin() {
  const file = process.env.DOCS_BUILD_PROFILE;
  if (!file) return {name: 'bench-profile'};
  const now = () => performance.timeOrigin + performance.now();
  const write = (event) => fs.appendFileSync(file, `${JSON.stringify({...event, t: now()})}\n`);
  const mark = (type, phase) => write({type, phase});

  const timer = setInterval(() => {
    const {rss, heapUsed, heapTotal, external, arrayBuffers} = process.memoryUsage();
    write({type: 'mem', rss, heapUsed, heapTotal, external, arrayBuffers});
  }, SAMPLE_MS);
  timer.unref();

  return {
    name: 'bench-profile',
    configureWebpack(_config, isServer) {
      const side = isServer ? 'server' : 'client';
      const name = 'bench-profile';
      return {
        plugins: [
          {
            apply(compiler) {
              const stage = (compiler.webpack ?? compiler.rspack)?.Compilation?.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE ?? 400;
              compiler.hooks.compile.tap(name, () => mark('start', `${side}: compilation`));
              compiler.hooks.make.tap(name, () => mark('start', `${side}: build modules`));
              compiler.hooks.finishMake.tap(name, () => mark('end', `${side}: build modules`));
              compiler.hooks.thisCompilation.tap(name, (compilation) => {
                compilation.hooks.seal.tap(name, () => mark('start', `${side}: seal (chunks, codegen, assets)`));
                compilation.hooks.afterSeal.tap(name, () => mark('end', `${side}: seal (chunks, codegen, assets)`));
                compilation.hooks.processAssets.tap({name, stage: stage - 1}, () => mark('start', `${side}: minify`));
                compilation.hooks.processAssets.tap({name, stage: stage + 1}, () => mark('end', `${side}: minify`));
              });
              compiler.hooks.emit.tap(name, () => mark('start', `${side}: emit files`));
              compiler.hooks.afterEmit.tap(name, () => mark('end', `${side}: emit files`));
              compiler.hooks.done.tap(name, () => mark('end', `${side}: compilation`));
            },
          },
        ],
      };
    },
  };
}
