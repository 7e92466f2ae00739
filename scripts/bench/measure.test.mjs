import {describe, expect, it} from 'vitest';
import {formatTable, median, parseArgs} from './lib.mjs';
import {cpuBetween, parsePerfLine, parseProcStat, parseTimeReport, peakBetween, phasesFrom, treeRss} from './measure.mjs';

describe('parsePerfLine', () => {
  it('reads a coloured perf line in seconds', () => {
    const line = '\x1b[33m[PERF]\x1b[39m Build > en > SSG - \x1b[31m88.78 seconds!\x1b[39m - \x1b[2m(Heap \x1b[36m175mb\x1b[39m -> \x1b[36m172mb\x1b[39m / Total \x1b[36m179mb\x1b[39m)\x1b[22m';
    expect(parsePerfLine(line)).toEqual({label: 'Build > en > SSG', ms: 88780, heapBeforeMiB: 175, heapAfterMiB: 172, heapTotalMiB: 179});
  });
  it('reads milliseconds and labels that contain " - "', () => {
    const p = parsePerfLine('[PERF] SSG Worker 1 - Task 3 - Rendering 10 pathnames - 333.45 ms - (Heap 647mb -> 651mb / Total 676mb)');
    expect(p.label).toBe('SSG Worker 1 - Task 3 - Rendering 10 pathnames');
    expect(p.ms).toBeCloseTo(333.45);
  });
  it('ignores duration-less log lines and other output', () => {
    expect(parsePerfLine('[PERF] Build > en > SSG > Thread pool > Result for task 1 - (Heap 177mb / Total 209mb)')).toBeNull();
    expect(parsePerfLine('[SUCCESS] Generated static files in "build".')).toBeNull();
  });
});

describe('parseTimeReport', () => {
  it('reads wall, CPU, peak memory and exit status from GNU time -v', () => {
    const report = [
      '\tUser time (seconds): 106.62',
      '\tSystem time (seconds): 17.82',
      '\tElapsed (wall clock) time (h:mm:ss or m:ss): 3:52.92',
      '\tMaximum resident set size (kbytes): 2902556',
      '\tExit status: 0',
    ].join('\n');
    const t = parseTimeReport(report);
    expect(t.wallSeconds).toBeCloseTo(232.92);
    expect(t.cpuSeconds).toBeCloseTo(124.44);
    expect(t.maxRssMiB).toBeCloseTo(2834.5, 1);
    expect(t.exitStatus).toBe(0);
  });
  it('reads hours', () => {
    expect(parseTimeReport('Elapsed (wall clock) time (h:mm:ss or m:ss): 1:02:03\nMaximum resident set size (kbytes): 1024').wallSeconds).toBe(3723);
  });
});

describe('/proc', () => {
  it('parses stat lines whose command holds spaces and parentheses', () => {
    const fields = ['S', '42', ...Array(9).fill('0'), '700', '50', ...Array(8).fill('0'), '1500'];
    expect(parseProcStat(`123 (node (worker) x) ${fields.join(' ')}`)).toEqual({ppid: 42, cpuTicks: 750, rssPages: 1500});
  });
  it('sums the resident memory of a process and its descendants only', () => {
    const table = new Map([
      [10, {ppid: 1, cpuTicks: 100, rssPages: 256}],
      [11, {ppid: 10, cpuTicks: 50, rssPages: 512}],
      [12, {ppid: 11, cpuTicks: 0, rssPages: 256}],
      [20, {ppid: 1, cpuTicks: 999, rssPages: 99999}],
    ]);
    expect(treeRss(table, 10)).toEqual({sumMiB: 4, maxMiB: 2, cpuSeconds: 1.5});
  });
});

describe('phasesFrom', () => {
  it('dates perf phases back by their duration and folds SSG tasks per worker', () => {
    const lines = [
      {t: 10_000, text: '[PERF] Build > en > Load site - 4.00 seconds! - (Heap 1mb -> 2mb / Total 3mb)'},
      {t: 20_000, text: '[PERF] SSG Worker 1 - Task 1 - Rendering 10 pathnames - 2.00 seconds! - (Heap 50mb -> 60mb / Total 70mb)'},
      {t: 25_000, text: '[PERF] SSG Worker 1 - Task 3 - Rendering 7 pathnames - 1.00 seconds! - (Heap 60mb -> 90mb / Total 95mb)'},
      {t: 25_100, text: '[PERF] Build > en > tiny - 12.00 ms - (Heap 1mb -> 2mb / Total 3mb)'},
    ];
    const events = [
      {type: 'start', phase: 'client: build modules', t: 11_000},
      {type: 'end', phase: 'client: build modules', t: 15_000},
    ];
    const phases = phasesFrom({lines, events});
    expect(phases.map((p) => [p.label, p.start, p.end])).toEqual([
      ['Load site', 6_000, 10_000],
      ['client: build modules', 11_000, 15_000],
      ['SSG worker 1: render 17 pages (busy 3.0 s, heap to 95 MiB)', 18_000, 25_000],
    ]);
    expect(phases[2].heapTotalMiB).toBe(95);
  });
});

describe('helpers', () => {
  it('finds the peak of samples inside a window', () => {
    const samples = [
      {t: 1, treeMiB: 5},
      {t: 2, treeMiB: 9},
      {t: 3, treeMiB: 7},
    ];
    expect(peakBetween(samples, 2, 3, 'treeMiB')).toBe(9);
    expect(peakBetween(samples, 3, 3, 'treeMiB')).toBe(7);
    expect(peakBetween(samples, 4, 5, 'treeMiB')).toBe(0);
  });
  it('takes the CPU used between two moments from the running totals', () => {
    const samples = [
      {t: 1, cpuSeconds: 1},
      {t: 5, cpuSeconds: 3},
      {t: 9, cpuSeconds: 10},
    ];
    expect(cpuBetween(samples, 2, 9)).toBe(9);
    expect(cpuBetween(samples, 5, 8)).toBe(0);
  });
  it('takes the median of odd and even lists', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('parses options and flags', () => {
    expect(parseArgs(['--scale', '4', '--keep', '--runs', '3'], ['keep'])).toEqual({scale: '4', keep: true, runs: '3'});
  });
  it('aligns a table', () => {
    expect(formatTable(['a', 'bb'], [['xyz', '1']])).toBe('a    bb\n---  --\nxyz   1');
  });
});
