import {describe, expect, it} from 'vitest';
import {windowSizeOf} from './useWindowSize';

describe('windowSizeOf', () => {
  it('matches Infima: desktop above 996 px, mobile at and below', () => {
    expect(windowSizeOf(1200)).toBe('desktop');
    expect(windowSizeOf(997)).toBe('desktop');
    expect(windowSizeOf(996)).toBe('mobile');
    expect(windowSizeOf(390)).toBe('mobile');
    expect(windowSizeOf(800, 700)).toBe('desktop');
  });
});
