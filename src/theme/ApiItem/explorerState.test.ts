import {describe, expect, it} from 'vitest';
import {initialExplorerState, withConfiguredApi, type Operation} from './explorerState';

const operation: Operation = {
  method: 'post',
  path: '/v2/people/{id}',
  servers: [{url: 'https://api.salesloft.com'}],
  parameters: [
    {name: 'id', in: 'path', example: 1234},
    {name: 'per_page', in: 'query', schema: {default: 25}, example: 50},
    {name: 'email_addresses', in: 'query', required: true, schema: {example: ['a@example.com']}},
    {name: 'sort', in: 'query', required: true, examples: {newest: {value: 'DESC'}, oldest: {value: 'ASC'}}},
    {name: 'updated_at[gt]', in: 'query', schema: {example: '2025-01-01T00:00:00Z'}},
    {name: 'X-Trace', in: 'header'},
    {name: 'weird', in: 'body'},
  ],
  requestBody: {content: {'application/json': {}, 'application/xml': {}}},
  responses: {
    200: {content: {'application/json': {}}},
    201: {content: {'application/hal+json': {}}},
    204: {},
    404: {content: {'application/problem+json': {}}},
  },
};

describe('initialExplorerState', () => {
  const auth = {data: {}, options: {}, selected: 'OAuth2'};

  it('seeds the explorer as the openapi theme does', () => {
    expect(initialExplorerState(operation, {auth, storedServer: null, pending: {selections: {}}})).toEqual({
      accept: {value: 'application/json', options: ['application/json', 'application/hal+json']},
      contentType: {value: 'application/json', options: ['application/json', 'application/xml']},
      server: {value: undefined, options: [{url: 'https://api.salesloft.com'}]},
      response: {phase: 'idle'},
      body: {type: 'empty'},
      params: {
        path: [{name: 'id', in: 'path', example: 1234, value: 1234}],
        query: [
          // Optional parameters start unset, default or example notwithstanding; required ones filled.
          {name: 'per_page', in: 'query', schema: {default: 25}, example: 50},
          {name: 'email_addresses', in: 'query', required: true, schema: {example: ['a@example.com']}, value: ['a@example.com']},
          {name: 'sort', in: 'query', required: true, examples: {newest: {value: 'DESC'}, oldest: {value: 'ASC'}}, value: 'DESC'},
          {name: 'updated_at[gt]', in: 'query', schema: {example: '2025-01-01T00:00:00Z'}},
        ],
        header: [{name: 'X-Trace', in: 'header'}],
        cookie: [],
      },
      auth,
      schemaSelection: {selections: {}},
      encodingSelection: {},
    });
  });

  it('restores the server picked earlier and the choices made on the page', () => {
    const pending = {selections: {requestBody: 1}, accept: 'application/hal+json', contentType: 'application/xml'};
    const state = initialExplorerState(operation, {auth, storedServer: '{"url":"https://sandbox.example"}', pending});
    expect(state.server).toEqual({value: {url: 'https://sandbox.example'}, options: operation.servers});
    expect(state.schemaSelection).toEqual({selections: {requestBody: 1}});
    expect(state.accept).toEqual({value: 'application/hal+json', options: ['application/json', 'application/hal+json']});
    expect(state.contentType).toEqual({value: 'application/xml', options: ['application/json', 'application/xml']});
    // A choice the operation does not offer falls back to the first option.
    const other = initialExplorerState(operation, {auth, storedServer: null, pending: {selections: {}, accept: 'text/csv'}});
    expect((other.accept as {value: string}).value).toBe('application/json');
    for (const stored of ['not json', '{"nope":1}', '']) {
      expect((initialExplorerState(operation, {auth, storedServer: stored, pending: {selections: {}}}).server as {value: unknown}).value).toBeUndefined();
    }
  });

  it('copes with an operation that has nothing optional', () => {
    expect(initialExplorerState({method: 'get', path: '/x'}, {auth, storedServer: null, pending: {selections: {}}})).toMatchObject({
      accept: {value: undefined, options: []},
      contentType: {value: undefined, options: []},
      server: {value: undefined, options: []},
      params: {path: [], query: [], header: [], cookie: []},
    });
  });

  it('leads with the configured API_URL, so a site set up against a sandbox sends there', () => {
    const state = initialExplorerState(operation, {auth, storedServer: null, pending: {selections: {}}, apiUrl: 'http://127.0.0.1:4400'});
    expect((state.server as {options: unknown[]}).options).toEqual([{url: 'http://127.0.0.1:4400', description: 'Configured API (API_URL)'}, {url: 'https://api.salesloft.com'}]);
  });
});

describe('withConfiguredApi', () => {
  const v2 = [{url: 'https://api.salesloft.com', description: 'Production'}];
  const v1 = [{url: 'https://api.salesloft.com/public_api/v1/', description: 'Production (legacy v1)'}];

  it('keeps the server’s path on the configured origin', () => {
    expect(withConfiguredApi(v1, 'http://127.0.0.1:4400/')).toEqual([{url: 'http://127.0.0.1:4400/public_api/v1', description: 'Configured API (API_URL)'}, ...v1]);
  });

  it('changes nothing without a configured API, or when it is the production API', () => {
    expect(withConfiguredApi(v2, undefined)).toBe(v2);
    expect(withConfiguredApi(v2, 'https://api.salesloft.com')).toEqual(v2);
    expect(withConfiguredApi(v2, 'not a url')).toEqual(v2);
  });
});
