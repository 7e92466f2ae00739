import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import type * as StartModule from './start';

/** A Worker that records what it is sent and can fail as a worker whose script did not load. */
class FakeWorker {
  static created: FakeWorker[] = [];
  sent: unknown[] = [];
  terminated = false;
  onerror: ((event: {preventDefault(): void}) => void) | null = null;
  constructor(
    readonly url: URL,
    readonly options: {name?: string},
  ) {
    FakeWorker.created.push(this);
  }
  postMessage(message: unknown) {
    this.sent.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  fail() {
    this.onerror?.({preventDefault: () => undefined});
  }
}

let start: typeof StartModule;

beforeEach(async () => {
  FakeWorker.created = [];
  vi.stubGlobal('Worker', FakeWorker);
  vi.stubGlobal('window', {location: {href: 'https://example.test/docs/platform/intro/'}});
  vi.stubGlobal('document', {querySelector: (selector: string) => (selector === 'meta[name="docs-search-index"]' ? {getAttribute: () => 'records.1a.json index.2b.json'} : null)});
  // The module keeps the page's worker: a fresh copy per test.
  vi.resetModules();
  start = await import('./start');
});

afterEach(() => vi.unstubAllGlobals());

describe('startSearchWorker and claimSearchWorker', () => {
  it('starts the worker with a load of the shards the page names, and hands that worker to the backend', () => {
    start.startSearchWorker('/');
    expect(FakeWorker.created).toHaveLength(1);
    const [worker] = FakeWorker.created;
    expect(worker.options.name).toBe('search');
    expect(worker.sent).toEqual([{id: 0, type: 'load', dir: 'https://example.test/search-index/', shards: {records: 'records.1a.json', index: 'index.2b.json'}}]);
    expect(start.claimSearchWorker()).toBe(worker);
    expect(FakeWorker.created).toHaveLength(1);
  });

  it('starts one worker however often intent is shown, and none once the backend has its own', () => {
    start.startSearchWorker('/');
    start.startSearchWorker('/');
    expect(FakeWorker.created).toHaveLength(1);
    start.claimSearchWorker();
    start.startSearchWorker('/');
    expect(FakeWorker.created).toHaveLength(1);
  });

  it('gives the backend a new worker where none was started, and starts none after that', () => {
    const worker = start.claimSearchWorker();
    expect(FakeWorker.created).toEqual([worker]);
    expect((worker as unknown as FakeWorker).sent).toEqual([]);
    start.startSearchWorker('/');
    expect(FakeWorker.created).toHaveLength(1);
  });

  it('replaces a started worker that failed before the backend claimed it', () => {
    start.startSearchWorker('/');
    const [failed] = FakeWorker.created;
    failed.fail();
    const worker = start.claimSearchWorker();
    expect(failed.terminated).toBe(true);
    expect(worker).not.toBe(failed);
    expect(FakeWorker.created).toHaveLength(2);
  });

  it('starts nothing where the browser has no workers', () => {
    vi.stubGlobal('Worker', undefined);
    start.startSearchWorker('/');
    expect(start.claimSearchWorker()).toBeNull();
  });
});
