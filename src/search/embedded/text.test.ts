import {describe, expect, test} from 'vitest';
import {QUESTION_WORDS, SYNONYM_WEIGHT, boundedDistance, expandTerm, expansionWeight, indexWords, matchWord, parseQuery, stem, synonymStems, terms, typoBudget, words} from './text';

describe('text rules', () => {
  test('words are folded runs of letters and digits; stop words are not terms', () => {
    expect(words('Créer une Personne: per_page=100')).toEqual(['creer', 'une', 'personne', 'per_page', '100']);
    expect(indexWords('per_page=100')).toEqual(['per_page', 'per', 'page', '100']);
    expect(terms('Create a person for the team')).toEqual(['create', 'person', 'team']);
  });

  test('a query of stop words only still searches for them', () => {
    expect(parseQuery('how to').terms).toEqual(['how', 'to']);
    expect(parseQuery('create a person').terms).toEqual(['create', 'person']);
    // A word typed twice is one term, not twice the weight.
    expect(parseQuery('server to server authentication').terms).toEqual(['server', 'authentication']);
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

  test('word forms: a query word and the index word share a stem', () => {
    expect(stem('authenticating')).toBe(stem('authentication'));
    expect(stem('webhooks')).toBe('webhook');
    expect(stem('per_page')).toBe('per_page');
    expect(matchWord(parseQuery('authenticating'), 'authentication')).toBe(0);
    expect(matchWord(parseQuery('signatures verification'), 'signature')).toBe(0);
  });

  test('an -able/-ible adjective and its -ability noun share a stem, apart from the word they came from', () => {
    expect(stem('accessibility')).toBe(stem('accessible'));
    expect(stem('accessibility')).not.toBe(stem('access'));
    expect(stem('accessible')).not.toBe(stem('access'));
    expect(stem('responsible')).not.toBe(stem('response'));
    expect(stem('availability')).toBe(stem('available'));
    expect(stem('compatibility')).toBe(stem('compatible'));
    expect(stem('capabilities')).toBe(stem('capability'));
    // Short bases stem as Porter stems them: their inflections still meet.
    expect(stem('table')).toBe(stem('tables'));
    expect(stem('enable')).toBe(stem('enabled'));
    expect(stem('disable')).toBe(stem('disabling'));
    // "accessibility" finds an accessibility heading, not the access token's text.
    expect(matchWord(parseQuery('accessibility requirements'), 'accessible')).toBe(0);
    expect(matchWord(parseQuery('accessibility requirements'), 'access')).toBe(-1);
  });

  test('a noun in -us and its plural in -uses share a stem, as its other forms do', () => {
    expect(stem('status')).toBe(stem('statuses'));
    expect(stem('focus')).toBe(stem('focused'));
    expect(stem('bonus')).toBe(stem('bonuses'));
    expect(matchWord(parseQuery('job statuses'), 'status')).toBe(1);
    // The -ous adjectives are not plurals: Porter's stem stands.
    expect(stem('previous')).toBe('previou');
  });

  test('typos are counted on stems, scaled to the word length; the last word is also a prefix', () => {
    const vocabulary = ['peopl', 'cadenc', 'page', 'webhook', 'authent', 'pagin', 'login'];
    const words = (term: string, isLast = true) => expandTerm(term, isLast, vocabulary).map((e) => e.word);
    expect(words('peple')).toContain('peopl');
    expect(words('cadance')).toContain('cadenc');
    expect(words('webhok')).toContain('webhook');
    expect(words('cad')).toEqual(['cadenc']);
    // Still typing "authentication": the stem of what is typed so far.
    expect(words('authenticati')).toContain('authent');
    expect(words('authenticati', false)).not.toContain('authent');
    // Three letters: no typo allowed.
    expect(words('pag', false)).toEqual([]);
  });

  test('"people" and "person" stand for each other, just below an exact match', () => {
    const vocabulary = ['peopl', 'person', 'persona'];
    expect(expandTerm('people', false, vocabulary)).toEqual([
      {word: 'peopl', weight: 1},
      {word: 'person', weight: 0.9},
    ]);
    expect(expandTerm('person', false, vocabulary).map((e) => e.word).slice(0, 2)).toEqual(['person', 'peopl']);
    // Highlighting follows: "Delete a person" marks "person" for the query "deleting people".
    expect(matchWord(parseQuery('deleting people'), 'person')).toBe(1);
  });

  test('a joined word is not a prefix match of a term that one of its parts already matches (its parts are indexed beside it)', () => {
    const vocabulary = ['person', 'person_delet', 'person_deleted', 'personal', 'per_page', 'page'];
    const words = (term: string) => expandTerm(term, true, vocabulary).map((e) => e.word);
    // "person_deleted" holds "person": a record with it already matches "person" once.
    expect(words('person')).toEqual(['person', 'personal']);
    // Typed whole, the joined word is the term itself.
    expect(words('per_page')).toEqual(['per_page']);
    // A joined word none of whose parts matches stays a prefix match.
    expect(words('per_')).toEqual(['per_page']);
  });
});

describe('question words and synonyms (issue 29)', () => {
  test('question words are never required, and are the optional words Algolia is given', async () => {
    expect(parseQuery('why does my token expire').terms).toEqual(['token', 'expire']);
    expect(parseQuery('why').terms).toEqual(['why']);
    const settings = (await import('../index-settings.json')).default as {optionalWords: string[]};
    expect([...settings.optionalWords].sort()).toEqual([...QUESTION_WORDS].sort());
  });

  test('a word of the synonym list stands for the others, a little below the word itself', () => {
    expect(expansionWeight('hmac', false, stem('signature'))).toBe(SYNONYM_WEIGHT);
    expect(expansionWeight('dialer', false, stem('call'))).toBe(SYNONYM_WEIGHT);
    expect(expansionWeight('crm_id', false, stem('mapping'))).toBe(SYNONYM_WEIGHT);
    expect(expansionWeight('sync', false, stem('polling'))).toBe(SYNONYM_WEIGHT);
    expect(expansionWeight('outside', false, stem('external'))).toBe(SYNONYM_WEIGHT);
    expect(expansionWeight('hmac', false, 'hmac')).toBe(1);
  });

  test('the list is checked: only regular synonym groups', () => {
    expect(synonymStems([{objectID: 'x', type: 'synonym', synonyms: ['paging', 'pagination', 'too many requests']}]).get(stem('paging'))).toEqual(new Set([stem('pagination')]));
    expect(() => synonymStems([{objectID: 'one-way', type: 'oneWaySynonym', synonyms: ['a']}])).toThrow(/src\/search\/synonyms.json: entry "one-way"/);
  });
});
