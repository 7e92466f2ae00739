import {describe, expect, it} from 'vitest';
import {
  chunkNamesOf,
  createRoutePrefetcher,
  indexChunkNames,
  MAX_ROUTES_PER_PERIOD,
  type PrefetcherDeps,
} from './routePrefetcher';

const routesChunkNames = {
  '/docs-5e9': {__comp: '5e95c892', __context: {plugin: 'aba21aa0'}},
  '/docs/platform-b1c': {__comp: 'a7bd4aaa', __props: 'p-1'},
  '/docs/platform/intro-3f0': {__comp: '17896441', content: 'c-intro'},
  '/docs/platform/rate-limits-9aa': {__comp: '17896441', content: 'c-rate'},
};
/** A tiny stand-in for react-router-config: every route whose path prefixes the pathname. */
const routePaths = Object.keys(routesChunkNames).map((k) => k.replace(/-[^-]+$/, ''));
const matchRoutes = (pathname: string) =>
  routePaths.filter((p) => pathname === p || pathname.startsWith(`${p}/`)).map((path) => ({route: {path}}));

function harness(overrides: Partial<PrefetcherDeps> = {}) {
  const inserted: string[][] = [];
  const idle: ((d: {timeRemaining(): number}) => void)[] = [];
  let lookups = 0;
  const prefetcher = createRoutePrefetcher({
    matchRoutes: (p) => {
      lookups += 1;
      return matchRoutes(p);
    },
    routesChunkNames,
    chunkUrl: (name) => (name === 'p-1' ? undefined : `/assets/js/${name}.js`),
    prefetchUrls: (urls) => inserted.push(urls),
    whenIdle: (task) => idle.push(task),
    isConstrained: () => false,
    ...overrides,
  });
  const runIdle = (ms: number) => {
    const task = idle.shift();
    let left = ms;
    // The prefetcher asks after each route; in this model each route has used 5 ms of the period.
    task?.({timeRemaining: () => (left -= 5)});
  };
  return {prefetcher, inserted, idle, runIdle, lookups: () => lookups};
}

describe('chunk name index', () => {
  it('flattens nested chunk names and strips the route hash from keys', () => {
    expect(chunkNamesOf({a: 'x', b: {c: 'y', d: {e: 'z'}}})).toEqual(['x', 'y', 'z']);
    const index = indexChunkNames(routesChunkNames);
    expect(index.get('/docs')).toEqual(['5e95c892', 'aba21aa0']);
    expect(index.get('/docs/platform/intro')).toEqual(['17896441', 'c-intro']);
    expect(index.has('/docs/platform/intro-3f0')).toBe(false);
  });
});

describe('route prefetcher', () => {
  it('does no work when asked; prefetches in idle time, each chunk once, skipping merged chunks', () => {
    const h = harness();
    expect(h.prefetcher.prefetch('/docs/platform/intro')).toBe(true);
    expect(h.prefetcher.prefetch('/docs/platform/rate-limits')).toBe(true);
    expect(h.lookups()).toBe(0);
    expect(h.inserted).toEqual([]);
    h.runIdle(50);
    expect(h.inserted).toHaveLength(1);
    expect(h.inserted[0]).toEqual([
      '/assets/js/5e95c892.js',
      '/assets/js/aba21aa0.js',
      '/assets/js/a7bd4aaa.js',
      '/assets/js/17896441.js',
      '/assets/js/c-intro.js',
      '/assets/js/c-rate.js',
    ]);
  });

  it('hands each chunk URL over once, though routes share chunks', () => {
    const h = harness();
    h.prefetcher.prefetch('/docs/platform/intro');
    h.runIdle(50);
    h.prefetcher.prefetch('/docs/platform/rate-limits');
    h.runIdle(50);
    expect(h.inserted).toEqual([
      ['/assets/js/5e95c892.js', '/assets/js/aba21aa0.js', '/assets/js/a7bd4aaa.js', '/assets/js/17896441.js', '/assets/js/c-intro.js'],
      ['/assets/js/c-rate.js'],
    ]);
  });

  it('asks for each route once', () => {
    const h = harness();
    h.prefetcher.prefetch('/docs/platform/intro');
    expect(h.prefetcher.prefetch('/docs/platform/intro')).toBe(false);
    h.runIdle(50);
    expect(h.prefetcher.prefetch('/docs/platform/intro')).toBe(false);
    expect(h.idle).toHaveLength(0);
  });

  it('stops when the idle period runs out and continues in the next one', () => {
    const h = harness();
    for (const p of ['/docs/platform/intro', '/docs/platform/rate-limits', '/docs']) h.prefetcher.prefetch(p);
    expect(h.idle).toHaveLength(1);
    h.runIdle(12); // room for two routes, leaving the margin
    expect(h.prefetcher.pending()).toEqual(['/docs']);
    expect(h.idle).toHaveLength(1);
    expect(h.lookups()).toBe(2);
    h.runIdle(50);
    expect(h.prefetcher.pending()).toEqual([]);
    expect(h.lookups()).toBe(3);
    // '/docs' needs only chunks the first batch already prefetched.
    expect(h.inserted).toHaveLength(1);
  });

  it('takes a bounded number of routes per idle period, however long it is', () => {
    const h = harness();
    const paths = Array.from({length: MAX_ROUTES_PER_PERIOD + 2}, (_, i) => `/docs/platform/page-${i}`);
    for (const p of paths) h.prefetcher.prefetch(p);
    h.runIdle(10_000);
    expect(h.prefetcher.pending()).toEqual(paths.slice(MAX_ROUTES_PER_PERIOD));
    expect(h.idle).toHaveLength(1);
  });

  it('prefetches nothing on a constrained connection', () => {
    const h = harness({isConstrained: () => true});
    expect(h.prefetcher.prefetch('/docs/platform/intro')).toBe(false);
    expect(h.idle).toHaveLength(0);
  });
});
