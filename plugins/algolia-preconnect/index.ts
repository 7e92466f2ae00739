import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The classic theme's DocSearch search bar, which our src/theme/SearchBar wraps. */
const THEME_SEARCH_BAR = /@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]/;

/**
 * Only while Algolia is not configured (docusaurus.config.ts): the theme's search bar always puts
 * `<link rel="preconnect" href="https://{appId}-dsn.algolia.net">` into the page head, which with a
 * placeholder app id is a connection attempt to a host that does not exist, on every page. Inside
 * that one module, `@docusaurus/Head` resolves to a Head that leaves preconnect links out, so the
 * link is neither in the static HTML nor added after hydration. The same technique as api-ssr.
 */
export default function algoliaPreconnectPlugin(): Plugin {
  return {
    name: 'algolia-preconnect',
    configureWebpack() {
      return {
        module: {
          rules: [{test: THEME_SEARCH_BAR, resolve: {alias: {'@docusaurus/Head': path.join(__dirname, 'HeadWithoutPreconnect.tsx')}}}],
        },
      };
    },
  };
}
