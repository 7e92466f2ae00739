import {describe, expect, test} from 'vitest';
import type {DocSearchRecord} from '../records';
import {IndexFormatError, packRecords, unpackRecords} from './shard';

const record = (position: number, extra: Partial<DocSearchRecord> = {}): DocSearchRecord => ({
  objectID: `docs-api-people-create-${position}`,
  url: position === 0 ? 'https://dev.example.com/docs/api/people-create/' : 'https://dev.example.com/docs/api/people-create/#request',
  url_without_anchor: 'https://dev.example.com/docs/api/people-create/',
  anchor: position === 0 ? null : 'request',
  type: position === 0 ? 'lvl1' : 'content',
  hierarchy: {lvl0: 'API', lvl1: 'Create a person', lvl2: position === 0 ? null : 'Request', lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: position === 0 ? null : `email_address string <${position}>`,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
  version: 'current',
  api_version: '2.0',
  weight: {pageRank: 0, level: position === 0 ? 100 : 0, position},
  ...extra,
});

describe('packed records shard', () => {
  test('unpacks to the very records that were packed', () => {
    const records = [
      record(0),
      record(1),
      record(2, {objectID: 'custom-id'}),
      {...record(3), hierarchy: {...record(3).hierarchy, lvl1: 'Another title'}},
      // A level and a position other than its type and its place on the page say.
      record(4, {weight: {pageRank: 0, level: 50, position: 9}}),
    ];
    const packed = JSON.parse(JSON.stringify(packRecords(records)));
    expect(packed.pages).toHaveLength(1);
    expect(unpackRecords(packed)).toEqual(records);
  });

  test("a page's keywords travel once, with its page, and come back on its title record only", () => {
    const records = [record(0, {keywords: ['new contact', 'add lead']}), record(1)];
    const packed = JSON.parse(JSON.stringify(packRecords(records)));
    expect(packed.pages[0][9]).toEqual(['new contact', 'add lead']);
    expect(unpackRecords(packed)).toEqual(records);
    expect(() => packRecords([record(0), record(1, {keywords: ['x']})])).toThrow('not its page');
    expect(() => unpackRecords({...packed, pages: [[...packed.pages[0].slice(0, 9), ['ok', 3]]]})).toThrow('page 0');
  });

  test('a shard of another shape fails the load instead of answering nothing', () => {
    const good = JSON.parse(JSON.stringify(packRecords([record(0)])));
    expect(() => unpackRecords([{title: 'not a record'}])).toThrow(IndexFormatError);
    expect(() => unpackRecords({...good, v: 1})).toThrow(IndexFormatError);
    expect(() => unpackRecords({...good, columns: good.columns.slice(1)})).toThrow(IndexFormatError);
    expect(() => unpackRecords({...good, columns: [[9], ...good.columns.slice(1)]})).toThrow('record 0');
    expect(() => unpackRecords({...good, pages: [['url']]})).toThrow('page 0');
    expect(() => unpackRecords('oops')).toThrow(IndexFormatError);
  });
});
