import {describe, expect, it} from 'vitest';
import {jsonLines, tokenClasses} from './jsonTokens';
import {exampleOf, firstStatus} from './responseExamples';

describe('response examples for the right-hand column', () => {
  it('starts with the first success, else the first documented status', () => {
    expect(firstStatus({'401': {}, '200': {}, '422': {}})).toBe('200');
    expect(firstStatus({'204': {}, '404': {}})).toBe('204');
    expect(firstStatus({'401': {}, '403': {}})).toBe('401');
    expect(firstStatus({})).toBeUndefined();
  });

  it("shows a response's example as indented JSON, a named example when there is no single one", () => {
    expect(exampleOf({content: {'application/json': {example: {errors: {status: ['must be one of: pending']}}}}})).toEqual({
      kind: 'json',
      text: '{\n  "errors": {\n    "status": [\n      "must be one of: pending"\n    ]\n  }\n}',
    });
    expect(exampleOf({content: {'application/json': {examples: {empty: undefined, first: {value: {error: 'Not Found'}}}}}})).toEqual({
      kind: 'json',
      text: '{\n  "error": "Not Found"\n}',
    });
  });

  it('says when a response has no body, and passes on why a body has no example', () => {
    expect(exampleOf({description: 'Deleted.'})).toEqual({kind: 'empty'});
    expect(exampleOf({content: {'application/json': {'x-no-public-example': 'Not described publicly.'}}})).toEqual({kind: 'unknown', note: 'Not described publicly.'});
  });
});

describe('JSON tokens for the response example', () => {
  it("gives Prism's JSON token types, keys apart from string values", () => {
    const [line] = jsonLines('  "status": "pending", "id": 7, "ok": true, "x": null,');
    const typed = line!.filter((t) => t.types.length > 0).map((t) => [t.types.join(' '), t.content]);
    expect(typed).toEqual([
      ['property', '"status"'],
      ['operator', ':'],
      ['string', '"pending"'],
      ['punctuation', ','],
      ['property', '"id"'],
      ['operator', ':'],
      ['number', '7'],
      ['punctuation', ','],
      ['property', '"ok"'],
      ['operator', ':'],
      ['boolean', 'true'],
      ['punctuation', ','],
      ['property', '"x"'],
      ['operator', ':'],
      ['null keyword', 'null'],
      ['punctuation', ','],
    ]);
    expect(line!.map((t) => t.content).join('')).toBe('  "status": "pending", "id": 7, "ok": true, "x": null,');
  });

  it('keeps escaped quotes inside one string and colours tokens with the code theme classes', () => {
    const [line] = jsonLines('"a \\"quoted\\" word"');
    expect(line).toEqual([{types: ['string'], content: '"a \\"quoted\\" word"'}]);
    const theme = {plain: {color: '#111'}, styles: [{types: ['string'], style: {color: '#0a0'}}, {types: ['property'], style: {color: '#00a'}}]};
    expect(tokenClasses(theme, ['string'])).toMatch(/^ct\d+$/);
    expect(tokenClasses(theme, ['string'])).not.toBe(tokenClasses(theme, ['property']));
    expect(tokenClasses(theme, [])).toBe('');
  });
});
