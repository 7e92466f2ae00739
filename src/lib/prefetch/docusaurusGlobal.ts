/**
 * Stands in for `@docusaurus/core/lib/client/docusaurus.js`, whose default export a patch replaces
 * with this module's (patches/@docusaurus+core+3.10.2.patch):
 * the object Docusaurus mounts on `window.docusaurus`, whose `prefetch` and `preload` `<Link>` calls.
 * `preload` (hover, touch, navigation) is Docusaurus' own; `prefetch` (a link scrolled into view) is
 * deferred to idle time and indexed (./routePrefetcher.ts explains why).
 */
import {matchRoutes} from 'react-router-config';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import preloadRoute from '@docusaurus/core/lib/client/preload';
import {createRoutePrefetcher} from './routePrefetcher';

declare const __webpack_require__: {gca(chunkName: string): string | undefined};

interface NetworkInformation {
  effectiveType?: string;
  saveData?: boolean;
}

const isConstrained = (): boolean => {
  const connection = (navigator as Navigator & {connection?: NetworkInformation}).connection;
  return Boolean(connection?.effectiveType?.includes('2g') || connection?.saveData);
};

const whenIdle = (task: (deadline: {timeRemaining(): number}) => void): void => {
  if (typeof window.requestIdleCallback === 'function') {
    window.requestIdleCallback(task, {timeout: 5000});
    return;
  }
  // Safari has no requestIdleCallback: a short slice after the current work.
  setTimeout(() => {
    const end = performance.now() + 8;
    task({timeRemaining: () => Math.max(0, end - performance.now())});
  }, 200);
};

/**
 * Scripts this page loaded already: nothing to prefetch. Its HTML preloads them (config/ssgTemplate.ts)
 * and those links stay, while webpack removes a route chunk's `<script>` once the chunk has run.
 */
const onPage = (): Set<string> =>
  new Set([
    ...Array.from(document.querySelectorAll('link[rel="preload"][as="script"]'), (l) => l.getAttribute('href') ?? ''),
    ...Array.from(document.scripts, (s) => s.getAttribute('src') ?? ''),
  ]);

const prefetchUrls = (urls: string[]): void => {
  const loadedScripts = onPage();
  const fragment = document.createDocumentFragment();
  for (const url of urls) {
    if (loadedScripts.has(url)) continue;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = url;
    fragment.appendChild(link);
  }
  document.head.appendChild(fragment);
};

const loaded = new Set<string>();

const prefetcher = createRoutePrefetcher({
  matchRoutes: (pathname) => matchRoutes(routes, pathname),
  routesChunkNames,
  chunkUrl: (chunkName) => __webpack_require__.gca(chunkName),
  prefetchUrls,
  whenIdle,
  isConstrained,
});

const docusaurus = {
  prefetch: (routePath: string): boolean => !loaded.has(routePath) && prefetcher.prefetch(routePath),
  preload: (routePath: string): false | Promise<unknown> => {
    if (isConstrained() || loaded.has(routePath)) return false;
    loaded.add(routePath);
    return preloadRoute(routePath);
  },
};

export default Object.freeze(docusaurus);
