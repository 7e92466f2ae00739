import {createRequire} from 'node:module';
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {siteDir} from '../upstream/check';
import {GATE_ENV, GENERATED_MESSAGE, PENDING, WAITING_MESSAGE} from '../../scripts/start/protocol.mjs';

const PLUGIN = 'api-generation-gate';

/**
 * Set by `npm start` (scripts/start/cli.mjs) on the `docusaurus start` it runs beside the API
 * reference's generation: `pending` until the launcher reports, through the IPC channel, that
 * docs/api/ is complete; this process then sets it to `done`, so a plugin reload after a config
 * edit (Docusaurus loads the config afresh, this module with it) does not wait again.
 *
 * The server asks (WAITING_MESSAGE) and the launcher answers (GENERATED_MESSAGE) once the generation
 * has exited 0, at once if it already has: a report sent unasked could arrive before anything here
 * listens, and be lost. The variable and messages are scripts/start/protocol.mjs, which the launcher
 * uses too.
 */
export const DONE = 'done';
export {GATE_ENV, GENERATED_MESSAGE, PENDING, WAITING_MESSAGE};

/** The parts of `process` the gate uses (a stand-in in the tests). */
export interface GateProcess {
  env: NodeJS.ProcessEnv;
  connected?: boolean;
  send?: (message: unknown) => unknown;
  on(event: 'message', listener: (message: unknown) => void): unknown;
  on(event: 'disconnect', listener: () => void): unknown;
  off(event: 'message', listener: (message: unknown) => void): unknown;
  off(event: 'disconnect', listener: () => void): unknown;
}

/**
 * Resolves once docs/api/ may be read: at once unless the launcher says the generation is pending,
 * else when it reports the generation finished. Rejects when the launcher is gone without reporting
 * it (its generation failed and it is stopping this server, or it was killed).
 */
export function apiGenerated(proc: GateProcess = process, log: (message: string) => void = console.log, quietMs = 500): Promise<void> {
  if (proc.env[GATE_ENV] !== PENDING) return Promise.resolve();
  if (typeof proc.send !== 'function' || !proc.connected) {
    return Promise.reject(new Error(`${PLUGIN}: ${GATE_ENV}=${PENDING}, but no launcher to report the API reference's generation (npm start sets it)`));
  }
  return new Promise((resolve, reject) => {
    // Said only when there is a wait: with nothing to regenerate, the answer comes at once.
    const notice = setTimeout(() => log(`[${PLUGIN}] the API reference loads once docs/api/ is generated`), quietMs);
    const onMessage = (message: unknown) => {
      if (message !== GENERATED_MESSAGE) return;
      stop();
      proc.env[GATE_ENV] = DONE;
      resolve();
    };
    const onDisconnect = () => {
      stop();
      reject(new Error(`${PLUGIN}: npm start stopped before the API reference was generated`));
    };
    const stop = () => {
      clearTimeout(notice);
      proc.off('message', onMessage);
      proc.off('disconnect', onDisconnect);
    };
    proc.on('message', onMessage);
    proc.on('disconnect', onDisconnect);
    proc.send?.(WAITING_MESSAGE);
  });
}

type PluginFunction = ((context: LoadContext, options: unknown) => Promise<Plugin> | Plugin) & {validateOptions?: unknown};

/**
 * `npm start` only: the docs instance of `pluginConfig` (the API reference's, config/openapi.ts)
 * created once the reference is generated. Docusaurus creates every plugin before it loads any
 * content, so the rest of the site's start (the CLI, the config, every other plugin) runs while
 * the reference is generated, and nothing reads docs/api/ before it is complete. Same plugin, same
 * options (validated by the plugin itself), only later.
 */
export function afterApiGeneration(pluginConfig: PluginConfig): PluginConfig {
  if (!Array.isArray(pluginConfig) || typeof pluginConfig[0] !== 'string') {
    throw new Error(`${PLUGIN}: expected a [module name, options] plugin entry`);
  }
  const [name, options] = pluginConfig;
  // Resolved from the site, as Docusaurus resolves a plugin given by name.
  const pluginModule = createRequire(path.join(siteDir, 'package.json'))(name) as {default?: PluginFunction} & PluginFunction;
  const createPlugin = pluginModule.default ?? pluginModule;
  const gated: PluginFunction = async (context, pluginOptions) => {
    await apiGenerated();
    return createPlugin(context, pluginOptions);
  };
  gated.validateOptions = createPlugin.validateOptions ?? pluginModule.validateOptions;
  if (typeof gated.validateOptions !== 'function') throw new Error(`${PLUGIN}: ${name} exports no validateOptions; review plugins/${PLUGIN}`);
  return [gated as never, options];
}
