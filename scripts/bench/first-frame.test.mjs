import {describe, expect, it} from 'vitest';
import {firstFrameFromTrace} from './first-frame.mjs';

const event = (name, ts, tdur, tid = 1) => ({name, pid: 7, tid, ts: ts * 1000, dur: tdur * 2000, tdur: tdur * 1000});

describe('firstFrameFromTrace', () => {
  it("adds the main thread's style, layout and paint CPU up to the first contentful paint", () => {
    const events = [
      event('RunTask', 0, 12),
      event('UpdateLayoutTree', 1, 4),
      event('RunTask', 20, 30),
      event('UpdateLayoutTree', 21, 15),
      event('Layout', 36, 10),
      event('Paint', 47, 2),
      event('Layout', 40, 99, 2), // another thread: not counted
      {name: 'firstContentfulPaint', pid: 7, tid: 1, ts: 60_000},
      event('RunTask', 70, 80), // after the paint: not counted
      event('UpdateLayoutTree', 71, 5),
    ];
    expect(firstFrameFromTrace(events)).toEqual({style: 19, layout: 10, paint: 2, longest: 30});
  });

  it('refuses a trace without a first contentful paint', () => {
    expect(() => firstFrameFromTrace([event('RunTask', 0, 10)])).toThrow(/firstContentfulPaint/);
  });
});
