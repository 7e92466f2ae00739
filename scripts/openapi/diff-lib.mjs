/**
 * What changed in the public API between two assembled specs (issue 19, `npm run spec:diff`):
 * operations added and removed, and per operation the parameters, request-body fields and
 * response fields added, removed or retyped. Removing something that was not first marked
 * `deprecated: true` breaks clients, so it is reported as an error.
 */

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];
/** Nesting followed into schemas; deeper fields are compared as their parent's type. */
const MAX_DEPTH = 8;

const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/** Follows local `$ref`s ("#/components/schemas/X") until a real node. */
function deref(doc, node, seen = new Set()) {
  let current = node;
  while (isObject(current) && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) return {};
    seen.add(current.$ref);
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((acc, key) => (isObject(acc) ? acc[key] : undefined), doc);
  }
  return current ?? {};
}

/** `allOf` members merged into one schema. */
function merged(doc, schema) {
  const s = deref(doc, schema);
  if (!Array.isArray(s.allOf)) return s;
  const out = {...s, allOf: undefined, properties: {...(s.properties ?? {})}, required: [...(s.required ?? [])]};
  for (const part of s.allOf.map((p) => merged(doc, p))) {
    Object.assign(out.properties, part.properties ?? {});
    out.required.push(...(part.required ?? []));
    for (const key of ['type', 'format', 'nullable', 'items', 'deprecated']) if (out[key] === undefined && part[key] !== undefined) out[key] = part[key];
  }
  if (!out.type && Object.keys(out.properties).length) out.type = 'object';
  return out;
}

/** A schema's type as compared: `string(date-time)`, `array<integer>`, `object`, `string|null`. */
export function typeName(doc, schema, depth = 0) {
  const s = merged(doc, schema);
  const alternatives = s.oneOf ?? s.anyOf;
  if (Array.isArray(alternatives)) return alternatives.map((a) => typeName(doc, a, depth + 1)).sort().join('|');
  let type = Array.isArray(s.type) ? [...s.type].sort().join('|') : (s.type ?? (s.properties ? 'object' : 'any'));
  if (type === 'array' && depth < MAX_DEPTH) type = `array<${typeName(doc, s.items ?? {}, depth + 1)}>`;
  if (s.format) type += `(${s.format})`;
  if (s.nullable) type += '|null';
  return type;
}

/**
 * Every field of a schema by its path (`data[].owner.id`), with its type and whether it is
 * deprecated (itself or an ancestor).
 * @returns {Map<string, {type: string, deprecated: boolean, required: boolean}>}
 */
export function fieldsOf(doc, schema, prefix = '', depth = 0, inheritedDeprecated = false, out = new Map(), refs = new Set()) {
  if (depth > MAX_DEPTH || !schema) return out;
  const ref = isObject(schema) && typeof schema.$ref === 'string' ? schema.$ref : null;
  if (ref && refs.has(ref)) return out;
  const nextRefs = ref ? new Set([...refs, ref]) : refs;
  const s = merged(doc, schema);
  if (s.type === 'array' || (s.items && !s.properties)) {
    return fieldsOf(doc, s.items, `${prefix}[]`, depth + 1, inheritedDeprecated, out, nextRefs);
  }
  const options = s.oneOf ?? s.anyOf;
  if (Array.isArray(options)) {
    for (const option of options) fieldsOf(doc, option, prefix, depth + 1, inheritedDeprecated, out, nextRefs);
    return out;
  }
  const required = new Set(s.required ?? []);
  for (const [name, raw] of Object.entries(s.properties ?? {})) {
    const prop = merged(doc, raw);
    const fieldPath = prefix ? `${prefix}.${name}` : name;
    const deprecated = inheritedDeprecated || prop.deprecated === true;
    out.set(fieldPath, {type: typeName(doc, raw), deprecated, required: required.has(name)});
    fieldsOf(doc, raw, fieldPath, depth + 1, deprecated, out, nextRefs);
  }
  return out;
}

/** Every operation of a spec by `METHOD /path`. */
export function operationsOf(doc) {
  const ops = new Map();
  for (const [p, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = deref(doc, rawItem);
    for (const method of METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((param) => deref(doc, param));
      ops.set(`${method.toUpperCase()} ${p}`, {op, parameters});
    }
  }
  return ops;
}

function jsonSchemaOf(doc, holder) {
  const content = deref(doc, holder)?.content ?? {};
  const media = content['application/json'] ?? Object.values(content)[0];
  return media?.schema;
}

/**
 * Compares two maps of named things; pushes change lines and, for removals not deprecated first,
 * errors.
 */
function compare(kind, before, after, where, result, {removalBreaks}) {
  for (const [name, old] of before) {
    const now = after.get(name);
    if (!now) {
      result.changes.push({where, kind, change: 'removed', name, detail: old.type});
      if (removalBreaks && !old.deprecated) {
        result.errors.push(`${where}: ${kind} \`${name}\` was removed without being marked \`deprecated: true\` first`);
      }
    } else {
      if (now.type !== old.type) result.changes.push({where, kind, change: 'retyped', name, detail: `${old.type} -> ${now.type}`});
      // The warning a client gets before a removal (the changelog and spec:diff report it).
      if (!old.deprecated && now.deprecated) result.changes.push({where, kind, change: 'deprecated', name, detail: ''});
    }
  }
  for (const [name, now] of after) {
    if (!before.has(name)) result.changes.push({where, kind, change: 'added', name, detail: `${now.type}${now.required ? ', required' : ''}`});
  }
}

/**
 * @returns {{added: string[], removed: string[], changes: Array<{where: string, kind: string, change: string, name: string, detail: string}>, errors: string[]}}
 */
export function diffSpecs(oldDoc, newDoc) {
  const result = {added: [], removed: [], changes: [], errors: []};
  const before = operationsOf(oldDoc);
  const after = operationsOf(newDoc);
  for (const [key, {op}] of before) {
    if (after.has(key)) continue;
    result.removed.push(key);
    if (op.deprecated !== true) result.errors.push(`${key} (${op.operationId ?? 'no operationId'}) was removed without being marked \`deprecated: true\` first`);
  }
  for (const key of after.keys()) if (!before.has(key)) result.added.push(key);

  for (const [key, {op: oldOp, parameters: oldParams}] of before) {
    const current = after.get(key);
    if (!current) continue;
    const {op: newOp, parameters: newParams} = current;
    const params = (doc, list) =>
      new Map(list.map((p) => [`${p.name} (${p.in})`, {type: typeName(doc, p.schema ?? {}), deprecated: p.deprecated === true || deref(doc, p.schema)?.deprecated === true, required: p.required === true}]));
    compare('parameter', params(oldDoc, oldParams), params(newDoc, newParams), key, result, {removalBreaks: true});
    compare('request field', fieldsOf(oldDoc, jsonSchemaOf(oldDoc, oldOp.requestBody)), fieldsOf(newDoc, jsonSchemaOf(newDoc, newOp.requestBody)), key, result, {removalBreaks: true});
    const statuses = new Set([...Object.keys(oldOp.responses ?? {}), ...Object.keys(newOp.responses ?? {})]);
    for (const status of [...statuses].sort()) {
      const oldFields = fieldsOf(oldDoc, jsonSchemaOf(oldDoc, oldOp.responses?.[status]));
      const newFields = fieldsOf(newDoc, jsonSchemaOf(newDoc, newOp.responses?.[status]));
      // Clients read success bodies; a field gone from an error body breaks nobody's parsing.
      compare(`response field (${status})`, oldFields, newFields, key, result, {removalBreaks: status.startsWith('2')});
    }
    if (oldOp.deprecated !== true && newOp.deprecated === true) result.changes.push({where: key, kind: 'operation', change: 'deprecated', name: key, detail: ''});
  }
  return result;
}

/** The diff as Markdown for a pull request. */
export function formatDiff(version, result) {
  const lines = [`## API ${version}`, ''];
  if (!result.added.length && !result.removed.length && !result.changes.length) return [...lines, 'No changes to the public API.', ''].join('\n');
  if (result.added.length) lines.push('### Operations added', '', ...result.added.map((k) => `- \`${k}\``), '');
  if (result.removed.length) lines.push('### Operations removed', '', ...result.removed.map((k) => `- \`${k}\``), '');
  const byOperation = new Map();
  for (const change of result.changes) {
    if (!byOperation.has(change.where)) byOperation.set(change.where, []);
    byOperation.get(change.where).push(change);
  }
  if (byOperation.size) {
    lines.push('### Operations changed', '');
    for (const [where, changes] of [...byOperation].sort(([a], [b]) => a.localeCompare(b))) {
      lines.push(`#### \`${where}\``, '');
      for (const c of changes) {
        lines.push(c.kind === 'operation' ? `- marked deprecated` : `- ${c.kind} \`${c.name}\` ${c.change}${c.detail ? ` (${c.detail})` : ''}`);
      }
      lines.push('');
    }
  }
  if (result.errors.length) lines.push('### Breaking changes', '', ...result.errors.map((e) => `- ${e}`), '');
  return lines.join('\n');
}
