import {describe, expect, it} from 'vitest';
import {labelTables, TABLE_LABEL_ATTRIBUTE} from './remarkTableLabels';

const table = () => ({type: 'table', children: []});
const heading = (depth: number, text: string) => ({type: 'heading', depth, children: [{type: 'text', value: text}, {type: 'inlineCode', value: ' x-ratelimit'}]});

describe('remarkTableLabels', () => {
  it('names each table by its position and the heading it sits under, so no two names on a page are the same', () => {
    const tables = [table(), table(), table(), table()];
    const tree = {type: 'root', children: [tables[0]!, heading(2, 'Budget'), tables[1]!, tables[2]!, heading(3, 'Headers'), {type: 'blockquote', children: [tables[3]!]}]};
    labelTables(tree);
    const labels = tables.map((t) => (t as {data?: {hProperties?: Record<string, unknown>}}).data?.hProperties?.[TABLE_LABEL_ATTRIBUTE]);
    expect(labels).toEqual(['Table 1', 'Table 2: Budget x-ratelimit', 'Table 3: Budget x-ratelimit', 'Table 4: Headers x-ratelimit']);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
