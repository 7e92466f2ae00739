import {describe, expect, it} from 'vitest';
import {placeholderFor} from './paramHints';

describe('parameter placeholders', () => {
  it('show the example when the spec gives one, else the type and format, never the description', () => {
    const description = 'Only users whose work country is one of these codes, sent as `work_country[]=US`.';
    expect(placeholderFor({name: 'per_page', in: 'query', description, schema: {type: 'integer', example: 25}})).toBe('e.g. 25');
    expect(placeholderFor({name: 'updated_at[gt]', in: 'query', description, schema: {type: 'string', format: 'date-time'}})).toBe('string (date-time)');
    expect(placeholderFor({name: 'ids', in: 'query', description, schema: {type: 'array', items: {type: 'integer'}}})).toBe('integer, one per field');
    expect(placeholderFor({name: 'q', in: 'query', description})).toBe('string');
  });
});
