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
