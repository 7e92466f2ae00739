import fs from 'node:fs';
import {describe, expect, test} from 'vitest';
import {EMBEDDED_INDEX_NAME, resolveSearchConfig} from './config';
import {SEARCH_INSIGHTS_VERSION} from './insights';

const fields = {
  algoliaConfigured: false,
  ALGOLIA_APP_ID: 'PLACEHOLDER_ALGOLIA_APP_ID',
  ALGOLIA_API_KEY: 'PLACEHOLDER_ALGOLIA_API_KEY',
  ALGOLIA_INDEX_NAME: 'PLACEHOLDER_ALGOLIA_INDEX_NAME',
  BASE_URL: '/',
  testBuild: false,
};

describe('search configuration', () => {
  test('embedded by default, Algolia when configured', () => {
    expect(resolveSearchConfig(fields)).toEqual({kind: 'embedded', indexName: EMBEDDED_INDEX_NAME, baseUrl: '/'});
    expect(resolveSearchConfig({...fields, algoliaConfigured: true, ALGOLIA_APP_ID: 'APP', ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'})).toEqual({
      kind: 'algolia',
      appId: 'APP',
      apiKey: 'key',
      indexName: 'docs',
    });
  });

  test('the bundled search-insights is the version the stand-in announces', () => {
    const pkg = JSON.parse(fs.readFileSync('node_modules/search-insights/package.json', 'utf8'));
    expect(SEARCH_INSIGHTS_VERSION).toBe(pkg.version);
  });
});
