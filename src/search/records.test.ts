import {describe, expect, test} from 'vitest';
import {forAlgolia, type DocSearchRecord} from './records';

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
});
