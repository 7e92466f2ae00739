#!/usr/bin/env node
/**
 * `npm run bench -- dev`: the writer loop. Starts `npm start -- --port <p> --no-open`, times how long
 * until headless Chromium shows the home page and then a guide fully rendered (their `h1` visible),
 * then appends a unique sentence to that guide's source and times how long until the open page shows
 * it (hot reload), and again until the restored file shows it gone. Prints one row per start.
 *
 * - cold: no .docusaurus/, no node_modules/.cache/ (Rspack's persistent cache, the generated API
 *   docs' cache key) and no generated API docs (docs/api/, static/openapi/): a fresh clone after `npm ci`.
 * - warm: everything the previous start left behind, as when a writer restarts the server.
 * A build/ with a search index changes what the dev search loads at startup; the header says
 * whether there is one. Runs alternate cold, warm.
 *
 *   npm run bench -- dev [--runs N] [--port P] [--guide /docs/platform/intro/] [--kinds cold,warm]
 *
 * `--kinds warm` starts once, unmeasured, before the warm runs.
 */
import {spawn} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {formatTable, gotoWhenListening, launchChromium, median, parseArgs, portFree, root} from './lib.mjs';

const args = parseArgs(process.argv.slice(2));
const runs = Number(args.runs ?? 3);
const port = Number(args.port ?? 4500);
const kinds = (args.kinds ?? 'cold,warm').split(',');
const guide = args.guide ?? '/docs/platform/intro/';
const guideFile = path.join(root, 'docs', `${guide.replace(/^\/docs\/|\/$/g, '')}.mdx`);
const TIMEOUT = 300_000;
const CACHES = ['.docusaurus', 'node_modules/.cache', 'docs/api', 'static/openapi'];
const seconds = (ms) => (ms === null ? '-' : (ms / 1000).toFixed(1));

if (!fs.existsSync(guideFile)) {
  console.error(`bench dev: ${path.relative(root, guideFile)} (the source of ${guide}) does not exist`);
  process.exit(2);
}
if (!(await portFree(port))) {
  console.error(`bench dev: port ${port} is in use; pick another with --port`);
  process.exit(2);
}
const original = fs.readFileSync(guideFile, 'utf8');
let server = null;
const cleanUp = () => {
  fs.writeFileSync(guideFile, original);
  if (server) stopServer(server);
};
process.on('SIGINT', () => {
  cleanUp();
  process.exit(130);
});

/** `npm start` in its own process group; `marks` gets the time of its first log lines that matter. */
function startServer(t0) {
  const child = spawn('npm', ['start', '--', '--port', String(port), '--no-open'], {cwd: root, detached: true, stdio: ['ignore', 'pipe', 'pipe']});
  const marks = {};
  const log = [];
  const watch = (stream) =>
    stream.on('data', (data) => {
      const text = data.toString();
      log.push(text);
      if (marks.docusaurus === undefined && text.includes('Starting the development server')) marks.docusaurus = performance.now() - t0;
      if (marks.compiled === undefined && /compiled successfully|compiled with/.test(text)) marks.compiled = performance.now() - t0;
    });
  watch(child.stdout);
  watch(child.stderr);
  const exited = new Promise((resolve) => child.on('exit', resolve));
  return {child, marks, log, exited};
}

/** CPU seconds (user + system) used so far by a process group, its exited and waited-for children included. */
function groupCpuSeconds(pgid) {
  let ticks = 0;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${name}/stat`, 'utf8');
      // After the command name: state, ppid, pgrp, ...; utime, stime, cutime, cstime are fields 14-17.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[2]) === pgid) ticks += fields.slice(11, 15).reduce((sum, f) => sum + Number(f), 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return ticks / 100;
}

function stopServer(s) {
  try {
    process.kill(-s.child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Opens `url`, retrying while nothing listens yet, and resolves when its `h1` is visible. */
async function openRendered(page, url, deadline) {
  await gotoWhenListening(page, url, {deadline, timeout: TIMEOUT});
  await page.locator('h1').first().waitFor({state: 'visible', timeout: Math.max(1, deadline - performance.now())});
}

/** Milliseconds from writing `text` to the guide until the page's article does (or no longer does) contain `needle`. */
async function timeEdit(page, text, needle, present) {
  const started = performance.now();
  fs.writeFileSync(guideFile, text);
  await page.waitForFunction(
    ([n, p]) => (document.querySelector('article')?.textContent ?? '').includes(n) === p,
    [needle, present],
    {polling: 25, timeout: 120_000},
  );
  return performance.now() - started;
}

async function measure(browser, kind) {
  if (kind === 'cold') for (const dir of CACHES) fs.rmSync(path.join(root, dir), {recursive: true, force: true});
  const load = os.loadavg()[0].toFixed(1);
  const context = await browser.newContext();
  const page = await context.newPage();
  // The page's errors while the server is up: not the refused connections before it listens, nor
  // the broken ones when it stops.
  const errors = [];
  let phase = 'starting';
  page.on('response', () => phase === 'starting' && (phase = 'up'));
  page.on('console', (m) => phase === 'up' && m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => phase === 'up' && errors.push(String(e)));
  const origin = `http://localhost:${port}`;
  const t0 = performance.now();
  server = startServer(t0);
  const row = {kind, load, home: null, cpu: null, guide: null, edit: null, revert: null};
  try {
    const deadline = t0 + TIMEOUT;
    await Promise.race([
      openRendered(page, `${origin}/`, deadline),
      server.exited.then((code) => Promise.reject(new Error(`npm start exited (${code})\n${server.log.join('')}`))),
    ]);
    row.home = performance.now() - t0;
    row.cpu = groupCpuSeconds(server.child.pid);
    await openRendered(page, `${origin}${guide}`, deadline);
    row.guide = performance.now() - t0;
    const nonce = `Writer loop benchmark ${crypto.randomBytes(4).toString('hex')}.`;
    row.edit = await timeEdit(page, `${original.trimEnd()}\n\n${nonce}\n`, nonce, true);
    row.revert = await timeEdit(page, original, nonce, false);
  } finally {
    phase = 'stopping';
    fs.writeFileSync(guideFile, original);
    stopServer(server);
    await server.exited;
    // npm may exit before the server it started has let go of the port.
    for (let i = 0; i < 100 && !(await portFree(port)); i += 1) await new Promise((r) => setTimeout(r, 100));
    await context.close();
  }
  const {marks, log} = server;
  server = null;
  const problems = log.join('').split('\n').filter((line) => /error|fail|warn/i.test(line));
  return {...row, docusaurusAt: marks.docusaurus ?? null, compiledAt: marks.compiled ?? null, errors, problems};
}

const browser = await launchChromium();
const rows = [];
try {
  // Warm figures need caches that match the tree: after a change to the config or the specs, the
  // first start rebuilds them. Without a cold start first, an unmeasured start does that.
  if (kinds[0] === 'warm') {
    const row = await measure(browser, 'warm');
    console.log(`warm-up (not counted): home ${seconds(row.home)} s`);
  }
  for (let i = 0; i < runs; i += 1) {
    for (const kind of kinds) {
      const row = await measure(browser, kind);
      rows.push(row);
      console.log(`${kind}: home ${seconds(row.home)} s, guide ${seconds(row.guide)} s, edit ${seconds(row.edit)} s (load ${row.load})`);
    }
  }
} finally {
  cleanUp();
  await browser.close();
}

const hasBuildIndex = fs.existsSync(path.join(root, 'build', 'search-index', 'manifest.json'));
console.log(`\nWriter loop: npm start on port ${port}, ${os.cpus().length} cores; last build's search index ${hasBuildIndex ? 'present' : 'absent'}`);
console.log('Seconds from spawning `npm start`: home `/` and then the guide rendered in Chromium; edit and revert: file written -> page shows it.');
console.log('CPU s to home: user + system time of the npm start process group until then (less sensitive to other load than wall time).\n');
console.log(
  formatTable(
    ['start', 'load 1m', 'docusaurus start', 'compiled', 'home', 'CPU s to home', `guide ${guide}`, 'edit', 'revert', 'console errors'],
    rows.map((r) => [r.kind, r.load, seconds(r.docusaurusAt), seconds(r.compiledAt), seconds(r.home), r.cpu?.toFixed(1) ?? '-', seconds(r.guide), seconds(r.edit), seconds(r.revert), r.errors.length]),
  ),
);
const distinct = [...new Set(rows.flatMap((r) => r.errors.map((e) => e.slice(0, 160))))];
if (distinct.length) console.log(`\nConsole errors (distinct, first 160 characters):\n${distinct.map((e) => `  ${e}`).join('\n')}\n`);
const problems = [...new Set(rows.flatMap((r) => r.problems.map((line) => line.trim().slice(0, 160))))];
if (problems.length) console.log(`\nServer output with error, fail or warn:\n${problems.map((line) => `  ${line}`).join('\n')}\n`);
for (const kind of kinds) {
  const of = rows.filter((r) => r.kind === kind);
  console.log(`median ${kind}: home ${seconds(median(of.map((r) => r.home)))} s, guide ${seconds(median(of.map((r) => r.guide)))} s, edit ${seconds(median(of.map((r) => r.edit)))} s`);
}
