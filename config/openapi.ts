import type {PluginConfig} from '@docusaurus/types';
import type * as OpenApiPlugin from 'docusaurus-plugin-openapi-docs';
import {API_VERSIONS, apiOutputDir, apiSpecDownload, apiSpecFile, apiVersionLanding} from './apiVersions';

/**
 * The API reference: a docs-plugin instance of its own (id `api`), so that only its pages use the
 * heavy `@theme/ApiItem`; guides keep the light stock DocItem. Specs are assembled from openapi/
 * into static/openapi/ by scripts/openapi/bundle.mjs, which is also what readers download.
 */
export const API_DOCS_PLUGIN_ID = 'api';

// The two reference versions (config/apiVersions.ts); the first is the default (SPEC 9).
const [current, legacy] = API_VERSIONS;

export const apiDocsPlugin: PluginConfig = [
  '@docusaurus/plugin-content-docs',
  {
    id: API_DOCS_PLUGIN_ID,
    path: 'docs/api',
    routeBasePath: 'docs/api',
    sidebarPath: './sidebars.api.ts',
    docItemComponent: '@theme/ApiItem',
    breadcrumbs: true,
  },
];

export const openApiPlugin: PluginConfig = [
  'docusaurus-plugin-openapi-docs',
  {
    id: 'openapi',
    docsPluginId: API_DOCS_PLUGIN_ID,
    config: {
      salesloft: {
        specPath: apiSpecFile(current.version),
        outputDir: apiOutputDir(current.version),
        downloadUrl: apiSpecDownload(current.version),
        sidebarOptions: {groupPathsBy: 'tag', categoryLinkSource: 'tag', sidebarCollapsed: true},
        hideSendButton: false,
        showSchemas: false,
        // Inline the parameter, body and response props into each page's MDX, so they are rendered
        // into the static HTML (the 5.x default loads them from JSON files in the browser only).
        externalJsonProps: false,
        version: current.version,
        label: current.label,
        baseUrl: `/${apiVersionLanding(current.version)}`,
        versions: {
          [legacy.version]: {
            specPath: apiSpecFile(legacy.version),
            outputDir: apiOutputDir(legacy.version),
            label: legacy.label,
            baseUrl: `/${apiVersionLanding(legacy.version)}`,
            downloadUrl: apiSpecDownload(legacy.version),
          },
        },
      } satisfies OpenApiPlugin.Options,
    },
  },
];

/**
 * Code-sample tabs of SPEC 9, in that order; the samples themselves come from
 * src/theme/ApiExplorer/CodeSnippets/generators.ts (its test keeps the two lists equal).
 */
export const languageTabs = [
  {highlight: 'python', language: 'python', logoClass: 'python'},
  {highlight: 'bash', language: 'curl', logoClass: 'curl'},
  {highlight: 'csharp', language: 'csharp', logoClass: 'csharp'},
  {highlight: 'go', language: 'go', logoClass: 'go'},
  {highlight: 'javascript', language: 'nodejs', logoClass: 'nodejs'},
  {highlight: 'ruby', language: 'ruby', logoClass: 'ruby'},
  {highlight: 'php', language: 'php', logoClass: 'php'},
  {highlight: 'java', language: 'java', logoClass: 'java'},
  {highlight: 'powershell', language: 'powershell', logoClass: 'powershell'},
  {highlight: 'dart', language: 'dart', logoClass: 'dart'},
  {highlight: 'javascript', language: 'javascript', logoClass: 'javascript'},
  {highlight: 'c', language: 'c', logoClass: 'c'},
  {highlight: 'objectivec', language: 'objective-c', logoClass: 'objective-c'},
  {highlight: 'ocaml', language: 'ocaml', logoClass: 'ocaml'},
  {highlight: 'r', language: 'r', logoClass: 'r'},
  {highlight: 'swift', language: 'swift', logoClass: 'swift'},
  {highlight: 'kotlin', language: 'kotlin', logoClass: 'kotlin'},
  {highlight: 'rust', language: 'rust', logoClass: 'rust'},
];
