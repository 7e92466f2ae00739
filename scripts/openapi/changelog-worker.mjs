/**
 * buildChangelog (changelog-lib.mjs) in a worker thread: generate.mjs starts it first and reads its
 * result last, so that diffing the specs' history (git archive and an assembly per commit, about
 * 18 s of wall time without node_modules/.cache/api-changelog/, as after a fresh clone) runs beside
 * the lint, the plugin's generation and the other pages rather than after them.
 * Posts `{changelog}` or `{error}` (the message) once.
 */
import {parentPort, workerData} from 'node:worker_threads';
import {buildChangelog} from './changelog-lib.mjs';

try {
  parentPort.postMessage({changelog: buildChangelog(workerData.root)});
} catch (error) {
  parentPort.postMessage({error: error instanceof Error ? error.message : String(error)});
}
