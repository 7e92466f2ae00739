import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import type {WebpackPluginInstance} from 'webpack';
import {checkModules, expectText, ownFile, spec, siteDir, upstreamPackage, type ModuleExpectation} from '../client-weight/upstream';

const PLUGIN = 'api-ssr';

/**
 * The openapi theme's schema view (`Schema`): it nests a closed `@theme/Details` for every object,
 * array and composed property, all rendered into the static HTML.
 */
const SCHEMA_VIEW = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]Schema[\\/]/;

/**
 * The alias and its target, checked now: the theme's schema view still requires `@theme/Details`
 * (throws otherwise, naming the theme's version).
 */
export function detailsAlias(from = siteDir): {to: string; expectation: ModuleExpectation} {
  const theme = upstreamPackage(PLUGIN, 'docusaurus-theme-openapi-docs', from);
  expectText(PLUGIN, theme, 'lib/theme/Schema/index.js', 'require("@theme/Details")', 'aliased to LazyDetails inside the schema view', 1);
  const to = ownFile(PLUGIN, path.join(__dirname, '..', '..', 'src', 'components', 'LazyDetails', 'index.tsx'));
  return {
    to,
    expectation: {kind: 'aliased', what: `${spec(theme)} Schema "@theme/Details" -> src/components/LazyDetails`, issuer: SCHEMA_VIEW, request: '@theme/Details', to},
  };
}

/**
 * What an operation page's static HTML holds.
 *
 * Parameters, request bodies, responses and the first example of each are server-rendered by this
 * site's replacements of the theme's components (src/theme/ParamsDetails, RequestSchema,
 * ResponseSchema, StatusCodes), which render without `BrowserOnly`, so readers without JavaScript,
 * crawlers and our search records get them. Everything a reader has to open first (other tabs,
 * nested schema levels) is left out until it is opened, which keeps pages under the 60 KB of
 * issue 7: inside the theme's schema view, and only there, `@theme/Details` resolves to
 * LazyDetails, which renders its content once opened. The build and the e2e suite (no hydration
 * errors on the console) check that this stays consistent between server and browser; a production
 * build also fails, in both bundles, unless the alias applied (../client-weight/upstream.ts).
 */
export default function apiSsrPlugin(): Plugin {
  const {to, expectation} = detailsAlias();
  return {
    name: PLUGIN,
    configureWebpack(config) {
      return {
        plugins: config.mode === 'production' ? [checkModules(PLUGIN, [expectation]) as unknown as WebpackPluginInstance] : [],
        module: {
          rules: [
            {
              test: SCHEMA_VIEW,
              resolve: {alias: {'@theme/Details': path.dirname(to)}},
            },
          ],
        },
      };
    },
  };
}
