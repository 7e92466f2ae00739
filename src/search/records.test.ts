import {describe, expect, test} from 'vitest';
import {forAlgolia, type DocSearchRecord} from './records';
import settings from './index-settings.json';

const record = (lvl0: string, type: DocSearchRecord['type'], lvl1: string): Pick<DocSearchRecord, 'type' | 'hierarchy'> => ({
  type,
  hierarchy: {lvl0, lvl1, lvl2: type === 'lvl2' ? 'Headers' : null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
});

describe('forAlgolia: the records search:push uploads', () => {
  test('leaves out the Docs page-title records and keeps everything else', () => {
    const guideTitle = record('Docs', 'lvl1', 'Rate limits');
    const guideSection = record('Docs', 'lvl2', 'Rate limits');
    const guideText = record('Docs', 'content', 'Rate limits');
    const operationTitle = record('API', 'lvl1', 'List people');
    const operationText = record('API', 'content', 'List people');
    expect(forAlgolia([guideTitle, guideSection, guideText, operationTitle, operationText])).toEqual([guideSection, guideText, operationTitle, operationText]);
  });

  test('every guide kept has its title in the records that remain', () => {
    const kept = forAlgolia([record('Docs', 'lvl1', 'Webhooks'), record('Docs', 'content', 'Webhooks')]);
    expect(kept.map((r) => r.hierarchy.lvl1)).toEqual(['Webhooks']);
  });

  test('a page-title record carries the number of words of its title, as a key of the custom ranking; other records 0', () => {
    const weight = {pageRank: 1, level: 100, position: 0};
    const title = {...record('API', 'lvl1', 'List account stages'), weight};
    const text = {...record('API', 'content', 'List account stages'), weight: {...weight, level: 0, position: 3}};
    expect(forAlgolia([title, text]).map((r) => r.weight)).toEqual([{...weight, titleWords: 3}, {...weight, level: 0, position: 3, titleWords: 0}]);
    expect(forAlgolia([{...record('API', 'lvl1', 'Fetch a per_page setting (v1)'), weight}])[0].weight).toMatchObject({titleWords: 5});
    expect(settings.customRanking).toEqual(['desc(weight.level)', 'desc(weight.pageRank)', 'asc(weight.titleWords)', 'asc(weight.position)']);
  });
});
