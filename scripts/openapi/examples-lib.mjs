/**
 * Checks an assembled OpenAPI 3.0 document's response examples against the responses they belong
 * to: that every documented body has an example, that the example fits the body's schema, and
 * what an operation accepts (so that a 422 example can be held to the operation's own fields).
 *
 * The schema check covers the OpenAPI 3.0 subset these specs use (types with `nullable`, `enum`,
 * `properties`/`required`/`additionalProperties`, `items`, `allOf`/`oneOf`/`anyOf`, bounds and a
 * few formats). A general JSON Schema validator would treat `nullable` as unknown and reject every
 * `null` the API returns, which is why this is not Ajv.
 */

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'patch'];

/** Follows a local `$ref` (`#/components/...`) to what it names. */
export function deref(doc, node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) throw new Error(`circular $ref ${current.$ref}`);
    seen.add(current.$ref);
    const target = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce((at, key) => at?.[key.replace(/~1/g, '/').replace(/~0/g, '~')], doc);
    if (target === undefined) throw new Error(`$ref ${current.$ref} does not resolve`);
    current = target;
  }
  return current;
}

const FORMATS = {
  'date-time': (v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(v),
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v),
  uri: (v) => /^[a-z][a-z0-9+.-]*:\/\/\S+$/i.test(v),
  email: (v) => /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(v),
  uuid: (v) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v),
};

function typeOf(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/**
 * Validates `value` against `schema` and returns the problems, each `path: message`; an empty list
 * means the value fits.
 */
export function validate(doc, schemaOrRef, value, at = '$') {
  const schema = deref(doc, schemaOrRef);
  if (!schema || typeof schema !== 'object') return [];
  const problems = [];

  if (schema.allOf) for (const part of schema.allOf) problems.push(...validate(doc, part, value, at));
  for (const key of ['oneOf', 'anyOf']) {
    if (!schema[key]) continue;
    if (value === null && schema.nullable) continue;
    const fits = schema[key].filter((part) => validate(doc, part, value, at).length === 0).length;
    if (key === 'oneOf' ? fits !== 1 : fits === 0) problems.push(`${at}: fits ${fits} of the ${key} branches`);
  }

  if (value === null) {
    if (!schema.nullable && schema.type) problems.push(`${at}: is null but the schema is not nullable`);
    return problems;
  }

  const actual = typeOf(value);
  if (schema.type) {
    const ok = schema.type === actual || (schema.type === 'number' && actual === 'integer');
    if (!ok) {
      problems.push(`${at}: is ${actual}, the schema says ${schema.type}`);
      return problems;
    }
  }
  if (schema.enum && !schema.enum.some((option) => option === value)) problems.push(`${at}: ${JSON.stringify(value)} is not one of ${schema.enum.join(', ')}`);

  if (actual === 'string') {
    const check = FORMATS[schema.format];
    if (check && !check(value)) problems.push(`${at}: "${value}" is not a ${schema.format}`);
    if (schema.pattern && !new RegExp(schema.pattern).test(value)) problems.push(`${at}: "${value}" does not match ${schema.pattern}`);
  }
  if (actual === 'integer' || actual === 'number') {
    if (schema.minimum !== undefined && value < schema.minimum) problems.push(`${at}: ${value} is below ${schema.minimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) problems.push(`${at}: ${value} is above ${schema.maximum}`);
  }
  if (actual === 'array' && schema.items) {
    value.forEach((item, i) => problems.push(...validate(doc, schema.items, item, `${at}[${i}]`)));
  }
  if (actual === 'object') {
    const properties = schema.properties ?? {};
    for (const name of schema.required ?? []) {
      if (!(name in value)) problems.push(`${at}: lacks the required property ${name}`);
    }
    for (const [name, item] of Object.entries(value)) {
      if (properties[name]) problems.push(...validate(doc, properties[name], item, `${at}.${name}`));
      else if (schema.additionalProperties === false) problems.push(`${at}: has ${name}, which the schema does not allow`);
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        problems.push(...validate(doc, schema.additionalProperties, item, `${at}.${name}`));
      }
    }
  }
  return problems;
}

/** Every operation of the document with its path, method and path-level parameters. */
export function* operations(doc) {
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (operation) yield {path, method, operation, pathParameters: item.parameters ?? []};
    }
  }
}

/**
 * Every documented response of every operation, dereferenced, with its JSON media type (if the
 * response has a body).
 */
export function* responses(doc) {
  for (const op of operations(doc)) {
    for (const [status, responseOrRef] of Object.entries(op.operation.responses ?? {})) {
      const response = deref(doc, responseOrRef);
      const media = response.content?.['application/json'];
      yield {...op, status, response, media: media ? {...media, schema: media.schema} : undefined};
    }
  }
}

/** The examples a media type object holds: `example` and each of `examples`. */
export function examplesOf(doc, media) {
  if (!media) return [];
  const out = [];
  if (media.example !== undefined) out.push(media.example);
  for (const example of Object.values(media.examples ?? {})) {
    const resolved = deref(doc, example);
    if (resolved?.value !== undefined) out.push(resolved.value);
  }
  return out;
}

/** Property names of a schema, nested ones included (`person_id`, `attendees`, `email`...). */
function propertyNames(doc, schemaOrRef, into, seen = new Set()) {
  const schema = deref(doc, schemaOrRef);
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return into;
  seen.add(schema);
  for (const [name, property] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    propertyNames(doc, property, into, seen);
  }
  for (const key of ['allOf', 'oneOf', 'anyOf']) for (const part of schema[key] ?? []) propertyNames(doc, part, into, seen);
  if (schema.items) propertyNames(doc, schema.items, into, seen);
  return into;
}

/**
 * Names a reader can send to an operation: its parameters (`updated_at[gt]` also counts as
 * `updated_at`) and the properties of its request body, nested ones included.
 */
export function requestFields(doc, {operation, pathParameters}) {
  const fields = new Set();
  for (const parameterOrRef of [...pathParameters, ...(operation.parameters ?? [])]) {
    const parameter = deref(doc, parameterOrRef);
    fields.add(parameter.name);
    fields.add(parameter.name.replace(/\[.*$/, ''));
  }
  const body = operation.requestBody && deref(doc, operation.requestBody);
  for (const media of Object.values(body?.content ?? {})) {
    propertyNames(doc, media.schema, fields);
    // A free-form body (`additionalProperties`) names its fields only in its example.
    if (media.example && typeof media.example === 'object') for (const name of Object.keys(media.example)) fields.add(name);
  }
  return fields;
}

/** A list response: a `data` array beside `metadata`. */
export function isListResponse(doc, media) {
  const schema = media?.schema && deref(doc, media.schema);
  const data = schema?.properties?.data && deref(doc, schema.properties.data);
  return data?.type === 'array' && Boolean(schema.properties.metadata);
}
