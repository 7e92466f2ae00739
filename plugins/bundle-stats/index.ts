import fs from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

interface StatsModule {
  name?: string;
  size?: number;
  chunks?: (string | number)[];
  modules?: StatsModule[];
}
interface StatsChunk {
  id?: string | number;
  names?: string[];
  files?: string[];
  size?: number;
  initial?: boolean;
}
interface Stats {
  toJson(options: Record<string, boolean>): {chunks?: StatsChunk[]; modules?: StatsModule[]};
}
interface Compiler {
  hooks: {done: {tap(name: string, fn: (stats: Stats) => void): void}};
}

/**
 * Benchmarks only (`DOCS_BUNDLE_STATS=<file>`): writes which modules went into which client chunk,
 * with their sizes, so the benchmark can say where a page's bytes come from.
 */
export default function bundleStatsPlugin(): Plugin {
  const out = process.env.DOCS_BUNDLE_STATS;
  return {
    name: 'bundle-stats',
    configureWebpack(_config, isServer) {
      if (isServer || !out) return {};
      return {
        // Source maps let scripts/bench attribute minified bytes to source files.
        devtool: 'source-map',
        plugins: [
          {
            apply(compiler: Compiler) {
              compiler.hooks.done.tap('bundle-stats', (stats) => {
                const json = stats.toJson({all: false, chunks: true, chunkModules: false, modules: true, nestedModules: true, ids: true});
                fs.mkdirSync(path.dirname(out), {recursive: true});
                fs.writeFileSync(out, JSON.stringify({chunks: json.chunks, modules: json.modules}));
              });
            },
          },
        ],
      };
    },
  };
}
