import {describe, expect, it} from 'vitest';
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
