/**
 * Builds into a scratch folder and puts it in place only when every step succeeded, so that a
 * failed or interrupted build never leaves a deployable `build/` behind: Docusaurus writes
 * `index.html`, `404.html` and (through plugins/security-headers) `_headers` into its output folder
 * long before a later page or a post-build check fails, and a half-written folder looks complete
 * to a deploy step. On failure the scratch folder goes, and so does any earlier `build/`, which no
 * longer matches the sources.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';

/** Where a site's `docusaurus` command lives, relative to the site. */
const DOCUSAURUS_BIN = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';
/** Makes a signal end `docusaurus build` with a failing status (the file says why). */
const SIGNAL_EXIT = pathToFileURL(path.join(path.dirname(fileURLToPath(import.meta.url)), 'signal-exit.mjs')).href;

/** Runs one command with inherited output; resolves with its exit code (1 for a signal). */
function run(command, args, options) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {stdio: 'inherit', ...options});
    options.onChild?.(child);
    child.on('error', (error) => {
      console.error(`build: cannot run ${command}: ${error.message}`);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/**
 * @param {{
 *   root: string,
 *   outDir?: string,
 *   steps: (scratchDir: string) => Array<[string, string[]]>,
 *   env?: NodeJS.ProcessEnv,
 *   onChild?: (child: import('node:child_process').ChildProcess) => void,
 * }} options
 *   `steps` receives the scratch folder (relative to root) and returns the commands to run in
 *   order, the build among them writing there.
 * @returns {Promise<number>} the exit code: 0 when `outDir` now holds the new build.
 */
export async function buildAtomically({root, outDir = 'build', steps, env = process.env, onChild}) {
  const finalDir = path.join(root, outDir);
  const scratch = `${outDir}.partial`;
  const scratchDir = path.join(root, scratch);
  const previousDir = path.join(root, `${outDir}.previous`);
  fs.rmSync(scratchDir, {recursive: true, force: true});
  fs.rmSync(previousDir, {recursive: true, force: true});

  for (const [command, args] of steps(scratch)) {
    const code = await run(command, args, {cwd: root, env, onChild});
    if (code !== 0) {
      discard(root, outDir);
      console.error(`build: \`${[path.basename(command), ...args].join(' ')}\` failed (exit ${code}); ${outDir}/ removed, nothing to deploy`);
      return code;
    }
  }
  if (!fs.existsSync(path.join(scratchDir, 'index.html'))) {
    discard(root, outDir);
    console.error(`build: the build wrote no index.html; ${outDir}/ removed, nothing to deploy`);
    return 1;
  }
  // Two renames on one file system: a reader of `outDir` sees the old build or the new, never a mix.
  if (fs.existsSync(finalDir)) fs.renameSync(finalDir, previousDir);
  fs.renameSync(scratchDir, finalDir);
  fs.rmSync(previousDir, {recursive: true, force: true});
  console.log(`build: ${outDir}/ is ready`);
  return 0;
}

/**
 * Removes the scratch folder and the output folder (used on failure and on interruption), and says
 * what the failed run had already written, which would otherwise have looked deployable.
 */
export function discard(root, outDir = 'build') {
  const scratchDir = path.join(root, `${outDir}.partial`);
  if (fs.existsSync(scratchDir)) {
    const written = fs.readdirSync(scratchDir, {recursive: true}).length;
    const deployable = ['index.html', '_headers'].filter((file) => fs.existsSync(path.join(scratchDir, file)));
    console.error(`build: discarding ${written} files the failed run wrote${deployable.length ? ` (${deployable.join(', ')} among them)` : ''}`);
  }
  for (const dir of [`${outDir}.partial`, outDir, `${outDir}.previous`]) fs.rmSync(path.join(root, dir), {recursive: true, force: true});
}

/**
 * The `docusaurus build` of the site at `root`, writing into `scratch` (relative to root), with a
 * signal exiting it non-zero (./signal-exit.mjs): Docusaurus's own handler exits with 0.
 */
export function docusaurusBuildStep(root, scratch, args = []) {
  return [process.execPath, ['--import', SIGNAL_EXIT, path.join(root, DOCUSAURUS_BIN), 'build', '--out-dir', scratch, ...args]];
}

/**
 * `npm run build` for the site at `root`: the `before` commands (the API pages' generation), then
 * `docusaurus build` with `args`, through buildAtomically. A SIGINT or SIGTERM meanwhile (Ctrl-C, a
 * CI cancellation) stops the running command, removes the scratch folder and `build/`, and exits
 * the process with 130, leaving nothing half-written behind. The site is a parameter so that tests
 * can build a small one through the same code.
 * @param {{root: string, before?: Array<[string, string[]]>, args?: string[], env?: NodeJS.ProcessEnv}} options
 * @returns {Promise<number>} the exit code, as buildAtomically's.
 */
export async function buildSite({root, before = [], args = [], env = process.env}) {
  const children = new Set();
  const handlers = ['SIGINT', 'SIGTERM'].map((signal) => {
    const handler = () => {
      for (const child of children) child.kill(signal);
      discard(root);
      console.error(`build: interrupted (${signal}); build/ removed`);
      process.exit(130);
    };
    process.on(signal, handler);
    return [signal, handler];
  });
  try {
    return await buildAtomically({
      root,
      env,
      steps: (scratch) => [...before, docusaurusBuildStep(root, scratch, args)],
      onChild: (child) => {
        children.add(child);
        child.on('exit', () => children.delete(child));
      },
    });
  } finally {
    for (const [signal, handler] of handlers) process.off(signal, handler);
  }
}
