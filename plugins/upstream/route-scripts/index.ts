import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {expectText, siteDir, upstreamPackage} from '../check';
import {addModuleOrigins, registryModules, type ClientManifest} from './manifest';

const PLUGIN = 'route-scripts';

/**
 * What this plugin relies on in @docusaurus/core, checked when it is created (throws otherwise,
 * naming the version): the registry's entry shape, the manifest's path, and the SSG's lookup of the
 * modules a page rendered.
 */
export function checkUpstream(from = siteDir): void {
  const core = upstreamPackage(PLUGIN, '@docusaurus/core', from);
  expectText(
    PLUGIN,
    core,
    'lib/server/codegen/codegenRoutes.js',
    '`  "${chunkName}": [() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],`',
    'the registry entries registryModules reads',
    1,
  );
  expectText(PLUGIN, core, 'lib/webpack/client.js', "'client-manifest.json'", 'the client manifest this plugin adds to', 1);
  expectText(PLUGIN, core, 'lib/ssg/ssgTemplate.js', '[...manifest.entrypoints, ...Array.from(modules)]', "the SSG's manifest lookup of the modules a page rendered", 1);
}

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
 * parallel with `main`, and `main` finds them instead of inserting them. A registry or manifest that
 * no longer lines up fails the build (./manifest.ts), as does a change upstream (`checkUpstream`).
 */
export default function routeScriptsPlugin(context: LoadContext): Plugin {
  checkUpstream();
  const manifestPath = path.join(context.generatedFilesDir, 'client-manifest.json');
  const registryPath = path.join(context.generatedFilesDir, 'registry.js');
  return {
    name: PLUGIN,
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
