import {describe, expect, it} from 'vitest';
import {analyticsConfigProblem} from './analytics';

describe('analyticsConfigProblem', () => {
  it('accepts a real key and an http(s) data plane URL', () => {
    expect(analyticsConfigProblem('2abcWriteKey', 'https://dataplane.example.com')).toBeNull();
    expect(analyticsConfigProblem('key', 'http://127.0.0.1:4400/rudder')).toBeNull();
  });
  it('rejects an empty or placeholder key and an invalid URL', () => {
    expect(analyticsConfigProblem('', 'https://dp.example.com')).toMatch(/WRITE_KEY/);
    expect(analyticsConfigProblem('PLACEHOLDER_RUDDERSTACK_WRITE_KEY', 'https://dp.example.com')).toMatch(/WRITE_KEY/);
    expect(analyticsConfigProblem('key', 'PLACEHOLDER_RUDDERSTACK_DATA_PLANE_URL')).toMatch(/not a valid URL/);
    expect(analyticsConfigProblem('key', 'ftp://dp.example.com')).toMatch(/http/);
  });
});
