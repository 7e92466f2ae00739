import type {ThemeConfig as AlgoliaThemeConfig} from '@docusaurus/theme-search-algolia';
import type {SiteEnv} from './env';

/**
 * `themeConfig.algolia`, which activates the classic preset's DocSearch theme (navbar search bar
 * and the /search/ page). The values may be placeholders: src/theme/SearchBar and
 * src/theme/SearchPage then query the embedded index instead (src/search/), and
 * a patch of the theme's search bar (patches/@docusaurus+theme-search-algolia+3.10.2.patch) keeps
 * its preconnect to `{appId}-dsn.algolia.net` out of the pages, since the theme builds that link from
 * this app id whether or not it is real.
 */
export function algoliaThemeConfig(env: Pick<SiteEnv, 'ALGOLIA_APP_ID' | 'ALGOLIA_API_KEY' | 'ALGOLIA_INDEX_NAME'>): AlgoliaThemeConfig['algolia'] {
  return {
    appId: env.ALGOLIA_APP_ID,
    apiKey: env.ALGOLIA_API_KEY,
    indexName: env.ALGOLIA_INDEX_NAME,
    // Facet filters on language and the current docs versions (docusaurus_tag), as DocSearch records carry.
    contextualSearch: true,
    searchPagePath: 'search',
  };
}
