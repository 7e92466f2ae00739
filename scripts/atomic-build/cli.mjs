#!/usr/bin/env node
/**
 * `npm run build`: regenerates the API pages (scripts/openapi/generate.mjs), then `docusaurus build`
 * into a scratch folder that becomes `build/` only if everything succeeded (./atomic.mjs says why).
 * Extra arguments go to `docusaurus build`. Ctrl-C or a CI cancellation stops the build and leaves
 * nothing half-written behind (buildSite).
 *
 * `DOCS_API_GENERATED=1` skips the generation, for a caller that has just run `npm run gen-api-docs`
 * itself (`npm test` generates once, for `tsc` and this build alike). The generated files must then
 * be there: the build stops before it starts if they are not.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {API_VERSIONS, apiOutputDir} from '../../config/apiVersions.mjs';
import {buildSite, discard} from './atomic.mjs';

/** The opt-out: set to `1` (or `true`) by a caller that generated the API pages just before. */
export const GENERATED_ENV = 'DOCS_API_GENERATED';
/** What the build cannot do without (sidebars.api.ts imports the sidebars); generate.mjs writes them. */
export const GENERATED_FILES = [...API_VERSIONS.map(({version}) => `${apiOutputDir(version)}/sidebar.ts`), 'static/openapi/operations'];

/**
 * The commands to run before `docusaurus build`: the API pages' generation, or none when `env`
 * says it already ran.
 * @param {string} root
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {Array<[string, string[]]>}
 * @throws {Error} when the generation is skipped but its output is missing.
 */
export function generationSteps(root, env = process.env) {
  if (!['1', 'true'].includes(env[GENERATED_ENV] ?? '')) {
    return [[process.execPath, [path.join(root, 'scripts/openapi/generate.mjs')]]];
  }
  const missing = GENERATED_FILES.filter((file) => !fs.existsSync(path.join(root, file)));
  if (missing.length > 0) {
    throw new Error(`${GENERATED_ENV}=${env[GENERATED_ENV]} skips the API pages' generation, but ${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: run \`npm run gen-api-docs\` first, or unset ${GENERATED_ENV}`);
  }
  console.log(`build: ${GENERATED_ENV}=${env[GENERATED_ENV]}: using the API pages already generated`);
  return [];
}

/** True when this file is the program (`node scripts/atomic-build/cli.mjs`), not imported by a test. */
function invokedDirectly() {
  try {
    return Boolean(process.argv[1]) && import.meta.url === pathToFileURL(fs.realpathSync(process.argv[1])).href;
  } catch {
    return false;
  }
}

if (invokedDirectly()) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  let before;
  try {
    before = generationSteps(root);
  } catch (error) {
    // A failed build leaves no build/, whichever step failed (./atomic.mjs).
    discard(root);
    console.error(`build: ${error.message}; build/ removed, nothing to deploy`);
    process.exit(1);
  }
  process.exit(await buildSite({root, before, args: process.argv.slice(2)}));
}
