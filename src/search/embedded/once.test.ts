import {describe, expect, it, vi} from 'vitest';
import {onceRetrying} from './once';

describe('onceRetrying', () => {
  it('starts one run for concurrent callers and none after it succeeded', async () => {
    let finish = (_value: string) => undefined as void;
    const fn = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const once = onceRetrying(fn);
    const first = once();
    const second = once();
    expect(second).toBe(first);
    expect(fn).toHaveBeenCalledTimes(1);
    finish('index');
    await expect(first).resolves.toBe('index');
    await expect(once()).resolves.toBe('index');
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed run: callers during it share the failure, the next call runs again', async () => {
    const fn = vi.fn<(dir: string) => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('index');
    const once = onceRetrying(fn);
    const first = once('a/');
    const during = once('b/');
    await expect(first).rejects.toThrow('offline');
    await expect(during).rejects.toThrow('offline');
    expect(fn).toHaveBeenCalledTimes(1);
    await expect(once('c/')).resolves.toBe('index');
    expect(fn.mock.calls).toEqual([['a/'], ['c/']]);
  });

  it('turns a synchronous throw into a rejection, and forgets it too', async () => {
    const fn = vi.fn<() => Promise<number>>(() => {
      throw new Error('no fetch');
    });
    const once = onceRetrying(fn);
    await expect(once()).rejects.toThrow('no fetch');
    await expect(once()).rejects.toThrow('no fetch');
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
