/**
 * The sample-data emulator of the Salesloft REST API (issue 27): one engine for the explorer's
 * "Sample data" environment (src/sampleApi/browser.ts, in the browser) and the sandbox's HTTP API
 * (scripts/sandbox/server.mjs, in Node). Plain ESM with JSDoc so that both Node 20 and webpack load it.
 *
 * It routes every operation of the operation table (scripts/openapi/sample-data-lib.mjs builds it
 * from the specs), validates the request as the API does, and answers from records it keeps: the
 * seed at first, then whatever POST, PUT and DELETE made of it. The conventions it follows are the
 * API's as the specs and the fact sheet give them: `{"data": ...}` envelopes, `metadata.paging`,
 * 422 `{"errors": {"<field>": ["<message>"]}}`, 404 `{"error": "Not Found"}`, the rate-limit headers
 * on every answer, and the per-minute cost budget of 600 with deep pages costing more.
 *
 * No `import.meta` and no Node built-ins: Playwright loads this through its CommonJS transform.
 */

/** @typedef {{type?: string, nullable?: boolean, enum?: unknown[], format?: string, items?: Schema, properties?: Record<string, Schema>, required?: string[], additionalProperties?: boolean | Schema, minimum?: number, maximum?: number}} Schema */
/** @typedef {{name: string, in: string, type?: string, enum?: unknown[], format?: string, items?: Schema, required?: boolean, default?: unknown, minimum?: number, maximum?: number}} Param */
/**
 * @typedef {{version: 'v1' | 'v2', method: string, path: string, route: string, operationId: string,
 *   kind: 'list' | 'show' | 'create' | 'update' | 'delete' | 'action' | 'singleton' | 'search',
 *   resource: string, params: Param[], scopes: string[], status: number, body?: Schema, bodyRequired?: boolean,
 *   fields?: Record<string, {type?: string, nullable?: boolean, format?: string, ref?: true}>,
 *   envelope: boolean, paging?: boolean, example?: unknown}} Operation
 */
/** @typedef {Record<string, Record<string, Array<Record<string, any>>>>} Seed */
/** @typedef {{records: Seed, budget: {minute: number, used: number}}} State */
/** @typedef {'unauthorized' | 'forbidden' | 'rate_limited'} Simulation */
/** @typedef {{method: string, url: string, headers: Array<[string, string]>, body?: string | null, simulate?: Simulation}} SampleRequest */
/** @typedef {{status: number, statusText: string, headers: Array<[string, string]>, body: string}} SampleResponse */

const API_ORIGIN = 'https://api.salesloft.com';
/** The team's budget of cost units a minute (rate-limits guide). */
export const RATE_LIMIT_PER_MINUTE = 600;
/** What the API answers without a valid bearer token (fact sheet, observed live). */
export const NO_TOKEN_MESSAGE = 'No Bearer Token attached to request, please see documentation at developers.salesloft.com';
/** The 403 example of the v2.0 spec; the engine adds the scope the operation needs. */
export const FORBIDDEN_MESSAGE = 'Insufficient scope for this action';
/** The 429 example of the v2.0 spec. */
export const RATE_LIMITED_MESSAGE = 'Rate limit exceeded';

const STATUS_TEXT = {200: 'OK', 201: 'Created', 204: 'No Content', 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 404: 'Not Found', 422: 'Unprocessable Entity', 429: 'Too Many Requests'};

/** Cost of a request for page `page` (rate-limits guide: pages 101-150 cost 3, 151-250 8, 251-500 10, beyond 30). */
export function costOf(page) {
  if (page > 500) return 30;
  if (page > 250) return 10;
  if (page > 150) return 8;
  if (page > 100) return 3;
  return 1;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const FORMATS = {
  'date-time': [(v) => ISO_TIME.test(v) && !Number.isNaN(Date.parse(v)), 'is not a valid ISO 8601 time'],
  date: [(v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), 'is not a valid date (YYYY-MM-DD)'],
  email: [(v) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v), 'is not a valid email address'],
  uri: [(v) => /^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(v), 'is not a valid URL'],
  uuid: [(v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v), 'is not a valid guid'],
};

const typeOf = (value) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value === 'number' ? (Number.isInteger(value) ? 'integer' : 'number') : typeof value);

/** The message for a value that is not of `type` (the wording of the specs' 422 examples). */
function typeMessage(schema) {
  if (schema.type === 'integer') return 'must be an integer';
  if (schema.type === 'number') return 'must be a number';
  if (schema.type === 'boolean') return "must be 'true' or 'false'";
  if (schema.type === 'object') return 'must be an object';
  if (schema.type === 'array') return schema.items?.type === 'integer' ? 'must be a list of integers' : 'must be a list';
  return 'must be a string';
}

/**
 * Checks `value` against a reduced schema and adds `field -> messages` to `errors`. Unknown fields
 * of an object whose schema lists its properties are refused (`additionalProperties` not true).
 * @param {Schema} schema
 * @param {Record<string, string[]>} errors
 */
function check(schema, value, field, errors) {
  const fail = (message) => {
    (errors[field] ??= []).push(message);
  };
  if (value === null) {
    if (!schema.nullable && schema.type) fail("can't be blank");
    return;
  }
  const actual = typeOf(value);
  if (schema.type && !(schema.type === actual || (schema.type === 'number' && actual === 'integer'))) return fail(typeMessage(schema));
  if (schema.enum && !schema.enum.includes(value)) return fail(`must be one of: ${schema.enum.join(', ')}`);
  if (actual === 'string' && schema.format && FORMATS[schema.format] && !FORMATS[schema.format][0](value)) return fail(FORMATS[schema.format][1]);
  if ((actual === 'integer' || actual === 'number') && schema.minimum !== undefined && value < schema.minimum) return fail(`must be greater than or equal to ${schema.minimum}`);
  if ((actual === 'integer' || actual === 'number') && schema.maximum !== undefined && value > schema.maximum) return fail(`must be less than or equal to ${schema.maximum}`);
  if (actual === 'array' && schema.items) {
    const inner = {};
    value.forEach((item, i) => check(/** @type {Schema} */ (schema.items), item, `${field}[${i}]`, inner));
    if (Object.keys(inner).length) {
      if (schema.items.type === 'integer' && value.some((item) => typeOf(item) !== 'integer')) fail('must be a list of integers');
      else Object.assign(errors, inner);
    }
  }
  if (actual === 'object' && schema.properties) checkObject(schema, value, `${field}.`, errors);
}

/** @param {Schema} schema */
function checkObject(schema, value, prefix, errors) {
  const properties = schema.properties ?? {};
  for (const name of schema.required ?? []) {
    if (value[name] === undefined || value[name] === null || value[name] === '') (errors[`${prefix}${name}`] ??= []).push("can't be blank");
  }
  for (const [name, item] of Object.entries(value)) {
    const field = `${prefix}${name}`;
    if (errors[field]) continue;
    if (properties[name]) check(properties[name], item, field, errors);
    else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') check(schema.additionalProperties, item, field, errors);
    // A free-form object, or one that says more keys are welcome, takes any; otherwise the
    // field is not one the operation knows.
    else if (schema.additionalProperties === true || !schema.properties) continue;
    else (errors[field] ??= []).push('is not a known field');
  }
}

/** A query or form value converted to the parameter's type; `undefined` when it cannot be. */
function coerce(schema, raw) {
  if (raw === undefined) return undefined;
  if (schema.type === 'array') {
    const list = Array.isArray(raw) ? raw : String(raw).split(',');
    const items = list.map((item) => coerce(schema.items ?? {}, item));
    return items.some((item) => item === undefined) ? undefined : items;
  }
  const text = Array.isArray(raw) ? raw[raw.length - 1] : String(raw);
  if (schema.type === 'integer') return /^-?\d+$/.test(text) ? Number(text) : undefined;
  if (schema.type === 'number') return text !== '' && Number.isFinite(Number(text)) ? Number(text) : undefined;
  if (schema.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : undefined;
  return text;
}

/** Query parameters by name; `name[]` and repeated names collect into lists. */
function queryOf(searchParams) {
  /** @type {Record<string, string | string[]>} */
  const out = {};
  for (const [rawName, value] of searchParams) {
    const list = rawName.endsWith('[]');
    const name = list ? rawName.slice(0, -2) : rawName;
    if (list || name in out) out[name] = [...(out[name] === undefined ? [] : [out[name]].flat()), value];
    else out[name] = value;
  }
  return out;
}

/** A form-encoded body as an object, keys `a[b]` nested and `a[]` collected. */
function formOf(text) {
  const out = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const parts = key.replace(/\]/g, '').split('[');
    let at = out;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      if (part === '' && Array.isArray(at)) return;
      if (last) {
        if (parts[i + 1] === '' || Array.isArray(at[part])) (at[part] ??= []).push(value);
        else at[part] = value;
      } else {
        at[part] ??= parts[i + 1] === '' ? [] : {};
        if (parts[i + 1] === '') {
          at[part].push(value);
          at = {};
        } else at = at[part];
      }
    });
  }
  return out;
}

/** Form values (all strings) converted to what the body schema says, where they can be. */
function coerceForm(schema, value) {
  if (!schema || value === null || value === undefined) return value;
  if (typeof value === 'string') return ['integer', 'number', 'boolean'].includes(schema.type ?? '') ? (coerce(schema, value) ?? value) : value;
  if (Array.isArray(value)) return value.map((item) => coerceForm(schema.items, item));
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, coerceForm(schema.properties?.[k] ?? (typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined), v)]));
  return value;
}

const timeOf = (value) => (typeof value === 'string' && ISO_TIME.test(value) ? Date.parse(value) : null);
/** Ordering for sort_by: times by instant, numbers and strings naturally; nulls first (ASC) or last (DESC). */
function compare(a, b) {
  const ta = timeOf(a);
  const tb = timeOf(b);
  if (ta !== null && tb !== null) return ta - tb;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b));
}

/** Now as the API writes times: ISO 8601, microseconds, an offset. */
const stamp = (date) => `${date.toISOString().slice(0, 23)}000+00:00`;

const href = (resource, id) => `${API_ORIGIN}/v2/${resource}/${id}`;

/** A reference's id from a body value: digits become a number unless the reference's ids are strings. */
const refId = (previous, value) => (typeof value === 'string' && /^\d+$/.test(value) && typeof previous?.id !== 'string' ? Number(value) : value);

/** Plural forms an `<x>_id` field may name (`person_id` -> people). */
const pluralsOf = (singular) => [singular === 'person' ? 'people' : null, singular.replace(/y$/, 'ies'), `${singular}s`, `${singular}es`].filter(Boolean);

/**
 * Creates an emulator over `operations` and `seed` (sample-data-lib.mjs's output). `now` gives the
 * clock (tests pin it); `state` restores a `snapshot()` taken earlier (the browser keeps one in
 * sessionStorage).
 * @param {{operations: Operation[], seed: Seed, now?: () => Date, state?: State | null}} options
 */
export function createSampleApi({operations, seed, now = () => new Date(), state = null}) {
  /** @type {State} */
  let current = state && state.records ? structuredClone(state) : {records: structuredClone(seed), budget: {minute: 0, used: 0}};
  // The table gives a resource's record fields once (on its first operation that has them).
  /** @type {Map<string, NonNullable<Operation['fields']>>} */
  const fieldsByResource = new Map();
  for (const op of operations) if (op.fields && !fieldsByResource.has(`${op.version} ${op.resource}`)) fieldsByResource.set(`${op.version} ${op.resource}`, op.fields);
  /** @param {Operation} op */
  const fieldsOf = (op) => op.fields ?? fieldsByResource.get(`${op.version} ${op.resource}`) ?? {};
  const routes = operations.map((op) => ({op, segments: op.route.replace(/\.json$/, '').split('/').filter(Boolean)}));

  /** The operation a method and path select, with the path parameters; literal segments win over parameters. */
  function route(method, pathname) {
    const segments = pathname.replace(/\.json$/, '').replace(/\/+$/, '').split('/').filter(Boolean).map((s) => decodeURIComponent(s));
    let best = null;
    let pathKnown = false;
    for (const {op, segments: pattern} of routes) {
      if (pattern.length !== segments.length) continue;
      const params = {};
      let literals = 0;
      const ok = pattern.every((part, i) => {
        if (/^\{.+\}$/.test(part)) {
          params[part.slice(1, -1)] = segments[i];
          return true;
        }
        literals += part === segments[i] ? 1 : 0;
        return part === segments[i];
      });
      if (!ok) continue;
      pathKnown = true;
      if (op.method !== method) continue;
      if (!best || literals > best.literals) best = {op, params, literals};
    }
    return {match: best, pathKnown};
  }

  const recordsOf = (op, resource = op.resource) => (current.records[op.version][resource] ??= []);

  /** The record a path id names: integers compare as numbers; v1 people may be named by email address. */
  function find(op, rawId, resource = op.resource) {
    const list = recordsOf(op, resource);
    // Records without an id (cadence stats, a cadence's export) belong to the record the path names.
    if (list.length > 0 && list.every((r) => r.id === undefined)) return list[0];
    const numeric = /^\d+$/.test(rawId) ? Number(rawId) : null;
    return list.find((r) => r.id === numeric || (numeric === null && r.id === rawId) || (op.version === 'v1' && resource === 'people' && numeric === null && r.email_address === rawId)) ?? null;
  }

  /** The seeded resource an `<x>_id` field refers to, if any. */
  function targetOf(version, name) {
    const match = /^(.+)_id$/.exec(name);
    if (!match) return null;
    const names = pluralsOf(match[1]);
    return Object.keys(current.records[version]).find((resource) => names.includes(resource.split('/').pop())) ?? null;
  }

  /**
   * Copies body fields onto a record as the response schema shapes them: a field the record has
   * is set when the value fits its type; `<x>_id` becomes the reference `<x>: {id, _href}`.
   */
  function apply(op, record, input) {
    const fields = fieldsOf(op);
    for (const [name, value] of Object.entries(input)) {
      if (name === 'id' || name === 'created_at' || name === 'updated_at') continue;
      const field = fields[name];
      if (field) {
        const type = typeOf(value);
        if (field.ref && (typeof value === 'number' || typeof value === 'string')) {
          const previous = record[name];
          const resource = previous?._href ? /\/v2\/(.+)\/[^/]+$/.exec(previous._href)?.[1] : targetOf(op.version, `${name}_id`);
          const id = refId(previous, value);
          record[name] = resource ? {id, _href: href(resource, id)} : {id};
        } else if ((value === null && field.nullable) || !field.type || field.type === type || (field.type === 'number' && type === 'integer')) record[name] = value;
        continue;
      }
      const ref = /^(.+)_id$/.exec(name)?.[1];
      if (ref && fields[ref]?.ref && (typeof value === 'number' || typeof value === 'string')) {
        const previous = record[ref];
        const resource = (previous?._href && /\/v2\/(.+)\/[^/]+$/.exec(previous._href)?.[1]) || targetOf(op.version, name);
        const id = refId(previous, value);
        record[ref] = op.version === 'v1' || !resource ? {id} : {id, _href: href(resource, id)};
      }
    }
    // `associated_with_type` + `associated_with_id` (notes): the reference names the kind's resource.
    if (typeof input.associated_with_type === 'string' && fields.associated_with?.ref && record.associated_with) {
      const resource = input.associated_with_type.toLowerCase() === 'account' ? 'accounts' : 'people';
      record.associated_with = {id: record.associated_with.id, _href: href(resource, record.associated_with.id)};
      if (fields.associated_type) record.associated_type = input.associated_with_type.toLowerCase();
    }
  }

  /** Rules the specs document for particular resources, on top of the schema checks. */
  function resourceRules(op, input, record, errors) {
    if (op.version === 'v2' && op.resource === 'people') {
      if (op.kind === 'create' && !input.email_address && !(input.phone && input.last_name)) {
        (errors.email_address ??= []).push("can't be blank unless phone and last_name are given");
      }
      const email = input.email_address;
      if (email && recordsOf(op).some((p) => p !== record && p.email_address === email)) (errors.email_address ??= []).push('has already been taken');
    }
  }

  /** Derived fields the specs describe: a person's display name and full address, a completed task's time. */
  function derive(op, record, input, time) {
    if (op.resource === 'people' && op.version === 'v2') {
      if ('display_name' in record || fieldsOf(op).display_name) record.display_name = [record.first_name, record.last_name].filter(Boolean).join(' ');
      if (fieldsOf(op).full_email_address && record.email_address) record.full_email_address = `"${record.display_name}" <${record.email_address}>`;
      if (input.autotag_date === true && Array.isArray(record.tags)) record.tags = [...record.tags, time.slice(0, 10)];
    }
    if (record.current_state === 'completed' && fieldsOf(op).completed_at && !record.completed_at) record.completed_at = time;
  }

  /** Spends `cost` from this minute's budget; returns the headers, or null when the budget is gone. */
  function spend(cost) {
    const minute = Math.floor(now().getTime() / 60_000);
    if (current.budget.minute !== minute) current.budget = {minute, used: 0};
    const over = current.budget.used + cost > RATE_LIMIT_PER_MINUTE;
    if (!over) current.budget.used += cost;
    const remaining = String(Math.max(RATE_LIMIT_PER_MINUTE - current.budget.used, 0));
    return {over, headers: /** @type {Array<[string, string]>} */ ([['x-ratelimit-endpoint-cost', String(over ? 0 : cost)], ['x-ratelimit-remaining-minute', remaining]])};
  }

  /** @returns {SampleResponse} */
  function answer(status, body, rateHeaders) {
    const text = body === null || status === 204 ? '' : JSON.stringify(body);
    /** @type {Array<[string, string]>} */
    const headers = [...rateHeaders];
    if (text !== '') headers.unshift(['content-type', 'application/json; charset=utf-8']);
    return {status, statusText: STATUS_TEXT[status] ?? '', headers, body: text};
  }

  /** Checks and converts the query and path parameters; returns the values and the 422 errors. */
  function readParams(op, pathParams, query) {
    /** @type {Record<string, unknown>} */
    const values = {};
    /** @type {Record<string, string[]>} */
    const errors = {};
    for (const param of op.params) {
      const raw = param.in === 'path' ? pathParams[param.name] : query[param.name];
      if (raw === undefined || raw === '') {
        if (param.required && param.in === 'query') (errors[param.name] ??= []).push("can't be blank");
        continue;
      }
      if (param.in === 'path') {
        values[param.name] = raw;
        continue;
      }
      const value = coerce(param, raw);
      // Out-of-range paging is corrected, not refused (fact sheet).
      if (param.name === 'page' || param.name === 'per_page') {
        values[param.name] = value;
        continue;
      }
      if (value === undefined) {
        (errors[param.name] ??= []).push(typeMessage(param));
        continue;
      }
      check(param, value, param.name, errors);
      values[param.name] = value;
    }
    return {values, errors};
  }

  /** @param {Operation} op */
  function list(op, values, records) {
    const pageParam = op.params.find((p) => p.name === 'per_page');
    const maxPerPage = pageParam?.maximum ?? 100;
    const defaultPerPage = typeof pageParam?.default === 'number' ? pageParam.default : 25;
    const perPage = typeof values.per_page === 'number' ? Math.min(Math.max(values.per_page, 1), maxPerPage) : defaultPerPage;
    const page = typeof values.page === 'number' ? Math.max(values.page, 1) : 1;
    let rows = [...records];
    /** @type {Record<string, unknown>} */
    const filtering = {};
    for (const param of op.params) {
      const value = values[param.name];
      if (param.in !== 'query' || value === undefined) continue;
      if (['page', 'per_page', 'include_paging_counts', 'limit_paging_counts', 'sort_by', 'sort_direction'].includes(param.name)) continue;
      const range = /^(.+)\[(gt|gte|lt|lte)\]$/.exec(param.name);
      if (range) {
        const [, field, op2] = range;
        const bound = Date.parse(String(value));
        rows = rows.filter((r) => {
          const t = timeOf(r[field]);
          if (t === null) return false;
          return op2 === 'gt' ? t > bound : op2 === 'gte' ? t >= bound : op2 === 'lt' ? t < bound : t <= bound;
        });
        filtering[param.name] = value;
        continue;
      }
      const wanted = (Array.isArray(value) ? value : [value]).map(String);
      const field = param.name === 'ids' ? 'id' : param.name;
      const ref = /^(.+)_ids?$/.exec(field)?.[1];
      const singular = field.endsWith('s') ? field.slice(0, -1) : null;
      const valueOf = (r) => {
        if (field in r && (r[field] === null || typeof r[field] !== 'object')) return r[field];
        if (ref && r[ref] && typeof r[ref] === 'object' && 'id' in r[ref]) return r[ref].id;
        if (singular && singular in r && typeof r[singular] !== 'object') return r[singular];
        return undefined;
      };
      // A filter that names no field of these records is not applied (unknown filters are ignored).
      if (!rows.some((r) => valueOf(r) !== undefined) && records.every((r) => valueOf(r) === undefined)) continue;
      rows = rows.filter((r) => wanted.includes(String(valueOf(r))));
      filtering[param.name] = value;
    }
    const sortParam = op.params.find((p) => p.name === 'sort_by');
    const sortBy = typeof values.sort_by === 'string' ? values.sort_by : typeof sortParam?.default === 'string' ? sortParam.default : rows.some((r) => 'updated_at' in r) ? 'updated_at' : null;
    const ascending = values.sort_direction === 'ASC';
    if (sortBy) {
      rows.sort((a, b) => {
        const x = a[sortBy] ?? null;
        const y = b[sortBy] ?? null;
        if (x === null || y === null) return x === y ? 0 : (x === null ? -1 : 1) * (ascending ? 1 : -1);
        return compare(x, y) * (ascending ? 1 : -1);
      });
    }
    const totalPages = Math.max(Math.ceil(rows.length / perPage), 1);
    const data = rows.slice((page - 1) * perPage, page * perPage);
    if (!op.envelope) return {page, body: data};
    /** @type {Record<string, unknown>} */
    const paging = {per_page: perPage, current_page: page, next_page: page < totalPages ? page + 1 : null, prev_page: page > 1 ? page - 1 : null};
    if (values.include_paging_counts === true) {
      const counted = values.limit_paging_counts === true ? Math.min(rows.length, 10_000) : rows.length;
      paging.total_pages = Math.max(Math.ceil(counted / perPage), 1);
      paging.total_count = counted;
    }
    const sorting = sortBy ? {sort_by: sortBy, sort_direction: ascending ? 'ASC' : 'DESC NULLS LAST'} : {};
    return {page, body: op.paging === false ? {data} : {data, metadata: {filtering, paging, sorting}}};
  }

  const nextId = (records) => {
    const ids = records.map((r) => r.id).filter((id) => typeof id === 'number');
    return ids.length ? Math.max(...ids) + 1 : 1;
  };
  const uuidFor = (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  /**
   * Answers one request.
   * @param {SampleRequest} request
   * @returns {SampleResponse}
   */
  function handle(request) {
    const method = request.method.toUpperCase();
    const url = new URL(request.url, API_ORIGIN);
    const {match, pathKnown} = route(method, url.pathname);
    const query = queryOf(url.searchParams);
    const page = Number(query.page);
    const cost = costOf(Number.isInteger(page) ? page : 1);
    if (request.simulate === 'unauthorized') return answer(401, {error: NO_TOKEN_MESSAGE}, spend(0).headers);
    if (request.simulate === 'rate_limited') {
      const minute = Math.floor(now().getTime() / 60_000);
      if (current.budget.minute !== minute) current.budget = {minute, used: 0};
      return answer(429, {error: RATE_LIMITED_MESSAGE}, [['x-ratelimit-endpoint-cost', String(cost)], ['x-ratelimit-remaining-minute', '0']]);
    }
    if (!match) return answer(404, {error: 'Not Found'}, spend(pathKnown ? 1 : 0).headers);
    const {op, params: pathParams} = match;
    if (request.simulate === 'forbidden') {
      const needs = op.scopes.length ? ` (requires the ${op.scopes.join(' or ')} scope)` : '';
      return answer(403, {error: `${FORBIDDEN_MESSAGE}${needs}`}, spend(0).headers);
    }
    const spent = spend(cost);
    if (spent.over) return answer(429, {error: RATE_LIMITED_MESSAGE}, spent.headers);
    const limits = spent.headers;

    // The body: JSON, or form-encoded (the API accepts both). Fields of an operation that takes no
    // body are read as its query parameters, as the API's framework merges them.
    const contentType = (request.headers.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '').toLowerCase();
    const text = request.body ?? '';
    /** @type {any} */
    let input = null;
    if (text.trim() !== '') {
      if (contentType.includes('application/x-www-form-urlencoded')) input = coerceForm(op.body, formOf(text));
      else {
        try {
          input = JSON.parse(text);
        } catch {
          return answer(400, {error: 'The request body is not valid JSON'}, limits);
        }
      }
    }
    if (input !== null && !op.body) {
      if (typeof input !== 'object' || Array.isArray(input)) return answer(400, {error: 'The request body must be a JSON object'}, limits);
      for (const [name, value] of Object.entries(input)) if (!(name in query)) query[name] = typeof value === 'object' && value !== null ? value.map?.(String) ?? JSON.stringify(value) : String(value);
      const declared = new Set(op.params.map((p) => p.name));
      const unknown = Object.keys(input).filter((name) => !declared.has(name));
      if (unknown.length) return answer(422, {errors: Object.fromEntries(unknown.map((name) => [name, ['is not a known field']]))}, limits);
      input = null;
    }

    // Path ids: an id that is not an integer (where the spec says integer) or names no record is a 404.
    for (const param of op.params.filter((p) => p.in === 'path')) {
      const raw = pathParams[param.name];
      if (param.type === 'integer' && !/^\d+$/.test(raw)) return answer(404, {error: 'Not Found'}, limits);
    }
    const segments = op.route.replace(/\.json$/, '').split('/').filter(Boolean);
    // A parent id (`/bulk_jobs/{bulk_jobs_id}/job_data`, `/conversations/{id}/extensive`) must name a record.
    for (let i = 0; i < segments.length; i += 1) {
      const name = /^\{(.+)\}$/.exec(segments[i])?.[1];
      if (!name) continue;
      const parent = segments.slice(0, i).filter((s) => !/^\{/.test(s) && !/^v\d+$/.test(s) && s !== 'public_api').join('/');
      const isOwn = i === segments.length - 1 && ['show', 'update', 'delete'].includes(op.kind);
      const resource = isOwn ? op.resource : parent;
      const records = current.records[op.version][resource];
      if (!records || records.length === 0) continue;
      if (!find(op, pathParams[name], resource)) return answer(404, {error: 'Not Found'}, limits);
    }

    const {values, errors} = readParams(op, pathParams, query);
    if (op.body) {
      if (input === null) {
        if (op.bodyRequired) checkObject(op.body, {}, '', errors);
      } else if (typeof input !== 'object' || Array.isArray(input)) {
        if (op.body.type === 'object') return answer(400, {error: 'The request body must be a JSON object'}, limits);
        check(op.body, input, 'body', errors);
      } else if (op.body.type === 'object' || op.body.properties) checkObject(op.body, input, '', errors);
    }
    const record = ['show', 'update', 'delete'].includes(op.kind) ? find(op, String(pathParams.id ?? Object.values(pathParams).at(-1))) : null;
    if (['create', 'update'].includes(op.kind) && input && typeof input === 'object') resourceRules(op, input, record, errors);
    if (Object.keys(errors).length) return answer(422, {errors}, limits);

    const time = stamp(now());
    const wrap = (data) => (op.envelope ? {data} : data);
    switch (op.kind) {
      case 'list':
      case 'search': {
        const merged = op.kind === 'search' && input ? {...values, ...input} : values;
        return answer(op.status, list(op, merged, recordsOf(op)).body, limits);
      }
      case 'show':
        return record ? answer(op.status, wrap(record), limits) : answer(404, {error: 'Not Found'}, limits);
      case 'create': {
        const records = recordsOf(op);
        const example = op.example && typeof op.example === 'object' ? /** @type {any} */ (op.envelope ? /** @type {any} */ (op.example).data : op.example) : null;
        const template = structuredClone(example && !Array.isArray(example) ? example : (records[0] ?? {}));
        const typeOfId = typeof (records[0]?.id ?? template.id);
        const created = {...template, id: typeOfId === 'string' ? uuidFor(nextId(records.map((r, i) => ({id: i + 1})))) : nextId(records)};
        // What the request does not give starts empty: null where the schema allows it, [] for
        // lists; the rest (states, counts, the owner) keeps the example's value.
        for (const [name, field] of Object.entries(fieldsOf(op))) {
          if (name === 'id' || !(name in created)) continue;
          if (field.nullable) created[name] = null;
          else if (field.type === 'array') created[name] = [];
        }
        if ('created_at' in created || fieldsOf(op).created_at) created.created_at = time;
        if ('updated_at' in created || fieldsOf(op).updated_at) created.updated_at = time;
        apply(op, created, {...values, ...(input ?? {})});
        derive(op, created, {...values, ...(input ?? {})}, time);
        records.push(created);
        return answer(op.status, wrap(created), limits);
      }
      case 'update': {
        if (!record) return answer(404, {error: 'Not Found'}, limits);
        apply(op, record, {...values, ...(input ?? {})});
        if ('updated_at' in record) record.updated_at = time;
        derive(op, record, input ?? {}, time);
        return answer(op.status, wrap(record), limits);
      }
      case 'delete': {
        if (!record) return answer(404, {error: 'Not Found'}, limits);
        const records = recordsOf(op);
        records.splice(records.indexOf(record), 1);
        return answer(op.status, null, limits);
      }
      default: {
        // Actions and singletons answer with their operation's example: what the spec shows they return.
        const records = current.records[op.version][op.resource];
        if (op.kind === 'singleton' && records?.length && op.envelope) return answer(op.status, wrap(records[0]), limits);
        return answer(op.status, op.example === undefined ? null : op.example, limits);
      }
    }
  }

  return {
    handle,
    /** @returns {State} A copy of the records and budget, to restore later with `state`. */
    snapshot: () => structuredClone(current),
    /** Back to the seed. */
    reset() {
      current = {records: structuredClone(seed), budget: {minute: 0, used: 0}};
    },
    /** The records of a resource as they stand (for the sandbox's webhook deliveries). @param {'v1' | 'v2'} version */
    records: (version, resource) => current.records[version][resource] ?? [],
  };
}
