/**
 * The pages and sidebars docusaurus-plugin-openapi-docs writes into docs/api/, generated in this
 * process: what `docusaurus gen-api-docs all --all-versions` does, without starting the Docusaurus
 * CLI, loading docusaurus.config.ts and initialising every plugin of the site just to reach this
 * one's command (about 2 s of a 5 s run).
 *
 * The plugin is called through its own API, as Docusaurus calls it: its options (config/openapi.ts,
 * the entry docusaurus.config.ts lists) validated by its `validateOptions`, the plugin created with
 * the site folder and the docs instance it writes for, and the actions its `extendCli` registers
 * run with the arguments the CLI would pass. Nothing of the plugin is copied or changed here.
 *
 * `gen-api-docs all --all-versions` runs its versions from a `forEach(async ...)` that nothing
 * awaits (the CLI waits for the process to drain, and a failure ends it as an unhandled rejection).
 * This runs the same two steps with commands whose work is awaited: `gen-api-docs <id>` (the current
 * version) and then `gen-api-docs:version <id>:<version>` for each other version (versions.json and
 * that version's pages), so a failure rejects the returned promise.
 */
import {createRequire} from 'node:module';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const here = fileURLToPath(import.meta.url);

/**
 * The actions a plugin's `extendCli` registers, by command name, from a stand-in for Docusaurus'
 * commander instance that records them.
 * @param {{extendCli?: (cli: unknown) => void}} plugin
 * @returns {Map<string, (arg: string, command: {opts: () => object}) => Promise<void>>}
 */
export function cliActionsOf(plugin) {
  const actions = new Map();
  const cli = {
    command(name) {
      const command = {
        description: () => command,
        usage: () => command,
        arguments: () => command,
        option: () => command,
        action(fn) {
          actions.set(name, fn);
          return command;
        },
      };
      return command;
    },
  };
  plugin.extendCli?.(cli);
  return actions;
}

/**
 * The commands, in order, that generate every configured API and all its versions: for each id of
 * the plugin's `config`, `gen-api-docs <id>` and then `gen-api-docs:version <id>:<version>` per
 * entry of its `versions`.
 * @param {Record<string, {versions?: Record<string, unknown>}>} config the plugin's `config` option
 * @returns {Array<[string, string]>} [command, argument]
 */
export function generationCommands(config) {
  return Object.entries(config).flatMap(([id, api]) => [
    ['gen-api-docs', id],
    ...Object.keys(api.versions ?? {}).map((version) => ['gen-api-docs:version', `${id}:${version}`]),
  ]);
}

/**
 * Loads the plugin's module and the options validation without running anything (about 4 s of CPU
 * on a loaded machine: the plugin requires its whole converter stack up front). generate.mjs calls
 * this while Redocly lints the specs in other processes; generatePluginPages then finds both in
 * Node's module cache.
 * @param {string} root the site folder
 */
export function preloadPluginGenerator(root) {
  const require = createRequire(path.join(root, 'package.json'));
  require(PLUGIN_NAME);
  createRequire(require.resolve('@docusaurus/core/package.json'))('@docusaurus/utils-validation');
}

/** What config/openapi.ts lists as `openApiPlugin`; generatePluginPages checks that it still is. */
const PLUGIN_NAME = 'docusaurus-plugin-openapi-docs';

/**
 * Writes the plugin's pages and sidebars for every API and version configured in config/openapi.ts.
 * The plugin resolves its output folders against the working directory, so this must run with
 * `root` as that (the CLI did too). `generators` (page-generators.mjs) adds the site's page
 * generators to each API's options (its versions inherit them, as the plugin merges a version's
 * options over its API's) and is told which output folder, relative to the docs instance, each
 * command writes.
 * @param {string} root the site folder
 * @param {{options: object, startFolder: (folder: string) => void}} [generators]
 * @returns {Promise<void>} rejects when the plugin throws (e.g. a spec it cannot load)
 */
export async function generatePluginPages(root, generators) {
  if (path.resolve(process.cwd()) !== path.resolve(root)) {
    throw new Error(`generatePluginPages: the working directory must be the site (${root}), not ${process.cwd()}`);
  }
  const require = createRequire(path.join(root, 'package.json'));
  // The way Docusaurus loads TypeScript configuration (@docusaurus/utils loadFreshModule), with the same cache.
  const load = createRequire(here)('jiti')(here, {cache: true, requireCache: false});
  const {apiDocsPlugin, openApiPlugin} = load(path.join(root, 'config', 'openapi.ts'));
  const [pluginName, configured] = openApiPlugin;
  if (pluginName !== PLUGIN_NAME) throw new Error(`config/openapi.ts names ${pluginName} as the generator plugin; review scripts/openapi/plugin-generator.mjs (PLUGIN_NAME)`);
  const rawOptions = generators
    ? {...configured, config: Object.fromEntries(Object.entries(configured.config).map(([id, api]) => [id, {...api, ...generators.options}]))}
    : configured;
  const pluginModule = require(pluginName);
  const createPlugin = pluginModule.default ?? pluginModule;
  // The validation Docusaurus applies to every plugin's options, from Docusaurus' own dependency.
  const {normalizePluginOptions} = createRequire(require.resolve('@docusaurus/core/package.json'))('@docusaurus/utils-validation');
  const options = createPlugin.validateOptions({options: rawOptions, validate: normalizePluginOptions});
  // The plugin reads the docs instance it writes for (path, routeBasePath) from the site's plugin list.
  const plugin = createPlugin({siteDir: root, siteConfig: {presets: [], plugins: [apiDocsPlugin, openApiPlugin]}}, options);
  const actions = cliActionsOf(plugin);
  const docsPath = apiDocsPlugin[1].path;
  for (const [command, argument] of generationCommands(options.config)) {
    const action = actions.get(command);
    if (!action) throw new Error(`${pluginName} no longer has a \`${command}\` command; review scripts/openapi/plugin-generator.mjs`);
    const [id, version] = argument.split(':');
    const api = options.config[id];
    const outputDir = version === undefined ? api.outputDir : api.versions[version].outputDir;
    generators?.startFolder(path.relative(docsPath, outputDir).split(path.sep).join('/') || '.');
    await action(argument, {opts: () => ({})});
  }
}
