/**
 * Whether the generated API reference (docs/api/, static/openapi/, src/sampleApi/generated/) is still what `gen-api-docs` would
 * write: `npm start` runs `generate.mjs --if-changed`, which skips the generation when the hash of
 * everything the generation reads equals the one stamped after the last generation, and the output
 * files are still those it wrote. Builds and `npm test` always generate.
 *
 * The stamp lives in node_modules/.cache/gen-api-docs/, so removing that cache (or a fresh `npm ci`)
 * regenerates, like the bundler's cache.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * What the generation reads, relative to the site: the specs, the MCP tool manifest, the scripts that assemble and rewrite
 * them, the code-sample modules they load for the curl sample, the plugin's options (config/openapi.ts
 * through docusaurus.config.ts, and the versions it and these scripts import from config/apiVersions.ts
 * and .mjs) and, through the
 * lockfile, the generator's version.
 */
export const GENERATION_INPUTS = [
  'openapi',
  'data/mcp',
  'scripts/openapi',
  'src/theme/ApiExplorer/CodeSnippets/request.ts',
  'src/theme/ApiExplorer/CodeSnippets/generators.ts',
  'config/openapi.ts',
  'config/apiVersions.ts',
  'config/apiVersions.mjs',
  'docusaurus.config.ts',
  'package-lock.json',
];

/** What the generation writes. */
export const GENERATION_OUTPUTS = ['docs/api', 'static/openapi', 'src/sampleApi/generated'];

export const STAMP_FILE = path.join('node_modules', '.cache', 'gen-api-docs', 'stamp.json');

/** Unit tests and fixtures are not read by the generation. */
const ignored = (rel) => /\.test\.m?[jt]s$/.test(rel) || rel.split('/').includes('__fixtures__');

/** The files under `entries` (files or folders, relative to `dir`), sorted, as site-relative paths with `/`. */
export function listFiles(dir, entries) {
  const out = [];
  for (const entry of entries) {
    const full = path.join(dir, entry);
    const stat = fs.statSync(full, {throwIfNoEntry: false});
    if (!stat) continue;
    if (stat.isFile()) {
      out.push(entry.split(path.sep).join('/'));
      continue;
    }
    for (const child of fs.readdirSync(full, {recursive: true, withFileTypes: true})) {
      if (!child.isFile()) continue;
      out.push(path.relative(dir, path.join(child.parentPath, child.name)).split(path.sep).join('/'));
    }
  }
  return [...new Set(out)].filter((rel) => !ignored(rel)).sort();
}

/** sha256 over the files' paths and contents, plus `extra` strings (e.g. the spec folder in use). */
export function hashFiles(dir, files, extra = []) {
  const hash = crypto.createHash('sha256');
  for (const value of extra) hash.update(`extra\0${value}\0`);
  for (const rel of files) {
    const content = fs.readFileSync(path.join(dir, rel));
    hash.update(`${rel}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex');
}

/**
 * The hash of the generation's inputs; `sourceDir` is the spec folder, when not openapi/
 * (OPENAPI_SOURCE_DIR); `extra` are inputs that are no files, such as the last commit of the specs'
 * history, which the API changelog is built from.
 */
export function inputsHash(siteDir, sourceDir = 'openapi', extra = []) {
  const entries = sourceDir === 'openapi' ? GENERATION_INPUTS : [...GENERATION_INPUTS, sourceDir];
  return hashFiles(siteDir, listFiles(siteDir, entries), [`source=${sourceDir}`, ...extra]);
}

export const outputsHash = (siteDir) => hashFiles(siteDir, listFiles(siteDir, GENERATION_OUTPUTS));

/**
 * The decision, from the stamp (null when there is none) and the current hashes:
 * `{fresh: true}` to skip the generation, or `{fresh: false, reason}` to generate.
 */
export function cacheDecision(stamp, current) {
  if (!stamp) return {fresh: false, reason: 'no stamp of a previous generation'};
  if (stamp.inputs !== current.inputs) return {fresh: false, reason: 'the specs or the generator changed'};
  if (stamp.outputs !== current.outputs) return {fresh: false, reason: 'the generated files changed or are missing'};
  return {fresh: true};
}

export function readStamp(siteDir) {
  try {
    const stamp = JSON.parse(fs.readFileSync(path.join(siteDir, STAMP_FILE), 'utf8'));
    return typeof stamp?.inputs === 'string' && typeof stamp?.outputs === 'string' ? stamp : null;
  } catch {
    return null;
  }
}

export function writeStamp(siteDir, stamp) {
  const file = path.join(siteDir, STAMP_FILE);
  fs.mkdirSync(path.dirname(file), {recursive: true});
  fs.writeFileSync(file, JSON.stringify(stamp));
}
