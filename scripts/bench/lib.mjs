/**
 * What the benchmarks share (scripts/bench/*, scripts/search/bench.mjs): options, medians and
 * percentiles, sizes, tables, headless Chromium, build/ served like the CDN serves it (scripts/serve,
 * the one static server of the repo: brotli/gzip, the build's `_headers`) and clean builds timed by
 * GNU time.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {startStaticServer} from '../serve/server.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Whether the module at `url` (its `import.meta.url`) is the script Node was started with. */
export const isMain = (url) => Boolean(process.argv[1]) && url === pathToFileURL(path.resolve(process.argv[1])).href;

/** The options a script was given: `--name value` pairs, bare `--flag`s (named in `flags`) and, in `_`, the rest. */
export function parseArgs(argv, flags = []) {
  const out = {};
  for (let i = 0; i < argv.length; i += 1) {
    const name = argv[i].startsWith('--') ? argv[i].slice(2) : null;
    if (name === null) (out._ ??= []).push(argv[i]);
    else out[name] = flags.includes(name) ? true : argv[(i += 1)];
  }
  return out;
}

export const median = (xs) => {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

/** The `p`th percentile as one of the values (p50 of an even list is the upper middle one). */
export const percentile = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

/** Sizes as the issues state budgets (1 KB = 1000 bytes) and, `kib`, as the older reports print them. */
export const kb = (bytes, digits = 0) => `${(bytes / 1000).toFixed(digits)} KB`;
export const kib = (bytes, digits = 0) => `${(bytes / 1024).toFixed(digits)} KB`;

/** Rows under a header; the first `left` columns left-aligned, the others right-aligned. */
export function formatTable(header, rows, {sep = '  ', left = 1} = {}) {
  const all = [header, ...rows].map((r) => r.map(String));
  const widths = header.map((_, i) => Math.max(...all.map((r) => r[i].length)));
  const line = (r) => r.map((cell, i) => (i < left ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join(sep);
  return [line(all[0]), widths.map((w) => '-'.repeat(w)).join(sep.trim() ? sep.replace(/ /g, '-') : sep), ...all.slice(1).map(line)].join('\n');
}

/** Bytes of a folder, its `index.html` pages and their sizes (`html: [{file, size}]`, paths relative to it). */
export function dirStats(dir) {
  const out = {bytes: 0, pages: 0, html: []};
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, {recursive: true, withFileTypes: true})) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    const size = fs.statSync(file).size;
    out.bytes += size;
    if (entry.name === 'index.html') out.html.push({file: path.relative(dir, file), size});
  }
  out.pages = out.html.length;
  return out;
}

/** Runs a command to its end, output captured, and returns its stdout; throws with the end of its output when it fails. */
export function run(command, args, {cwd = root, env = {}} = {}) {
  const r = spawnSync(command, args, {cwd, encoding: 'utf8', env: {...process.env, ...env}, maxBuffer: 256 * 1024 * 1024});
  if (r.status !== 0) throw new Error(`bench: ${[command, ...args].join(' ')} failed (exit ${r.status})\n${`${r.stdout}${r.stderr}`.trimEnd().split('\n').slice(-40).join('\n')}`);
  return r.stdout;
}

export const runNode = (args, options) => run(process.execPath, args, options);

/** A titled list of `[label, value]` pairs. */
export function printPairs(title, pairs) {
  const width = Math.max(...pairs.map((r) => r[0].length));
  console.log(`\n${title}\n`);
  for (const [k, v] of pairs) console.log(`${k.padEnd(width)}  ${v}`);
}

/** GNU `time -v` report: wall seconds, user+system CPU seconds, maximum resident set (MiB), exit status. */
export function parseTimeReport(text) {
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):(\d+(?:\.\d+)?)/.exec(text);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(text);
  if (!wall || !rss) return null;
  const seconds = (label) => Number(new RegExp(`${label} time \\(seconds\\): ([\\d.]+)`).exec(text)?.[1] ?? 0);
  const status = /Exit status: (\d+)/.exec(text);
  return {
    wallSeconds: Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]),
    cpuSeconds: seconds('User') + seconds('System'),
    maxRssMiB: Number(rss[1]) / 1024,
    exitStatus: status ? Number(status[1]) : null,
  };
}

/**
 * `runs` clean `docusaurus build`s of the site (build/, .docusaurus/ and the bundler cache removed
 * first) under `/usr/bin/time -v`: median wall and CPU seconds, the highest peak resident memory
 * (GNU time's: the largest process of the build, its worker threads included) and build/'s size.
 */
export function timedBuild({env = {}, runs = 1} = {}) {
  if (!fs.existsSync('/usr/bin/time')) throw new Error('bench: /usr/bin/time is missing (Debian package "time")');
  const timeFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-time-')), 'time.txt');
  const results = [];
  try {
    for (let i = 1; i <= runs; i += 1) {
      for (const dir of ['build', '.docusaurus', 'node_modules/.cache']) fs.rmSync(path.join(root, dir), {recursive: true, force: true});
      run('/usr/bin/time', ['-v', '-o', timeFile, process.execPath, path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'], {env});
      const time = parseTimeReport(fs.readFileSync(timeFile, 'utf8'));
      if (!time) throw new Error(`bench: no GNU time report in ${timeFile}`);
      results.push(time);
      console.error(`build ${i}/${runs}: ${time.wallSeconds.toFixed(1)} s wall, ${time.cpuSeconds.toFixed(1)} s CPU, ${time.maxRssMiB.toFixed(0)} MiB peak RSS`);
    }
  } finally {
    fs.rmSync(path.dirname(timeFile), {recursive: true, force: true});
  }
  const {pages, bytes} = dirStats(path.join(root, 'build'));
  const of = (key) => results.map((r) => r[key]);
  return {seconds: median(of('wallSeconds')), cpuSeconds: median(of('cpuSeconds')), peakMiB: Math.max(...of('maxRssMiB')), pages, bytes, runs: results};
}

/** Whether nothing listens on `port` yet (a dev server's port, before it is started). */
export function portFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer().once('error', () => resolve(false));
    probe.listen(port, () => probe.close(() => resolve(true)));
  });
}

/**
 * Resolves once something accepts a TCP connection on `url`'s host and port, trying every
 * `retryMs` until `deadline` (a performance.now() time), when it rejects. A connection attempt
 * costs next to nothing, where a browser navigation to a port nobody listens on loads an error
 * page: ten of those a second took enough CPU from a starting `npm start` that the dev bench
 * measured its home page at 54 s instead of about 23 s.
 */
export async function untilListening(url, {deadline, retryMs = 100}) {
  const {hostname, port, protocol} = new URL(url);
  const target = {host: hostname.replace(/^\[|\]$/g, ''), port: Number(port || (protocol === 'https:' ? 443 : 80))};
  for (;;) {
    const open = await new Promise((resolve) => {
      const socket = net.connect(target);
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (performance.now() > deadline) throw new Error(`nothing listens on ${target.host}:${target.port} yet, and the deadline has passed`);
    await new Promise((r) => setTimeout(r, retryMs));
  }
}

/**
 * `page.goto(url)` for a server still starting (`npm start`): waits until the port accepts a
 * connection (untilListening, or `listening` when given), then navigates, and retries every
 * `retryMs` while the connection is refused, reset or answered empty, until `deadline` (a
 * performance.now() time). `timeout` is each attempt's.
 */
export async function gotoWhenListening(page, url, {deadline, timeout = Math.max(1, deadline - performance.now()), retryMs = 100, listening = untilListening}) {
  await listening(url, {deadline, retryMs});
  for (;;) {
    try {
      return await page.goto(url, {timeout});
    } catch (error) {
      if (!/ERR_CONNECTION_REFUSED|ERR_EMPTY_RESPONSE|ERR_CONNECTION_RESET/.test(String(error)) || performance.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, retryMs));
    }
  }
}

/** Headless Chromium (Debian's, or CHROMIUM_PATH) through Playwright. */
export async function launchChromium() {
  const {chromium} = await import('@playwright/test');
  return chromium.launch({executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu']});
}

/**
 * `measure(browser, url)` on every page of every build, `runs` times, the builds in turn for each
 * page so that a change in the machine's load falls on every build alike. Returns one entry per
 * page and build, in first-seen order: `{path, build}` (the build folder relative to the root) and
 * the results of its runs. `launch` and `close` start and end the browser `measure` is given:
 * Playwright's Chromium by default; Lighthouse passes launchChrome and its `kill()`.
 */
export async function measureBuildsInTurn({dirs, paths, runs, measure, launch = launchChromium, close = (browser) => browser.close()}) {
  const servers = await Promise.all(dirs.map((d) => serveBuild(d)));
  const browser = await launch();
  const results = new Map();
  try {
    for (let r = 0; r < runs; r += 1) {
      for (const p of paths) {
        for (const [i, dir] of dirs.entries()) {
          const key = `${p}\t${path.relative(root, dir) || dir}`;
          if (!results.has(key)) results.set(key, []);
          results.get(key).push(await measure(browser, servers[i].origin + p));
        }
      }
    }
  } finally {
    await close(browser);
    for (const s of servers) await s.close();
  }
  return [...results].map(([key, all]) => {
    const [p, build] = key.split('\t');
    return {path: p, build, all};
  });
}

/** The same Chromium with a debugging port, for Lighthouse; end it with `kill()`. */
export async function launchChrome() {
  const chromeLauncher = await import('chrome-launcher');
  const flags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', '--disable-background-networking'];
  return chromeLauncher.launch({chromePath: CHROMIUM, chromeFlags: flags, logLevel: 'silent'});
}

/** Serves `dir` (build/ by default; `need` must exist in it) on a free loopback port: `{origin, close}`. */
export async function serveBuild(dir = path.join(root, 'build'), need = 'index.html') {
  if (!fs.existsSync(path.join(dir, need))) {
    console.error(`bench: ${path.join(path.relative(root, dir), need)} is missing; run \`npm run build\` first`);
    process.exit(1);
  }
  const server = await startStaticServer({dir, port: 0});
  return {origin: server.url.replace(/\/$/, ''), close: () => server.close()};
}
