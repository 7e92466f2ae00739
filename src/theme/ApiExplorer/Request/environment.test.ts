import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {confirmLiveWrites, defaultEnvironment, isWrite, liveHost, liveWritesConfirmed, resolveEnvironment} from './environment';

describe('the explorer’s environment', () => {
  it('defaults to sample data signed out and to the live API signed in', () => {
    expect(defaultEnvironment(false)).toBe('sample');
    expect(defaultEnvironment(true)).toBe('live');
  });

  it('keeps a choice the reader made, whatever the sign-in state; ignores anything else stored', () => {
    expect(resolveEnvironment('sample', true)).toBe('sample');
    expect(resolveEnvironment('live', false)).toBe('live');
    expect(resolveEnvironment('production', false)).toBe('sample');
    expect(resolveEnvironment(null, true)).toBe('live');
  });

  it('asks before live writes only: GET, HEAD and OPTIONS change nothing', () => {
    expect(['POST', 'put', 'PATCH', 'DELETE'].map(isWrite)).toEqual([true, true, true, true]);
    expect(['GET', 'head', 'OPTIONS'].map(isWrite)).toEqual([false, false, false]);
  });

  it('labels the live API by the host of the Base URL', () => {
    expect(liveHost('https://api.salesloft.com/v2')).toBe('api.salesloft.com');
    expect(liveHost('http://127.0.0.1:4010/v2')).toBe('127.0.0.1:4010');
    expect(liveHost(undefined)).toBe('api.salesloft.com');
  });
});

describe('the live-write confirmation, once per session', () => {
  const store = new Map<string, string>();
  beforeEach(() => {
    store.clear();
    (globalThis as {window?: unknown}).window = {
      sessionStorage: {getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k)},
    };
  });
  afterEach(() => {
    delete (globalThis as {window?: unknown}).window;
  });

  it('is asked until the reader agrees, then not again in that session', () => {
    expect(liveWritesConfirmed()).toBe(false);
    confirmLiveWrites();
    expect(liveWritesConfirmed()).toBe(true);
    store.clear();
    expect(liveWritesConfirmed()).toBe(false);
  });
});
