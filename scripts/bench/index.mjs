#!/usr/bin/env node
/**
 * `npm run bench [-- <sub-command>] [options]`: every benchmark of the site behind one entry. Each
 * sub-command runs its script in a child process with the options given after it; no sub-command
 * (or options only) is `all`, the full table. Not tests: timings vary with the machine; CI checks
 * the deterministic budgets (bytes, accessibility) in e2e/budgets.spec.ts and e2e/a11y.spec.ts.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';
import {root} from './lib.mjs';

const COMMANDS = {
  all: [['scripts/bench/all.mjs'], 'clean build, then one table: JS per page type, HTML sizes, Lighthouse, build, search\n[--skip-build] [--no-lighthouse] [--lighthouse-runs N]'],
  build: [['scripts/bench/build.mjs'], 'clean production build under GNU time: wall and CPU time, peak memory, output size\n[--runs N] [--json] [--scale N] [--spec-dir DIR]'],
  dev: [['scripts/bench/dev.mjs'], 'writer loop: npm start cold and warm to home and a guide rendered in Chromium, then edit -> browser\n[--runs N] [--port P] [--guide /docs/platform/intro/] [--kinds cold,warm]'],
  'scale-spec': [['scripts/bench/scale-spec.mjs'], 'writes an N-times copy of openapi/ to a temporary folder and prints it\n[--factor N] [--source DIR] [--out DIR]'],
  'page-js': [['scripts/bench/page-js.mjs'], "the last build's first-load JavaScript per file, raw, gzip and brotli, and HTML size\n[/path/ ...] (default: one page per page type)"],
  search: [['scripts/search/bench.mjs'], "the last build's search index: size, load time, query latency p50/p95\n[--rounds N] [--dir DIR] [--json]"],
  lighthouse: [['scripts/bench/lighthouse.mjs'], 'Lighthouse performance and accessibility (median of --runs) of one page of the last build, or a URL\n[/path/ | URL] [--desktop] [--runs N] [--dirs build,OTHER]'],
  'first-frame': [['scripts/bench/first-frame.mjs'], "the browser's style, layout and paint CPU up to the first contentful paint, scripts blocked, builds in turn\n[/path/ ...] [--runs N] [--dirs build,OTHER] [--width PX]"],
  'main-thread': [['scripts/bench/main-thread.mjs'], "main-thread CPU while pages of the last build load, and the TBT it implies at 4x (load-robust estimate)\n[/path/ ...] [--runs N] [--dirs build,OTHER]"],
  attribute: [['scripts/bench/attribute-bytes.mjs'], 'minified bytes of a built script per package (build with DOCS_BUNDLE_STATS=<file>)\n<build/assets/js/x.js> [--top N]'],
};
const HELP = `usage: npm run bench -- [sub-command] [options]\n\n${Object.entries(COMMANDS)
  .map(([name, [, text]]) => `  ${name.padEnd(11)} ${text.replace('\n', `\n${' '.repeat(14)}`)}`)
  .join('\n')}\n\nWithout a sub-command: all. all, build and lighthouse take minutes; page-js, search and\nlighthouse measure the existing build/ (\`npm run build\` first).`;

const argv = process.argv.slice(2);
if (['help', '--help', '-h'].includes(argv[0])) {
  console.log(HELP);
  process.exit(0);
}
const name = argv[0] === undefined || argv[0].startsWith('-') ? 'all' : argv.shift();
if (!COMMANDS[name]) {
  console.error(`bench: unknown sub-command "${name}"\n\n${HELP}`);
  process.exit(2);
}
const [script, ...fixed] = COMMANDS[name][0];
const run = spawnSync(process.execPath, [path.join(root, script), ...fixed, ...argv], {cwd: root, stdio: 'inherit'});
process.exit(run.status ?? 1);
