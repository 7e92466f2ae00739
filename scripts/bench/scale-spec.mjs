#!/usr/bin/env node
/**
 * Benchmarks only: writes an N-times larger copy of the spec sources (the `openapi/` layout:
 * `<version>/openapi.yaml` + `<version>/resources/*.yaml`, sidebar-areas.json, version-map.json)
 * into a fresh temporary folder, so that builds can be measured at a size the real API does not
 * have yet (`npm run bench -- build --scale N`). The copy is never written into the repository;
 * whoever asks for it removes it.
 *
 *   npm run bench -- scale-spec --factor 4            # prints the folder it wrote
 *   npm run bench -- scale-spec --factor 4 --out DIR  # DIR must not exist or be empty, outside the repo
 *
 * Copy 1 of every resource fragment is the original file, unchanged. Copies 2..N are renamed
 * consistently with a suffix for copy k:
 *   operationId  people-index          -> people-index-copy-2
 *   path         /v2/people/{id}       -> /x2/v2/people/{id}
 *   tag          People                -> People copy 2 (and every operation's `tags` entry)
 *   component    components.schemas.Person -> PersonX2 (every `$ref` to a fragment's component)
 *   summary      List people           -> List people (x2)
 * docusaurus-plugin-openapi-docs names pages after operation ids and tag names with lodash's
 * kebabCase, which splits a digit from the letters before it (`people-index-x2` would become the
 * page `people-index-x-2`). The id and tag suffixes are words of their own, so that a copy's pages
 * are `people-index-copy-2` and `people-copy-2`: the names gen-api-docs checks for.
 * Components of the entry file (shared parameters, envelopes, errors) are not copied: every copy
 * refers to the same ones, as a larger API would.
 *
 * Webhook events (a fragment's `x-webhooks`, with its tags and components) are kept once, not
 * copied: gen-api-docs requires every event to be a row of the event-types guide
 * (docs/platform/webhooks/event-types.mdx) and every row an event, and the guide is not scaled. A
 * larger API has more endpoints, not more kinds of event; REST operations that refer to an event
 * fragment's components keep referring to the one original. A fragment that holds both paths and
 * webhook events is refused (the copy could not keep one and scale the other cleanly). Descriptions, and their links to real pages, are
 * kept as written. The result assembles cleanly with scripts/openapi/bundle-lib.mjs: operation ids,
 * paths, tags and component names are unique and every `$ref` resolves.
 *
 * The folder's sidebar-areas.json and version-map.json are scaled to match, so that gen-api-docs and
 * the build, which read them beside the specs (OPENAPI_SOURCE_DIR), check the copy as strictly as the
 * real specs: each copied resource is in its original's area (after the originals; the webhook
 * event resources stay once), copy k of a
 * v1.0 operation is paired with copy k of its v2.0 counterpart, and copies of what has no
 * counterpart (v1_only, v2_only) are listed there too.
 */
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {parse, stringify} from 'yaml';
import {isMain, parseArgs, root as repoRoot} from './lib.mjs';

/**
 * The page slug docusaurus-plugin-openapi-docs gives a tag (lodash's kebabCase, which the plugin
 * depends on): how sidebar-areas.json names a resource.
 */
const pluginSlug = createRequire(createRequire(import.meta.url).resolve('docusaurus-plugin-openapi-docs'))('lodash/kebabCase');

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** The suffixes of copy `k` (2..N); copy 1 keeps the original names. */
function suffixes(k) {
  return {id: `-copy-${k}`, path: `/x${k}`, tag: ` copy ${k}`, component: `X${k}`, summary: ` (x${k})`};
}

/**
 * Copy `k`'s page slug of an operation (its id) or a resource (its tag page, the plugin's kebabCase
 * of the tag name): `people` -> `people-copy-2`, as ` copy 2` after a tag name gives.
 */
const copySlug = (slug, k) => `${slug}${suffixes(k).id}`;

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

const decodeToken = (token) => token.replace(/~1/g, '/').replace(/~0/g, '~');
const encodeToken = (token) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/**
 * Rewrites a local `$ref` of copy `k`: a reference to a component that some fragment defines
 * (`renamed` holds `section/name` keys) gets the copy's suffix; the entry's shared components and
 * anything else are left alone.
 */
export function renameRef(ref, renamed, k) {
  const match = /^#\/components\/([^/]+)\/([^/]+)(\/.*)?$/.exec(ref);
  if (!match) return ref;
  const [, section, token, rest = ''] = match;
  const name = decodeToken(token);
  if (!renamed.has(`${section}/${name}`)) return ref;
  return `#/components/${section}/${encodeToken(`${name}${suffixes(k).component}`)}${rest}`;
}

function rewriteRefs(value, renamed, k) {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, renamed, k));
  if (!isObject(value)) return value;
  const out = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = key === '$ref' && typeof item === 'string' ? renameRef(item, renamed, k) : rewriteRefs(item, renamed, k);
  }
  return out;
}

/**
 * Copy `k` (2..N) of one parsed resource fragment: its tags, paths and components (webhook events,
 * `x-webhooks`, are never copied; see the top of this file). `renamedComponents` and `renamedTags`
 * are the components and tags defined by all copied fragments of the version (a fragment may refer to
 * another's).
 */
export function copyFragment(fragment, k, renamedComponents, renamedTags) {
  const s = suffixes(k);
  const renameTag = (name) => (renamedTags.has(name) ? `${name}${s.tag}` : name);
  const out = {};
  if (fragment.tags) {
    out.tags = fragment.tags.map((tag) => ({...rewriteRefs(tag, renamedComponents, k), name: renameTag(tag.name)}));
  }
  if (fragment.paths) {
    out.paths = {};
    for (const [p, item] of Object.entries(fragment.paths)) {
      const copy = rewriteRefs(item, renamedComponents, k);
      for (const method of HTTP_METHODS) {
        const op = copy[method];
        if (!isObject(op)) continue;
        if (typeof op.operationId === 'string') op.operationId = `${op.operationId}${s.id}`;
        if (typeof op.summary === 'string') op.summary = `${op.summary}${s.summary}`;
        if (Array.isArray(op.tags)) op.tags = op.tags.map(renameTag);
      }
      out.paths[`${s.path}${p}`] = copy;
    }
  }
  if (fragment.components) {
    out.components = {};
    for (const [section, items] of Object.entries(fragment.components)) {
      out.components[section] = {};
      for (const [name, component] of Object.entries(items ?? {})) {
        out.components[section][`${name}${s.component}`] = rewriteRefs(component, renamedComponents, k);
      }
    }
  }
  return out;
}

/**
 * Whether a fragment holds webhook events (and so is kept once, not copied). `file` names it in the
 * error for a fragment that mixes events and paths.
 */
export function holdsWebhookEvents(file, fragment) {
  const events = Object.keys(fragment?.['x-webhooks'] ?? {}).length > 0;
  if (events && Object.keys(fragment.paths ?? {}).length > 0) {
    throw new Error(`scale-spec: ${file} holds both paths and webhook events (x-webhooks); keep the events in a file of their own, which the scaled spec keeps once while it copies the paths`);
  }
  return events;
}

/**
 * Scales one version: `fragments` maps file names (`people.yaml`) to parsed fragments. Returns the
 * files of the scaled version's `resources/` folder: the originals, then copies 2..N of each that
 * holds no webhook events.
 */
export function scaleFragments(fragments, factor) {
  if (!Number.isInteger(factor) || factor < 1) throw new Error(`scale-spec: the factor must be a whole number >= 1, got ${factor}`);
  const copied = Object.entries(fragments).filter(([file, fragment]) => !holdsWebhookEvents(file, fragment));
  // Components (as `section/name` keys: `schemas/Person`) and tags that some copied fragment defines.
  const renamedComponents = new Set();
  const renamedTags = new Set();
  for (const [, fragment] of copied) {
    for (const [section, items] of Object.entries(fragment.components ?? {})) {
      for (const name of Object.keys(items ?? {})) renamedComponents.add(`${section}/${name}`);
    }
    for (const tag of fragment.tags ?? []) renamedTags.add(tag.name);
  }
  const files = {...fragments};
  for (let k = 2; k <= factor; k += 1) {
    for (const [file, fragment] of copied) {
      files[file.replace(/\.ya?ml$/, `.x${k}.yaml`)] = copyFragment(fragment, k, renamedComponents, renamedTags);
    }
  }
  return files;
}

/** The tag names of the fragments that hold webhook events: the resources the scaled spec keeps once. */
export function webhookEventTags(fragments) {
  return Object.entries(fragments)
    .filter(([file, fragment]) => holdsWebhookEvents(file, fragment))
    .flatMap(([, fragment]) => (fragment.tags ?? []).map((tag) => tag.name));
}

/** `list`, then copies 2..N of each of its items (`copy(item, k)`). */
function withCopies(list, factor, copy) {
  const out = [...list];
  for (let k = 2; k <= factor; k += 1) out.push(...list.map((item) => copy(item, k)));
  return out;
}

/**
 * sidebar-areas.json for the scaled specs: every area also holds copies 2..N of its resources, but
 * for those in `keepOnce` (page slugs of the webhook event resources, which are not copied).
 */
export function scaleSidebarAreas(doc, factor, keepOnce = new Set()) {
  return {
    ...doc,
    areas: doc.areas.map((area) => {
      const scaled = area.resources.filter((slug) => !keepOnce.has(slug));
      return {...area, resources: [...area.resources, ...withCopies(scaled, factor, copySlug).slice(scaled.length)]};
    }),
  };
}

/**
 * version-map.json for the scaled specs: copy k of each pair (resources and operations) pairs the
 * two versions' copies k; copies of v1_only and v2_only entries have no counterpart either.
 */
export function scaleVersionMap(map, factor) {
  const pair = (entry, k) => ({...entry, v1: copySlug(entry.v1, k), v2: copySlug(entry.v2, k)});
  return {
    ...map,
    resources: withCopies(map.resources, factor, pair),
    operations: withCopies(map.operations, factor, pair),
    v1_only: withCopies(map.v1_only ?? [], factor, (entry, k) => ({...entry, v1: copySlug(entry.v1, k)})),
    v2_only: {
      ...map.v2_only,
      resources: withCopies(map.v2_only?.resources ?? [], factor, copySlug),
      operations: withCopies(map.v2_only?.operations ?? [], factor, copySlug),
    },
  };
}

/** The version folders (`v<major>.<minor>`) of a spec source folder. */
function versionsOf(sourceDir) {
  return fs
    .readdirSync(sourceDir, {withFileTypes: true})
    .filter((d) => d.isDirectory() && /^v\d+\.\d+$/.test(d.name))
    .map((d) => d.name)
    .sort();
}

/**
 * Writes the scaled copy of `sourceDir` into `outDir` (created if missing; refused inside this
 * repository): the versions' specs and the two JSON files beside them. The entry files are copied
 * byte for byte.
 */
export function writeScaledSpec({sourceDir, outDir, factor}) {
  const rel = path.relative(repoRoot, path.resolve(outDir));
  if (rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel))) throw new Error(`scale-spec: refusing to write into the repository (${outDir})`);
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) throw new Error(`scale-spec: ${outDir} is not empty`);
  const versions = versionsOf(sourceDir);
  if (versions.length === 0) throw new Error(`scale-spec: no <version>/ folders (v2.0, v1.0, ...) in ${sourceDir}`);
  const metadataFiles = ['sidebar-areas.json', 'version-map.json'].map((file) => {
    const from = path.join(sourceDir, file);
    if (!fs.existsSync(from)) throw new Error(`scale-spec: ${from} is missing (gen-api-docs reads it beside the specs)`);
    return [file, JSON.parse(fs.readFileSync(from, 'utf8'))];
  });
  /** Page slugs of the webhook event resources, of every version: kept once in sidebar-areas.json. */
  const keepOnce = new Set();
  for (const version of versions) {
    const from = path.join(sourceDir, version);
    const to = path.join(outDir, version);
    const entry = fs.readFileSync(path.join(from, 'openapi.yaml'), 'utf8');
    const parsedEntry = parse(entry);
    if (parsedEntry?.paths && Object.keys(parsedEntry.paths).length > 0) {
      throw new Error(`scale-spec: ${version}/openapi.yaml defines paths; operations belong in resources/*.yaml`);
    }
    const resourcesDir = path.join(from, 'resources');
    const fragments = {};
    for (const file of fs.readdirSync(resourcesDir).filter((f) => /\.ya?ml$/.test(f)).sort()) {
      fragments[file] = parse(fs.readFileSync(path.join(resourcesDir, file), 'utf8'));
    }
    const scaled = scaleFragments(fragments, factor);
    for (const tag of webhookEventTags(fragments)) keepOnce.add(pluginSlug(tag));
    fs.mkdirSync(path.join(to, 'resources'), {recursive: true});
    fs.writeFileSync(path.join(to, 'openapi.yaml'), entry);
    for (const [file, fragment] of Object.entries(scaled)) {
      fs.writeFileSync(path.join(to, 'resources', file), stringify(fragment, {lineWidth: 0, aliasDuplicateObjects: false}));
    }
  }
  for (const [file, doc] of metadataFiles) {
    const scaled = file === 'sidebar-areas.json' ? scaleSidebarAreas(doc, factor, keepOnce) : scaleVersionMap(doc, factor);
    fs.writeFileSync(path.join(outDir, file), `${JSON.stringify(scaled, null, 2)}\n`);
  }
  return {outDir, versions};
}

/** A new empty folder under the system's temporary directory. */
export function makeTempDir(prefix) {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

if (isMain(import.meta.url)) {
  const args = parseArgs(process.argv.slice(2));
  const factor = Number(args.factor ?? '4');
  const outDir = path.resolve(args.out ?? makeTempDir(`openapi-x${factor}-`));
  try {
    writeScaledSpec({sourceDir: path.resolve(args.source ?? path.join(repoRoot, 'openapi')), outDir, factor});
  } catch (error) {
    if (!args.out) fs.rmSync(outDir, {recursive: true, force: true});
    console.error(error.message);
    process.exit(1);
  }
  console.log(outDir);
}
