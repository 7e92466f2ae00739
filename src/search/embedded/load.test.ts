import {afterEach, describe, expect, it, vi} from 'vitest';
import {loadIndex} from './load';
import {buildIndex} from './engine';
import {packRecords} from './shard';
import type {DocSearchRecord} from '../records';

const DIR = 'https://example.test/search-index/';
const record = {
  objectID: 'docs-webhooks-1',
  url: 'https://example.test/docs/webhooks/#signatures',
  url_without_anchor: 'https://example.test/docs/webhooks/',
  anchor: 'signatures',
  type: 'lvl2',
  hierarchy: {lvl0: 'Docs', lvl1: 'Webhooks', lvl2: 'Signatures', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: null,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  version: 'current',
  api_version: null,
  weight: {pageRank: 0, level: 90, position: 1},
} as DocSearchRecord;
const FILES: Record<string, string> = {
  'manifest.json': JSON.stringify({count: 1, records: 'records.new.json', index: 'index.new.json'}),
  'records.new.json': JSON.stringify(packRecords([record])),
  'index.new.json': buildIndex([record]),
};

/** A fetch over FILES (in DIR), recording the names asked for. */
function server(files: Record<string, string>) {
  const asked: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    const name = url.slice(DIR.length);
    asked.push(name);
    const body = files[name];
    return body === undefined ? new Response('missing', {status: 404}) : new Response(body, {status: 200});
  });
  return {asked, fetch};
}

describe('loadIndex', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fetches the shards the page names at once, without the manifest', async () => {
    const {asked, fetch} = server(FILES);
    vi.stubGlobal('fetch', fetch);
    const loaded = await loadIndex(DIR, {records: 'records.new.json', index: 'index.new.json'});
    expect(asked.sort()).toEqual(['index.new.json', 'records.new.json']);
    expect(loaded.records.map((r) => r.hierarchy.lvl2)).toEqual(['Signatures']);
    expect(loaded.ranker.rank({terms: ['signatures']}).map((r) => r.id)).toEqual([0]);
  });

  it('asks the manifest when the named shards are gone (a page older than the deployed index), or without names', async () => {
    const {asked, fetch} = server(FILES);
    vi.stubGlobal('fetch', fetch);
    await loadIndex(DIR, {records: 'records.old.json', index: 'index.old.json'});
    expect(asked.slice(2)).toEqual(['manifest.json', 'records.new.json', 'index.new.json']);
    asked.length = 0;
    await loadIndex(DIR);
    expect(asked[0]).toBe('manifest.json');
  });
});
