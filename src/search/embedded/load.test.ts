import {afterEach, describe, expect, it, vi} from 'vitest';
import {createIndexLoader} from './load';

describe('createIndexLoader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shares one load between concurrent callers, and forgets a failed load so the next call retries', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetch);
    const load = createIndexLoader();
    const first = load('https://example.test/search-index/');
    const second = load('https://example.test/search-index/');
    expect(second).toBe(first);
    await expect(first).rejects.toThrow('offline');
    expect(fetch).toHaveBeenCalledTimes(1);

    await expect(load('https://example.test/search-index/')).rejects.toThrow('offline');
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
