import {describe, expect, test} from 'vitest';
import {boundedDistance, matchWord, parseQuery, terms, typoBudget, words} from './text';

describe('text rules', () => {
  test('words are folded runs of letters and digits; stop words are not terms', () => {
    expect(words('Créer une Personne: per_page=100')).toEqual(['creer', 'une', 'personne', 'per', 'page', '100']);
    expect(terms('Create a person for the team')).toEqual(['create', 'person', 'team']);
  });

  test('a query of stop words only still searches for them', () => {
    expect(parseQuery('how to').terms).toEqual(['how', 'to']);
    expect(parseQuery('create a person').terms).toEqual(['create', 'person']);
  });

  test("typo budget follows Algolia's defaults", () => {
    expect([typoBudget('cad'), typoBudget('webhok'), typoBudget('cadences')]).toEqual([0, 1, 2]);
  });

  test('bounded edit distance', () => {
    expect(boundedDistance('webhok', 'webhook', 1)).toBe(1);
    expect(boundedDistance('kitten', 'sitting', 2)).toBe(3);
    expect(boundedDistance('same', 'same', 0)).toBe(0);
  });

  test('"webhok" finds webhooks (typo + prefix) and "cad" finds cadences (prefix only)', () => {
    expect(matchWord(parseQuery('webhok'), 'webhooks')).toBe(0);
    expect(matchWord(parseQuery('webhok'), 'webhook')).toBe(0);
    expect(matchWord(parseQuery('cad'), 'cadences')).toBe(0);
    expect(matchWord(parseQuery('cad'), 'can')).toBe(-1);
    // Only the last word is a prefix: "rate limits" needs the whole word "rate".
    expect(matchWord(parseQuery('rat limits'), 'rate')).toBe(-1);
    expect(matchWord(parseQuery('rate limit'), 'limits')).toBe(1);
  });
});
