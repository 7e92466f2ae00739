import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {loadSiteEnv, toCustomFields} from './config/env';
import {isDevServer} from './config/command';
import {navbar} from './config/navbar';
import {codeTheme, prismAdditionalLanguages} from './config/prism';
import {footer} from './config/footer';
import {apiDocsPlugin, languageTabs, openApiPlugin} from './config/openapi';
import testRoutesPlugin from './plugins/test-routes';
import apiChunksPlugin from './plugins/api-chunks';
import searchRecordsPlugin from './plugins/search-records';
import markdownExportPlugin from './plugins/markdown-export';
import {algoliaThemeConfig} from './config/search';
import bundleStatsPlugin from './plugins/bundle-stats';
import clientWeightPlugin from './plugins/upstream/client-weight';
import routeScriptsPlugin from './plugins/upstream/route-scripts';
import compileHintsPlugin from './plugins/upstream/compile-hints';
import securityHeadersPlugin from './plugins/security-headers';
import patchesPlugin from './plugins/upstream/patches';
import ssgTemplatePlugin from './plugins/upstream/ssg-template';
import buildTuningPlugin from './plugins/build-tuning';
import lazyCompilationPlugin from './plugins/lazy-compilation';
import {afterApiGeneration} from './plugins/api-generation-gate';
import {ssgTemplate} from './config/ssgTemplate';
import {checkGuideFrontMatter} from './config/guideFrontMatter';
import remarkTableLabels from './config/remarkTableLabels';

/**
 * Every environment variable, read and validated once (config/env.ts): a malformed URL or a partial
 * Algolia configuration stops `npm start` and `npm run build` here, naming the variable.
 */
const env = loadSiteEnv(process.env, {production: process.env.NODE_ENV === 'production'});

/**
 * Test builds (`DOCS_TEST_BUILD=true`, set by `npm test`) add routes that exist only to exercise
 * failure paths end to end, such as the crash screen. Production builds never contain them.
 */
const isTestBuild = process.env.DOCS_TEST_BUILD === 'true';

/**
 * Benchmarks only (`npm run bench -- build --spec-dir <dir>`): builds against a partial spec, whose
 * missing operations the guides still link to, report broken links instead of failing.
 */
const isPartialSpecBenchmark = process.env.DOCS_BENCH_PARTIAL_SPEC === 'true';

/**
 * `npm start` only (`DOCS_DEV_SOURCE_MAPS=true`): source maps in the dev bundle, for debugging the
 * site's TypeScript at its own lines (plugins/build-tuning says what they cost without it).
 */
const devSourceMaps = process.env.DOCS_DEV_SOURCE_MAPS === 'true';

const config: Config = {
  title: 'Salesloft Developers',
  tagline: 'Build on the Salesloft platform: REST API reference, guides, webhooks and tools.',
  favicon: 'img/favicon.svg',
  url: env.SITE_URL,
  baseUrl: env.BASE_URL,
  trailingSlash: true,
  // The banner for a wrong baseUrl is an inline script rendered into the home page, which is not one
  // the site declares to its Content-Security-Policy (plugins/security-headers); BASE_URL is checked
  // when the configuration is read instead (config/env.ts).
  baseUrlIssueBanner: false,

  // Rot fails the build (SPEC 2: broken links fail the site build).
  onBrokenLinks: isPartialSpecBenchmark ? 'warn' : 'throw',
  onBrokenAnchors: isPartialSpecBenchmark ? 'warn' : 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
    // A guide whose front matter has a key Docusaurus does not read (`sidebar_lable`) fails the build,
    // naming the file (config/guideFrontMatter.ts).
    parseFrontMatter: async (params) => {
      const result = await params.defaultParseFrontMatter(params);
      checkGuideFrontMatter(__dirname, params.filePath, result.frontMatter);
      return result;
    },
  },

  i18n: {
    defaultLocale: 'en',
    locales: ['en'],
    localeConfigs: {en: {direction: 'ltr', htmlLang: 'en'}},
  },

  future: {
    v4: {removeLegacyPostBuildHeadAttribute: true},
    // Docusaurus Faster, flag by flag (a flag left out would be off), with two departures measured in
    // the build benchmarks (scripts/bench, CONTRIBUTING.md):
    faster: {
      swcJsLoader: true,
      swcJsMinimizer: true,
      swcHtmlMinimizer: true,
      lightningCssMinimizer: true,
      mdxCrossCompilerCache: true,
      rspackBundler: true,
      ssgWorkerThreads: true,
      // A production build starts clean (CI), so writing Rspack's cache is pure cost there: ~30 s of
      // wall time and ~150 MB while bundling in our A/B runs (SSG ran slower with it on too). The dev
      // server keeps it.
      rspackPersistentCache: process.env.NODE_ENV !== 'production',
      // Reads the Git history of every file at startup for "last updated" data no page shows.
      gitEagerVcs: false,
    },
  },

  // Pages paint from their HTML and CSS before any script runs (config/ssgTemplate.ts, decision 0008).
  ssrTemplate: ssgTemplate,

  customFields: toCustomFields(env, {testBuild: isTestBuild}),

  clientModules: ['./src/clientModules/apiVersion.ts', './src/clientModules/apiSidebar.ts', './src/clientModules/analytics.ts'],

  presets: [
    [
      'classic',
      {
        docs: {
          // Guides only. The API reference is a separate docs instance over docs/api/ (config/openapi.ts);
          // the two content folders must not overlap or both MDX loaders would compile the same files.
          path: 'docs/platform',
          routeBasePath: 'docs/platform',
          sidebarPath: './sidebars.ts',
          tags: '../tags.yml',
          onInlineTags: 'throw',
          breadcrumbs: true,
          // Each table's scrolling region gets a name unique on its page (axe landmark-unique).
          remarkPlugins: [remarkTableLabels],
        },
        blog: false,
        theme: {customCss: ['./src/css/custom.css', './src/css/code-theme.css', './src/css/api-reference.css', './src/css/chevrons.css']},
        sitemap: {changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/__test__/**', '/oauth/**', '/search/**']},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Fails start and build unless every patch in patches/ is applied (CONTRIBUTING.md "Changing upstream code").
    patchesPlugin,
    // Fails start and build unless config/ssgTemplate.ts is a copy of the installed default template.
    ssgTemplatePlugin,
    'docusaurus-plugin-sass',
    [buildTuningPlugin, {devSourceMaps}],
    apiChunksPlugin,
    clientWeightPlugin,
    routeScriptsPlugin,
    compileHintsPlugin,
    searchRecordsPlugin,
    // <route>.md beside every guide and API page, llms.txt and llms-full.txt (CONTRIBUTING.md "Markdown for people and tools").
    markdownExportPlugin,
    // `npm start` generates the API reference while the server starts; this instance waits for it.
    isDevServer() ? afterApiGeneration(apiDocsPlugin) : apiDocsPlugin,
    // It only adds the `gen-api-docs` command; loading it costs `docusaurus start` seconds for nothing.
    ...(isDevServer() ? [] : [openApiPlugin]),
    // build/_headers: CSP and other security headers from the configuration (README and CONTRIBUTING.md "Security headers").
    securityHeadersPlugin({env, testBuild: isTestBuild}),
    ...(isTestBuild ? [testRoutesPlugin] : []),
    // `npm start` only: a route's code is compiled when the browser first asks for it (CONTRIBUTING.md "The writer loop").
    ...(isDevServer() ? [lazyCompilationPlugin] : []),
    ...(process.env.DOCS_BUNDLE_STATS ? [bundleStatsPlugin] : []),
  ],

  themes: ['docusaurus-theme-openapi-docs'],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{name: 'keywords', content: 'Salesloft, API, REST, OAuth, webhooks, developer documentation'}],
    colorMode: {defaultMode: 'light', disableSwitch: true, respectPrefersColorScheme: false},
    navbar,
    footer,
    algolia: algoliaThemeConfig(env),
    docs: {sidebar: {hideable: false, autoCollapseCategories: false}},
    tableOfContents: {minHeadingLevel: 2, maxHeadingLevel: 3},
    prism: {
      theme: codeTheme,
      additionalLanguages: prismAdditionalLanguages,
    },
    languageTabs,
  } satisfies Preset.ThemeConfig,
};

export default config;
