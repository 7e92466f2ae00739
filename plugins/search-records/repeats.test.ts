import {describe, expect, it} from 'vitest';
import type {DocSearchRecord} from '../../src/search/records';
import {dropRepeatedRecords, MAX_REPEATS} from './repeats';

const record = (page: string, type: DocSearchRecord['type'], content: string | null): DocSearchRecord =>
  ({url_without_anchor: `https://dev.example.com${page}`, url: `https://dev.example.com${page}`, type, content}) as DocSearchRecord;

describe('dropRepeatedRecords', () => {
  it('keeps a repeated content text on the first pages only, and every heading', () => {
    const perPage = 'per_page integer How many records to return.';
    const records = Array.from({length: 12}, (_, i) => [record(`/docs/api/op-${i}/`, 'lvl1', null), record(`/docs/api/op-${i}/`, 'content', perPage)]).flat();
    const kept = dropRepeatedRecords(records);
    expect(kept.filter((r) => r.type === 'lvl1')).toHaveLength(12);
    expect(kept.filter((r) => r.content === perPage).map((r) => r.url)).toEqual(Array.from({length: MAX_REPEATS}, (_, i) => `https://dev.example.com/docs/api/op-${i}/`));
  });

  it('drops form labels and keeps text that repeats on one page or on few pages', () => {
    const records = [
      record('/a/', 'content', 'Body required'),
      record('/a/', 'content', 'Query Parameters'),
      record('/a/', 'content', 'Same line'),
      record('/a/', 'content', 'Same line'),
      record('/b/', 'content', 'Same line'),
    ];
    expect(dropRepeatedRecords(records).map((r) => r.content)).toEqual(['Same line', 'Same line', 'Same line']);
  });
});
