import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {addModuleOrigins, registryModules, type ClientManifest} from './manifest';

interface Compiler {
  hooks: {afterEmit: {tapPromise(name: string, fn: () => Promise<void>): void}};
}

/**
 * Each page's HTML names the scripts of its own route, not only the entry (issue 7).
 *
 * Stock Docusaurus 3 on webpack 5 or Rspack writes `<script defer>` tags for `runtime~main` and
 * `main` only: the page's content, layout and sidebar chunks are found by `main` once it has run
 * and fetched then, one network round trip later, by script elements it inserts. Docusaurus does
 * mean to list them (the SSG asks the client manifest for the bundles of every module the page
 * rendered), but the manifest keys its chunks by chunk name while the page reports module paths.
 * After the client build writes the manifest, this plugin adds the module-path keys from
 * `.docusaurus/registry.js`, so the SSG's own lookup succeeds: the route's scripts download in
 * parallel with `main`, and `main` finds them instead of inserting them.
 */
export default function routeScriptsPlugin(context: LoadContext): Plugin {
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: 'route-scripts',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const plugin = {
        apply(compiler: Compiler) {
          compiler.hooks.afterEmit.tapPromise('route-scripts', async () => {
            const [manifestJson, registry] = await Promise.all([fs.readFile(manifestPath, 'utf8'), fs.readFile(registryPath, 'utf8')]);
            const manifest = JSON.parse(manifestJson) as ClientManifest;
            addModuleOrigins(manifest, registryModules(registry));
            await fs.writeFile(manifestPath, JSON.stringify(manifest));
          });
        },
      };
      return {plugins: [plugin]};
    },
  };
}
