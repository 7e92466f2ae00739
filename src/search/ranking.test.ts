import {describe, expect, test} from 'vitest';
import settings from './index-settings.json';
import {MAX_RESULTS_PER_GROUP, TEXTUAL_CRITERIA, matchedWorse, pageApiVersion, queryApiVersion, rankHits, scopeVersion, toCurrentOrigin, withoutOutranked, type RankingInfo} from './ranking';

const hit = (lvl0: string, type: string, lvl1: string, lvl2: string | null = null, lvl3: string | null = null) => ({
  url: `http://localhost:3000/${lvl1}/${lvl2 ?? ''}`,
  type,
  hierarchy: {lvl0, lvl1, lvl2, lvl3},
});

describe('SPEC 5 ranking rules', () => {
  test('Docs: lvl1 hits removed; pages keep the engine order, the sections of a page sorted descending by lvl0..lvl3 concatenated', () => {
    const section = (lvl1: string, lvl2: string | null, type = 'lvl2') => ({...hit('Docs', type, lvl1, lvl2), url: `http://localhost:3000/${lvl1}/#${lvl2 ?? ''}`});
    const ranked = rankHits([
      hit('Docs', 'lvl1', 'Rate limits'),
      section('Rate limits', 'Handling HTTP 429'),
      section('Webhooks', 'Retries', 'content'),
      section('Rate limits', 'The budget'),
      section('API logs', null, 'content'),
    ]);
    // Decision 0012: "Webhooks" and "API logs" would sort before "Rate limits" by their levels; the
    // sort applies within a page only, so the most relevant page stays first.
    expect(ranked.map((h) => `${h.hierarchy.lvl1}/${h.hierarchy.lvl2}`)).toEqual([
      'Rate limits/The budget',
      'Rate limits/Handling HTTP 429',
      'Webhooks/Retries',
      'API logs/null',
    ]);
  });

  test('API hits keep their order and their lvl1 hits; the group of the best hit comes first', () => {
    const ranked = rankHits([
      hit('API', 'lvl1', 'Create a person'),
      hit('Docs', 'content', 'Intro', 'People'),
      hit('API', 'lvl2', 'Update a person', 'Request'),
      hit('API', 'lvl1', 'Create an account'),
    ]);
    expect(ranked.map((h) => `${h.hierarchy.lvl0}:${h.hierarchy.lvl1}`)).toEqual([
      'API:Create a person',
      'API:Update a person',
      'API:Create an account',
      'Docs:Intro',
    ]);
    const docsFirst = rankHits([hit('Docs', 'content', 'Intro'), hit('API', 'lvl1', 'People')]);
    expect(docsFirst[0].hierarchy.lvl0).toBe('Docs');
  });

  test('at most 17 per group', () => {
    expect(MAX_RESULTS_PER_GROUP).toBe(17);
  });

  test('hits link to the current origin', () => {
    expect(toCurrentOrigin('https://developers.example.com/docs/api/people-create/#request')).toBe('/docs/api/people-create/#request');
    expect(toCurrentOrigin('/docs/platform/intro/')).toBe('/docs/platform/intro/');
  });
});

describe('version scope', () => {
  const api = (lvl1: string, version: string) => ({...hit('API', 'lvl1', lvl1), api_version: version});

  test('on a v2.0 page, v1.0 operations leave "API" for their own group, "API v1.0", after the rest', () => {
    const ranked = rankHits([api('List people (legacy)', '1.0'), api('List people', '2.0'), hit('Docs', 'content', 'Intro', 'People')], '2.0');
    expect(ranked.map((h) => `${h.hierarchy.lvl0}:${h.hierarchy.lvl1}`)).toEqual(['API:List people', 'Docs:Intro', 'API v1.0:List people (legacy)']);
  });

  test('the highlighted lvl0, which DocSearch groups by, carries the label too', () => {
    const legacy = {...api('List people (legacy)', '1.0'), _highlightResult: {hierarchy: {lvl0: {value: 'API', matchLevel: 'none', matchedWords: []}}}};
    const [ranked] = rankHits([legacy], '2.0');
    expect(ranked._highlightResult?.hierarchy?.lvl0).toMatchObject({value: 'API v1.0'});
    expect(legacy._highlightResult.hierarchy.lvl0.value).toBe('API');
  });

  test('on a v1.0 page it is the other way round', () => {
    const ranked = rankHits([api('List people', '2.0'), api('List people (legacy)', '1.0')], '1.0');
    expect(ranked.map((h) => `${h.hierarchy.lvl0}:${h.hierarchy.lvl1}`)).toEqual(['API:List people (legacy)', 'API v2.0:List people']);
  });

  test("a moved hit keeps the API group's place: the page's own API hits come before Docs it outranked", () => {
    const ranked = rankHits([api('List people', '2.0'), hit('Docs', 'content', 'Versioning', 'People'), api('List people (legacy)', '1.0')], '1.0');
    expect(ranked.map((h) => `${h.hierarchy.lvl0}:${h.hierarchy.lvl1}`)).toEqual(['API:List people (legacy)', 'Docs:Versioning', 'API v2.0:List people']);
  });

  test('the page version comes from its path', () => {
    expect(pageApiVersion('/docs/api/1.0/public-api-v-1-people-index/')).toBe('1.0');
    expect(pageApiVersion('/docs/api/people-index/')).toBe('2.0');
    expect(pageApiVersion('/docs/platform/intro/')).toBe('2.0');
  });

  test("Algolia's hits: none is shown above a better match of a group listed after it (decision 0019)", () => {
    const info = (words: number, nbTypos = 0, firstMatchedWord = 0, nbExactWords = words): RankingInfo => ({words, nbTypos, firstMatchedWord, nbExactWords});
    const ranked = (h: ReturnType<typeof hit>, rankingInfo: RankingInfo, api_version: string | null = null) => ({...h, api_version, _rankingInfo: rankingInfo});
    const names = (hits: {hierarchy: {lvl0: string; lvl1: string | null}}[]) => hits.map((h) => `${h.hierarchy.lvl0}:${h.hierarchy.lvl1}`);
    // Algolia's order: the operation, then the guide, then operations that matched worse.
    const hits = [
      ranked(hit('API', 'lvl1', 'Submit a right-to-be-forgotten request'), info(3, 0, 0)),
      ranked(hit('Docs', 'content', 'Data redaction', 'Intro'), info(3, 0, 1000)),
      ranked(hit('API', 'content', 'Submit a people soft-deletion request'), info(3, 0, 14000)),
      ranked(hit('API', 'content', 'Data Control'), info(2, 0, 7000)),
      // Ties with the guide on every textual criterion and lost to it on the custom ranking: shown
      // above the guide, it would contradict Algolia's order, and is left out too.
      ranked(hit('API', 'lvl1', 'List data control requests'), info(3, 0, 1000)),
      ranked(hit('Docs', 'content', 'Scopes', 'Privileged'), info(2, 1, 21000)),
    ];
    expect(names(rankHits(hits))).toEqual(['API:Submit a right-to-be-forgotten request', 'Docs:Data redaction', 'Docs:Scopes']);
    // Only a hit whose ranking values say it matched better stays (hosted Algolia may report a
    // coarser attribute than the one it ranked on: decision 0019).
    expect(names(withoutOutranked([hits[0], hits[1], ranked(hit('API', 'lvl1', 'Better'), info(3, 0, 0))]))).toEqual(['API:Submit a right-to-be-forgotten request', 'Docs:Data redaction', 'API:Better']);
    // Without the ranking values (the embedded backend), every hit is kept, as before.
    const plain = hits.map(({_rankingInfo, ...rest}) => rest);
    expect(rankHits(plain)).toHaveLength(6);
    // A hit ranked above the other group's first hit stays, however it matched.
    expect(names(withoutOutranked([hits[0], ranked(hit('API', 'lvl1', 'Weak'), info(1)), hits[1]]))).toEqual(['API:Submit a right-to-be-forgotten request', 'API:Weak', 'Docs:Data redaction']);
    // Hits of the other API version are listed apart, last: they neither drop nor are dropped.
    const v1 = ranked(hit('API', 'lvl1', 'List people (legacy)'), info(3, 0, 0), '1.0');
    expect(names(withoutOutranked([hits[1], v1, ranked(hit('Docs', 'content', 'Other', 'x'), info(1))]))).toEqual(['Docs:Data redaction', 'API:List people (legacy)', 'Docs:Other']);
    expect(names(withoutOutranked([hits[1], ranked(hit('Docs', 'content', 'Other', 'x'), info(3, 0, 5000)), v1]))).toEqual(['Docs:Data redaction', 'Docs:Other', 'API:List people (legacy)']);
  });

  test("the textual criteria are read in the order of the index's ranking formula", () => {
    const names: Record<string, string> = {words: 'words', typo: 'nbTypos', attribute: 'firstMatchedWord', exact: 'nbExactWords'};
    expect(TEXTUAL_CRITERIA.map(([name]) => name)).toEqual(settings.ranking.filter((c) => c in names).map((c) => names[c]));
    const base: RankingInfo = {words: 3, nbTypos: 0, firstMatchedWord: 1000, nbExactWords: 3};
    expect(matchedWorse({...base, words: 2, nbTypos: -5}, base)).toBe(true);
    expect(matchedWorse({...base, nbTypos: 1}, base)).toBe(true);
    expect(matchedWorse({...base, firstMatchedWord: 2000}, base)).toBe(true);
    expect(matchedWorse({...base, nbExactWords: 2}, base)).toBe(true);
    expect(matchedWorse(base, base)).toBe(false);
    expect(matchedWorse({...base, words: 4, firstMatchedWord: 9000}, base)).toBe(false);
  });
});

describe('queryApiVersion and scopeVersion', () => {
  test('read the version a query names, and only when it names one', () => {
    expect(queryApiVersion('legacy list people')).toBe('1.0');
    expect(queryApiVersion('v1 people.json')).toBe('1.0');
    expect(queryApiVersion('people v1.0')).toBe('1.0');
    expect(queryApiVersion('create a person in v2')).toBe('2.0');
    expect(queryApiVersion('what changed in 2.0')).toBe('2.0');
    expect(queryApiVersion('v1 companies endpoint equivalent in v2')).toBeNull();
    expect(queryApiVersion('list people')).toBeNull();
    // Not a version: part of a longer word or number.
    expect(queryApiVersion('v10 oauth2 sha1 11.0')).toBeNull();
  });

  test('scope the hits to the named version, else to the page', () => {
    expect(scopeVersion('legacy list people', '/docs/api/people-index/')).toBe('1.0');
    expect(scopeVersion('list people', '/docs/api/people-index/')).toBe('2.0');
    expect(scopeVersion('list people', '/docs/api/1.0/public-api-v-1-people-index/')).toBe('1.0');
    expect(scopeVersion('v2 list people', '/docs/api/1.0/public-api-v-1-people-index/')).toBe('2.0');
  });

  test('a v1.0 operation is "API" on a v2.0 page when the query names v1.0, and the v2.0 one is set apart', () => {
    const v2 = {...hit('API', 'lvl1', 'List people'), api_version: '2.0'};
    const v1 = {...hit('API', 'lvl1', 'List people (legacy)'), api_version: '1.0'};
    const scoped = rankHits([v2, v1], scopeVersion('legacy list people', '/docs/api/people-index/'));
    expect(scoped.map((h) => [h.hierarchy.lvl0, h.hierarchy.lvl1])).toEqual([
      ['API', 'List people (legacy)'],
      ['API v2.0', 'List people'],
    ]);
  });
});
