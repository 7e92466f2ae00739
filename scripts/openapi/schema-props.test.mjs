import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {parse} from 'yaml';
import {hasAllOf, mergedSchema, prepareSchemaProps, preparedProp, unmergeableAllOfs, withoutSources} from './schema-props.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const localized = {type: 'object', description: 'Text keyed by locale.', additionalProperties: {type: 'string'}, title: 'LocalizedText'};
const writable = {type: 'object', properties: {email_address: {type: 'string'}, first_name: {type: 'string', 'x-source': 'notes'}}};

describe('withoutSources', () => {
  it('drops x-source at every level of a schema', () => {
    const schema = {type: 'object', 'x-source': 'a', properties: {id: {type: 'integer', 'x-source': 'b'}, tags: {type: 'array', items: {type: 'string', 'x-source': 'c'}}}};
    expect(JSON.stringify(withoutSources(schema))).not.toContain('x-source');
    expect(withoutSources(schema)).toEqual({type: 'object', properties: {id: {type: 'integer'}, tags: {type: 'array', items: {type: 'string'}}}});
  });

  it('keeps a property named x-source, and instance data as written', () => {
    const schema = {properties: {'x-source': {type: 'string', 'x-source': 'note'}}, example: {'x-source': 'data'}, enum: [{'x-source': 1}]};
    expect(withoutSources(schema)).toEqual({properties: {'x-source': {type: 'string'}}, example: {'x-source': 'data'}, enum: [{'x-source': 1}]});
  });

  it('reaches schemas under response headers and media types', () => {
    const responses = {200: {headers: {'x-ratelimit-remaining-minute': {schema: {type: 'integer', 'x-source': 'h'}}}, content: {'application/json': {schema: {type: 'object', 'x-source': 's'}}}}};
    expect(withoutSources(responses)).toEqual({200: {headers: {'x-ratelimit-remaining-minute': {schema: {type: 'integer'}}}, content: {'application/json': {schema: {type: 'object'}}}}});
  });
});

describe('mergedSchema', () => {
  it('combines a root allOf and every nested one, keeping each description', () => {
    const schema = {allOf: [writable, {required: ['email_address'], properties: {name: {allOf: [localized], description: 'Localized title.'}}}]};
    const merged = mergedSchema(schema, ['body']);
    expect(hasAllOf(merged)).toBe(false);
    expect(merged.required).toEqual(['email_address']);
    expect(Object.keys(merged.properties)).toEqual(['email_address', 'first_name', 'name']);
    expect(merged.properties.name).toMatchObject({type: 'object', description: 'Localized title.', additionalProperties: {type: 'string'}});
  });

  it('returns a schema without allOf as it is', () => {
    expect(mergedSchema(writable, ['body'])).toBe(writable);
  });

  it('lets a strict member not cancel the properties of the others, as the theme does', () => {
    const merged = mergedSchema({allOf: [{type: 'object', additionalProperties: false, properties: {a: {type: 'string'}}}, {properties: {b: {type: 'string'}}}]}, ['body']);
    expect(Object.keys(merged.properties)).toEqual(['a', 'b']);
    expect(merged.additionalProperties).toBeUndefined();
  });

  it('refuses what the theme renders as tabs, naming the place', () => {
    const choice = {allOf: [{oneOf: [{type: 'string'}, {type: 'integer'}]}, {oneOf: [{type: 'boolean'}, {type: 'null'}]}]};
    expect(() => mergedSchema(choice, ['responses', '200', 'content', 'application/json', 'schema'])).toThrow(/responses\.200\.content\.application\/json\.schema: allOf with a oneOf\/anyOf member/);
    const discriminated = {allOf: [{type: 'object', discriminator: {propertyName: 'kind'}, properties: {kind: {type: 'string'}}}]};
    expect(() => mergedSchema(discriminated, ['body'])).toThrow(/discriminator inside allOf/);
  });

  it('refuses members that contradict each other', () => {
    expect(() => mergedSchema({allOf: [{type: 'string'}, {type: 'integer'}]}, ['body', 'content'])).toThrow(/cannot combine allOf/);
  });
});

describe('unmergeableAllOfs', () => {
  it('finds nothing in plain combinations', () => {
    expect(unmergeableAllOfs({allOf: [writable, {properties: {name: {allOf: [localized]}}}]})).toEqual([]);
  });
});

describe('preparedProp', () => {
  it('merges each media type schema of a body and of every response', () => {
    const body = preparedProp('body', {required: true, content: {'application/json': {schema: {allOf: [writable]}, example: {allOf: 'data stays'}}}});
    expect(body.required).toBe(true);
    expect(body.content['application/json'].schema).toEqual({type: 'object', properties: {email_address: {type: 'string'}, first_name: {type: 'string'}}});
    expect(body.content['application/json'].example).toEqual({allOf: 'data stays'});
    const responses = preparedProp('responses', {200: {description: 'OK', content: {'application/json': {schema: {allOf: [writable]}}}}, 204: {description: 'No content'}});
    expect(hasAllOf(responses[200].content['application/json'].schema)).toBe(false);
    expect(responses[204]).toEqual({description: 'No content'});
  });
});

describe('prepareSchemaProps', () => {
  const page = (body) => `<RequestSchema\n  title={"Body"}\n  body={${JSON.stringify(body)}}\n>\n</RequestSchema>\n`;

  it('rewrites the body and responses props in place and leaves the rest of the page alone', () => {
    const text = `${page({content: {'application/json': {schema: {allOf: [writable]}}}})}<StatusCodes\n  responses={${JSON.stringify({200: {description: 'OK', 'x-source': 'n'}})}}\n>\n</StatusCodes>\n`;
    const out = prepareSchemaProps(text);
    expect(out).not.toContain('allOf');
    expect(out).not.toContain('x-source');
    expect(out).toContain('  title={"Body"}\n');
    expect(out).toContain('  responses={{"200":{"description":"OK"}}}\n');
  });

  it('fails on a prop that is not JSON, and on an allOf left in any other prop', () => {
    expect(() => prepareSchemaProps('<RequestSchema\n  body={{content: undefined}}\n>')).toThrow(/body prop is not JSON/);
    expect(() => prepareSchemaProps('<ParamsDetails\n  parameters={[{"schema":{"allOf":[{"type":"string"}]}}]}\n>')).toThrow(/parameters prop still holds an allOf/);
  });

  it('combines every allOf of the real v2.0 spec that a page shows', () => {
    const spec = parse(fs.readFileSync(path.join(root, 'static', 'openapi', 'salesloft-api-v2.0.yaml'), 'utf8'));
    let combined = 0;
    for (const [name, schema] of Object.entries(spec.components?.schemas ?? {})) {
      if (!hasAllOf(schema)) continue;
      expect(hasAllOf(mergedSchema(schema, ['components', 'schemas', name], {source: spec}))).toBe(false);
      combined += 1;
    }
    expect(combined).toBeGreaterThan(0);
  });
});
