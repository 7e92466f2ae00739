import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {assembleSpec} from './bundle-lib.mjs';
import {examplesOf, isListResponse, requestFields, responses, validate} from './examples-lib.mjs';

/*
 * Every documented response of every operation shows an example that fits it (issue 15, section 3):
 * the example exists, matches the response's schema, a list's 200 carries the paging metadata, and a
 * 422 names only fields the operation itself takes.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const versions = ['v2.0', 'v1.0'].map((version) => ({version, doc: assembleSpec(path.join(root, 'openapi', version)).doc}));

/**
 * Bodies whose keys the public sources do not name. Their examples are illustrative, and both the spec
 * (`x-source`) and the reader (the response description) are told so.
 */
const ILLUSTRATIVE_KEYS = ['v2.0 email-missing-tags-create 200', 'v2.0 tasks-counts-index 200'];

/** Parameters every list shares; a 422 about only these says nothing about the operation. */
const PAGING = new Set(['page', 'per_page', 'include_paging_counts', 'limit_paging_counts']);

const all = versions.flatMap(({version, doc}) =>
  [...responses(doc)].map((r) => ({...r, doc, version, name: `${version} ${r.operation.operationId} ${r.status}`})),
);

describe('response examples (issue 15, section 3)', () => {
  it('walks every operation of both versions', () => {
    const operations = (version) => new Set(all.filter((r) => r.version === version).map((r) => r.operation.operationId)).size;
    expect(operations('v2.0')).toBeGreaterThanOrEqual(190);
    expect(operations('v1.0')).toBeGreaterThanOrEqual(17);
  });

  it('every response with a body has an example', () => {
    const bodies = all.filter((r) => r.media);
    expect(bodies.length).toBeGreaterThan(500);
    expect(bodies.filter((r) => examplesOf(r.doc, r.media).length === 0).map((r) => r.name)).toEqual([]);
    // The note that once stood in for an example is gone for good.
    expect(bodies.filter((r) => 'x-no-public-example' in r.media).map((r) => r.name)).toEqual([]);
  });

  it('an example whose keys the public sources do not name says it is illustrative', () => {
    for (const name of ILLUSTRATIVE_KEYS) {
      const r = all.find((x) => x.name === name);
      expect(r, name).toBeDefined();
      expect(examplesOf(r.doc, r.media).length, name).toBeGreaterThan(0);
      expect(r.media['x-source'], name).toMatch(/illustrative/i);
      expect(r.response.description, name).toMatch(/illustrative/i);
    }
  });

  it('every example fits the schema of its response', () => {
    const problems = all.flatMap((r) => examplesOf(r.doc, r.media).flatMap((example) => validate(r.doc, r.media.schema, example).map((p) => `${r.name}: ${p}`)));
    expect(problems).toEqual([]);
  });

  it("a list's 200 example holds records and the paging metadata", () => {
    const lists = all.filter((r) => r.status === '200' && isListResponse(r.doc, r.media));
    expect(lists.length).toBeGreaterThanOrEqual(50);
    for (const r of lists) {
      for (const example of examplesOf(r.doc, r.media)) {
        expect(Array.isArray(example.data) && example.data.length > 0, `${r.name}: records`).toBe(true);
        expect(example.metadata?.paging, `${r.name}: metadata.paging`).toMatchObject({per_page: expect.any(Number), current_page: expect.any(Number)});
      }
    }
  });

  it("a 422 example names only fields of the operation's own request", () => {
    const unprocessable = all.filter((r) => r.status === '422');
    expect(unprocessable.length).toBeGreaterThan(100);
    for (const r of unprocessable) {
      const fields = requestFields(r.doc, r);
      for (const example of examplesOf(r.doc, r.media)) {
        const named = Object.keys(example.errors ?? {});
        expect(named.length, r.name).toBeGreaterThan(0);
        for (const field of named) expect(fields.has(field), `${r.name} names ${field}, which the operation does not take`).toBe(true);
        // Paging parameters only when the operation takes nothing else.
        const own = [...fields].filter((f) => !PAGING.has(f) && f !== 'id');
        if (own.length > 0) expect(named.some((f) => !PAGING.has(f)), `${r.name} talks only about paging`).toBe(true);
      }
    }
  });

  it('the 422 examples differ from operation to operation', () => {
    const texts = all.filter((r) => r.status === '422').map((r) => JSON.stringify(examplesOf(r.doc, r.media)));
    // Shared paging-only operations and create/update pairs may repeat; most examples are their own.
    expect(new Set(texts).size / texts.length).toBeGreaterThan(0.5);
  });

  it('401, 403, 404 and 429 examples have the error shape, `{"error": "..."}`', () => {
    for (const r of all.filter((x) => ['401', '403', '404', '429'].includes(x.status))) {
      for (const example of examplesOf(r.doc, r.media)) {
        expect(Object.keys(example), r.name).toEqual(['error']);
        expect(typeof example.error, r.name).toBe('string');
      }
    }
  });
});

describe('the example checker', () => {
  const doc = {components: {schemas: {Ref: {type: 'object', nullable: true, properties: {id: {type: 'integer'}, _href: {type: 'string', format: 'uri'}}}}}};

  it('rejects a wrong type, a missing required property and an unknown enum value', () => {
    expect(validate(doc, {type: 'integer'}, '1')).toHaveLength(1);
    expect(validate(doc, {type: 'object', required: ['id'], properties: {id: {type: 'integer'}}}, {})).toHaveLength(1);
    expect(validate(doc, {type: 'string', enum: ['a', 'b']}, 'c')).toHaveLength(1);
    expect(validate(doc, {type: 'string', format: 'date-time'}, '2024-05-01')).toHaveLength(1);
  });

  it('accepts null only where the schema is nullable, and follows $ref', () => {
    expect(validate(doc, {$ref: '#/components/schemas/Ref'}, null)).toEqual([]);
    expect(validate(doc, {type: 'string'}, null)).toHaveLength(1);
    expect(validate(doc, {$ref: '#/components/schemas/Ref'}, {id: 'x'})).toHaveLength(1);
    expect(validate(doc, {type: 'object', additionalProperties: false, properties: {}}, {extra: 1})).toHaveLength(1);
  });
});
