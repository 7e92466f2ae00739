/**
 * `npm start` in two processes side by side (cli.mjs runs this): the API reference's generation
 * (`scripts/openapi/generate.mjs --if-changed`, which skips it when nothing changed) and
 * `docusaurus start`, whose API docs instance waits for that generation
 * (plugins/api-generation-gate): the server loads its config and every other plugin meanwhile.
 *
 * - The generation says its pages are written (READY_MESSAGE on its own IPC channel; it goes on
 *   with the lint of the specs, `--deferred-checks`) or exits 0: the server, which asks through
 *   its IPC channel once it needs docs/api/, hears it then (or at once, when that was earlier) and
 *   goes on.
 * - The generation fails before that: the server, not yet listening, is stopped, and `npm start`
 *   exits with the generation's status, after the generation's own error.
 * - The generation fails after that (the lint found errors): its errors stay on screen with a line
 *   saying so; the server goes on serving the pages, and `npm start` exits with the generation's
 *   status once the server stops (`npm run build` fails on the same errors).
 * - The server stops (an error, Ctrl-C): a generation still running is stopped too, and `npm start`
 *   exits with the server's status.
 */
import {spawn} from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import {GATE_ENV, GENERATED_MESSAGE, PENDING, READY_MESSAGE, WAITING_MESSAGE} from './protocol.mjs';

export {GATE_ENV, GENERATED_MESSAGE, PENDING, READY_MESSAGE, WAITING_MESSAGE};

/** The two commands: [executable, args, spawn options] of the generation and of the server. */
export function commands(root, args, env = process.env) {
  return {
    generation: [process.execPath, [path.join(root, 'scripts/openapi/generate.mjs'), '--if-changed', '--deferred-checks'], {cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc']}],
    server: [
      process.execPath,
      [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'start', ...args],
      {cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: {...env, [GATE_ENV]: PENDING}},
    ],
  };
}

const running = (child) => child.exitCode === null && child.signalCode === null;
const describeExit = ({code, signal}) => (signal ? `signal ${signal}` : `status ${code}`);
/** A process's exit as a status: its code, or 128 + the signal's number, as a shell reports it. */
export const statusOf = ({code, signal}) => (signal ? 128 + (os.constants.signals[signal] ?? 0) : (code ?? 1));

/**
 * Starts both and resolves with the exit status for `npm start` once both have exited: the
 * generation's when it failed while the server was starting, else the server's (also when a signal,
 * such as Ctrl-C, stopped both).
 * @param {string} root the site folder
 * @param {string[]} args the arguments for `docusaurus start`
 * @param {{spawn?: typeof spawn, log?: (message: string) => void, signals?: NodeJS.Signals[]}} [options]
 */
export function launch(root, args, {spawn: spawnChild = spawn, log = console.error, signals = ['SIGINT', 'SIGTERM', 'SIGHUP']} = {}) {
  const {generation: generationCommand, server: serverCommand} = commands(root, args);
  const generation = spawnChild(...generationCommand);
  const server = spawnChild(...serverCommand);
  // A signal to `npm start` alone (not to its process group) still stops both.
  let stopping = false;
  const forward = (signal) => {
    stopping = true;
    for (const child of [generation, server]) if (running(child)) child.kill(signal);
  };
  for (const signal of signals) process.on(signal, forward);

  return new Promise((resolve) => {
    let generationExit = null;
    let serverExit = null;
    let failedGeneration = null;
    let serverWaiting = false;
    // The generation's pages are written (it may still be linting the specs).
    let generationReady = false;
    // Answers the server's question once it has been asked and the generation's pages are written.
    const release = () => {
      if (!serverWaiting || !(generationReady || generationExit?.code === 0) || !server.connected) return;
      serverWaiting = false;
      server.send(GENERATED_MESSAGE, () => server.connected && server.disconnect());
    };
    generation.on('message', (message) => {
      if (message !== READY_MESSAGE || generationExit) return;
      generationReady = true;
      release();
    });
    server.on('message', (message) => {
      if (message !== WAITING_MESSAGE) return;
      serverWaiting = true;
      release();
    });
    const finish = () => {
      if (!generationExit || !serverExit) return;
      for (const signal of signals) process.off(signal, forward);
      resolve(statusOf(failedGeneration ?? serverExit));
    };
    const onGenerationExit = (exit) => {
      if (generationExit) return;
      generationExit = exit;
      if (exit.code === 0) {
        release();
      } else if (generationReady) {
        // Stopped by a signal once the pages were served: nothing failed.
        if (exit.signal || stopping) return finish();
        // The pages are served already; what failed is the lint, reported above.
        failedGeneration = exit;
        if (!serverExit) log(`start: the API reference's checks failed after its pages were written (generate.mjs ended with ${describeExit(exit)}; the errors are above). The server goes on with the pages as generated; npm run build fails on these errors`);
      } else if (!serverExit && !stopping) {
        failedGeneration = exit;
        log(`start: the API reference was not generated (generate.mjs ended with ${describeExit(exit)}); stopping the development server`);
        if (running(server)) server.kill('SIGTERM');
      }
      finish();
    };
    const onServerExit = (exit) => {
      if (serverExit) return;
      serverExit = exit;
      if (running(generation)) {
        log(`start: the development server ended (${describeExit(exit)}); stopping the API reference's generation`);
        generation.kill('SIGTERM');
      }
      finish();
    };
    generation.on('exit', (code, signal) => onGenerationExit({code, signal}));
    server.on('exit', (code, signal) => onServerExit({code, signal}));
    // A child that could not be started has no exit event to come.
    generation.on('error', (error) => {
      log(`start: the API reference's generation: ${error.message}`);
      if (generation.pid === undefined) onGenerationExit({code: 1, signal: null});
    });
    server.on('error', (error) => {
      log(`start: docusaurus start: ${error.message}`);
      if (server.pid === undefined) onServerExit({code: 1, signal: null});
    });
  });
}
