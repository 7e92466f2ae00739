import {describe, expect, it} from 'vitest';
import net from 'node:net';
import {formatTable, gotoWhenListening, median, parseArgs, parseTimeReport, portFree, untilListening} from './lib.mjs';

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

describe('dev-server helpers', () => {
  it('portFree: false while something listens on the port, true once it stopped', async () => {
    const server = net.createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const {port} = server.address();
    expect(await portFree(port)).toBe(false);
    await new Promise((resolve) => server.close(resolve));
    expect(await portFree(port)).toBe(true);
  });

  it('untilListening resolves once the port accepts a connection, and rejects after the deadline', async () => {
    const server = net.createServer();
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const {port} = server.address();
    await new Promise((resolve) => server.close(resolve));
    // Nothing listens: the deadline passes.
    await expect(untilListening(`http://127.0.0.1:${port}/`, {deadline: performance.now() + 50, retryMs: 10})).rejects.toThrow(`nothing listens on 127.0.0.1:${port}`);
    // It starts listening 150 ms later: found on a later try.
    const later = net.createServer();
    setTimeout(() => later.listen(port, '127.0.0.1'), 150);
    const started = performance.now();
    await untilListening(`http://127.0.0.1:${port}/`, {deadline: performance.now() + 5000, retryMs: 10});
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    await new Promise((resolve) => later.close(resolve));
  });

  it('gotoWhenListening waits for the port before the browser navigates', async () => {
    const order = [];
    const page = {async goto() {
      order.push('goto');
      return 'response';
    }};
    const listening = async () => {
      await new Promise((r) => setTimeout(r, 20));
      order.push('listening');
    };
    expect(await gotoWhenListening(page, 'http://x/', {deadline: performance.now() + 5000, listening})).toBe('response');
    expect(order).toEqual(['listening', 'goto']);
  });

  it('gotoWhenListening retries a refused connection until it answers, and fails at once on any other error', async () => {
    const page = (errors) => ({calls: 0, async goto() {
      this.calls += 1;
      const error = errors.shift();
      if (error) throw new Error(error);
      return 'response';
    }});
    const starting = page(['net::ERR_CONNECTION_REFUSED', 'net::ERR_EMPTY_RESPONSE']);
    const listening = async () => {};
    expect(await gotoWhenListening(starting, 'http://x/', {deadline: performance.now() + 5000, retryMs: 1, listening})).toBe('response');
    expect(starting.calls).toBe(3);
    const broken = page(['net::ERR_NAME_NOT_RESOLVED']);
    await expect(gotoWhenListening(broken, 'http://x/', {deadline: performance.now() + 5000, retryMs: 1, listening})).rejects.toThrow('ERR_NAME_NOT_RESOLVED');
    expect(broken.calls).toBe(1);
    const late = page(['net::ERR_CONNECTION_REFUSED', 'net::ERR_CONNECTION_REFUSED']);
    await expect(gotoWhenListening(late, 'http://x/', {deadline: performance.now() - 1, retryMs: 1, listening})).rejects.toThrow('ERR_CONNECTION_REFUSED');
    expect(late.calls).toBe(1);
  });
});
