import {describe, expect, it} from 'vitest';
import {diffSpecs, fieldsOf, formatDiff, typeName} from './diff-lib.mjs';

/** A small spec: widgets with a list and a create operation, schemas behind $refs. */
function spec({widget = {}, params = [], extraPaths = {}, deprecateDelete = false} = {}) {
  return {
    openapi: '3.0.3',
    info: {title: 'T', version: '1'},
    paths: {
      '/v2/widgets': {
        get: {
          operationId: 'widgets-index',
          parameters: [{name: 'per_page', in: 'query', schema: {type: 'integer'}}, ...params],
          responses: {
            200: {content: {'application/json': {schema: {type: 'object', properties: {data: {type: 'array', items: {$ref: '#/components/schemas/Widget'}}}}}}},
            422: {content: {'application/json': {schema: {type: 'object', properties: {errors: {type: 'object'}}}}}},
          },
        },
        post: {
          operationId: 'widgets-create',
          requestBody: {content: {'application/json': {schema: {$ref: '#/components/schemas/WidgetWrite'}}}},
          responses: {200: {content: {'application/json': {schema: {type: 'object', properties: {data: {$ref: '#/components/schemas/Widget'}}}}}}},
        },
      },
      '/v2/widgets/{id}': {
        delete: {operationId: 'widgets-destroy', deprecated: deprecateDelete, responses: {204: {description: 'gone'}}},
      },
      ...extraPaths,
    },
    components: {
      schemas: {
        Widget: {
          allOf: [
            {type: 'object', properties: {id: {type: 'integer'}, owner: {$ref: '#/components/schemas/Owner'}}},
            {properties: {name: {type: 'string'}, ...widget}},
          ],
        },
        Owner: {type: 'object', properties: {id: {type: 'integer'}, self: {$ref: '#/components/schemas/Owner'}}},
        WidgetWrite: {type: 'object', required: ['name'], properties: {name: {type: 'string'}, color: {type: 'string', deprecated: true}}},
      },
    },
  };
}

describe('typeName and fieldsOf', () => {
  it('names types with format, nullability, arrays and alternatives', () => {
    const doc = spec();
    expect(typeName(doc, {type: 'string', format: 'date-time', nullable: true})).toBe('string(date-time)|null');
    expect(typeName(doc, {type: 'array', items: {$ref: '#/components/schemas/Owner'}})).toBe('array<object>');
    expect(typeName(doc, {oneOf: [{type: 'string'}, {type: 'integer'}]})).toBe('integer|string');
  });

  it('flattens nested fields through $ref, allOf and arrays, and stops at cycles', () => {
    const doc = spec();
    const fields = fieldsOf(doc, doc.paths['/v2/widgets'].get.responses[200].content['application/json'].schema);
    expect([...fields.keys()]).toEqual(['data', 'data[].id', 'data[].owner', 'data[].owner.id', 'data[].owner.self', 'data[].name']);
  });
});

describe('diffSpecs', () => {
  it('finds nothing between a spec and itself', () => {
    const result = diffSpecs(spec(), spec());
    expect(result).toEqual({added: [], removed: [], changes: [], errors: []});
    expect(formatDiff('v2.0', result)).toContain('No changes to the public API.');
  });

  it('reports added operations, parameters and fields without errors', () => {
    const result = diffSpecs(
      spec(),
      spec({widget: {color: {type: 'string'}}, params: [{name: 'sort_by', in: 'query', required: true, schema: {type: 'string'}}], extraPaths: {'/v2/gadgets': {get: {operationId: 'gadgets-index', responses: {200: {description: 'ok'}}}}}}),
    );
    expect(result.added).toEqual(['GET /v2/gadgets']);
    expect(result.changes).toContainEqual({where: 'GET /v2/widgets', kind: 'parameter', change: 'added', name: 'sort_by (query)', detail: 'string, required'});
    expect(result.changes).toContainEqual({where: 'GET /v2/widgets', kind: 'response field (200)', change: 'added', name: 'data[].color', detail: 'string'});
    expect(result.errors).toEqual([]);
  });

  it('reports retyped fields', () => {
    const result = diffSpecs(spec({widget: {size: {type: 'integer'}}}), spec({widget: {size: {type: 'string'}}}));
    expect(result.changes).toContainEqual({where: 'GET /v2/widgets', kind: 'response field (200)', change: 'retyped', name: 'data[].size', detail: 'integer -> string'});
    expect(result.errors).toEqual([]);
  });

  it('fails a removed field, parameter or operation that was not deprecated first', () => {
    const before = spec({widget: {size: {type: 'integer'}}, params: [{name: 'page', in: 'query', schema: {type: 'integer'}}]});
    const after = spec();
    delete after.paths['/v2/widgets/{id}'];
    const result = diffSpecs(before, after);
    expect(result.removed).toEqual(['DELETE /v2/widgets/{id}']);
    expect(result.errors).toEqual([
      'DELETE /v2/widgets/{id} (widgets-destroy) was removed without being marked `deprecated: true` first',
      'GET /v2/widgets: parameter `page (query)` was removed without being marked `deprecated: true` first',
      'GET /v2/widgets: response field (200) `data[].size` was removed without being marked `deprecated: true` first',
      'POST /v2/widgets: response field (200) `data.size` was removed without being marked `deprecated: true` first',
    ]);
    const text = formatDiff('v2.0', result);
    expect(text).toContain('### Operations removed\n\n- `DELETE /v2/widgets/{id}`');
    expect(text).toContain('### Breaking changes');
  });

  it('lets deprecated things go, and error-body fields', () => {
    const before = spec({deprecateDelete: true, widget: {size: {type: 'integer', deprecated: true}}});
    const after = spec();
    delete after.paths['/v2/widgets/{id}'];
    // The deprecated request field `color` goes too, and a field of the 422 body.
    after.components.schemas.WidgetWrite.properties = {name: {type: 'string'}};
    after.paths['/v2/widgets'].get.responses[422].content['application/json'].schema.properties = {};
    const result = diffSpecs(before, after);
    expect(result.removed).toEqual(['DELETE /v2/widgets/{id}']);
    expect(result.changes.map((c) => `${c.kind} ${c.name} ${c.change}`)).toEqual(
      expect.arrayContaining(['request field color removed', 'response field (422) errors removed', 'response field (200) data[].size removed']),
    );
    expect(result.errors).toEqual([]);
  });

  it('reports a field or parameter newly marked deprecated, once, and not again when it stays so', () => {
    const before = spec({widget: {size: {type: 'integer'}}, params: [{name: 'page', in: 'query', schema: {type: 'integer'}}]});
    const after = spec({widget: {size: {type: 'integer', deprecated: true}}, params: [{name: 'page', in: 'query', deprecated: true, schema: {type: 'integer'}}]});
    const result = diffSpecs(before, after);
    expect(result.changes.filter((c) => c.change === 'deprecated').map((c) => `${c.where}: ${c.kind} ${c.name} ${c.change}`)).toEqual([
      'GET /v2/widgets: parameter page (query) deprecated',
      'GET /v2/widgets: response field (200) data[].size deprecated',
      'POST /v2/widgets: response field (200) data.size deprecated',
    ]);
    expect(diffSpecs(after, after).changes).toEqual([]);
    expect(formatDiff('v2.0', result)).toContain('- parameter `page (query)` deprecated');
  });
});

