/**
 * Loaded into the `docusaurus build` process before Docusaurus (`node --import`, docusaurusBuildStep).
 * Docusaurus answers SIGINT and SIGTERM with `process.exit()`, status 0: a build stopped after its
 * pages were written (by a `kill` of that process alone, a container stopping it) looked like one
 * that had succeeded, and buildAtomically put the half-finished site in place as `build/`.
 * Registered first, this handler ends the process with the status a shell gives the signal (130,
 * 143) instead. Worker threads (Docusaurus renders pages in some) inherit the flag; signals reach
 * only the main thread.
 */
import {constants} from 'node:os';
import {isMainThread} from 'node:worker_threads';

if (isMainThread) {
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(128 + constants.signals[signal]));
}
