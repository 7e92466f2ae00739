#!/usr/bin/env node
/**
 * `npm run build`: regenerates the API pages (scripts/openapi/generate.mjs), then `docusaurus build`
 * into a scratch folder that becomes `build/` only if everything succeeded (./atomic.mjs says why).
 * Extra arguments go to `docusaurus build`. Ctrl-C or a CI cancellation stops the build and leaves
 * nothing half-written behind (buildSite).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildSite} from './atomic.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const code = await buildSite({
  root,
  before: [[process.execPath, [path.join(root, 'scripts/openapi/generate.mjs')]]],
  args: process.argv.slice(2),
});
process.exit(code);
