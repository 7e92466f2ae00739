import {describe, expect, test} from 'vitest';
import type {DocSearchRecord} from '../records';
import {buildIndex, loadRanker} from './engine';
import {compileFacetFilters} from './filters';
import {answer, onePerPage, RELEVANCE_FLOOR} from './response';

function record(n: number, partial: Partial<DocSearchRecord> & {lvl1: string; lvl2?: string}): DocSearchRecord {
  const {lvl1, lvl2, ...rest} = partial;
  const page = `http://localhost:3000/docs/platform/${lvl1.toLowerCase().replace(/\W+/g, '-')}/`;
  return {
    objectID: `r${n}`,
    url: lvl2 ? `${page}#${lvl2.toLowerCase().replace(/\W+/g, '-')}` : page,
    url_without_anchor: page,
    anchor: lvl2 ? lvl2.toLowerCase().replace(/\W+/g, '-') : null,
    type: lvl2 ? 'lvl2' : 'lvl1',
    hierarchy: {lvl0: 'Docs', lvl1, lvl2: lvl2 ?? null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content: null,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
    version: 'current',
    api_version: null,
    weight: {pageRank: 0, level: lvl2 ? 83 : 100, position: n},
    ...rest,
  };
}

const records: DocSearchRecord[] = [
  record(0, {lvl1: 'Webhooks introduction'}),
  record(1, {lvl1: 'Webhooks introduction', lvl2: 'Verifying the signature'}),
  record(2, {lvl1: 'Rate limits'}),
  record(3, {lvl1: 'Rate limits', lvl2: 'Handling HTTP 429', type: 'content', content: 'Retry after a <429> with backoff.'}),
  record(4, {lvl1: 'Cadences', hierarchy: {lvl0: 'API', lvl1: 'List cadences', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null}, api_version: '2.0', docusaurus_tag: 'docs-api-current'}),
  record(5, {lvl1: 'Cadences v1', hierarchy: {lvl0: 'API', lvl1: 'List cadences', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null}, api_version: '1.0', docusaurus_tag: 'docs-api-current'}),
];
const ranker = loadRanker(buildIndex(records), records);
const DOCSEARCH_REQUEST = {
  indexName: 'docs',
  attributesToRetrieve: ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'content', 'type', 'url'],
  attributesToSnippet: ['hierarchy.lvl1:10', 'content:10'],
  highlightPreTag: '<mark>',
  highlightPostTag: '</mark>',
  hitsPerPage: 20,
  clickAnalytics: true,
};

describe("Algolia's multi-query response shape", () => {
  test('a DocSearch request gets hits with highlight and snippet results, counts and a query ID', () => {
    const result = answer({...DOCSEARCH_REQUEST, query: 'webhok'}, records, ranker);
    // Records 0 and 1 are one page: one hit.
    expect(result).toMatchObject({nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, exhaustiveNbHits: true, query: 'webhok', index: 'docs'});
    expect(result.queryID).toMatch(/^[0-9a-f]{32}$/);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a deep, loosely typed hit
    const [first] = result.hits as Record<string, any>[];
    expect(Object.keys(first).sort()).toEqual(['_highlightResult', '_snippetResult', 'content', 'hierarchy', 'objectID', 'type', 'url']);
    // A guide answers with its best section below the title (SPEC 5 drops Docs title hits).
    expect(first.hierarchy).toEqual({lvl0: 'Docs', lvl1: 'Webhooks introduction', lvl2: 'Verifying the signature'});
    expect(first._highlightResult.hierarchy.lvl1).toMatchObject({value: '<mark>Webhooks</mark> introduction', matchLevel: 'full', matchedWords: ['webhok']});
    expect(first._snippetResult.hierarchy.lvl1.value).toBe('<mark>Webhooks</mark> introduction');
  });

  test('content is escaped, and snippets are cut to the requested words', () => {
    const result = answer({...DOCSEARCH_REQUEST, query: 'retry 429', attributesToSnippet: ['content:3']}, records, ranker);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a deep, loosely typed hit
    const hit = result.hits[0] as Record<string, any>;
    expect(hit._highlightResult.content.value).toBe('<mark>Retry</mark> after a &lt;<mark>429</mark>&gt; with backoff.');
    expect(hit._snippetResult.content.value).toBe('<mark>Retry</mark> after a …');
  });

  test('"cad" finds cadences by prefix; facet filters tell the API versions apart', () => {
    expect(answer({indexName: 'docs', query: 'cad'}, records, ranker).nbHits).toBe(2);
    const v1 = answer({indexName: 'docs', query: 'cad', facetFilters: ['api_version:1.0']}, records, ranker);
    expect(v1.hits.map((h) => h.objectID)).toEqual(['r5']);
    const contextual = answer({indexName: 'docs', query: 'rate', facetFilters: ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]}, records, ranker);
    expect(contextual.nbHits).toBe(1);
  });

  test('one hit per page, the best section; an API page whose title matched answers with its title record', () => {
    const page = answer({indexName: 'docs', query: 'signature'}, records, ranker);
    expect(page.hits.map((h) => h.objectID)).toEqual(['r1']);
    const operation = [
      record(0, {lvl1: 'x', hierarchy: {lvl0: 'API', lvl1: 'Create a person', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null}}),
      record(1, {lvl1: 'x', lvl2: 'Request', type: 'content', content: 'Create a person with an email address; create a person once per contact.', hierarchy: {lvl0: 'API', lvl1: 'Create a person', lvl2: 'Request', lvl3: null, lvl4: null, lvl5: null, lvl6: null}}),
    ];
    const result = answer({indexName: 'docs', query: 'create person'}, operation, loadRanker(buildIndex(operation), operation));
    expect(result.nbHits).toBe(1);
    expect(result.hits[0]).toMatchObject({objectID: 'r0', type: 'lvl1'});
  });

  test('pages of hitsPerPage, no query ID without click analytics', () => {
    const all = answer({indexName: 'docs', query: 'cad', hitsPerPage: 1, page: 1}, records, ranker);
    expect(all).toMatchObject({nbHits: 2, nbPages: 2, page: 1});
    expect(all.hits).toHaveLength(1);
    expect(all.queryID).toBeUndefined();
    expect(answer({indexName: 'docs', query: 'nothing-like-this'}, records, ranker).nbHits).toBe(0);
  });

  test('hits far below the best one are dropped (relevance floor)', () => {
    const noisy = [
      ...records,
      record(6, {lvl1: 'Bulk jobs', type: 'content', content: 'Bulk jobs run in the background for a long while; rate and limits of other calls still apply to everything they touch.'}),
    ];
    const noisyRanker = loadRanker(buildIndex(noisy), noisy);
    const ranked = noisyRanker.rank({terms: ['rate', 'limits']});
    expect(ranked.map((r) => r.id)).toContain(6);
    const result = answer({indexName: 'docs', query: 'rate limits'}, noisy, noisyRanker);
    expect(result.hits.map((h) => h.objectID)).not.toContain('r6');
    // The Rate limits page, by its section.
    expect(result.hits.map((h) => h.objectID)).toEqual(['r3']);
  });

  test('the relevance floor is taken within each group: a group\'s best page stays, however far below another group\'s', () => {
    const api = (n: number, title: string) =>
      record(n, {lvl1: title, hierarchy: {lvl0: 'API', lvl1: title, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null}, api_version: '2.0'});
    const pages = [
      record(0, {lvl1: 'Conversations guide', lvl2: 'Download the recording'}),
      record(1, {lvl1: 'Bulk jobs', lvl2: 'Upload job data'}),
      api(2, 'Fetch conversation media'),
      api(3, 'Fetch a call'),
    ];
    // Docs' best scores 10: a Docs page at 3 is under its floor. API's best scores 3, which the
    // old floor (a share of the best page of all) dropped; the API page at 1 is under API's floor.
    expect(3).toBeLessThan(10 * RELEVANCE_FLOOR);
    expect(1).toBeLessThan(3 * RELEVANCE_FLOOR);
    const ranked = [
      {id: 0, score: 10},
      {id: 1, score: 3},
      {id: 2, score: 3},
      {id: 3, score: 1},
    ];
    expect(onePerPage(ranked, pages, () => true).map((r) => r.objectID)).toEqual(['r0', 'r2']);
  });

  test('facet filters: AND of entries, OR inside lists, negation', () => {
    const passes = compileFacetFilters(['language:en', ['api_version:1.0', 'api_version:2.0'], 'type:-lvl2']);
    expect(records.filter(passes).map((r) => r.objectID)).toEqual(['r4', 'r5']);
    expect(() => compileFacetFilters(['nonsense'])).toThrow('invalid facet filter');
  });
});

describe('the index shard', () => {
  test('ranks the same after a round trip through JSON; a shard of another shape throws', () => {
    const shard = buildIndex(records);
    const reloaded = loadRanker(JSON.parse(JSON.stringify(shard)) as string, records);
    expect(reloaded.rank({terms: ['rate', 'limits']})).toEqual(ranker.rank({terms: ['rate', 'limits']}));
    expect(() => loadRanker('<html>gateway error</html>', records)).toThrow();
    expect(() => loadRanker(JSON.stringify({v: 9}), records)).toThrow('not a packed index');
  });
});
