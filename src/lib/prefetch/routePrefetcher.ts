/**
 * Route prefetching that stays off the main thread's critical path (issue 7, Lighthouse TBT).
 *
 * Docusaurus' `<Link>` asks `window.docusaurus.prefetch(path)` for every internal link that scrolls
 * into view. Stock, each call matches the path against every route, then filters the whole route →
 * chunk table with a regular expression per entry, then appends one `<link rel="prefetch">` per
 * chunk. A docs sidebar puts dozens of links on screen at once, so right after hydration all those
 * calls ran in one 400-500 ms task (4x CPU), the largest single contributor to total blocking time.
 *
 * Here a call only records the path. The work runs later, in idle time, a few routes per idle
 * period: the route → chunk table is indexed once (a Map, no per-call scan) and each batch's
 * `<link>` elements are inserted together. Behaviour is otherwise the same: each route prefetched
 * at most once, nothing on slow or data-saver connections, and links a person hovers or touches are
 * still preloaded at once by `preload` (unchanged).
 */

/** One matched route, as `react-router-config`'s `matchRoutes` returns it. */
export interface RouteMatch {
  route: {path?: string};
}

export interface PrefetcherDeps {
  /** Routes matching `pathname`, outermost first. */
  matchRoutes(pathname: string): RouteMatch[];
  /** `@generated/routesChunkNames`: `<route path>-<hash>` → (nested) chunk names. */
  routesChunkNames: Record<string, unknown>;
  /** URL of a chunk's file, or undefined when the bundler merged it into another chunk. */
  chunkUrl(chunkName: string): string | undefined;
  /** Inserts `<link rel="prefetch">` elements for these URLs (each given once), all at once. */
  prefetchUrls(urls: string[]): void;
  /** Runs `task` when the main thread is idle; `timeRemaining` says how long it may run. */
  whenIdle(task: (deadline: {timeRemaining(): number}) => void): void;
  /** True on a slow or data-saver connection: then nothing is prefetched. */
  isConstrained(): boolean;
}

/** Leaf values of a nested chunk-name object (what Docusaurus' `flat` returns, values only). */
export function chunkNamesOf(tree: unknown, out: string[] = []): string[] {
  if (typeof tree === 'string') out.push(tree);
  else if (tree && typeof tree === 'object') for (const value of Object.values(tree)) chunkNamesOf(value, out);
  return out;
}

/** Route path → chunk names, from `routesChunkNames`' `<path>-<hash>` keys. */
export function indexChunkNames(routesChunkNames: Record<string, unknown>): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const [key, tree] of Object.entries(routesChunkNames)) {
    const routePath = key.replace(/-[^-]+$/, '');
    const names = index.get(routePath) ?? [];
    chunkNamesOf(tree, names);
    index.set(routePath, names);
  }
  return index;
}

/** Leave this much of an idle period unused, so input that arrives is handled at once. */
const IDLE_MARGIN_MS = 4;
/**
 * Routes per idle period at most: inserting their `<link>` elements is work the deadline does not
 * see, and a sidebar's worth at once made a 50 ms task at 4x CPU.
 */
export const MAX_ROUTES_PER_PERIOD = 4;

export function createRoutePrefetcher(deps: PrefetcherDeps) {
  const requested = new Set<string>();
  /** URLs already handed to `prefetchUrls`: routes share chunks (layout, doc page component). */
  const sent = new Set<string>();
  const queue: string[] = [];
  let index: Map<string, string[]> | undefined;
  let scheduled = false;

  const urlsFor = (routePath: string): string[] => {
    index ??= indexChunkNames(deps.routesChunkNames);
    const urls: string[] = [];
    for (const match of deps.matchRoutes(routePath)) {
      for (const name of index.get(match.route.path ?? '') ?? []) {
        const url = deps.chunkUrl(name);
        // The bundler may merge a chunk into another one; its name then has no file of its own.
        if (url && !url.includes('undefined')) urls.push(url);
      }
    }
    return urls;
  };

  const drain = (deadline: {timeRemaining(): number}) => {
    scheduled = false;
    const urls = new Set<string>();
    let routes = 0;
    do {
      const routePath = queue.shift();
      if (routePath === undefined) break;
      for (const url of urlsFor(routePath)) if (!sent.has(url)) urls.add(url);
      routes += 1;
    } while (routes < MAX_ROUTES_PER_PERIOD && deadline.timeRemaining() > IDLE_MARGIN_MS);
    for (const url of urls) sent.add(url);
    if (urls.size > 0) deps.prefetchUrls([...urls]);
    schedule();
  };

  function schedule() {
    if (scheduled || queue.length === 0) return;
    scheduled = true;
    deps.whenIdle(drain);
  }

  return {
    /** Queues `routePath`'s chunks for prefetching; false when it was already asked for or cannot be. */
    prefetch(routePath: string): boolean {
      if (requested.has(routePath) || deps.isConstrained()) return false;
      requested.add(routePath);
      queue.push(routePath);
      schedule();
      return true;
    },
    /** Paths waiting for idle time (tests). */
    pending: (): readonly string[] => queue,
  };
}
