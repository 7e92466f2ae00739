import fs from 'node:fs';
import {afterAll, beforeAll, describe, expect, test} from 'vitest';
import {startAlgoliaEmulator} from '../sandbox/algolia.mjs';
import {pushRecords, recordsToUpload, SETTINGS_FILE, SYNONYMS_FILE} from './push.mjs';

const record = (n) => ({
  objectID: `page-${n}`,
  url: `http://localhost:3000/docs/platform/page-${n}/`,
  url_without_anchor: `http://localhost:3000/docs/platform/page-${n}/`,
  anchor: null,
  type: 'lvl1',
  hierarchy: {lvl0: 'Docs', lvl1: `Webhook page ${n}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  version: 'current',
  api_version: null,
  weight: {pageRank: 0, level: 100, position: 0},
});

describe('search:push against the sandbox emulator', () => {
  let algolia;
  beforeAll(async () => {
    algolia = await startAlgoliaEmulator({port: 0, indexName: 'docs', records: [{...record(0), objectID: 'stale-record'}]});
  });
  afterAll(() => algolia.close());

  test('replaces the records and applies the checked-in settings and synonyms', async () => {
    const settings = JSON.parse(fs.readFileSync(SETTINGS_FILE, 'utf8'));
    const records = Array.from({length: 1500}, (_, i) => record(i));
    const synonyms = JSON.parse(fs.readFileSync(SYNONYMS_FILE, 'utf8'));
    await pushRecords({appId: algolia.appId, adminKey: algolia.adminKey, indexName: 'docs', records, settings, synonyms, hosts: [algolia.hosts.up]});
    const index = algolia.indices.get('docs');
    expect(index.records).toHaveLength(1500);
    expect(index.records.some((r) => r.objectID === 'stale-record')).toBe(false);
    expect(index.settings.attributesForFaceting).toContain('api_version');
    expect(index.settings.distinct).toBe(true);
    expect(index.settings.attributeForDistinct).toBe('url_without_anchor');
    expect(index.synonyms.map((s) => s.objectID)).toEqual(synonyms.map((s) => s.objectID));
  });

  test('uploads a guide without its title record: its lead record in its place, ranked as the title; API titles as they are', async () => {
    const settings = JSON.parse(fs.readFileSync(SETTINGS_FILE, 'utf8'));
    const guideTitle = record(7);
    const guideLead = {...record(7), objectID: 'page-7-lead', type: 'content', content: 'What the page is about.', weight: {pageRank: 2, level: 0, position: 1}};
    const guideSection = {...record(7), objectID: 'page-7-section', url: `${record(7).url}#setup`, anchor: 'setup', type: 'lvl2', weight: {pageRank: 2, level: 83, position: 2}};
    const apiTitle = {...record(8), objectID: 'op-8', hierarchy: {...record(8).hierarchy, lvl0: 'API', lvl1: 'List people'}, api_version: '2.0', weight: {pageRank: 1, level: 100, position: 0}};
    await pushRecords({appId: algolia.appId, adminKey: algolia.adminKey, indexName: 'docs', records: recordsToUpload([guideTitle, guideLead, guideSection, apiTitle]), settings, hosts: [algolia.hosts.up]});
    const uploaded = algolia.indices.get('docs').records;
    expect(uploaded.map((r) => [r.objectID, r.type, r.weight.level, r.weight.position, r.weight.titleWords])).toEqual([
      ['page-7-lead', 'content', 100, 0, 3],
      ['page-7-section', 'lvl2', 83, 2, 0],
      ['op-8', 'lvl1', 100, 0, 2],
    ]);
  });

  test('refuses placeholders and the search-only key', async () => {
    await expect(pushRecords({appId: 'PLACEHOLDER_ALGOLIA_APP_ID', adminKey: 'x', indexName: 'docs', records: [], settings: {}})).rejects.toThrow('ALGOLIA_APP_ID is not set');
    await expect(
      pushRecords({appId: algolia.appId, adminKey: algolia.apiKey, indexName: 'docs', records: [record(1)], settings: {}, hosts: [algolia.hosts.up]}),
    ).rejects.toThrow();
  });
});
