/**
 * Shared by the build benchmarks (build.mjs, stock-site.mjs): runs a command under GNU time
 * while sampling, from /proc, the resident memory of its process tree; reads Docusaurus'
 * `DOCUSAURUS_PERF_LOGGER` lines and the events of scripts/bench/profile-plugin.mjs; and turns all
 * of that into a table of build phases with their duration and the peak memory reached inside each.
 *
 * Pure helpers (parsers, phase table, formatting) are exported for the unit tests
 * (measure.test.mjs); `runMeasured` is the only function that spawns anything.
 */
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {dirStats, formatTable, median} from './lib.mjs';

const PAGE_SIZE = 4096;
const MiB = 1024 * 1024;

/** Removes terminal colour codes. */
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
export const stripAnsi = (text) => text.replace(ANSI, '');

/**
 * One line of Docusaurus' perf logger, e.g.
 * `[PERF] Build > en > SSG - 88.78 seconds! - (Heap 175mb -> 172mb / Total 179mb)`.
 * Returns `{label, ms, heapBeforeMiB, heapAfterMiB, heapTotalMiB}` or null for other lines
 * (including the perf logger's duration-less `log` lines).
 */
export function parsePerfLine(line) {
  const m = /^\[PERF\](?:\[KO\])? (.+) - ([\d.]+) (ms|seconds!) - \(Heap (\d+)mb -> (\d+)mb \/ Total (\d+)mb\)\s*$/.exec(stripAnsi(line).trim());
  if (!m) return null;
  const value = Number(m[2]);
  return {
    label: m[1],
    ms: m[3] === 'ms' ? value : value * 1000,
    heapBeforeMiB: Number(m[4]),
    heapAfterMiB: Number(m[5]),
    heapTotalMiB: Number(m[6]),
  };
}

/** GNU `time -v` report: wall seconds, user+system CPU seconds, maximum resident set (MiB), exit status. */
export function parseTimeReport(text) {
  const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):(\d+(?:\.\d+)?)/.exec(text);
  const user = /User time \(seconds\): ([\d.]+)/.exec(text);
  const system = /System time \(seconds\): ([\d.]+)/.exec(text);
  const rss = /Maximum resident set size \(kbytes\): (\d+)/.exec(text);
  const status = /Exit status: (\d+)/.exec(text);
  if (!wall || !rss) return null;
  return {
    wallSeconds: Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]),
    cpuSeconds: Number(user?.[1] ?? 0) + Number(system?.[1] ?? 0),
    maxRssMiB: Number(rss[1]) / 1024,
    exitStatus: status ? Number(status[1]) : null,
  };
}

/**
 * `/proc/<pid>/stat`: parent pid, CPU time used so far (user + system, in clock ticks, all threads)
 * and resident pages. The command name may hold spaces and parentheses.
 */
export function parseProcStat(text) {
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 of stat (state): ppid is field 4, utime 14, stime 15, rss 24.
  return {ppid: Number(fields[1]), cpuTicks: Number(fields[11]) + Number(fields[12]), rssPages: Number(fields[21])};
}

function readProcTable() {
  const table = new Map();
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      table.set(Number(name), parseProcStat(fs.readFileSync(`/proc/${name}/stat`, 'utf8')));
    } catch {
      // The process ended between readdir and read.
    }
  }
  return table;
}

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** `rootPid` and all its descendants in a /proc table. */
function treePids(table, rootPid) {
  const children = new Map();
  for (const [pid, {ppid}] of table) children.set(ppid, [...(children.get(ppid) ?? []), pid]);
  const pids = [];
  for (const stack = [rootPid]; stack.length > 0; ) {
    const pid = stack.pop();
    pids.push(pid);
    stack.push(...(children.get(pid) ?? []));
  }
  return pids;
}

/**
 * Resident memory of `rootPid` and all its descendants (the sum, and the largest single process) and
 * the CPU seconds they have used so far.
 */
export function treeRss(table, rootPid) {
  let sum = 0;
  let max = 0;
  let ticks = 0;
  for (const entry of treePids(table, rootPid).map((pid) => table.get(pid)).filter(Boolean)) {
    sum += entry.rssPages * PAGE_SIZE;
    max = Math.max(max, entry.rssPages * PAGE_SIZE);
    ticks += entry.cpuTicks ?? 0;
  }
  return {sumMiB: sum / MiB, maxMiB: max / MiB, cpuSeconds: ticks / TICKS_PER_SECOND};
}

/** Other builds on the machine: node processes running docusaurus or playwright outside our tree. */
function foreignBuilds(ownPids) {
  let count = 0;
  for (const name of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(name) || ownPids.has(Number(name))) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${name}/cmdline`, 'utf8').replace(/\0/g, ' ');
      if (/docusaurus(\.mjs)? (build|gen-api-docs)|playwright test/.test(cmd)) count += 1;
    } catch {
      // Gone already.
    }
  }
  return count;
}

/**
 * Runs `command args` under `/usr/bin/time -v`, sampling the tree's resident memory every
 * `sampleMs`. Every output line is timestamped (epoch ms) and, with `echo`, copied to our stdout.
 * Resolves with GNU time's figures, the samples, the lines, the machine's load and how many other
 * builds were seen running at the same time.
 */
export function runMeasured({command, args, cwd, env = {}, sampleMs = 200, echo = false}) {
  const timeFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'bench-time-')), 'time.txt');
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn('/usr/bin/time', ['-v', '-o', timeFile, command, ...args], {
      cwd,
      env: {...process.env, ...env},
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = [];
    const samples = [];
    let foreignMax = 0;
    let loadSum = 0;
    const collect = (stream, target) => {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop();
        const t = Date.now();
        for (const text of parts) {
          lines.push({t, text, stream: target});
          if (echo) (target === 'stderr' ? process.stderr : process.stdout).write(`${text}\n`);
        }
      });
      stream.on('end', () => {
        if (rest) lines.push({t: Date.now(), text: rest, stream: target});
      });
    };
    collect(child.stdout, 'stdout');
    collect(child.stderr, 'stderr');
    const sample = () => {
      const table = readProcTable();
      const {sumMiB, maxMiB, cpuSeconds} = treeRss(table, child.pid);
      samples.push({t: Date.now(), treeMiB: sumMiB, maxMiB, cpuSeconds});
      if (samples.length % 10 === 1) {
        foreignMax = Math.max(foreignMax, foreignBuilds(new Set(treePids(table, child.pid))));
        loadSum += os.loadavg()[0];
      }
    };
    const timer = sampleMs > 0 ? setInterval(sample, sampleMs) : null;
    child.on('error', (error) => {
      clearInterval(timer);
      reject(error);
    });
    child.on('close', (code) => {
      clearInterval(timer);
      const report = fs.existsSync(timeFile) ? fs.readFileSync(timeFile, 'utf8') : '';
      fs.rmSync(path.dirname(timeFile), {recursive: true, force: true});
      const time = parseTimeReport(report);
      const loadSamples = Math.ceil(samples.length / 10);
      resolve({
        code,
        started,
        ended: Date.now(),
        time,
        samples,
        lines,
        loadAverage: loadSamples > 0 ? loadSum / loadSamples : os.loadavg()[0],
        otherBuildsSeen: foreignMax,
      });
    });
  });
}

/**
 * Build phases from the run's output: Docusaurus perf lines (each logged when its phase ends, so it
 * started `ms` before the line arrived) and the profile plugin's start/end events. Per-task SSG
 * lines are folded into one `SSG worker N: render` phase per worker.
 */
export function phasesFrom({lines, events = [], minMs = 300}) {
  const phases = [];
  const workers = new Map();
  for (const {t, text} of lines) {
    const perf = parsePerfLine(text);
    if (!perf) continue;
    const task = /^SSG Worker (\d+) - Task \S+ - Rendering (\d+) pathnames$/.exec(perf.label);
    if (task) {
      const w = workers.get(task[1]) ?? {start: Infinity, end: 0, ms: 0, pages: 0, heapPeak: 0};
      w.start = Math.min(w.start, t - perf.ms);
      w.end = Math.max(w.end, t);
      w.ms += perf.ms;
      w.pages += Number(task[2]);
      w.heapPeak = Math.max(w.heapPeak, perf.heapAfterMiB, perf.heapTotalMiB);
      workers.set(task[1], w);
      continue;
    }
    if (perf.ms < minMs) continue;
    phases.push({label: perf.label.replace(/^Build > [^>]+ > /, ''), start: t - perf.ms, end: t, source: 'perf', heapTotalMiB: perf.heapTotalMiB});
  }
  for (const [id, w] of workers) {
    phases.push({label: `SSG worker ${id}: render ${w.pages} pages (busy ${(w.ms / 1000).toFixed(1)} s, heap to ${w.heapPeak} MiB)`, start: w.start, end: w.end, source: 'perf', heapTotalMiB: w.heapPeak});
  }
  const open = new Map();
  for (const event of events) {
    if (event.type === 'start') open.set(event.phase, event.t);
    if (event.type === 'end' && open.has(event.phase)) {
      const start = open.get(event.phase);
      open.delete(event.phase);
      if (event.t - start >= minMs) phases.push({label: event.phase, start, end: event.t, source: 'plugin'});
    }
  }
  return phases.sort((a, b) => a.start - b.start || b.end - a.end);
}

/** The highest value of `key` among samples taken between `start` and `end` (inclusive). */
export function peakBetween(samples, start, end, key) {
  let peak = 0;
  for (const s of samples) if (s.t >= start && s.t <= end) peak = Math.max(peak, s[key] ?? 0);
  return peak;
}

/**
 * CPU seconds the tree used between `start` and `end`: the difference of its running total at the
 * last samples taken before each. Unlike wall time, this hardly changes when other builds share the
 * machine.
 */
export function cpuBetween(samples, start, end) {
  let atStart = 0;
  let atEnd = 0;
  for (const s of samples) {
    if (s.t <= start) atStart = s.cpuSeconds ?? 0;
    if (s.t <= end) atEnd = s.cpuSeconds ?? 0;
  }
  return Math.max(0, atEnd - atStart);
}

/** Reads the JSON lines the profile plugin wrote: `{type: 'start'|'end'|'mem', ...}`. */
export function readProfileEvents(file) {
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** Number of operations in a bundled OpenAPI YAML file. */
export function countOperations(file) {
  return (fs.readFileSync(file, 'utf8').match(/^\s+operationId: /gm) ?? []).length;
}

/**
 * The phase table: for each phase, when it started (seconds from the start of the run), how long
 * it took, the CPU time the build's processes used meanwhile (all threads; nested and parallel
 * phases share it), the peak resident memory of the process tree inside it and, where the profile plugin
 * sampled it, the main thread's peak V8 heap and the main process' RSS outside that heap
 * (Rspack's native memory, worker threads' heaps, buffers).
 */
export function phaseRows({phases, samples, memSamples = [], started}) {
  return phases.map((p) => {
    const rss = peakBetween(samples, p.start, p.end, 'treeMiB');
    const heap = peakBetween(memSamples, p.start, p.end, 'heapUsedMiB');
    const nonHeap = peakBetween(memSamples, p.start, p.end, 'nonHeapMiB');
    return [
      p.label,
      ((p.start - started) / 1000).toFixed(1),
      ((p.end - p.start) / 1000).toFixed(1),
      cpuBetween(samples, p.start, p.end).toFixed(1),
      rss > 0 ? rss.toFixed(0) : '-',
      heap > 0 ? heap.toFixed(0) : '-',
      nonHeap > 0 ? nonHeap.toFixed(0) : '-',
    ];
  });
}

export const PHASE_HEADER = ['phase', 'start s', 'took s', 'CPU s', 'peak RSS MiB', 'main heap MiB', 'RSS-heap MiB'];

/** Memory samples of the profile plugin, in MiB, with the RSS outside the main V8 heap. */
export function memSamplesFrom(events) {
  return events
    .filter((e) => e.type === 'mem')
    .map((e) => ({t: e.t, rssMiB: e.rss / MiB, heapUsedMiB: e.heapUsed / MiB, nonHeapMiB: (e.rss - e.heapTotal) / MiB}));
}

/** Folders a clean build starts without: output, generated files and bundler caches. */
export function cleanBuildState(siteDir) {
  for (const dir of ['build', '.docusaurus', path.join('node_modules', '.cache')]) {
    fs.rmSync(path.join(siteDir, dir), {recursive: true, force: true});
  }
}

/**
 * One clean `docusaurus build` of `siteDir`, measured: GNU time's wall, CPU and peak RSS and build/'s
 * size. With `profile` also the /proc samples, Docusaurus' perf lines and the profile plugin's events
 * (the site must list scripts/bench/profile-plugin.mjs when `DOCS_BUILD_PROFILE` is set); without,
 * a plain build with nothing sampling beside it.
 */
export async function profiledBuild({siteDir, env = {}, echo = false, profile = true}) {
  cleanBuildState(siteDir);
  const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-profile-'));
  const profileFile = path.join(profileDir, 'events.jsonl');
  try {
    const run = await runMeasured({
      command: process.execPath,
      args: [path.join(siteDir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'],
      cwd: siteDir,
      env: profile ? {DOCUSAURUS_PERF_LOGGER: 'true', DOCS_BUILD_PROFILE: profileFile, ...env} : env,
      sampleMs: profile ? 200 : 0,
      echo,
    });
    if (run.code !== 0 || !run.time) {
      const tail = run.lines.slice(-40).map((l) => stripAnsi(l.text)).join('\n');
      throw new Error(`docusaurus build failed (exit ${run.code}) in ${siteDir}:\n${tail}`);
    }
    const events = readProfileEvents(profileFile);
    const memSamples = memSamplesFrom(events);
    const phases = phasesFrom({lines: run.lines, events});
    const threads = run.lines.map((l) => /Create SSG thread pool - (\d+) threads/.exec(stripAnsi(l.text))).find(Boolean);
    return {
      ...run.time,
      samplePeakMiB: Math.max(0, ...run.samples.map((s) => s.treeMiB)),
      mainPeakHeapMiB: Math.max(0, ...memSamples.map((s) => s.heapUsedMiB)),
      ssgThreads: threads ? Number(threads[1]) : 1,
      loadAverage: run.loadAverage,
      otherBuildsSeen: run.otherBuildsSeen,
      build: (({bytes, pages}) => ({bytes, pages}))(dirStats(path.join(siteDir, 'build'))),
      phaseRows: phaseRows({phases, samples: run.samples, memSamples, started: run.started}),
      lines: run.lines,
    };
  } finally {
    fs.rmSync(profileDir, {recursive: true, force: true});
  }
}

/** The summary rows of several measured builds, with the median (wall, CPU) and maximum (memory). */
export function summaryRows(results) {
  const rows = results.map((r, i) => [
    `run ${i + 1}`,
    r.wallSeconds.toFixed(1),
    r.cpuSeconds.toFixed(1),
    r.maxRssMiB.toFixed(0),
    r.samplePeakMiB.toFixed(0),
    r.loadAverage.toFixed(1),
    String(r.otherBuildsSeen),
  ]);
  if (results.length > 1) {
    rows.push([
      'median (RSS: median)',
      median(results.map((r) => r.wallSeconds)).toFixed(1),
      median(results.map((r) => r.cpuSeconds)).toFixed(1),
      median(results.map((r) => r.maxRssMiB)).toFixed(0),
      median(results.map((r) => r.samplePeakMiB)).toFixed(0),
      median(results.map((r) => r.loadAverage)).toFixed(1),
      '',
    ]);
  }
  return rows;
}

export const SUMMARY_HEADER = ['build', 'wall s', 'CPU s', 'peak RSS MiB (time -v)', 'peak tree RSS MiB (/proc)', 'load avg', 'other builds seen'];

/** `runs` measured clean builds (progress on stderr) and the run whose wall time is nearest the median. */
export async function buildRuns({runs = 1, ...options}) {
  const results = [];
  for (let i = 0; i < runs; i += 1) {
    results.push(await profiledBuild(options));
    console.error(`run ${i + 1}/${runs}: ${results[i].wallSeconds.toFixed(1)} s wall, ${results[i].maxRssMiB.toFixed(0)} MiB peak RSS`);
  }
  const mid = median(results.map((r) => r.wallSeconds));
  const typical = results.reduce((best, r) => (Math.abs(r.wallSeconds - mid) < Math.abs(best.wallSeconds - mid) ? r : best));
  return {results, typical};
}

/** The report of a profiled site (ours or the stock one): the runs, the median run's phases; `json` also writes them to that file. */
export function reportProfile({title, genSeconds, results, typical, json, extra = {}}) {
  console.log(`\n${title}`);
  console.log(`${typical.build.pages} HTML pages, build/ ${(typical.build.bytes / MiB).toFixed(1)} MiB, gen-api-docs ${genSeconds.toFixed(1)} s, ${typical.ssgThreads} SSG thread(s), node ${process.version}\n`);
  console.log(formatTable(SUMMARY_HEADER, summaryRows(results)));
  console.log(`\nPhases of the median run (phases under 0.3 s left out; nested phases overlap their parents)\n`);
  console.log(formatTable(PHASE_HEADER, typical.phaseRows));
  if (!json) return;
  fs.mkdirSync(path.dirname(path.resolve(json)), {recursive: true});
  const slim = results.map(({lines: _lines, ...rest}) => rest);
  fs.writeFileSync(json, JSON.stringify({...extra, genSeconds, node: process.version, results: slim}, null, 2));
}
