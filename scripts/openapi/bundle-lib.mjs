/**
 * Assembles an API version's OpenAPI document from its entry file and its per-resource fragments,
 * and rejects malformed input with messages that name the file and the place.
 *
 * Layout per version (see docs/decisions/0001-openapi-fragments.md):
 *   openapi/<version>/openapi.yaml         entry: info, servers, security, shared components
 *   openapi/<version>/resources/*.yaml     fragments: `tags`, `paths`, `components`
 */
import fs from 'node:fs';
import path from 'node:path';
import {isMap, isSeq, LineCounter, parseDocument} from 'yaml';

/** A spec problem, already formatted as `file:line:column: message`. */
export class SpecError extends Error {
  constructor(message) {
    super(message);
    this.name = 'SpecError';
  }
}

const FRAGMENT_KEYS = new Set(['tags', 'paths', 'components']);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Parses one YAML file. Every syntax error and warning becomes a SpecError naming file:line:col.
 * Returns the plain value and a function that maps a key path to `file:line:col`.
 */
export function loadYaml(file) {
  const text = fs.readFileSync(file, 'utf8');
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter, uniqueKeys: true, prettyErrors: false});
  const problems = [...doc.errors, ...doc.warnings];
  if (problems.length > 0) {
    const first = problems[0];
    const {line, col} = lineCounter.linePos(first.pos[0]);
    throw new SpecError(`${file}:${line}:${col}: ${first.message.split('\n')[0]}`);
  }
  const where = (keyPath) => {
    let node = doc.contents;
    let pos = node?.range?.[0] ?? 0;
    for (const key of keyPath) {
      if (isMap(node)) {
        const pair = node.items.find((item) => String(item.key?.value ?? item.key) === String(key));
        if (!pair) break;
        pos = pair.key?.range?.[0] ?? pos;
        node = pair.value;
      } else if (isSeq(node)) {
        node = node.items[Number(key)];
        pos = node?.range?.[0] ?? pos;
      } else {
        break;
      }
    }
    const {line, col} = lineCounter.linePos(pos);
    return `${file}:${line}:${col}`;
  };
  return {value: doc.toJS(), where};
}

function isObject(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function decodePointerToken(token) {
  return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Walks a value and yields every `$ref` string with the key path that holds it. */
function* refs(value, keyPath = []) {
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) yield* refs(item, [...keyPath, i]);
  } else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') yield {ref: item, keyPath: [...keyPath, key]};
      else yield* refs(item, [...keyPath, key]);
    }
  }
}

function resolvePointer(doc, pointer) {
  let node = doc;
  for (const token of pointer.replace(/^#\//, '').split('/').map(decodePointerToken)) {
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = node[token];
    if (node === undefined) return undefined;
  }
  return node;
}

/**
 * Builds one version's document. `dir` is `openapi/<version>`.
 * Throws SpecError on malformed YAML, a misplaced key, a duplicate, or a dangling `$ref`.
 */
export function assembleSpec(dir) {
  const entryFile = path.join(dir, 'openapi.yaml');
  if (!fs.existsSync(entryFile)) throw new SpecError(`${entryFile}: entry file is missing`);
  const entry = loadYaml(entryFile);
  const doc = entry.value;
  if (!isObject(doc) || typeof doc.openapi !== 'string' || !doc.openapi.startsWith('3.')) {
    throw new SpecError(`${entry.where(['openapi'])}: expected an OpenAPI 3.x document ("openapi: 3.0.3")`);
  }
  if (!isObject(doc.info) || typeof doc.info.title !== 'string') {
    throw new SpecError(`${entry.where(['info'])}: info.title is required`);
  }
  doc.tags ??= [];
  doc.paths ??= {};
  doc.components ??= {};

  // Which file defined what, so that duplicates and dangling refs name the right place.
  const origin = new Map();
  const note = (kind, name, where) => origin.set(`${kind}:${name}`, where);
  for (const tag of doc.tags) note('tag', tag.name, entry.where(['tags']));
  for (const p of Object.keys(doc.paths)) note('path', p, entry.where(['paths', p]));
  for (const [section, items] of Object.entries(doc.components)) {
    for (const name of Object.keys(items ?? {})) note(section, name, entry.where(['components', section, name]));
  }
  // The entry as written, before fragments are merged into `doc`.
  const located = [{where: entry.where, value: structuredClone(doc), file: entryFile}];

  const resourcesDir = path.join(dir, 'resources');
  const fragments = fs.existsSync(resourcesDir)
    ? fs.readdirSync(resourcesDir).filter((f) => /\.ya?ml$/.test(f)).sort()
    : [];
  for (const name of fragments) {
    const file = path.join(resourcesDir, name);
    const {value, where} = loadYaml(file);
    if (!isObject(value)) throw new SpecError(`${file}:1:1: a fragment must be a mapping with tags, paths or components`);
    for (const key of Object.keys(value)) {
      if (!FRAGMENT_KEYS.has(key)) {
        throw new SpecError(`${where([key])}: unexpected top-level key "${key}" (a fragment holds only tags, paths and components)`);
      }
    }
    for (const [i, tag] of (value.tags ?? []).entries()) {
      if (!isObject(tag) || typeof tag.name !== 'string') throw new SpecError(`${where(['tags', i])}: a tag needs a name`);
      const seen = origin.get(`tag:${tag.name}`);
      if (seen) throw new SpecError(`${where(['tags', i])}: tag "${tag.name}" is already defined at ${seen}`);
      note('tag', tag.name, where(['tags', i]));
      doc.tags.push(tag);
    }
    for (const [p, item] of Object.entries(value.paths ?? {})) {
      const seen = origin.get(`path:${p}`);
      if (seen) throw new SpecError(`${where(['paths', p])}: path "${p}" is already defined at ${seen}`);
      if (!p.startsWith('/')) throw new SpecError(`${where(['paths', p])}: path "${p}" must start with "/"`);
      note('path', p, where(['paths', p]));
      doc.paths[p] = item;
    }
    for (const [section, items] of Object.entries(value.components ?? {})) {
      doc.components[section] ??= {};
      for (const [componentName, component] of Object.entries(items ?? {})) {
        const seen = origin.get(`${section}:${componentName}`);
        if (seen) {
          throw new SpecError(`${where(['components', section, componentName])}: components.${section}.${componentName} is already defined at ${seen}`);
        }
        note(section, componentName, where(['components', section, componentName]));
        doc.components[section][componentName] = component;
      }
    }
    located.push({where, value, file});
  }

  // Operation checks: unique operationIds, tags that exist.
  const operationIds = new Map();
  const tagNames = new Set(doc.tags.map((t) => t.name));
  for (const {where, value} of located) {
    for (const [p, item] of Object.entries(value.paths ?? {})) {
      if (!isObject(item)) throw new SpecError(`${where(['paths', p])}: a path item must be a mapping`);
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (op === undefined) continue;
        const at = where(['paths', p, method]);
        if (!isObject(op)) throw new SpecError(`${at}: ${method.toUpperCase()} ${p} must be a mapping`);
        if (typeof op.operationId !== 'string' || op.operationId === '') {
          throw new SpecError(`${at}: ${method.toUpperCase()} ${p} has no operationId`);
        }
        const seen = operationIds.get(op.operationId);
        if (seen) throw new SpecError(`${at}: operationId "${op.operationId}" is already used at ${seen}`);
        operationIds.set(op.operationId, at);
        for (const tag of op.tags ?? []) {
          if (!tagNames.has(tag)) throw new SpecError(`${where(['paths', p, method, 'tags'])}: tag "${tag}" is not defined in any tags list`);
        }
      }
    }
  }

  // Every local $ref must land somewhere in the assembled document.
  for (const {where, value} of located) {
    for (const {ref, keyPath} of refs(value)) {
      if (!ref.startsWith('#/')) {
        throw new SpecError(`${where(keyPath)}: only local references ("#/components/...") are allowed, found "${ref}"`);
      }
      if (resolvePointer(doc, ref) === undefined) {
        throw new SpecError(`${where(keyPath)}: $ref "${ref}" does not resolve`);
      }
    }
  }
  return {doc, operationIds: [...operationIds.keys()]};
}
