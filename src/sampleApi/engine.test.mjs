import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {beforeAll, describe, expect, it} from 'vitest';
import {assembleSpec} from '../../scripts/openapi/bundle-lib.mjs';
import {deref, operations as specOperations, validate} from '../../scripts/openapi/examples-lib.mjs';
import {buildSampleData, hrefTarget, idFieldTarget} from '../../scripts/openapi/sample-data-lib.mjs';
import {createSampleApi, FORBIDDEN_MESSAGE, NO_TOKEN_MESSAGE} from './engine.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const data = buildSampleData(path.join(root, 'openapi'));
const docs = {v2: assembleSpec(path.join(root, 'openapi', 'v2.0')).doc, v1: assembleSpec(path.join(root, 'openapi', 'v1.0')).doc};
const NOW = new Date('2026-11-26T12:00:00.000Z');
const fresh = (state) => createSampleApi({operations: data.operations, seed: data.seed, now: () => NOW, state});
const TOKEN = [['authorization', 'Bearer sample'], ['content-type', 'application/json']];
const call = (api, method, pathAndQuery, body, simulate) => {
  const response = api.handle({method, url: `https://api.salesloft.com${pathAndQuery}`, headers: TOKEN, body: body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), simulate});
  return {...response, json: response.body ? JSON.parse(response.body) : null, header: (name) => response.headers.find(([n]) => n === name)?.[1]};
};
const V1 = '/public_api/v1';

/** The spec's operation, its success response's media and its request example. */
function specOf(op) {
  const doc = docs[op.version];
  const found = [...specOperations(doc)].find((o) => o.operation.operationId === op.operationId);
  const media = deref(doc, found.operation.responses[String(op.status)]).content?.['application/json'];
  const body = found.operation.requestBody && deref(doc, found.operation.requestBody).content?.['application/json'];
  const parameters = [...found.pathParameters, ...(found.operation.parameters ?? [])].map((p) => deref(doc, p));
  return {doc, media, requestExample: body?.example, parameters};
}

const firstId = (version, resource) => data.seed[version][resource]?.[0]?.id;

/** A request built from the operation's own examples, with path ids of records the seed holds. */
function requestFor(op) {
  const {parameters, requestExample} = specOf(op);
  const segments = op.route.split('/');
  const pathname = segments
    .map((segment, i) => {
      const name = /^\{(.+)\}(\.json)?$/.exec(segment);
      if (!name) return segment;
      const last = i === segments.length - 1;
      const parent = segments.slice(0, i).filter((s) => s && !s.startsWith('{') && !/^v\d+$/.test(s) && s !== 'public_api').join('/');
      const own = last && ['show', 'update', 'delete'].includes(op.kind) ? firstId(op.version, op.resource) : undefined;
      const param = parameters.find((p) => p.name === name[1]);
      const id = own ?? firstId(op.version, parent) ?? param?.example ?? param?.schema?.example ?? 1;
      return `${encodeURIComponent(String(id))}${name[2] ?? ''}`;
    })
    .join('/');
  const query = new URLSearchParams();
  for (const param of parameters.filter((p) => p.in === 'query' && p.required)) {
    const target = idFieldTarget(param.name, new Set(Object.keys(data.seed[op.version])));
    query.set(param.name, String(param.example ?? param.schema?.example ?? (target ? firstId(op.version, target) : '')));
  }
  return {pathname: `${pathname}${query.size ? `?${query}` : ''}`, body: requestExample};
}

describe('every operation of both versions answers its own example request', () => {
  it('covers every operation of the specs', () => {
    const count = (v) => [...specOperations(docs[v])].length;
    expect(data.operations.filter((op) => op.version === 'v2')).toHaveLength(count('v2'));
    expect(data.operations.filter((op) => op.version === 'v1')).toHaveLength(count('v1'));
  });
  for (const op of data.operations) {
    it(`${op.version} ${op.method} ${op.route} (${op.operationId}) -> ${op.status}`, () => {
      const api = fresh();
      const {pathname, body} = requestFor(op);
      const response = call(api, op.method, pathname, body);
      expect(response.status, response.body).toBe(op.status);
      expect(response.header('x-ratelimit-endpoint-cost')).toBe('1');
      const {doc, media} = specOf(op);
      if (op.status === 204 || !media) {
        expect(response.body).toBe('');
        return;
      }
      expect(response.header('content-type')).toMatch(/^application\/json/);
      expect(validate(doc, media.schema, response.json)).toEqual([]);
    });
  }
});
