import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
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

describe('records: create, list, show, update, delete', () => {
  it('a created note is listed and shown, takes an update, and answers 404 once deleted', () => {
    const api = fresh();
    const created = call(api, 'POST', '/v2/notes', {content: 'Wants a demo in June.', associated_with_type: 'account', associated_with_id: firstId('v2', 'accounts')});
    expect(created.status).toBe(200);
    const note = created.json.data;
    expect(note).toMatchObject({content: 'Wants a demo in June.', associated_type: 'account', associated_with: {id: firstId('v2', 'accounts'), _href: `https://api.salesloft.com/v2/accounts/${firstId('v2', 'accounts')}`}});
    expect(note.id).toBeGreaterThan(Math.max(...data.seed.v2.notes.map((n) => n.id)));
    expect(note.created_at).toBe('2026-11-26T12:00:00.000000+00:00');
    expect(note.call).toBeNull();

    const listed = call(api, 'GET', '/v2/notes?per_page=100');
    expect(listed.json.data.map((n) => n.id)).toContain(note.id);
    expect(call(api, 'GET', `/v2/notes/${note.id}`).json.data).toEqual(note);

    const updated = call(api, 'PUT', `/v2/notes/${note.id}`, {content: 'Demo moved to July.'});
    expect(updated.status).toBe(200);
    expect(updated.json.data.content).toBe('Demo moved to July.');
    expect(call(api, 'GET', `/v2/notes/${note.id}`).json.data.content).toBe('Demo moved to July.');

    const deleted = call(api, 'DELETE', `/v2/notes/${note.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBe('');
    const gone = call(api, 'GET', `/v2/notes/${note.id}`);
    expect(gone.status).toBe(404);
    expect(gone.json).toEqual({error: 'Not Found'});
    expect(call(api, 'GET', '/v2/notes?per_page=100').json.data.map((n) => n.id)).not.toContain(note.id);
  });

  it('accepts the .json suffix on v2 paths and routes v1 under /public_api/v1 with its own shapes', () => {
    const api = fresh();
    expect(call(api, 'GET', '/v2/people.json?per_page=1').json.data).toHaveLength(1);
    const v1 = call(api, 'GET', `${V1}/people.json?per_page=2`);
    expect(Array.isArray(v1.json)).toBe(true);
    expect(v1.json).toHaveLength(2);
    const person = data.seed.v1.people[0];
    expect(call(api, 'GET', `${V1}/people/${encodeURIComponent(person.email_address)}.json`).json).toEqual(person);
    const company = call(api, 'POST', `${V1}/companies.json`, {name: 'Wingtip Toys', domain: 'wingtip.example.com'});
    expect(company.status).toBe(200);
    expect(call(api, 'GET', `${V1}/companies/${company.json.id}.json`).json.name).toBe('Wingtip Toys');
  });

  it('a form-encoded body is read like JSON', () => {
    const api = fresh();
    const response = api.handle({method: 'POST', url: 'https://api.salesloft.com/v2/notes', headers: [['content-type', 'application/x-www-form-urlencoded']], body: new URLSearchParams({content: 'From a form', associated_with_type: 'person', associated_with_id: String(firstId('v2', 'people'))}).toString()});
    expect(response.status).toBe(200);
    expect(JSON.parse(response.body).data.associated_with.id).toBe(firstId('v2', 'people'));
  });
});

describe('lists: paging, filters, sort', () => {
  it('pages with per_page and page, and adds total_pages and total_count only when asked', () => {
    const api = fresh();
    const total = data.seed.v2.people.length;
    const page = call(api, 'GET', '/v2/people?per_page=3&page=2');
    expect(page.json.data).toHaveLength(3);
    expect(page.json.metadata.paging).toEqual({per_page: 3, current_page: 2, next_page: 3, prev_page: 1});
    const counted = call(api, 'GET', '/v2/people?per_page=3&page=2&include_paging_counts=true');
    expect(counted.json.metadata.paging).toEqual({per_page: 3, current_page: 2, next_page: 3, prev_page: 1, total_pages: Math.ceil(total / 3), total_count: total});
    const last = call(api, 'GET', `/v2/people?per_page=3&page=${Math.ceil(total / 3)}`);
    expect(last.json.metadata.paging.next_page).toBeNull();
    // Out of range: corrected and echoed, as the API does.
    expect(call(api, 'GET', '/v2/people?per_page=500').json.metadata.paging.per_page).toBe(100);
    expect(call(api, 'GET', '/v2/people').json.metadata.paging.per_page).toBe(25);
    expect(call(api, 'GET', '/v2/people?page=99').json.data).toEqual([]);
  });

  it('filters by ids (ids and ids[]) and by updated_at bounds', () => {
    const api = fresh();
    const [a, b] = data.seed.v2.people;
    expect(call(api, 'GET', `/v2/people?ids=${a.id},${b.id}`).json.data.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect(call(api, 'GET', `/v2/people?ids[]=${a.id}&ids[]=${b.id}&ids[]=1`).json.data.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    const at = a.updated_at;
    const after = call(api, 'GET', `/v2/people?per_page=100&updated_at[gt]=${encodeURIComponent(at)}`).json.data;
    expect(after.length).toBeGreaterThan(-1);
    expect(after.every((p) => Date.parse(p.updated_at) > Date.parse(at))).toBe(true);
    const upTo = call(api, 'GET', `/v2/people?per_page=100&updated_at[lte]=${encodeURIComponent(at)}`).json.data;
    expect(upTo.every((p) => Date.parse(p.updated_at) <= Date.parse(at))).toBe(true);
    expect(after.length + upTo.length).toBe(data.seed.v2.people.length);
    expect(upTo.map((p) => p.id)).toContain(a.id);
    expect(call(api, 'GET', `/v2/people?updated_at[gt]=yesterday`).json).toEqual({errors: {'updated_at[gt]': ['is not a valid ISO 8601 time']}});
  });

  it('applies a declared equality filter that names a field or a reference', () => {
    const api = fresh();
    const subscriptions = call(api, 'GET', '/v2/webhook_subscriptions?enabled=false').json.data;
    expect(subscriptions.length).toBeGreaterThan(0);
    expect(subscriptions.every((s) => s.enabled === false)).toBe(true);
  });

  it('sorts by sort_by and sort_direction, and refuses a sort field the operation does not offer', () => {
    const api = fresh();
    const times = (q) => call(api, 'GET', `/v2/notes?per_page=100&${q}`).json.data.map((n) => Date.parse(n.created_at));
    const asc = times('sort_by=created_at&sort_direction=ASC');
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
    const desc = times('sort_by=created_at');
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    const sorted = call(api, 'GET', '/v2/notes?sort_by=created_at&sort_direction=ASC');
    expect(sorted.json.metadata.sorting).toEqual({sort_by: 'created_at', sort_direction: 'ASC'});
    const refused = call(api, 'GET', '/v2/notes?sort_by=content');
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({errors: {sort_by: ['must be one of: created_at, updated_at']}});
  });
});

describe('validation', () => {
  const api = fresh();
  const person = firstId('v2', 'people');
  const post = (body) => call(api, 'POST', '/v2/notes', body);

  it('names a missing required field', () => {
    expect(post({associated_with_type: 'person', associated_with_id: person})).toMatchObject({status: 422, json: {errors: {content: ["can't be blank"]}}});
  });
  it('names an unknown field', () => {
    expect(post({content: 'x', associated_with_type: 'person', associated_with_id: person, colour: 'red'}).json).toEqual({errors: {colour: ['is not a known field']}});
  });
  it('names a mistyped field', () => {
    expect(post({content: 'x', associated_with_type: 'person', associated_with_id: 'four'}).json).toEqual({errors: {associated_with_id: ['must be an integer']}});
    expect(post({content: 42, associated_with_type: 'person', associated_with_id: person}).json).toEqual({errors: {content: ['must be a string']}});
  });
  it('names a value outside the enum', () => {
    expect(post({content: 'x', associated_with_type: 'opportunity', associated_with_id: person}).json).toEqual({errors: {associated_with_type: ['must be one of: person, account']}});
  });
  it('checks formats', () => {
    const created = call(api, 'POST', '/v2/people', {email_address: 'not-an-address'});
    expect(created.json).toEqual({errors: {email_address: ['is not a valid email address']}});
    const hook = call(api, 'POST', '/v2/webhook_subscriptions', {callback_url: 'hooks.example.com/in', callback_token: 't', event_type: 'person_created'});
    expect(hook.json).toEqual({errors: {callback_url: ['is not a valid URL']}});
  });
  it('answers 400 to a body that is not JSON', () => {
    const response = call(api, 'POST', '/v2/notes', '{"content": ');
    expect(response.status).toBe(400);
    expect(response.json.error).toMatch(/not valid JSON/);
  });
  it('answers 404 to an unknown id, a path id that is not an integer, and an unknown path', () => {
    expect(call(api, 'GET', '/v2/notes/999999999')).toMatchObject({status: 404, json: {error: 'Not Found'}});
    expect(call(api, 'GET', '/v2/notes/abc')).toMatchObject({status: 404, json: {error: 'Not Found'}});
    expect(call(api, 'PUT', '/v2/notes/999999999', {content: 'x'}).status).toBe(404);
    expect(call(api, 'GET', '/v2/no_such_things')).toMatchObject({status: 404, json: {error: 'Not Found'}});
    expect(call(api, 'GET', '/v2/bulk_jobs/999999999/results').status).toBe(404);
  });
  it('keeps a person email address unique, as people-create says', () => {
    const taken = data.seed.v2.people[1].email_address;
    expect(call(api, 'POST', '/v2/people', {email_address: taken}).json).toEqual({errors: {email_address: ['has already been taken']}});
    expect(call(api, 'POST', '/v2/people', {first_name: 'No'}).json).toEqual({errors: {email_address: ["can't be blank unless phone and last_name are given"]}});
  });
});

describe('simulated failures and rate limits', () => {
  it('401 with the message the API sends without a token', () => {
    const response = call(fresh(), 'GET', '/v2/people', undefined, 'unauthorized');
    expect(response.status).toBe(401);
    expect(response.json).toEqual({error: NO_TOKEN_MESSAGE});
    expect(response.json.error).toBe('No Bearer Token attached to request, please see documentation at developers.salesloft.com');
  });
  it('403 names the scope the operation needs', () => {
    const response = call(fresh(), 'POST', '/v2/notes', {content: 'x'}, 'forbidden');
    expect(response.status).toBe(403);
    expect(response.json.error).toBe(`${FORBIDDEN_MESSAGE} (requires the notes:write scope)`);
  });
  it('429 with the rate-limit headers and nothing remaining', () => {
    const response = call(fresh(), 'GET', '/v2/people', undefined, 'rate_limited');
    expect(response.status).toBe(429);
    expect(response.json).toEqual({error: 'Rate limit exceeded'});
    expect(response.header('x-ratelimit-remaining-minute')).toBe('0');
    expect(response.header('x-ratelimit-endpoint-cost')).toBe('1');
    expect(response.headers.map(([name]) => name).sort()).toEqual(['content-type', 'x-ratelimit-endpoint-cost', 'x-ratelimit-remaining-minute']);
  });
  it('every answer carries the rate-limit headers; deep pages cost more, and the minute budget runs out', () => {
    const api = fresh();
    const answers = [call(api, 'GET', '/v2/people'), call(api, 'GET', '/v2/notes/1'), call(api, 'POST', '/v2/notes', {}), call(api, 'GET', '/v2/nothing'), call(api, 'GET', '/v2/people', undefined, 'unauthorized')];
    for (const answer of answers) {
      expect(answer.header('x-ratelimit-endpoint-cost')).toMatch(/^\d+$/);
      expect(answer.header('x-ratelimit-remaining-minute')).toMatch(/^\d+$/);
    }
    const before = Number(call(api, 'GET', '/v2/people').header('x-ratelimit-remaining-minute'));
    const deep = call(api, 'GET', '/v2/people?page=120');
    expect(deep.header('x-ratelimit-endpoint-cost')).toBe('3');
    expect(Number(deep.header('x-ratelimit-remaining-minute'))).toBe(before - 3);
    expect(call(api, 'GET', '/v2/people?page=200').header('x-ratelimit-endpoint-cost')).toBe('8');
    expect(call(api, 'GET', '/v2/people?page=300').header('x-ratelimit-endpoint-cost')).toBe('10');
    expect(call(api, 'GET', '/v2/people?page=501').header('x-ratelimit-endpoint-cost')).toBe('30');
    let last;
    for (let i = 0; i < 30 && (!last || last.status !== 429); i += 1) last = call(api, 'GET', '/v2/people?page=600');
    expect(last.status).toBe(429);
    expect(last.header('x-ratelimit-remaining-minute')).toBe(String(Number(last.header('x-ratelimit-remaining-minute'))));
  });
});

describe('the seed', () => {
  it('holds several records of every resource that has a list or show operation', () => {
    for (const op of data.operations.filter((o) => o.kind === 'list' || o.kind === 'show')) {
      expect(data.seed[op.version][op.resource]?.length ?? 0, `${op.version} ${op.resource}`).toBeGreaterThan(0);
    }
    expect(data.seed.v2.people.length).toBeGreaterThanOrEqual(8);
    expect(new Set(data.seed.v2.people.map((p) => p.display_name)).size).toBeGreaterThanOrEqual(8);
  });

  it('every reference points at a record that exists', () => {
    const problems = [];
    for (const version of ['v2', 'v1']) {
      const resources = new Set(Object.keys(data.seed[version]));
      // Ids given as digit strings count; a user may be named by guid.
      const has = (resource, id) => data.seed[version][resource].some((r) => String(r.id) === String(id) || (typeof id === 'string' && r.guid === id));
      for (const [resource, records] of Object.entries(data.seed[version])) {
        for (const record of records) {
          const walk = (value, top) => {
            if (Array.isArray(value)) return value.forEach((item) => walk(item, false));
            if (!value || typeof value !== 'object') return undefined;
            if ('_href' in value && 'id' in value) {
              const target = hrefTarget(value._href);
              if (target && resources.has(target.resource) && !has(target.resource, value.id)) problems.push(`${version} ${resource} ${record.id}: ${value._href}`);
            }
            for (const [key, item] of Object.entries(value)) {
              const target = top && key !== 'id' && (typeof item === 'number' || typeof item === 'string') ? idFieldTarget(key, resources) : null;
              if (target && !has(target, item)) problems.push(`${version} ${resource} ${record.id}: ${key}=${item}`);
              else if (item && typeof item === 'object') walk(item, false);
            }
            return undefined;
          };
          walk(record, true);
        }
      }
    }
    expect(problems).toEqual([]);
    // And the references are many: the notes point at people and accounts of the seed.
    expect(data.seed.v2.notes.every((note) => !note.associated_with || data.seed.v2[note.associated_type === 'account' ? 'accounts' : 'people'].some((r) => r.id === note.associated_with.id))).toBe(true);
  });

  it('is the same every time it is built', {timeout: 60_000}, () => {
    const rebuilt = buildSampleData(path.join(root, 'openapi')).seed;
    for (const version of ['v2', 'v1']) {
      expect(Object.keys(rebuilt[version])).toEqual(Object.keys(data.seed[version]));
      for (const resource of Object.keys(rebuilt[version])) expect(rebuilt[version][resource], `${version} ${resource}`).toEqual(data.seed[version][resource]);
    }
  });
});

describe('state', () => {
  it('a snapshot restores what was created, changed and deleted; reset returns to the seed', () => {
    const api = fresh();
    const note = call(api, 'POST', '/v2/notes', {content: 'Kept across pages', associated_with_type: 'person', associated_with_id: firstId('v2', 'people')}).json.data;
    const removed = data.seed.v2.notes[0].id;
    call(api, 'DELETE', `/v2/notes/${removed}`);
    const restored = fresh(JSON.parse(JSON.stringify(api.snapshot())));
    expect(call(restored, 'GET', `/v2/notes/${note.id}`).json.data.content).toBe('Kept across pages');
    expect(call(restored, 'GET', `/v2/notes/${removed}`).status).toBe(404);
    restored.reset();
    expect(call(restored, 'GET', `/v2/notes/${note.id}`).status).toBe(404);
    expect(call(restored, 'GET', `/v2/notes/${removed}`).status).toBe(200);
  });
});
