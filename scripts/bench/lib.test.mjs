import {describe, expect, it} from 'vitest';
import {formatTable, median, parseArgs, parseTimeReport} from './lib.mjs';

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

describe('helpers', () => {
  it('takes the median of odd and even lists', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('parses options and flags', () => {
    expect(parseArgs(['--scale', '4', '--keep', '--runs', '3'], ['keep'])).toEqual({scale: '4', keep: true, runs: '3'});
  });
  it('collects the arguments that are neither options nor their values', () => {
    expect(parseArgs(['/a/', '--runs', '3', '--desktop', '/b/'], ['desktop'])).toEqual({_: ['/a/', '/b/'], runs: '3', desktop: true});
  });
  it('aligns a table', () => {
    expect(formatTable(['a', 'bb'], [['xyz', '1']])).toBe('a    bb\n---  --\nxyz   1');
  });
});
