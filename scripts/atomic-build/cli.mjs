#!/usr/bin/env node
/**
 * `npm run build`: regenerates the API pages (scripts/openapi/generate.mjs), then `docusaurus build`
 * into a scratch folder that becomes `build/` only if everything succeeded (./atomic.mjs says why).
 * Extra arguments go to `docusaurus build`.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {buildAtomically, discard} from './atomic.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const children = new Set();

// Ctrl-C or a CI cancellation: stop the build and leave nothing half-written behind.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
    discard(root);
    console.error(`build: interrupted (${signal}); build/ removed`);
    process.exit(130);
  });
}

const code = await buildAtomically({
  root,
  steps: (scratch) => [
    [process.execPath, [path.join(root, 'scripts/openapi/generate.mjs')]],
    [process.execPath, [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', scratch, ...process.argv.slice(2)]],
  ],
  onChild: (child) => {
    children.add(child);
    child.on('exit', () => children.delete(child));
  },
});
process.exit(code);
