import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/**
 * The openapi theme's components that hold what a reader (or a crawler, or our search records)
 * needs from an operation page. Stock, each wraps its content in `BrowserOnly`, so the static HTML
 * has only skeletons until every script has run (the stock LCP problem of issue 7).
 */
const SERVER_RENDERED = ['RequestSchema', 'ResponseSchema', 'StatusCodes', 'ParamsDetails'];

/**
 * Server-renders the reference's parameters, request bodies, responses and examples. Inside the
 * components above (and only there), `@docusaurus/BrowserOnly` resolves to RenderNow, which renders
 * its children everywhere. The components themselves are SSR-safe; the build and the e2e suite (no
 * hydration errors on the console) check that this stays true.
 */
export default function apiSsrPlugin(): Plugin {
  const issuer = new RegExp(`docusaurus-theme-openapi-docs[\\\\/]lib[\\\\/]theme[\\\\/](${SERVER_RENDERED.join('|')})[\\\\/]`);
  return {
    name: 'api-ssr',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: issuer,
              resolve: {alias: {'@docusaurus/BrowserOnly': path.join(__dirname, 'RenderNow.tsx')}},
            },
          ],
        },
      };
    },
  };
}
