import {describe, expect, it} from 'vitest';
import {algoliaRanks, modalOrder, modalRequest} from './relevance.mjs';

/** A backend hit as DocSearch receives it, highlighted as the embedded engine and Algolia do. */
function hit(url, type, lvl0, lvl1, lvl2 = null, api_version = lvl0 === 'API' ? '2.0' : null) {
  const hierarchy = {lvl0, lvl1, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  return {url: `https://developers.example.com${url}`, type, hierarchy, api_version, _highlightResult: {hierarchy: {lvl0: {value: lvl0, matchLevel: 'none', matchedWords: []}}}};
}
const urls = (hits) => hits.map((h) => h.url);

describe('modalOrder: the order the modal lists a backend answer in', () => {
  it('drops Docs page-title hits, keeps Docs pages and API hits in the engine order (levels sort only within a page)', () => {
    const shown = modalOrder([
      hit('/docs/platform/rate-limits/', 'lvl1', 'Docs', 'Rate limits'),
      hit('/docs/api/people-index/', 'lvl1', 'API', 'List people'),
      hit('/docs/platform/a/#x', 'content', 'Docs', 'Alpha', 'X'),
      hit('/docs/api/accounts-index/', 'lvl1', 'API', 'List accounts'),
      hit('/docs/platform/w/#y', 'content', 'Docs', 'Workato', 'Y'),
    ]);
    expect(urls(shown)).toEqual(['/docs/api/people-index/', '/docs/api/accounts-index/', '/docs/platform/a/#x', '/docs/platform/w/#y']);
  });

  it('moves the other API version last, labelled "API v1.0" on a v2.0 page and "API v2.0" on a v1.0 page', () => {
    const hits = [
      hit('/docs/api/1.0/people-index/', 'lvl1', 'API', 'List people', null, '1.0'),
      hit('/docs/platform/p/#a', 'content', 'Docs', 'People', 'A'),
      hit('/docs/api/people-index/', 'lvl1', 'API', 'List people'),
    ];
    const onV2 = modalOrder(hits, '2.0');
    // The most relevant hit is an API hit (of the other version): the API group keeps its place.
    expect(urls(onV2)).toEqual(['/docs/api/people-index/', '/docs/platform/p/#a', '/docs/api/1.0/people-index/']);
    expect(onV2.map((h) => h.hierarchy.lvl0)).toEqual(['API', 'Docs', 'API v1.0']);
    const onV1 = modalOrder(hits, '1.0');
    expect(urls(onV1)).toEqual(['/docs/api/1.0/people-index/', '/docs/platform/p/#a', '/docs/api/people-index/']);
    expect(onV1.map((h) => h.hierarchy.lvl0)).toEqual(['API', 'Docs', 'API v2.0']);
  });

  it('asks from a v2.0 page by default', () => {
    const hits = [hit('/docs/api/1.0/a/', 'lvl1', 'API', 'A', null, '1.0'), hit('/docs/api/b/', 'lvl1', 'API', 'B')];
    expect(urls(modalOrder(hits))).toEqual(['/docs/api/b/', '/docs/api/1.0/a/']);
  });

  it('groups by the highlighted lvl0 without its tags, and brings the hits of one lvl1 together within a group', () => {
    const highlighted = hit('/docs/api/people/#b', 'content', 'API', 'People', 'B');
    highlighted._highlightResult.hierarchy.lvl0.value = '<mark>API</mark>';
    const shown = modalOrder([
      hit('/docs/api/people/#a', 'content', 'API', 'People', 'A'),
      hit('/docs/api/accounts/#a', 'content', 'API', 'Accounts', 'A'),
      highlighted,
    ]);
    expect(urls(shown)).toEqual(['/docs/api/people/#a', '/docs/api/people/#b', '/docs/api/accounts/#a']);
  });

  it('shows at most 17 hits of a group', () => {
    const hits = Array.from({length: 20}, (_, i) => hit(`/docs/api/op-${i}/`, 'lvl1', 'API', `Operation ${i}`));
    expect(modalOrder(hits)).toHaveLength(17);
  });

  it('asks with the modal\'s parameters, the API version among the retrieved attributes', () => {
    expect(modalRequest('relevance', 'list people')).toMatchObject({
      indexName: 'relevance',
      query: 'list people',
      hitsPerPage: 20,
      highlightPreTag: '<mark>',
      highlightPostTag: '</mark>',
      attributesToRetrieve: expect.arrayContaining(['hierarchy.lvl0', 'hierarchy.lvl6', 'content', 'type', 'url', 'api_version']),
    });
  });
});

describe('the reader suite (reader-queries.mjs)', () => {
  it('holds at least 150 distinct queries, split by the hash of their text into two halves of similar size', async () => {
    const {READER_QUERIES, half} = await import('./reader-queries.mjs');
    const queries = READER_QUERIES.map((e) => e.query);
    expect(new Set(queries).size).toBe(queries.length);
    expect(queries.length).toBeGreaterThanOrEqual(150);
    const heldOut = queries.filter((q) => half(q) === 'held-out').length;
    expect(heldOut / queries.length).toBeGreaterThan(0.4);
    expect(heldOut / queries.length).toBeLessThan(0.6);
  });

  it('decides the half by FNV-1a of the text, not by position', async () => {
    const {fnv1a, half} = await import('./reader-queries.mjs');
    // FNV-1a-32 reference values: "" is the offset basis, "a" a published test vector.
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(half('a')).toBe('tuning');
  });

  it('cuts the tuning half into two folds of similar size by MD5, across the held-out split', async () => {
    const {fold, suite} = await import('./relevance.mjs');
    const {READER_QUERIES, half} = await import('./reader-queries.mjs');
    // MD5("a") begins 0x0c, MD5("hello") 0x5d: the low bit of the first byte names the fold.
    expect(fold('a')).toBe('A');
    expect(fold('hello')).toBe('B');
    const tuning = suite('tuning');
    const a = tuning.filter((entry) => fold(entry.query) === 'A').length;
    expect(a / tuning.length).toBeGreaterThan(0.4);
    expect(a / tuning.length).toBeLessThan(0.6);
    // Not the held-out split again: each fold holds queries of both halves.
    for (const name of ['A', 'B']) {
      const halves = new Set(READER_QUERIES.filter((entry) => fold(entry.query) === name).map((entry) => half(entry.query)));
      expect([...halves].sort()).toEqual(['held-out', 'tuning']);
    }
  });

  it('suite() names the regression set and the two halves, and rejects anything else', async () => {
    const {suite} = await import('./relevance.mjs');
    const {READER_QUERIES} = await import('./reader-queries.mjs');
    expect(suite('tuning').length + suite('held-out').length).toBe(READER_QUERIES.length);
    expect(suite('regression').length).toBeGreaterThanOrEqual(60);
    expect(() => suite('heldout')).toThrow(/unknown suite "heldout"/);
  });
});

/** Built records of one page (plugins/search-records): its title record, then its records below the title. */
function page(lvl0, path, title, below) {
  const url = `https://developers.example.com${path}`;
  const pageRank = lvl0 === 'API' ? 1 : 2;
  const base = {url_without_anchor: url, language: 'en', docusaurus_tag: 'docs', version: 'current', api_version: lvl0 === 'API' ? '2.0' : null};
  const hierarchy = (lvl2 = null) => ({lvl0, lvl1: title, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null});
  return [
    {...base, objectID: `${path}0`, url, anchor: null, type: 'lvl1', hierarchy: hierarchy(), content: null, weight: {pageRank, level: 100, position: 0}},
    ...below.map(([lvl2, content], i) => ({...base, objectID: `${path}${i + 1}`, url: lvl2 ? `${url}#${lvl2.toLowerCase().replace(/\W+/g, '-')}` : url, anchor: null, type: 'content', hierarchy: hierarchy(lvl2), content, weight: {pageRank, level: 0, position: i + 1}})),
  ];
}

describe('algoliaRanks: the records search:push uploads, under the pushed settings', () => {
  const records = [
    ...page('API', '/docs/api/rate-limits-show/', 'Fetch the rate limits of the team', [[null, 'GET /v2/rate_limits']]),
    ...page('Docs', '/docs/platform/rate-limits/', 'Rate limits', [[null, 'Every request counts against a limit.'], ['Handling HTTP 429', 'Wait and retry.']]),
    ...page('Docs', '/docs/platform/webhook-event-types/', 'Webhook event types', [[null, 'Create webhook subscription events from this list.']]),
    ...page('API', '/docs/api/webhook-subscriptions-create/', 'Create a webhook subscription', [[null, 'POST /v2/webhook_subscriptions']]),
  ];

  it('ranks a guide on its title as an API operation ranks on its own, and shows its lead, not a page-title hit', async () => {
    const [ranked] = await algoliaRanks(records, [{query: 'rate limits', expect: '/docs/platform/rate-limits/'}]);
    expect(ranked.rank).toBe(1);
    expect(ranked.top[0]).toBe('/docs/platform/rate-limits/');
  });

  // The guide's text holds the words closer together than the operation's title ("a" between two of them), so proximity would rank it first.
  it('puts a title holding every word of the query above a title holding one of them and a text holding the others', async () => {
    const [ranked] = await algoliaRanks(records, [{query: 'create webhook subscription', expect: '/docs/api/webhook-subscriptions-create/'}]);
    expect(ranked.rank).toBe(1);
  });
});
