/**
 * Assembles an API version's OpenAPI document from its entry file and its per-resource fragments,
 * and rejects malformed input with messages that name the file and the place.
 *
 * Layout per version (see docs/decisions/0001-openapi-fragments.md):
 *   openapi/<version>/openapi.yaml         entry: info, servers, security, shared components
 *   openapi/<version>/resources/*.yaml     fragments: `tags`, `paths`, `components`, and `x-webhooks`
 *                                          (the events Salesloft posts, docusaurus-plugin-openapi-docs'
 *                                          OpenAPI 3.0 form of webhooks; checked by webhooks-lib.mjs)
 */
import fs from 'node:fs';
import path from 'node:path';
import jsYaml from 'js-yaml';
import {isMap, isSeq, LineCounter, parseDocument} from 'yaml';
import {specTextProblems} from './spec-text.mjs';
import {apiSpecFile} from '../../config/apiVersions.mjs';

/** A spec problem, already formatted as `file:line:column: message`. */
export class SpecError extends Error {
  constructor(message) {
    super(message);
    this.name = 'SpecError';
  }
}

const FRAGMENT_KEYS = new Set(['tags', 'paths', 'components', 'x-webhooks']);
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/**
 * Parses one YAML file. Every syntax error and warning becomes a SpecError naming file:line:col.
 * Returns the plain value and a function that maps a key path to `file:line:col`.
 *
 * The value comes from js-yaml under its core schema (YAML 1.2: no timestamps, no merge keys), the
 * same values the `yaml` library gives for every file of openapi/ (bundle-lib.test.mjs compares
 * them), about six times faster. Places are only needed for a message, so the `yaml` library's
 * document with source positions is built the first time one is asked for (`positionIndex`). When
 * js-yaml rejects a file, the `yaml` library parses it again so that the message is the one it
 * always gave.
 */
export function loadYaml(file, text = fs.readFileSync(file, 'utf8')) {
  // A directive (`%YAML 1.1` changes what `yes` means) or a complex key (`? [a, b]`) is read the way
  // the `yaml` library reads it: js-yaml differs on both, and no spec of openapi/ has either.
  if (/^(?:%|[ \t]*\?[ \t])/m.test(text)) {
    const index = positionIndex(file, text);
    return {value: index.toJS(), where: index.where, whereIn: index.whereIn};
  }
  let value;
  try {
    // An empty file is null, as the `yaml` library has it.
    value = jsYaml.load(text, {schema: jsYaml.CORE_SCHEMA, filename: file}) ?? null;
  } catch (error) {
    if (!(error instanceof jsYaml.YAMLException)) throw error;
    // Throws the `yaml` library's message; when that library accepts the text, js-yaml's own.
    positionIndex(file, text);
    const {line = 0, column = 0} = error.mark ?? {};
    throw new SpecError(`${file}:${line + 1}:${column + 1}: ${error.reason}`);
  }
  let index;
  const positions = () => (index ??= positionIndex(file, text));
  return {value, where: (keyPath) => positions().where(keyPath), whereIn: (keyPath, parsed, offset) => positions().whereIn(keyPath, parsed, offset)};
}

/** How many files have had their position index built (loadYaml builds it only when a place is asked for). */
export const positionIndexStats = {built: 0};

/** `where` and `whereIn` of loadYaml, from the `yaml` library's document of the file; throws its first error or warning as a SpecError. */
function positionIndex(file, text) {
  positionIndexStats.built += 1;
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, {lineCounter, uniqueKeys: true, prettyErrors: false});
  const problems = [...doc.errors, ...doc.warnings];
  if (problems.length > 0) {
    const first = problems[0];
    const {line, col} = lineCounter.linePos(first.pos[0]);
    throw new SpecError(`${file}:${line}:${col}: ${first.message.split('\n')[0]}`);
  }
  /** The node at a key path (or the deepest one found) and the position of its key. */
  const find = (keyPath) => {
    let node = doc.contents;
    let pos = node?.range?.[0] ?? 0;
    let complete = true;
    for (const key of keyPath) {
      if (isMap(node)) {
        const pair = node.items.find((item) => String(item.key?.value ?? item.key) === String(key));
        if (!pair) {
          complete = false;
          break;
        }
        pos = pair.key?.range?.[0] ?? pos;
        node = pair.value;
      } else if (isSeq(node)) {
        node = node.items[Number(key)];
        pos = node?.range?.[0] ?? pos;
      } else {
        complete = false;
        break;
      }
    }
    return {node: complete ? node : null, pos};
  };
  const at = (pos) => {
    const {line, col} = lineCounter.linePos(pos);
    return `${file}:${line}:${col}`;
  };
  const where = (keyPath) => at(find(keyPath).pos);
  /**
   * The place of the character at `offset` of the string `text` held at `keyPath`: the same
   * occurrence of the word that starts there, searched in the scalar's source (a block scalar's
   * lines are folded and unindented when parsed, so offsets differ); the key's place otherwise.
   */
  const whereIn = (keyPath, parsed, offset) => {
    const {node, pos} = find(keyPath);
    const range = node?.range;
    if (!range) return at(pos);
    const word = /^\S{1,20}/.exec(parsed.slice(offset))?.[0] ?? '';
    if (word === '') return at(pos);
    let nth = 0;
    for (let i = parsed.indexOf(word); i !== -1 && i < offset; i = parsed.indexOf(word, i + 1)) nth += 1;
    const source = text.slice(range[0], range[1]);
    let found = -1;
    for (let k = 0; k <= nth; k += 1) {
      found = source.indexOf(word, found + 1);
      if (found === -1) return at(pos);
    }
    return at(range[0] + found);
  };
  return {where, whereIn, toJS: () => doc.toJS()};
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

/** `#/paths/~1v2~1people/get`: the JSON pointer of a key path, as Redocly and the OpenAPI spec write it. */
export function pointerOf(keyPath) {
  return `#/${keyPath.map((key) => String(key).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}`;
}

/** The key path of a local `#/...` pointer. */
export function keyPathOf(pointer) {
  const body = pointer.replace(/^#\/?/, '');
  return body === '' ? [] : body.split('/').map(decodePointerToken);
}

/** Every path item of a document, `paths` and `x-webhooks` alike, as [section, key, item]. */
function pathItemsOf(value) {
  return ['paths', 'x-webhooks'].flatMap((section) => Object.entries(isObject(value[section]) ? value[section] : {}).map(([key, item]) => [section, key, item]));
}

/** The values OpenAPI 3.0 allows for a schema's `type`. */
const SCHEMA_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object'];

/** What a `$ref` in each kind of place must point at: the components section of that kind. */
const SECTION_NAMES = {
  schemas: 'a schema',
  responses: 'a response',
  parameters: 'a parameter',
  requestBodies: 'a request body',
  headers: 'a header',
  examples: 'an example',
  links: 'a link',
  callbacks: 'a callback',
  securitySchemes: 'a security scheme',
};

/**
 * Walks the places of one source document where an OpenAPI object of a known kind sits (schemas
 * and the objects that hold them: parameters, request bodies, responses, headers, media types) and
 * calls `visit(kind, value, keyPath)` for each, references included. What a schema holds (its
 * properties, items, allOf...) is walked too, so that a nested `type` or `$ref` is seen.
 */
function walkTyped(value, visit) {
  const mediaMap = (content, keyPath) => {
    if (!isObject(content)) return;
    for (const [type, media] of Object.entries(content)) {
      if (isObject(media) && media.schema !== undefined) schema(media.schema, [...keyPath, type, 'schema']);
    }
  };
  const schema = (node, keyPath) => {
    if (!isObject(node)) return;
    visit('schemas', node, keyPath);
    if (typeof node.$ref === 'string') return;
    for (const [name, property] of Object.entries(isObject(node.properties) ? node.properties : {})) schema(property, [...keyPath, 'properties', name]);
    if (node.items !== undefined) schema(node.items, [...keyPath, 'items']);
    if (isObject(node.additionalProperties)) schema(node.additionalProperties, [...keyPath, 'additionalProperties']);
    if (node.not !== undefined) schema(node.not, [...keyPath, 'not']);
    for (const combiner of ['allOf', 'anyOf', 'oneOf']) {
      if (Array.isArray(node[combiner])) node[combiner].forEach((item, i) => schema(item, [...keyPath, combiner, i]));
    }
  };
  const header = (node, keyPath) => {
    if (!isObject(node)) return;
    visit('headers', node, keyPath);
    if (typeof node.$ref === 'string') return;
    if (node.schema !== undefined) schema(node.schema, [...keyPath, 'schema']);
    mediaMap(node.content, [...keyPath, 'content']);
  };
  const parameter = (node, keyPath) => {
    if (!isObject(node)) return;
    visit('parameters', node, keyPath);
    if (typeof node.$ref === 'string') return;
    if (node.schema !== undefined) schema(node.schema, [...keyPath, 'schema']);
    mediaMap(node.content, [...keyPath, 'content']);
  };
  const requestBody = (node, keyPath) => {
    if (!isObject(node)) return;
    visit('requestBodies', node, keyPath);
    if (typeof node.$ref === 'string') return;
    mediaMap(node.content, [...keyPath, 'content']);
  };
  const response = (node, keyPath) => {
    if (!isObject(node)) return;
    visit('responses', node, keyPath);
    if (typeof node.$ref === 'string') return;
    mediaMap(node.content, [...keyPath, 'content']);
    for (const [name, h] of Object.entries(isObject(node.headers) ? node.headers : {})) header(h, [...keyPath, 'headers', name]);
  };
  const parameters = (list, keyPath) => {
    if (Array.isArray(list)) list.forEach((item, i) => parameter(item, [...keyPath, i]));
  };

  for (const [section, p, item] of pathItemsOf(value)) {
    if (!isObject(item)) continue;
    parameters(item.parameters, [section, p, 'parameters']);
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!isObject(op)) continue;
      const at = [section, p, method];
      parameters(op.parameters, [...at, 'parameters']);
      if (op.requestBody !== undefined) requestBody(op.requestBody, [...at, 'requestBody']);
      for (const [status, r] of Object.entries(isObject(op.responses) ? op.responses : {})) response(r, [...at, 'responses', status]);
    }
  }
  const components = isObject(value.components) ? value.components : {};
  const each = (section, fn) => {
    for (const [name, node] of Object.entries(isObject(components[section]) ? components[section] : {})) fn(node, ['components', section, name]);
  };
  each('schemas', schema);
  each('parameters', parameter);
  each('requestBodies', requestBody);
  each('responses', response);
  each('headers', header);
}

/**
 * Checks one source document against the assembled `doc`: a `$ref` must point into the components
 * section of its place's kind (a schema at a schema, not a response), and a schema's `type` must be
 * one OpenAPI 3.0 knows. Returns the problems as `file:line:col: message (pointer)`.
 */
function typedProblems({where, value}, doc) {
  const problems = [];
  const problem = (keyPath, message) => problems.push(`${where(keyPath)}: ${message} (${pointerOf(keyPath)})`);
  walkTyped(value, (kind, node, keyPath) => {
    if (typeof node.$ref === 'string') {
      const ref = node.$ref;
      if (!ref.startsWith('#/')) return; // reported by the reference check below
      const [root, section] = keyPathOf(ref);
      if (root !== 'components' || section !== kind) {
        const found = root === 'components' && SECTION_NAMES[section] ? SECTION_NAMES[section] : `"${ref}"`;
        problem([...keyPath, '$ref'], `$ref "${ref}" must point at ${SECTION_NAMES[kind]} (#/components/${kind}/...), but points at ${found}`);
      } else if (resolvePointer(doc, ref) !== undefined && !isObject(resolvePointer(doc, ref))) {
        problem([...keyPath, '$ref'], `$ref "${ref}" points at a ${typeof resolvePointer(doc, ref)}, not at ${SECTION_NAMES[kind]}`);
      }
      return;
    }
    if (kind === 'schemas' && node.type !== undefined && !SCHEMA_TYPES.includes(node.type)) {
      problem([...keyPath, 'type'], `type ${JSON.stringify(node.type)} is not one of ${SCHEMA_TYPES.join(', ')}`);
    }
  });
  return problems;
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
 * A loadYaml for assembling many copies of the same files (the API changelog assembles the specs at
 * every commit of their history, where most files are unchanged from one commit to the next): a file
 * whose name and text it has parsed before is not parsed again. Each call returns a copy of the
 * value, since assembleSpec merges fragments into the values it gets. The places it reports name the
 * file where that text was first seen.
 * @returns {typeof loadYaml}
 */
export function memoizedYamlLoader() {
  const parsed = new Map();
  return (file, text = fs.readFileSync(file, 'utf8')) => {
    const key = `${path.basename(file)}\0${text}`;
    let result = parsed.get(key);
    if (!result) {
      result = loadYaml(file, text);
      parsed.set(key, result);
    }
    return {...result, value: structuredClone(result.value)};
  };
}

/**
 * Builds one version's document. `dir` is `openapi/<version>`. `load` parses each file (loadYaml, or
 * memoizedYamlLoader's). `policies` (default true) also applies the rules on schema types, on what a
 * `$ref` points at and on spec text (typedProblems, spec-text.mjs).
 * Throws SpecError on malformed YAML, a misplaced key, a duplicate, or a dangling `$ref`.
 */
export function assembleSpec(dir, {load = loadYaml, policies = true} = {}) {
  const entryFile = path.join(dir, 'openapi.yaml');
  if (!fs.existsSync(entryFile)) throw new SpecError(`${entryFile}: entry file is missing`);
  const entry = load(entryFile);
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

  // Which file defined what, so that duplicates and dangling refs name the right place: the place is
  // worked out when a message needs it (loadYaml indexes positions only then).
  const origin = new Map();
  const note = (kind, name, where, keyPath) => origin.set(`${kind}:${name}`, () => where(keyPath));
  for (const tag of doc.tags) note('tag', tag.name, entry.where, ['tags']);
  for (const p of Object.keys(doc.paths)) note('path', p, entry.where, ['paths', p]);
  for (const event of Object.keys(doc['x-webhooks'] ?? {})) note('webhook', event, entry.where, ['x-webhooks', event]);
  for (const [section, items] of Object.entries(doc.components)) {
    for (const name of Object.keys(items ?? {})) note(section, name, entry.where, ['components', section, name]);
  }
  // The entry as written, before fragments are merged into `doc`.
  const located = [{where: entry.where, whereIn: entry.whereIn, value: structuredClone(doc), file: entryFile}];

  const resourcesDir = path.join(dir, 'resources');
  const fragments = fs.existsSync(resourcesDir)
    ? fs.readdirSync(resourcesDir).filter((f) => /\.ya?ml$/.test(f)).sort()
    : [];
  for (const name of fragments) {
    const file = path.join(resourcesDir, name);
    const {value, where, whereIn} = load(file);
    if (!isObject(value)) throw new SpecError(`${file}:1:1: a fragment must be a mapping with tags, paths or components`);
    for (const key of Object.keys(value)) {
      if (!FRAGMENT_KEYS.has(key)) {
        throw new SpecError(`${where([key])}: unexpected top-level key "${key}" (a fragment holds only tags, paths and components)`);
      }
    }
    for (const [i, tag] of (value.tags ?? []).entries()) {
      if (!isObject(tag) || typeof tag.name !== 'string') throw new SpecError(`${where(['tags', i])}: a tag needs a name`);
      const seen = origin.get(`tag:${tag.name}`);
      if (seen) throw new SpecError(`${where(['tags', i])}: tag "${tag.name}" is already defined at ${seen()}`);
      note('tag', tag.name, where, ['tags', i]);
      doc.tags.push(tag);
    }
    for (const [p, item] of Object.entries(value.paths ?? {})) {
      const seen = origin.get(`path:${p}`);
      if (seen) throw new SpecError(`${where(['paths', p])}: path "${p}" is already defined at ${seen()}`);
      if (!p.startsWith('/')) throw new SpecError(`${where(['paths', p])}: path "${p}" must start with "/"`);
      note('path', p, where, ['paths', p]);
      doc.paths[p] = item;
    }
    for (const [event, item] of Object.entries(value['x-webhooks'] ?? {})) {
      const seen = origin.get(`webhook:${event}`);
      if (seen) throw new SpecError(`${where(['x-webhooks', event])}: webhook "${event}" is already defined at ${seen()}`);
      note('webhook', event, where, ['x-webhooks', event]);
      doc['x-webhooks'] ??= {};
      doc['x-webhooks'][event] = item;
    }
    for (const [section, items] of Object.entries(value.components ?? {})) {
      doc.components[section] ??= {};
      for (const [componentName, component] of Object.entries(items ?? {})) {
        const seen = origin.get(`${section}:${componentName}`);
        if (seen) {
          throw new SpecError(`${where(['components', section, componentName])}: components.${section}.${componentName} is already defined at ${seen()}`);
        }
        note(section, componentName, where, ['components', section, componentName]);
        doc.components[section][componentName] = component;
      }
    }
    located.push({where, whereIn, value, file});
  }

  // Operation checks: unique operationIds, tags that exist.
  const operationIds = new Map();
  const tagNames = new Set(doc.tags.map((t) => t.name));
  for (const {where, value} of located) {
    for (const [section, p, item] of pathItemsOf(value)) {
      if (!isObject(item)) throw new SpecError(`${where([section, p])}: a path item must be a mapping`);
      for (const method of HTTP_METHODS) {
        const op = item[method];
        if (op === undefined) continue;
        // The operation's place, worked out for a message only.
        const at = () => where([section, p, method]);
        if (!isObject(op)) throw new SpecError(`${at()}: ${method.toUpperCase()} ${p} must be a mapping`);
        if (typeof op.operationId !== 'string' || op.operationId === '') {
          throw new SpecError(`${at()}: ${method.toUpperCase()} ${p} has no operationId`);
        }
        if (!isObject(op.responses) || Object.keys(op.responses).length === 0) {
          throw new SpecError(`${at()}: ${method.toUpperCase()} ${p} has no responses (at least one status is required) (${pointerOf([section, p, method, 'responses'])})`);
        }
        const seen = operationIds.get(op.operationId);
        if (seen) throw new SpecError(`${at()}: operationId "${op.operationId}" is already used at ${seen()}`);
        operationIds.set(op.operationId, at);
        for (const tag of op.tags ?? []) {
          if (!tagNames.has(tag)) throw new SpecError(`${where([section, p, method, 'tags'])}: tag "${tag}" is not defined in any tags list`);
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
        throw new SpecError(`${where(keyPath)}: $ref "${ref}" does not resolve (${pointerOf(keyPath)})`);
      }
    }
  }

  // Every reference points at the right kind of object, every schema type is a real one. All such
  // problems are reported at once, each with its own place.
  // Descriptions hold no raw HTML (spec-text.mjs: the policy for spec text).
  // `policies: false` (the changelog, assembling past commits) leaves these out: they are the rules
  // of today's tree, which an older commit need not meet, and the diff does not depend on them.
  const problems = policies ? located.flatMap((source) => [...typedProblems(source, doc), ...specTextProblems(source, pointerOf)]) : [];
  if (problems.length > 0) throw new SpecError(problems.join('\n'));

  const locate = locator(located[0], located.slice(1));
  const cycles = refCycleProblems(doc, locate);
  if (cycles.length > 0) throw new SpecError(cycles.join('\n'));

  return {doc, operationIds: [...operationIds.keys()], locate};
}

/**
 * The references a component cannot be understood without: the `$ref` it is (an alias), and the
 * `$ref`s of its `allOf`, `anyOf` and `oneOf` (a composition is merged into one object). A cycle
 * through these never ends (the generator recurses until the stack overflows); a property or an item
 * that refers back to its own schema is ordinary recursion and is not followed.
 */
function structuralRefs(node, keyPath) {
  if (!isObject(node)) return [];
  if (typeof node.$ref === 'string') return [{ref: node.$ref, keyPath: [...keyPath, '$ref']}];
  return ['allOf', 'anyOf', 'oneOf'].flatMap((combiner) =>
    Array.isArray(node[combiner]) ? node[combiner].flatMap((item, i) => structuralRefs(item, [...keyPath, combiner, i])) : [],
  );
}

/**
 * Every `$ref` cycle among the components, as `file:line:col: message` at the source place of the
 * cycle's first reference, with each step and its place (`locate` maps assembled pointers to them).
 */
function refCycleProblems(doc, locate) {
  const edges = new Map();
  for (const [section, items] of Object.entries(isObject(doc.components) ? doc.components : {})) {
    for (const [name, node] of Object.entries(isObject(items) ? items : {})) {
      const from = pointerOf(['components', section, name]);
      edges.set(from, structuralRefs(node, ['components', section, name]).map(({ref, keyPath}) => ({to: ref, at: keyPath})));
    }
  }
  const problems = [];
  const done = new Set();
  const reported = new Set();
  const visit = (node, stack) => {
    const index = stack.findIndex((step) => step.from === node);
    if (index !== -1) {
      const cycle = stack.slice(index);
      const key = cycle.map((step) => step.from).sort().join(' ');
      if (!reported.has(key)) {
        reported.add(key);
        const names = [...cycle.map((step) => step.from), node].join(' -> ');
        const steps = cycle.map((step) => `${step.from} at ${locate(pointerOf(step.at))}`).join('; ');
        problems.push(`${locate(pointerOf(cycle[0].at))}: $ref cycle ${names}: it never resolves to a schema (${steps})`);
      }
      return;
    }
    if (done.has(node) || !edges.has(node)) return;
    for (const edge of edges.get(node)) visit(edge.to, [...stack, {from: node, at: edge.at}]);
    done.add(node);
  };
  for (const node of edges.keys()) visit(node, []);
  return problems;
}

/**
 * Maps a JSON pointer into the assembled document (what Redocly reports) back to the source file
 * and line that wrote it: paths and components to the fragment that defined them, tags by their
 * position, everything else to the entry file.
 */
function locator(entry, fragments) {
  const owners = new Map();
  const entryTags = Array.isArray(entry.value.tags) ? entry.value.tags.length : 0;
  const tagOwners = [];
  for (const fragment of fragments) {
    for (const p of Object.keys(fragment.value.paths ?? {})) owners.set(`paths\n${p}`, fragment.where);
    for (const event of Object.keys(fragment.value['x-webhooks'] ?? {})) owners.set(`x-webhooks\n${event}`, fragment.where);
    for (const [section, items] of Object.entries(fragment.value.components ?? {})) {
      for (const name of Object.keys(items ?? {})) owners.set(`components\n${section}\n${name}`, fragment.where);
    }
    (fragment.value.tags ?? []).forEach((_tag, i) => tagOwners.push({where: fragment.where, index: i}));
  }
  return (pointer) => {
    const keyPath = keyPathOf(pointer);
    const [root, a, b] = keyPath;
    if ((root === 'paths' || root === 'x-webhooks') && owners.has(`${root}\n${a}`)) return owners.get(`${root}\n${a}`)(keyPath);
    if (root === 'components' && owners.has(`components\n${a}\n${b}`)) return owners.get(`components\n${a}\n${b}`)(keyPath);
    if (root === 'tags' && Number(a) >= entryTags && tagOwners[Number(a) - entryTags]) {
      const {where, index} = tagOwners[Number(a) - entryTags];
      return where(['tags', index, ...keyPath.slice(2)]);
    }
    return entry.where(keyPath);
  };
}

/**
 * The assembled spec as it is written to static/openapi/ (and linted): YAML, no line wrapping, no
 * anchors. js-yaml writes it in a fifth of the yaml library's time (~60 against ~260 ms for v2.0),
 * and quotes what a YAML 1.1 reader would take for another type: timestamps in examples
 * (`"2019-04-02T15:21:09.000000-04:00"`, a date object to PyYAML or Ruby when bare), `yes`, `on`.
 */
export const specYaml = (doc) => jsYaml.dump(doc, {lineWidth: -1, noRefs: true, quotingType: '"'});

/**
 * Assembles every version folder (`v<major>.<minor>`, config/apiVersions.mjs' apiSourceFolder) under
 * `sourceRoot` into the version's `apiSpecFile` below `<root>` (static/openapi/) and logs a line per
 * version. Files are named relative to the working directory in errors. Throws SpecError at the first
 * malformed spec. `assembled` (version folder -> what assembleSpec returned for it, and optionally
 * its `specYaml` text) lets a caller that has assembled and linted the specs already write them
 * without doing it twice.
 * @param {string} root
 * @param {string} sourceRoot
 * @param {Map<string, {doc: object, operationIds: string[], yaml?: string}>} [assembled]
 */
export function bundleSpecs(root, sourceRoot, assembled = new Map()) {
  const folders = fs
    .readdirSync(sourceRoot, {withFileTypes: true})
    .filter((d) => d.isDirectory() && /^v\d+\.\d+$/.test(d.name))
    .map((d) => d.name);
  for (const folder of folders) {
    const dir = path.relative(process.cwd(), path.join(sourceRoot, folder)) || '.';
    const spec = assembled.get(folder) ?? assembleSpec(dir);
    // The folder `v<version>` holds that version (apiSourceFolder).
    const out = path.join(root, apiSpecFile(folder.slice(1)));
    fs.mkdirSync(path.dirname(out), {recursive: true});
    fs.writeFileSync(out, spec.yaml ?? specYaml(spec.doc));
    console.log(`openapi: ${folder}: ${spec.operationIds.length} operations -> ${path.relative(root, out)}`);
  }
}

/**
 * `bundleSpecs` for a command (bundle.mjs, generate.mjs): a malformed spec ends the process with
 * status 1 and `openapi: malformed spec: file:line:column: message`; any other error is thrown.
 */
export function bundleSpecsOrExit(root, sourceRoot, assembled) {
  try {
    bundleSpecs(root, sourceRoot, assembled);
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    console.error(`openapi: malformed spec: ${error.message}`);
    process.exit(1);
  }
}
