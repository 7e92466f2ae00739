/**
 * The sample-data emulator's inputs, built from the specs (issue 27): an operation table (what
 * src/sampleApi/engine.mjs routes and validates by) and a seed (the records it starts from), for v2.0
 * and v1.0. `npm run gen-api-docs` writes them to src/sampleApi/generated/ for the browser's on-demand
 * chunk; the sandbox (scripts/sandbox/server.mjs) builds them in its own process from openapi/, so it
 * needs no generated file.
 *
 * The seed holds the records of the specs' own response examples, a few deterministic variants of
 * each (new ids, earlier timestamps, distinct email addresses and GUIDs), and a record for every id
 * another record or a request example refers to, so that a `{"id", "_href"}` reference or a `*_id`
 * field always names a record that exists. No randomness: the same specs give the same seed.
 *
 * No `import.meta` here: Playwright loads this module through its CommonJS transform (e2e/sandbox.ts
 * imports server.mjs, which imports this).
 */
import fs from 'node:fs';
import path from 'node:path';
import {API_VERSIONS, apiSourceFolder} from '../../config/apiVersions.mjs';
import {assembleSpec} from './bundle-lib.mjs';
import {deref, operations as operationsOf} from './examples-lib.mjs';

/** Where gen-api-docs writes the generated data, relative to the repository (gitignored). */
export const SAMPLE_DATA_DIR = path.join('src', 'sampleApi', 'generated');
/** Records per resource the seed aims for (examples plus variants). */
const RECORDS_PER_RESOURCE = 8;
const API_ORIGIN = 'https://api.salesloft.com';

/** @typedef {{type?: string, nullable?: boolean, enum?: unknown[], format?: string, items?: Reduced, properties?: Record<string, Reduced>, required?: string[], additionalProperties?: boolean | Reduced, minimum?: number, maximum?: number}} Reduced */

/**
 * A schema reduced to what request validation needs: types, enums, formats, required and the
 * properties of objects (allOf merged; the branches of oneOf/anyOf merged and none of them required,
 * which accepts any branch). Depth-limited: what lies deeper is accepted as it comes.
 * @returns {Reduced}
 */
export function reduceSchema(doc, schemaOrRef, depth = 0) {
  const schema = deref(doc, schemaOrRef);
  if (!schema || typeof schema !== 'object' || depth > 6) return {};
  /** @type {Reduced} */
  const out = {};
  const parts = [schema, ...(schema.allOf ?? []).map((part) => deref(doc, part))];
  const branches = [...(schema.oneOf ?? []), ...(schema.anyOf ?? [])].map((part) => deref(doc, part));
  for (const part of [...parts, ...branches]) {
    const branch = branches.includes(part);
    if (part.type && !out.type) out.type = part.type;
    if (part.nullable) out.nullable = true;
    if (part.enum && !branch) out.enum = part.enum;
    if (part.format && !branch) out.format = part.format;
    if (part.minimum !== undefined && !branch) out.minimum = part.minimum;
    if (part.maximum !== undefined && !branch) out.maximum = part.maximum;
    if (part.items) out.items = reduceSchema(doc, part.items, depth + 1);
    if (part.properties) {
      out.properties ??= {};
      for (const [name, property] of Object.entries(part.properties)) {
        if (!deref(doc, property)?.readOnly) out.properties[name] = reduceSchema(doc, property, depth + 1);
      }
    }
    if (part.required && !branch) out.required = [...new Set([...(out.required ?? []), ...part.required])];
    if (part.additionalProperties !== undefined) {
      out.additionalProperties = typeof part.additionalProperties === 'object' ? reduceSchema(doc, part.additionalProperties, depth + 1) : part.additionalProperties;
    }
  }
  if (branches.length) {
    // Branches of different types: the value's type is not checked.
    const types = new Set(branches.map((part) => part.type).filter(Boolean));
    if (types.size > 1) delete out.type;
    if (!out.properties && out.type === undefined) out.additionalProperties = true;
  }
  if (!out.type && out.properties) out.type = 'object';
  return out;
}

/** The record schema of a success response: `data` (or its items), or the body itself for v1. */
function recordSchemaOf(doc, media) {
  const schema = media?.schema && deref(doc, media.schema);
  if (!schema) return null;
  const data = schema.properties?.data ? deref(doc, schema.properties.data) : schema;
  const record = data?.type === 'array' ? deref(doc, data.items) : data;
  return record && typeof record === 'object' ? record : null;
}

/** Top-level fields of a record schema: type, nullable, format and whether it is a `{id, _href}` reference. */
function recordFields(doc, recordSchema) {
  if (!recordSchema) return undefined;
  const merged = reduceSchema(doc, recordSchema, 5);
  /** @type {Record<string, {type?: string, nullable?: boolean, format?: string, ref?: true}>} */
  const fields = {};
  const raw = {};
  for (const part of [recordSchema, ...(recordSchema.allOf ?? []).map((p) => deref(doc, p))]) Object.assign(raw, part.properties ?? {});
  for (const [name, property] of Object.entries(merged.properties ?? {})) {
    const field = {};
    if (property.type) field.type = property.type;
    if (property.nullable) field.nullable = true;
    if (property.format) field.format = property.format;
    const props = reduceSchema(doc, raw[name] ?? {}, 5).properties;
    if (props && 'id' in props && '_href' in props) field.ref = true;
    fields[name] = field;
  }
  return fields;
}

const firstExample = (doc, media) => {
  if (!media) return undefined;
  if (media.example !== undefined) return media.example;
  const first = Object.values(media.examples ?? {})[0];
  return first ? deref(doc, first).value : undefined;
};

/** The path's segments with `.json` dropped: what names its resource. */
const segmentsOf = (template) => template.replace(/\.json$/, '').split('/').filter(Boolean);
const isParam = (segment) => /^\{.+\}$/.test(segment);

/**
 * One version's operation table. `prefix` is the path of the version's server (`/public_api/v1`
 * for v1.0; v2.0's paths carry `/v2` themselves).
 */
export function operationTable(doc, version) {
  const prefix = new URL(doc.servers?.[0]?.url ?? API_ORIGIN).pathname.replace(/\/$/, '');
  const all = [...operationsOf(doc)];
  const out = [];
  // Which collections have a list or a show operation: a POST to one of them creates a record.
  const readable = new Set();
  const collectionOf = (template) => {
    // v2.0's paths start with the version (`/v2/notes`), which is not part of the resource (`notes`,
    // as `_href`s name it); a search (`POST /meetings/settings/searches`) lists its parent's records.
    const segments = segmentsOf(template).filter((s, i) => !(i === 0 && /^v\d+$/.test(s)));
    const last = segments.length - 1;
    const named = (isParam(segments[last]) ? segments.slice(0, last) : segments).filter((s) => !isParam(s));
    if (named.at(-1) === 'searches') named.pop();
    return {segments, collection: named.join('/'), endsWithParam: isParam(segments[last])};
  };
  for (const {path: template, method, operation} of all) {
    if (method !== 'get' && !/\/searches$/.test(template)) continue;
    const {collection} = collectionOf(template);
    const ok = Object.keys(operation.responses ?? {}).find((s) => s.startsWith('2'));
    if (ok && recordSchemaOf(doc, deref(doc, operation.responses[ok]).content?.['application/json'])) readable.add(collection);
  }
  for (const {path: template, method, operation, pathParameters} of all) {
    const status = Number(Object.keys(operation.responses ?? {}).find((s) => s.startsWith('2')));
    const response = deref(doc, operation.responses[String(status)]);
    const media = response.content?.['application/json'];
    const responseSchema = media?.schema && deref(doc, media.schema);
    const dataSchema = responseSchema?.properties?.data ? deref(doc, responseSchema.properties.data) : responseSchema;
    const returnsList = dataSchema?.type === 'array';
    const {collection, endsWithParam} = collectionOf(template);
    const literalTail = !endsWithParam;
    const hasParentParam = collectionOf(template).segments.slice(0, -1).some(isParam);
    let kind = 'action';
    if (method === 'get' && returnsList) kind = 'list';
    else if (method === 'get' && endsWithParam) kind = 'show';
    else if (method === 'get' && !hasParentParam && media) kind = 'singleton';
    else if (method === 'post' && returnsList && /\/searches$/.test(template)) kind = 'search';
    else if (method === 'post' && literalTail && readable.has(collection)) kind = 'create';
    else if (method === 'put' && endsWithParam && readable.has(collection)) kind = 'update';
    else if (method === 'delete' && endsWithParam) kind = 'delete';
    // A sub-view of one record (`/conversations/{id}/extensive`) answers from its example once the record exists.
    if (method === 'get' && !returnsList && literalTail && hasParentParam) kind = 'action';

    const parameters = [...pathParameters, ...(operation.parameters ?? [])].map((p) => deref(doc, p));
    const params = parameters.map((p) => {
      const schema = reduceSchema(doc, p.schema ?? {});
      const param = {name: p.name, in: p.in};
      for (const key of ['type', 'enum', 'format', 'items', 'minimum', 'maximum']) if (schema[key] !== undefined) param[key] = schema[key];
      if (p.required) param.required = true;
      const fallback = deref(doc, p.schema ?? {})?.default;
      if (fallback !== undefined) param.default = fallback;
      return param;
    });
    const requestBody = operation.requestBody && deref(doc, operation.requestBody);
    const bodyMedia = requestBody?.content?.['application/json'];
    const security = operation.security ?? doc.security ?? [];
    const scopes = [...new Set(security.flatMap((requirement) => Object.values(requirement).flat()))];
    const entry = {
      version,
      method: method.toUpperCase(),
      path: template,
      // The path the request line carries (the server's path, then the template).
      route: `${prefix}${template}`,
      operationId: operation.operationId,
      kind,
      resource: collection,
      params,
      scopes,
      status,
    };
    if (bodyMedia?.schema) {
      entry.body = reduceSchema(doc, bodyMedia.schema);
      if (requestBody.required) entry.bodyRequired = true;
    }
    if (['list', 'show', 'create', 'update', 'search'].includes(kind)) entry.fields = recordFields(doc, recordSchemaOf(doc, media));
    entry.envelope = Boolean(responseSchema?.properties?.data);
    if (kind === 'list' || kind === 'search') entry.paging = Boolean(responseSchema?.properties?.metadata);
    if (kind === 'action' || kind === 'singleton' || kind === 'create') {
      const example = firstExample(doc, media);
      if (example !== undefined) entry.example = example;
    }
    out.push(entry);
  }
  // A resource's record fields once, on its first operation that has them: the engine looks them up
  // by resource (the list, show, create and update operations of a resource return the same record).
  const seen = new Map();
  for (const entry of out) {
    if (!entry.fields) continue;
    const same = seen.get(entry.resource);
    if (same === undefined) seen.set(entry.resource, JSON.stringify(entry.fields));
    else if (same === JSON.stringify(entry.fields)) delete entry.fields;
  }
  return out;
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An ISO time moved back by `hours`, written with the original offset and microsecond precision. */
function shiftTime(value, hours) {
  const match = /([+-]\d{2}):(\d{2})$|Z$/.exec(value);
  const offsetMinutes = match && match[1] ? (match[1].startsWith('-') ? -1 : 1) * (Math.abs(Number(match[1])) * 60 + Number(match[2])) : 0;
  const micros = /\.(\d+)/.exec(value)?.[1]?.padEnd(6, '0').slice(0, 6) ?? '000000';
  const shifted = new Date(Date.parse(value) - hours * 3600_000 + offsetMinutes * 60_000);
  const offset = match && match[1] ? `${match[1]}:${match[2]}` : '+00:00';
  return `${shifted.toISOString().slice(0, 19)}.${micros}${offset}`;
}

/** The resource (collection path without the version) an `_href` names, and the id. */
export function hrefTarget(href) {
  const match = /^https:\/\/api\.salesloft\.com\/v2\/(.+)\/([^/]+)$/.exec(String(href));
  if (!match) return null;
  return {resource: match[1], id: /^\d+$/.test(match[2]) ? Number(match[2]) : match[2]};
}

/** Plural forms an `<x>_id` field may name (`person_id` -> people). */
const pluralsOf = (singular) => [singular === 'person' ? 'people' : null, singular.replace(/y$/, 'ies'), `${singular}s`, `${singular}es`].filter(Boolean);

/** The seeded resource an `<x>_id` field points at, if any. */
export function idFieldTarget(name, resources) {
  const match = /^(.+)_id$/.exec(name);
  if (!match) return null;
  const names = pluralsOf(match[1]);
  return [...resources].find((resource) => names.includes(resource.split('/').pop())) ?? null;
}

/** Every reference a record makes: nested `{id, _href}` objects and `*_id` fields (top level). */
function referencesOf(value, resources, out = [], top = true) {
  if (Array.isArray(value)) {
    for (const item of value) referencesOf(item, resources, out, false);
  } else if (value && typeof value === 'object') {
    if ('_href' in value && 'id' in value) {
      const target = hrefTarget(value._href);
      if (target && resources.has(target.resource)) out.push({resource: target.resource, id: value.id});
    }
    for (const [key, item] of Object.entries(value)) {
      if (top && (typeof item === 'number' || typeof item === 'string')) {
        const resource = idFieldTarget(key, resources);
        if (resource && key !== 'id') out.push({resource, id: item});
      } else if (item && typeof item === 'object') referencesOf(item, resources, out, false);
    }
  }
  return out;
}

/**
 * Names for the variants of records that hold a person's name (people, users, CRM users), so that
 * a list reads as a team rather than one person many times. Fictional, as the specs' examples are.
 */
const NAMES = [
  ['Lee', 'Chen'],
  ['Maria', 'Garcia'],
  ['Sam', 'Okafor'],
  ['Priya', 'Nair'],
  ['Jonas', 'Berg'],
  ['Aisha', 'Khan'],
  ['Tom', 'Becker'],
  ['Grace', 'Park'],
  ['Omar', 'Haddad'],
];

/** A variant of `record` numbered `k`: a new id, earlier times, another name, distinct emails and GUIDs. */
function variantOf(record, k, id) {
  const copy = structuredClone(record);
  copy.id = id;
  if (typeof copy.first_name === 'string' && typeof copy.last_name === 'string' && k > 0) {
    const [first, last] = NAMES[(k - 1) % NAMES.length];
    const old = `${copy.first_name} ${copy.last_name}`;
    const local = `${first}.${last}${k > NAMES.length ? `+${k}` : ''}`.toLowerCase();
    for (const key of ['display_name', 'name', 'full_name']) if (copy[key] === old) copy[key] = `${first} ${last}`;
    for (const key of ['email_address', 'email']) if (typeof copy[key] === 'string') copy[key] = copy[key].replace(/^[^@]*@/, `${local}@`);
    copy.first_name = first;
    copy.last_name = last;
  }
  for (const [key, value] of Object.entries(copy)) {
    if (key === 'id' || typeof value !== 'string') continue;
    if (ISO_TIME.test(value)) copy[key] = shiftTime(value, k * 29);
    else if (/^[^@\s"<]+@[^@\s>]+$/.test(value) && value === record[key]) copy[key] = value.replace('@', k > NAMES.length || !('first_name' in copy) ? `+${k}@` : '@');
    else if (UUID.test(value) && /guid|uuid/.test(key)) copy[key] = `${value.slice(0, -4)}${(parseInt(value.slice(-4), 16) ^ k).toString(16).padStart(4, '0')}`;
  }
  if (typeof copy.full_email_address === 'string' && typeof copy.email_address === 'string') copy.full_email_address = `"${[copy.first_name, copy.last_name].filter(Boolean).join(' ')}" <${copy.email_address}>`;
  return copy;
}

/** The id of variant `k` of a resource whose largest id is `max` (numbers) or whose first id is `first` (strings). */
function variantId(first, max, k) {
  // Below the first example's id, so that a record created later gets the next id after it.
  if (typeof first === 'number') return first - k * 17 >= 1 ? first - k * 17 : max + k;
  if (UUID.test(first)) return `${first.slice(0, -4)}${(parseInt(first.slice(-4), 16) ^ (k * 0x111)).toString(16).padStart(4, '0')}`;
  return `${first}-${k + 1}`;
}

/**
 * One version's seed: resource -> records, from the table's list and show operations' examples and
 * the request examples' references.
 */
export function seedOf(doc, table) {
  /** @type {Map<string, Map<string | number, object>>} */
  const records = new Map();
  /** Records without an id (account types, ...), kept as the examples give them. */
  const anonymous = new Map();
  const add = (resource, record) => {
    if (!record || typeof record !== 'object' || Array.isArray(record)) return;
    if (record.id === undefined) {
      if (!anonymous.has(resource)) anonymous.set(resource, []);
      const list = anonymous.get(resource);
      if (!list.some((r) => JSON.stringify(r) === JSON.stringify(record))) list.push(record);
      return;
    }
    if (!records.has(resource)) records.set(resource, new Map());
    if (!records.get(resource).has(record.id)) records.get(resource).set(record.id, structuredClone(record));
  };
  const byId = new Map(table.map((op) => [op.operationId, op]));
  for (const {operation} of operationsOf(doc)) {
    const op = byId.get(operation.operationId);
    // Not a create's answer: that record is what its request example makes, so it does not exist before.
    if (!op || !['list', 'show', 'update', 'search'].includes(op.kind)) continue;
    const media = deref(doc, operation.responses[String(op.status)]).content?.['application/json'];
    const example = firstExample(doc, media);
    if (example === undefined) continue;
    const data = op.envelope ? example?.data : example;
    for (const record of Array.isArray(data) ? data : [data]) add(op.resource, record);
  }
  const resources = new Set([...records.keys()]);
  // Variants up to RECORDS_PER_RESOURCE.
  for (const map of records.values()) {
    const originals = [...map.values()];
    const first = originals[0].id;
    const max = Math.max(...[...map.keys()].filter((id) => typeof id === 'number'), 0);
    for (let k = 1; map.size < RECORDS_PER_RESOURCE; k += 1) {
      const id = variantId(first, max, k);
      if (!map.has(id)) map.set(id, variantOf(originals[(k - 1) % originals.length], k, id));
    }
  }
  // Every id a record or a request example names exists: missing ones become copies of the
  // resource's first record with that id (repeated, since a copy carries references too).
  const requestExamples = [...operationsOf(doc)].flatMap(({operation}) => {
    const body = operation.requestBody && deref(doc, operation.requestBody);
    const example = firstExample(doc, body?.content?.['application/json']);
    return example && typeof example === 'object' ? [example] : [];
  });
  for (let pass = 0; pass < 4; pass += 1) {
    let added = 0;
    const all = [...[...records.values()].flatMap((map) => [...map.values()]), ...requestExamples];
    for (const reference of all.flatMap((record) => referencesOf(record, resources))) {
      const map = records.get(reference.resource);
      const numeric = typeof [...map.keys()][0] === 'number';
      // A digit string names a numeric id (`"call_id": "45120"`); another string, a user's guid.
      const id = numeric && typeof reference.id === 'string' && /^\d+$/.test(reference.id) ? Number(reference.id) : reference.id;
      const [template] = map.values();
      if (numeric && typeof id === 'string') {
        if (!('guid' in template) || [...map.values()].some((r) => r.guid === id)) continue;
        const next = Math.max(...map.keys()) + 1;
        map.set(next, {...variantOf(template, map.size, next), guid: id});
        added += 1;
        continue;
      }
      if (map.has(id) || typeof id !== typeof [...map.keys()][0]) continue;
      map.set(id, variantOf(template, map.size, id));
      added += 1;
    }
    if (added === 0) break;
  }
  // An email address a create request example gives is free: that example makes the person.
  const taken = new Set(requestExamples.map((example) => example.email_address).filter((email) => typeof email === 'string'));
  for (const map of records.values()) {
    for (const record of map.values()) {
      if (typeof record.email_address === 'string' && taken.has(record.email_address)) {
        record.email_address = record.email_address.replace('@', '+sample@');
        if (typeof record.full_email_address === 'string') record.full_email_address = record.full_email_address.replace(/<[^>]*>/, `<${record.email_address}>`);
      }
    }
  }
  // References use the href form `https://api.salesloft.com/v2/<resource>/<id>` (v1 has none).
  const seed = {};
  for (const [resource, map] of [...records].sort(([a], [b]) => a.localeCompare(b))) seed[resource] = [...map.values()];
  for (const [resource, list] of anonymous) if (!seed[resource]) seed[resource] = list;
  return seed;
}

/**
 * Both versions' tables and seeds from the spec folders under `specRoot` (openapi/), keyed `v2`, `v1`:
 * `v` and the major version, as in the API's paths. `assembled` (version folder -> assembleSpec's
 * result, as gen-api-docs holds them) spares assembling a version again; nothing here changes it.
 * @param {string} specRoot
 * @param {Map<string, {doc: object}>} [assembled]
 */
export function buildSampleData(specRoot, assembled = new Map()) {
  const out = {operations: [], seed: {}};
  for (const {version: id} of API_VERSIONS) {
    const version = `v${id.split('.')[0]}`;
    const folder = apiSourceFolder(id);
    const {doc} = assembled.get(folder) ?? assembleSpec(path.join(specRoot, folder));
    const table = operationTable(doc, version);
    out.operations.push(...table);
    out.seed[version] = seedOf(doc, table);
  }
  return out;
}

/**
 * gen-api-docs' step: writes operations.json and seed.json to src/sampleApi/generated/ under `root`.
 * Returns a line for the log.
 */
export function writeSampleData(root, specRoot = path.join(root, 'openapi'), assembled = new Map()) {
  const data = buildSampleData(specRoot, assembled);
  const dir = path.join(root, SAMPLE_DATA_DIR);
  fs.mkdirSync(dir, {recursive: true});
  fs.writeFileSync(path.join(dir, 'operations.json'), JSON.stringify(data.operations));
  fs.writeFileSync(path.join(dir, 'seed.json'), JSON.stringify(data.seed));
  const count = (version) => Object.values(data.seed[version]).reduce((n, list) => n + list.length, 0);
  return `gen-api-docs: sample data: ${data.operations.length} operations, ${count('v2')} v2 and ${count('v1')} v1 seed records -> ${SAMPLE_DATA_DIR}`;
}
