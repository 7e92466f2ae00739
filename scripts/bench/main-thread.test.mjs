import {describe, expect, it} from 'vitest';
import {blockingFromTrace} from './main-thread.mjs';

const task = (ts, tdur, dur = tdur, tid = 1) => ({name: 'RunTask', pid: 7, tid, ts: ts * 1000, dur: dur * 1000, tdur: tdur * 1000});

describe('blockingFromTrace', () => {
  it('counts, at 4x, what each main-thread task after the first contentful paint exceeds 50 ms by, in CPU time', () => {
    const events = [
      task(0, 40), // before FCP: not counted
      {name: 'firstContentfulPaint', pid: 7, tid: 1, ts: 100_000},
      task(110, 10), // 40 ms at 4x: not blocking
      task(200, 20, 90), // 80 ms at 4x (CPU, not the 90 ms of wall time): 30 blocking
      task(300, 30, 30, 2), // another thread: not counted
      task(400, 25), // 100 ms at 4x: 50 blocking
    ];
    expect(blockingFromTrace(events)).toEqual({blocking: 80, longest: 25, cpu: 55});
  });

  it('refuses a trace without a first contentful paint', () => {
    expect(() => blockingFromTrace([task(0, 100)])).toThrow(/firstContentfulPaint/);
  });
});
