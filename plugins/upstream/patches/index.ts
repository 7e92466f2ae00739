import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {checkModules, escapeRegExp, siteDir, type ModuleExpectation} from '../check';
import {patchProblems, readPatches, type Patch} from './check';

const PLUGIN = 'patches';

/** Patched files that Node reads when Docusaurus loads the plugin, rather than the bundler. */
const READ_BY_NODE = new Set(['@docusaurus/theme-classic/lib/index.js', '@docusaurus/core/lib/server/codegen/codegen.js', '@docusaurus/mdx-loader/lib/loader.js']);

/** Each patched file the browser bundle must contain: a patch to a file nothing imports does nothing. */
export function bundledTargets(patches: readonly Patch[]): ModuleExpectation[] {
  return patches.flatMap((p) =>
    p.files
      .filter((f) => !READ_BY_NODE.has(f.file))
      .map((f): ModuleExpectation => ({
        kind: 'present',
        what: `patches/${p.name} ${f.file}`,
        module: new RegExp(`[\\\\/]node_modules[\\\\/]${f.file.split('/').map(escapeRegExp).join('[\\\\/]')}$`),
      })),
  );
}

/**
 * Fails `docusaurus start` and `build` at once, naming the patch and the file, unless every patch
 * in patches/ is applied to the installed version it was made for (./check.ts); a production build
 * also fails unless each patched module is in the browser bundle.
 */
export default function patchesPlugin(): Plugin {
  const patches = readPatches(path.join(siteDir, 'patches'));
  const problems = patchProblems(patches, path.join(siteDir, 'node_modules'));
  if (problems.length > 0) throw new Error(`${PLUGIN}: upstream code is not as patches/ says:\n- ${problems.join('\n- ')}`);
  const expectations = bundledTargets(patches);
  return {
    name: PLUGIN,
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      return {plugins: [checkModules(PLUGIN, expectations) as unknown as WebpackPluginInstance]};
    },
  };
}
