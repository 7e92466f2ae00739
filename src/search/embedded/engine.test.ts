import {describe, expect, test} from 'vitest';
import type {DocSearchRecord} from '../records';
import {buildIndex, indexRecords, loadIndexShard, loadRanker} from './engine';
import {parseQuery} from './text';

/** A record whose text is spread over the title, two heading levels and the content. */
function record(n: number, lvl1: string, lvl2: string | null, lvl3: string | null, content: string | null): DocSearchRecord {
  const page = `http://localhost:3000/docs/platform/page-${n % 7}/`;
  return {
    objectID: `r${n}`,
    url: `${page}#s${n}`,
    url_without_anchor: page,
    anchor: `s${n}`,
    type: content ? 'content' : lvl3 ? 'lvl3' : lvl2 ? 'lvl2' : 'lvl1',
    hierarchy: {lvl0: 'Docs', lvl1, lvl2, lvl3, lvl4: null, lvl5: null, lvl6: null},
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    version: 'current',
    api_version: null,
    weight: {pageRank: 0, level: 0, position: n},
  };
}

const WORDS = ['cadence', 'people', 'webhook', 'signature', 'retry', 'limits', 'per_page', 'calendar', 'events', 'upsert', 'scopes', 'token'];
const word = (i: number) => WORDS[i % WORDS.length];

// 300 records: words repeated within a field (term frequencies above 1), across fields, and
// postings long enough for the id deltas to matter.
const records = Array.from({length: 300}, (_, n) => {
  const r = record(
    n,
    `${word(n)} ${word(n + 3)} guide`,
    n % 3 === 0 ? null : `${word(n + 1)} and ${word(n + 1)} again`,
    n % 5 === 0 ? `${word(n + 2)} details` : null,
    n % 2 === 0 ? `${word(n)} ${word(n + 5)} ${word(n)} ${word(n + 7)} with ${word(n)} rate ${n}` : null,
  );
  // Some title records carry the page's keywords, a field the other records do not have.
  return r.type === 'lvl1' && n % 9 === 0 ? {...r, keywords: [word(n + 4), `${word(n + 6)} ${word(n + 6)}`]} : r;
});

/** MiniSearch's serialisation with the terms in a fixed order (its radix tree may list them otherwise). */
function canonical(search: ReturnType<typeof indexRecords>) {
  const plain = search.toJSON() as unknown as {index: [string, unknown][]} & Record<string, unknown>;
  return {...plain, index: [...plain.index].sort(([a], [b]) => a.localeCompare(b))};
}

describe('the packed index shard', () => {
  test('loads into the same MiniSearch state as the index that was built (the contract with minisearch internals)', () => {
    const built = indexRecords(records);
    const loaded = loadIndexShard(buildIndex(records));
    expect(canonical(loaded)).toEqual(canonical(built));
  });

  test('answers MiniSearch queries exactly like the built index', () => {
    const built = indexRecords(records);
    const loaded = loadIndexShard(buildIndex(records));
    for (const query of ['cadence', 'webhook signature', 'again', 'rate', 'per_page']) {
      const options = {prefix: true, fuzzy: 0.2, processTerm: (t: string) => t};
      expect(loaded.search(query, options)).toEqual(built.search(query, options));
    }
  });

  test('keeps the vocabulary in shard order and rejects other shapes', () => {
    const shard = buildIndex(records);
    expect(loadIndexShard(shard).vocabulary).toEqual((JSON.parse(shard) as {terms: string[]}).terms);
    expect(() => loadIndexShard(JSON.stringify({v: 2, terms: [], postings: []}))).toThrow('not a packed index');
    expect(() => loadIndexShard(JSON.stringify({v: 1, terms: ['a'], postings: []}))).toThrow('not a packed index');
  });
});

describe('ranking a reader\'s question (issue 29)', () => {
  const guide = (n: number, path: string, lvl1: string, lvl2: string, content: string, pageRank = 2): DocSearchRecord => ({
    ...record(n, lvl1, lvl2, null, content),
    url: `http://localhost:3000${path}#s${n}`,
    url_without_anchor: `http://localhost:3000${path}`,
    weight: {pageRank, level: 0, position: n},
  });
  const site = [
    guide(0, '/docs/platform/api-basics/rate-limits/', 'Rate limits', 'Deep-page costs', 'Pages above 100 cost more: 3 per request, 30 from page 501.'),
    guide(1, '/docs/platform/api-basics/third-party-dialers/', 'Third-party dialers', 'Logging the call', 'Log each call with POST /v2/activities/calls.'),
    guide(2, '/docs/platform/no-code/workato/', 'Workato', 'Stay within the rate limit', 'Keep per_page at 100; deep pages cost more.', 0),
    guide(3, '/docs/platform/api-basics/filtering-paging-sorting/', 'Filtering, paging and sorting', 'Paging', 'per_page | integer | 25 | Records per page.'),
  ];
  const rank = (query: string) => {
    const ranker = loadRanker(buildIndex(site), site);
    return ranker.rank(parseQuery(query)).map(({id}) => site[id].url_without_anchor.replace('http://localhost:3000', ''));
  };

  test('words no record holds together do not leave the reader with nothing: the record matching the most informative words comes first', () => {
    // "much" is a question word; "does" too; no record holds "deep", "page" and "cost" with anything else asked.
    expect(rank('how much does a deep page cost')[0]).toBe('/docs/platform/api-basics/rate-limits/');
    // "dialer" has no record with "my" or "from": they are not required.
    expect(rank('log a call from my dialer')[0]).toBe('/docs/platform/api-basics/third-party-dialers/');
    expect(rank('zzqxv')).toEqual([]);
  });

  test('a synonym of the list finds the page ("hmac" for signature words is tested in text.test.ts); a guide beats a no-code page on the same words', () => {
    expect(rank('per_page')[0]).toBe('/docs/platform/api-basics/filtering-paging-sorting/');
  });

  test("a page's keywords find it with words its text never uses, and rank it above a page that mentions them in passing", () => {
    const title = (n: number, path: string, lvl1: string, keywords?: string[]): DocSearchRecord => ({
      ...record(n, lvl1, null, null, null),
      url: `http://localhost:3000${path}`,
      url_without_anchor: `http://localhost:3000${path}`,
      weight: {pageRank: 2, level: 100, position: 0},
      ...(keywords ? {keywords} : {}),
    });
    const pages = [
      ...site,
      title(10, '/docs/platform/api-basics/client-creds/', 'OAuth client credentials', ['server-to-server', 'machine to machine', 'destroy old tokens']),
      guide(11, '/docs/platform/frontend-integrations/person-smart-panel-integration/', 'Person smart panel integration', 'Example', 'Fetch the person on your server, never in the frame.'),
    ];
    const ranker = loadRanker(buildIndex(pages), pages);
    const order = (query: string) => ranker.rank(parseQuery(query)).map(({id}) => pages[id].url_without_anchor.replace('http://localhost:3000', ''));
    expect(order('machine to machine')[0]).toBe('/docs/platform/api-basics/client-creds/');
    expect(order('server to server')[0]).toBe('/docs/platform/api-basics/client-creds/');
    expect(order('server to server')).toContain('/docs/platform/frontend-integrations/person-smart-panel-integration/');
    // The last word is a prefix there too, as it is typed.
    expect(order('machine to mach')[0]).toBe('/docs/platform/api-basics/client-creds/');
    // Keywords are the reader's words already: no synonym ("delete" for "destroy") and no typo reaches them.
    expect(order('delete')).not.toContain('/docs/platform/api-basics/client-creds/');
    expect(order('destroy')[0]).toBe('/docs/platform/api-basics/client-creds/');
    expect(order('mashine')).not.toContain('/docs/platform/api-basics/client-creds/');
  });

  test('a synonym is never worth more than the word typed, however rare it is; an event named with the words does not count them twice', () => {
    // "delete" is on every page below, "destroy" (its synonym) on one: by rarity alone the synonym would win.
    const api = (n: number, path: string, lvl1: string): DocSearchRecord => ({
      ...record(n, lvl1, null, null, null),
      url: `http://localhost:3000${path}`,
      url_without_anchor: `http://localhost:3000${path}`,
      hierarchy: {lvl0: 'API', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      weight: {pageRank: 1, level: 100, position: 0},
    });
    const pages = [
      api(0, '/docs/api/people-destroy/', 'Delete a person'),
      api(1, '/docs/api/person-records-destroy/', 'Destroy a person record'),
      api(2, '/docs/api/webhook-person-deleted/', 'person_deleted'),
      ...['Delete a cadence', 'Delete a task', 'Delete a note', 'Delete an account', 'Delete a call', 'Delete a step'].map((title, i) => api(3 + i, `/docs/api/x-${i}/`, title)),
    ];
    const ranker = loadRanker(buildIndex(pages), pages);
    const order = ranker.rank(parseQuery('delete a person')).map(({id}) => pages[id].url_without_anchor.replace('http://localhost:3000', ''));
    expect(order[0]).toBe('/docs/api/people-destroy/');
    expect(order).toContain('/docs/api/person-records-destroy/');
    expect(order.indexOf('/docs/api/people-destroy/')).toBeLessThan(order.indexOf('/docs/api/person-records-destroy/'));
  });

  test("a title's joined word is one word, as on Algolia: an action's words do not match an event page's title", () => {
    const page = (n: number, path: string, lvl1: string, content: string | null, keywords?: string[]): DocSearchRecord => ({
      ...record(n, lvl1, null, null, content),
      url: `http://localhost:3000${path}`,
      url_without_anchor: `http://localhost:3000${path}`,
      hierarchy: {lvl0: 'API', lvl1, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
      weight: {pageRank: 1, level: content ? 0 : 100, position: content ? 1 : 0},
      ...(keywords ? {keywords} : {}),
    });
    const pages = [
      page(0, '/docs/api/people-update/', 'Update a person', null),
      page(1, '/docs/api/webhook-person-updated/', 'person_updated', null),
      page(2, '/docs/api/webhook-person-deleted/', 'person_deleted', null, ['person deleted webhook', 'person deleted event']),
      page(3, '/docs/platform/guides/paging/', 'Paging', 'per_page | integer | Records per page.'),
    ];
    const ranker = loadRanker(buildIndex(pages), pages);
    const found = (query: string) => ranker.rank(parseQuery(query)).map(({id}) => pages[id].url_without_anchor.replace('http://localhost:3000', ''));
    expect(found('update a person')[0]).toBe('/docs/api/people-update/');
    expect(found('update a person')).not.toContain('/docs/api/webhook-person-updated/');
    expect(found('person_updated')).toEqual(['/docs/api/webhook-person-updated/']);
    // An event page is found by its words through its keywords.
    expect(found('person deleted webhook')[0]).toBe('/docs/api/webhook-person-deleted/');
    // Outside titles, the parts of a joined word are still words.
    expect(found('per page')[0]).toBe('/docs/platform/guides/paging/');
  });
});

describe('the exact title words', () => {
  test('a title holding the query word as typed ranks above one holding only its stem', () => {
    // Equal BM25 on the stem "step" (titles of two words each); without the exact-word weight the
    // earlier record wins the tie.
    const titles = [record(0, 'Fetch step', null, null, null), record(1, 'List steps', null, null, null)].map((r, i) => ({...r, url: `http://localhost:3000/docs/api/op-${i}/`, url_without_anchor: `http://localhost:3000/docs/api/op-${i}/`}));
    const ranker = loadRanker(buildIndex(titles), titles);
    expect(ranker.rank(parseQuery('steps')).map((r) => titles[r.id].hierarchy.lvl1)).toEqual(['List steps', 'Fetch step']);
    expect(ranker.rank(parseQuery('step')).map((r) => titles[r.id].hierarchy.lvl1)).toEqual(['Fetch step', 'List steps']);
  });
});
