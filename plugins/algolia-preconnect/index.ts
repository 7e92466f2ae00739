import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {checkModules, expectText, ownFile, spec, siteDir, upstreamPackage, type ModuleExpectation} from '../client-weight/upstream';

const PLUGIN = 'algolia-preconnect';

/** The classic theme's DocSearch search bar, which our src/theme/SearchBar wraps. */
const THEME_SEARCH_BAR = /@docusaurus[\\/]theme-search-algolia[\\/]lib[\\/]theme[\\/]SearchBar[\\/]/;

/**
 * The alias and its target, checked now: the theme's search bar still puts a preconnect link into
 * `@docusaurus/Head` (throws otherwise, naming the theme's version: without one, drop this plugin).
 */
export function headAlias(from = siteDir): {to: string; expectation: ModuleExpectation} {
  const theme = upstreamPackage(PLUGIN, '@docusaurus/theme-search-algolia', from);
  const why = 'aliased to HeadWithoutPreconnect inside the search bar';
  expectText(PLUGIN, theme, 'lib/theme/SearchBar/index.js', "import Head from '@docusaurus/Head';", why, 1);
  expectText(PLUGIN, theme, 'lib/theme/SearchBar/index.js', 'rel="preconnect"', 'the link this plugin keeps out of the page');
  const to = ownFile(PLUGIN, path.join(__dirname, 'HeadWithoutPreconnect.tsx'));
  return {
    to,
    expectation: {
      kind: 'aliased',
      what: `${spec(theme)} SearchBar "@docusaurus/Head" -> plugins/algolia-preconnect/HeadWithoutPreconnect.tsx`,
      issuer: THEME_SEARCH_BAR,
      request: '@docusaurus/Head',
      to,
    },
  };
}

/**
 * Only while Algolia is not configured (docusaurus.config.ts): the theme's search bar always puts
 * `<link rel="preconnect" href="https://{appId}-dsn.algolia.net">` into the page head, which with a
 * placeholder app id is a connection attempt to a host that does not exist, on every page. Inside
 * that one module, `@docusaurus/Head` resolves to a Head that leaves preconnect links out, so the
 * link is neither in the static HTML nor added after hydration. The same technique as api-ssr, and
 * the same checks: a production build fails, in both bundles, unless the alias applied.
 */
export default function algoliaPreconnectPlugin(): Plugin {
  const {to, expectation} = headAlias();
  return {
    name: PLUGIN,
    configureWebpack(config) {
      return {
        plugins: config.mode === 'production' ? [checkModules(PLUGIN, [expectation]) as unknown as WebpackPluginInstance] : [],
        module: {
          rules: [{test: THEME_SEARCH_BAR, resolve: {alias: {'@docusaurus/Head': to}}}],
        },
      };
    },
  };
}
