import {describe, expect, test} from 'vitest';
import settings from './index-settings.json';
import synonyms from './synonyms.json';
import {OPTIONAL_WORDS, SEARCHABLE_ATTRIBUTES, STOP_WORDS, TYPO_SIZES, withAllWordsOptional} from './settings';
import {withoutQuestionWords} from './optional-words';
import {QUESTION_WORDS, STOP_WORDS as ENGINE_STOP_WORDS, parseQuery, stem, typoBudget} from './embedded/text';

describe('one source of ranking settings for both backends (issue 30)', () => {
  test('the embedded engine reads the optional words, typo sizes and stop words of index-settings.json', () => {
    expect(QUESTION_WORDS).toBe(OPTIONAL_WORDS);
    expect(ENGINE_STOP_WORDS).toBe(STOP_WORDS);
    expect([...OPTIONAL_WORDS].sort()).toEqual([...settings.optionalWords].sort());
    expect(TYPO_SIZES).toEqual({one: settings.minWordSizefor1Typo, two: settings.minWordSizefor2Typos});
    expect(typoBudget('x'.repeat(settings.minWordSizefor1Typo - 1))).toBe(0);
    expect(typoBudget('x'.repeat(settings.minWordSizefor1Typo))).toBe(1);
    expect(typoBudget('x'.repeat(settings.minWordSizefor2Typos))).toBe(2);
    expect(parseQuery('why does the token expire').terms).toEqual(['token', 'expire']);
  });

  test('singular and plural are the same word on Algolia, as they share a stem on the embedded engine', () => {
    expect(settings.ignorePlurals).toBe(true);
    expect(settings.alternativesAsExact).toContain('ignorePlurals');
    for (const [one, many] of [['play', 'plays'], ['activity', 'activities'], ['webhook', 'webhooks'], ['address', 'addresses'], ['status', 'statuses']]) {
      expect(parseQuery(many).terms.map(stem)).toEqual(parseQuery(one).terms.map(stem));
    }
  });

  test('the searchable attributes are read in order, without unordered()', () => {
    expect(SEARCHABLE_ATTRIBUTES).toEqual(['hierarchy.lvl1', 'keywords', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content']);
  });

  test('an Algolia request makes every word of a query of several words optional, as the embedded engine does', () => {
    expect(withAllWordsOptional({indexName: 'i', query: 'how does the link swap webhook work'})).toEqual({indexName: 'i', query: 'how the link swap webhook work', optionalWords: ['how the link swap webhook work']});
    expect(withAllWordsOptional({indexName: 'i', query: 'webhooks'})).toEqual({indexName: 'i', query: 'webhooks'});
    expect(withAllWordsOptional({indexName: 'i', query: ''})).toEqual({indexName: 'i', query: ''});
  });

  test('the Algolia query leaves out the question words, which the embedded engine does not search either', () => {
    // Algolia counts an optional word a record holds in its first criterion, `words`.
    expect(withoutQuestionWords('how do I page through all results')).toBe('how I page results');
    expect(withoutQuestionWords('Why does my token expire?')).toBe('token expire?');
    expect(withoutQuestionWords('per_page')).toBe('per_page');
    expect(withoutQuestionWords('updated_at[gt] why')).toBe('updated_at[gt]');
    // Question and stop words alone are the whole query: sent as typed.
    expect(withoutQuestionWords('how long')).toBe('how long');
    expect(withoutQuestionWords('do')).toBe('do');
    // The same words as the embedded engine's query.
    const sent = withoutQuestionWords('how much does a deep page cost');
    expect(parseQuery(sent).terms).toEqual(parseQuery('how much does a deep page cost').terms);
    expect(withAllWordsOptional({indexName: 'i', query: 'why does my webhook fail'})).toEqual({indexName: 'i', query: 'webhook fail', optionalWords: ['webhook fail']});
    expect(withAllWordsOptional({indexName: 'i', query: 'my webhooks'})).toEqual({indexName: 'i', query: 'webhooks'});
  });

  test('"remove" is not "delete": removing takes a record out of a relation (a person from a cadence), deleting destroys it', () => {
    const groups = synonyms.filter((entry) => entry.synonyms.includes('delete') || entry.synonyms.includes('remove'));
    expect(groups.length).toBeGreaterThan(0);
    for (const group of groups) expect(group.synonyms.includes('delete') && group.synonyms.includes('remove')).toBe(false);
  });
});
