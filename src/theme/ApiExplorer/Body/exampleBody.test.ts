import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {bodyExamples, editorExamples, exampleText, flatten, sampleValue, withRequiredFields, type MediaType, type Schema} from './exampleBody';

const personWrite: Schema = {
  allOf: [
    {
      type: 'object',
      properties: {email_address: {type: 'string', format: 'email'}, last_name: {type: 'string'}, do_not_contact: {type: 'boolean'}},
    },
    {type: 'object', required: ['owner_id'], properties: {owner_id: {type: 'integer', example: 1021}, autotag_date: {type: 'boolean', default: false}}},
  ],
};

describe('bodyExamples', () => {
  it('takes the page’s order: named examples, then `example`', () => {
    const media: MediaType = {examples: {minimal: {value: {a: 1}}, full: {summary: 'All fields', value: {a: 1, b: 2}}}, example: {c: 3}};
    expect(bodyExamples(media).map((e) => e.label)).toEqual(['minimal', 'full', 'Example']);
  });

  it('falls back to the schema’s example(s)', () => {
    expect(bodyExamples({schema: {example: {x: 1}}})).toEqual([{label: 'Example', value: {x: 1}}]);
    expect(bodyExamples({schema: {examples: [{x: 1}, {x: 2}]}}).map((e) => e.label)).toEqual(['Example 1', 'Example 2']);
    expect(bodyExamples(undefined)).toEqual([]);
  });
});

describe('required fields', () => {
  it('merges allOf parts', () => {
    expect(flatten(personWrite).required).toEqual(['owner_id']);
    expect(Object.keys(flatten(personWrite).properties)).toContain('autotag_date');
  });

  it('fills a required field the example lacks, from the schema’s own hints', () => {
    expect(withRequiredFields({email_address: 'pat@example.com'}, personWrite)).toEqual({email_address: 'pat@example.com', owner_id: 1021});
    expect(withRequiredFields({owner_id: 7}, personWrite)).toEqual({owner_id: 7});
  });

  it('generated values are typical ones, not type names', () => {
    expect(sampleValue({type: 'string', format: 'email'})).toBe('pat.johnson@example.com');
    expect(sampleValue({type: 'string', enum: ['Lead', 'Contact']})).toBe('Lead');
    expect(sampleValue({type: 'integer', minimum: 5})).toBe(5);
    expect(sampleValue({type: 'object', required: ['ids'], properties: {ids: {type: 'array', items: {type: 'integer', example: 42}}, note: {type: 'string'}}})).toEqual({ids: [42]});
    expect(sampleValue({type: 'string'})).not.toBe('string');
  });
});

describe('editorExamples', () => {
  it('uses the example when there is one, else the required fields', () => {
    expect(editorExamples({schema: personWrite, example: {email_address: 'pat@example.com'}})).toEqual([{label: 'Example', value: {email_address: 'pat@example.com', owner_id: 1021}}]);
    expect(editorExamples({schema: personWrite})).toEqual([{label: 'Example (required fields)', value: {owner_id: 1021}}]);
    expect(editorExamples({})).toEqual([]);
  });

  it('writes indented JSON and keeps JSON strings as given', () => {
    expect(exampleText({a: [1]})).toBe('{\n  "a": [\n    1\n  ]\n}');
    expect(exampleText('{"a":1}')).toBe('{"a":1}');
  });
});

describe('the specs’ request bodies', () => {
  const dir = path.resolve(__dirname, '../../../../static/openapi/operations');
  const files = fs.existsSync(dir) ? fs.readdirSync(dir, {recursive: true}).map(String).filter((f) => f.endsWith('.json')) : [];

  it.skipIf(files.length === 0)('every JSON body starts from its spec example, with every required field', () => {
    let bodies = 0;
    for (const file of files) {
      const operation = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as {requestBody?: {content?: Record<string, MediaType>}};
      const media = operation.requestBody?.content?.['application/json'];
      if (!media) continue;
      bodies += 1;
      const [first] = editorExamples(media);
      expect(first, file).toBeDefined();
      expect(first!.label, file).not.toMatch(/required fields/);
      const value = JSON.parse(exampleText(first!.value)) as Record<string, unknown>;
      // The spec's own example, field for field: nothing generated from the schema's types.
      expect(value, file).toMatchObject(bodyExamples(media)[0]!.value as object);
      for (const name of flatten(media.schema).required) expect(value, `${file}: ${name}`).toHaveProperty([name]);
    }
    expect(bodies).toBeGreaterThan(50);
  });
});
