import type {SiteFields} from '../lib/siteConfig';

/** An Algolia host as algoliasearch takes it. */
export interface AlgoliaHost {
  url: string;
  protocol: 'http' | 'https';
  accept: 'read' | 'write' | 'readWrite';
}

export type SearchConfig =
  | {kind: 'embedded'; indexName: string; baseUrl: string}
  | {kind: 'algolia'; appId: string; apiKey: string; indexName: string; hosts?: AlgoliaHost[]; insightsHost?: string};

/** Index name of the embedded backend; recent and favourite searches are kept under it. */
export const EMBEDDED_INDEX_NAME = 'salesloft-developers-embedded';

/**
 * Test builds only (`DOCS_TEST_BUILD=true`): e2e tests point the site at the sandbox's Algolia
 * emulator at run time by defining this global before the page loads, so one build serves both
 * backends. Production builds ignore it.
 */
export const TEST_OVERRIDE_GLOBAL = '__DOCS_SEARCH_TEST__';

export interface TestOverride {
  appId: string;
  apiKey: string;
  indexName: string;
  hosts: AlgoliaHost[];
  insightsHost?: string;
}

function testOverride(fields: Pick<SiteFields, 'testBuild'>): TestOverride | null {
  if (!fields.testBuild || typeof window === 'undefined') return null;
  const value = (window as unknown as Record<string, unknown>)[TEST_OVERRIDE_GLOBAL];
  return value && typeof value === 'object' ? (value as TestOverride) : null;
}

/** Algolia when its three values are real (config/env.ts), the embedded index otherwise. */
export function resolveSearchConfig(fields: Pick<SiteFields, 'algoliaConfigured' | 'ALGOLIA_APP_ID' | 'ALGOLIA_API_KEY' | 'ALGOLIA_INDEX_NAME' | 'BASE_URL' | 'testBuild'>): SearchConfig {
  const override = testOverride(fields);
  if (override) return {kind: 'algolia', ...override};
  if (fields.algoliaConfigured) {
    return {kind: 'algolia', appId: fields.ALGOLIA_APP_ID, apiKey: fields.ALGOLIA_API_KEY, indexName: fields.ALGOLIA_INDEX_NAME};
  }
  return {kind: 'embedded', indexName: EMBEDDED_INDEX_NAME, baseUrl: fields.BASE_URL};
}
