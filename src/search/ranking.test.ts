import {describe, expect, test} from 'vitest';
import {MAX_RESULTS_PER_GROUP, rankHits, toCurrentOrigin} from './ranking';

const hit = (lvl0: string, type: string, lvl1: string, lvl2: string | null = null, lvl3: string | null = null) => ({
  url: `http://localhost:3000/${lvl1}/${lvl2 ?? ''}`,
  type,
  hierarchy: {lvl0, lvl1, lvl2, lvl3},
});

describe('SPEC 5 ranking rules', () => {
  test('Docs: lvl1 hits removed, the rest sorted descending by lvl0..lvl3 concatenated', () => {
    const ranked = rankHits([
      hit('Docs', 'lvl1', 'Rate limits'),
      hit('Docs', 'lvl2', 'Rate limits', 'Handling HTTP 429'),
      hit('Docs', 'content', 'Webhooks', 'Retries'),
      hit('Docs', 'lvl2', 'Rate limits', 'The budget'),
      hit('Docs', 'content', 'API logs', null),
    ]);
    expect(ranked.map((h) => `${h.hierarchy.lvl1}/${h.hierarchy.lvl2}`)).toEqual([
      'Webhooks/Retries',
      'Rate limits/The budget',
      'Rate limits/Handling HTTP 429',
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
