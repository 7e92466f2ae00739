import {describe, expect, it} from 'vitest';
import {formatInTurn} from './lighthouse.mjs';

describe('formatInTurn', () => {
  it("gives the median score and TBT, and every run's score and TBT in the order they ran", () => {
    const run = (performance, tbt, benchmarkIndex) => ({performance, tbt, benchmarkIndex});
    const line = formatInTurn('/docs/api/people-index/', 'build', [run(1, 50, 2000), run(0.98, 132.4, 1900), run(1, 9, 2100)]);
    expect(line).toBe('/docs/api/people-index/ build: performance 1.00, TBT median 50 ms; runs (score/TBT ms) 1.00/50 0.98/132 1.00/9; benchmarkIndex 2000');
  });
});
