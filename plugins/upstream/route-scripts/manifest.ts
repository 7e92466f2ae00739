/**
 * The client manifest Docusaurus reads when it writes each page's HTML, and how to make it name
 * the scripts of the page's own route.
 */

/** `.docusaurus/client-manifest.json` (react-loadable-ssr-addon): key → chunk ids; chunk id → files. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, (string | number)[]>;
  assets: Record<string, Record<string, {file: string}[]>>;
}

/**
 * Chunk name → module path, from `.docusaurus/registry.js`, whose entries read
 * `"<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" *\/ "<path>"), "<path>", …]`.
 * Throws unless every entry (one `require.resolveWeak(` each) reads so: a registry of another shape
 * would otherwise leave the HTML naming the entry scripts only, without a word.
 */
export function registryModules(registrySource: string): Map<string, string> {
  const entry = /"([^"]+)": \[\(\) => import\(\/\* webpackChunkName: "[^"]*" \*\/ "[^"]*"\), "([^"]+)"/g;
  const modules = new Map<string, string>();
  let matched = 0;
  for (const [, chunkName, modulePath] of registrySource.matchAll(entry)) {
    modules.set(chunkName!, modulePath!);
    matched += 1;
  }
  const entries = registrySource.split('require.resolveWeak(').length - 1;
  if (matched === 0 || matched !== entries) {
    throw new Error(
      `route-scripts: .docusaurus/registry.js changed shape (${matched} of ${entries} entries read as "<chunk name>": [() => import(…), "<module path>", …]); review plugins/upstream/route-scripts`,
    );
  }
  return modules;
}

/**
 * Server rendering reports the module paths a page rendered; the manifest, under webpack 5 and
 * Rspack, keys its origins by chunk name, so the lookup finds nothing and the HTML names only the
 * entry scripts. This adds each module path as a key with the same chunks as its chunk name.
 * Returns how many keys were added; throws when the registry and manifest no longer line up.
 */
export function addModuleOrigins(manifest: ClientManifest, modules: Map<string, string>): number {
  let added = 0;
  for (const [chunkName, modulePath] of modules) {
    const chunks = manifest.origins[chunkName];
    if (!chunks) continue; // Merged into another chunk by the bundler: its module loads with that one.
    const known = manifest.origins[modulePath] ?? [];
    manifest.origins[modulePath] = [...new Set([...known, ...chunks])];
    added += 1;
  }
  if (modules.size > 0 && added === 0) {
    throw new Error('route-scripts: no registry chunk name appears in the client manifest; review plugins/upstream/route-scripts');
  }
  return added;
}
