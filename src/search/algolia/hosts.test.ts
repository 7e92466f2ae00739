import {describe, expect, test} from 'vitest';
import {searchHosts, SEARCH_TIMEOUTS, shuffle} from './hosts';

describe('hosts', () => {
  test('shuffle is a permutation and leaves its input alone', () => {
    const input = [1, 2, 3, 4, 5];
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    const out = shuffle(input, random);
    expect([...out].sort()).toEqual(input);
    expect(input).toEqual([1, 2, 3, 4, 5]);
    const orders = new Set(Array.from({length: 50}, () => shuffle(input, random).join()));
    expect(orders.size).toBeGreaterThan(10);
  });

  test('configured hosts are shuffled; none configured means algoliasearch defaults', () => {
    const hosts = [
      {url: 'a:1', protocol: 'http', accept: 'read'},
      {url: 'b:1', protocol: 'http', accept: 'read'},
    ] as const;
    expect(searchHosts(undefined)).toBeUndefined();
    expect(searchHosts([])).toBeUndefined();
    expect(searchHosts([...hosts], () => 0)?.map((h) => h.url)).toEqual(['b:1', 'a:1']);
  });

  test('SPEC 9 timeouts', () => {
    expect(SEARCH_TIMEOUTS).toEqual({connect: 1000, read: 2000, write: 30000});
  });
});
