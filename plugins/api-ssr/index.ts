import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The openapi theme's schema view (`Schema`): it nests a closed `@theme/Details` for every object,
 * array and composed property, all rendered into the static HTML.
 */
const SCHEMA_VIEW = /docusaurus-theme-openapi-docs[\\/]lib[\\/]theme[\\/]Schema[\\/]/;

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
 * errors on the console) check that this stays consistent between server and browser.
 */
export default function apiSsrPlugin(): Plugin {
  return {
    name: 'api-ssr',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: SCHEMA_VIEW,
              resolve: {alias: {'@theme/Details': path.join(__dirname, '..', '..', 'src', 'components', 'LazyDetails')}},
            },
          ],
        },
      };
    },
  };
}
