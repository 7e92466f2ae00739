import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, describe, expect, it} from 'vitest';
import {assembleSpec} from '../openapi/bundle-lib.mjs';
import {copyFragment, makeTempDir, renameRef, scaleFragments, writeScaledSpec} from './scale-spec.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const things = {
  tags: [{name: 'Things', description: 'See [things](/docs/api/things-index/).'}],
  paths: {
    '/v2/things': {
      get: {
        operationId: 'things-index',
        summary: 'List things',
        tags: ['Things', 'Shared'],
        parameters: [{$ref: '#/components/parameters/Page'}],
        responses: {200: {description: 'ok', content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}}}},
      },
    },
  },
  components: {schemas: {Thing: {type: 'object', properties: {owner: {$ref: '#/components/schemas/Owner'}}}}},
};
const owners = {components: {schemas: {Owner: {type: 'object'}}}};

describe('renameRef', () => {
  const renamed = new Set(['schemas/Thing']);
  it('suffixes references to fragment components', () => {
    expect(renameRef('#/components/schemas/Thing', renamed, 3)).toBe('#/components/schemas/ThingX3');
    expect(renameRef('#/components/schemas/Thing/properties/id', renamed, 2)).toBe('#/components/schemas/ThingX2/properties/id');
  });
  it('leaves the shared components of the entry alone', () => {
    expect(renameRef('#/components/parameters/Page', renamed, 2)).toBe('#/components/parameters/Page');
    expect(renameRef('#/paths/~1v2~1things', renamed, 2)).toBe('#/paths/~1v2~1things');
  });
});

describe('copyFragment', () => {
  const copy = copyFragment(things, 2, new Set(['schemas/Thing', 'schemas/Owner']), new Set(['Things']));
  it('renames operations, paths, tags and components with one suffix', () => {
    const op = copy.paths['/x2/v2/things'].get;
    expect(op.operationId).toBe('things-index-x2');
    expect(op.summary).toBe('List things (x2)');
    expect(op.tags).toEqual(['Things x2', 'Shared']);
    expect(copy.tags.map((t) => t.name)).toEqual(['Things x2']);
    expect(Object.keys(copy.components.schemas)).toEqual(['ThingX2']);
  });
  it('points references at the same copy, across fragments', () => {
    const op = copy.paths['/x2/v2/things'].get;
    expect(op.responses[200].content['application/json'].schema.$ref).toBe('#/components/schemas/ThingX2');
    expect(copy.components.schemas.ThingX2.properties.owner.$ref).toBe('#/components/schemas/OwnerX2');
    expect(op.parameters[0].$ref).toBe('#/components/parameters/Page');
  });
  it('does not change the original', () => {
    expect(things.paths['/v2/things'].get.operationId).toBe('things-index');
    expect(things.components.schemas.Thing.properties.owner.$ref).toBe('#/components/schemas/Owner');
  });
});

describe('scaleFragments', () => {
  it('keeps the originals and adds copies 2..N of every file', () => {
    const files = scaleFragments({'things.yaml': things, 'owners.yaml': owners}, 3);
    expect(Object.keys(files).sort()).toEqual(['owners.x2.yaml', 'owners.x3.yaml', 'owners.yaml', 'things.x2.yaml', 'things.x3.yaml', 'things.yaml']);
    expect(files['things.yaml']).toBe(things);
  });
  it('rejects a factor that is not a whole number of at least 1', () => {
    expect(() => scaleFragments({}, 0)).toThrow(/factor/);
    expect(() => scaleFragments({}, 1.5)).toThrow(/factor/);
  });
});

describe('writeScaledSpec on the real spec', () => {
  const made = [];
  afterEach(() => {
    for (const dir of made.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
  });

  it('writes N times the operations, with unique ids and resolving references', () => {
    const outDir = makeTempDir('scale-spec-test-');
    made.push(outDir);
    writeScaledSpec({sourceDir: path.join(repoRoot, 'openapi'), outDir, factor: 3});
    for (const version of ['v2.0', 'v1.0']) {
      const original = assembleSpec(path.join(repoRoot, 'openapi', version));
      // assembleSpec throws on a duplicate id, path, tag or component, and on a dangling $ref.
      const scaled = assembleSpec(path.join(outDir, version));
      expect(scaled.operationIds).toHaveLength(original.operationIds.length * 3);
      expect(new Set(scaled.operationIds).size).toBe(scaled.operationIds.length);
      expect(scaled.doc.tags).toHaveLength(original.doc.tags.length * 3);
      expect(Object.keys(scaled.doc.paths)).toHaveLength(Object.keys(original.doc.paths).length * 3);
    }
  }, 60_000);

  it('refuses to write into the repository', () => {
    expect(() => writeScaledSpec({sourceDir: path.join(repoRoot, 'openapi'), outDir: path.join(repoRoot, 'openapi-scaled'), factor: 2})).toThrow(/repository/);
    expect(fs.existsSync(path.join(repoRoot, 'openapi-scaled'))).toBe(false);
  });

  it('refuses a folder that already holds files', () => {
    const outDir = makeTempDir('scale-spec-test-');
    made.push(outDir);
    fs.writeFileSync(path.join(outDir, 'keep.txt'), 'x');
    expect(() => writeScaledSpec({sourceDir: path.join(repoRoot, 'openapi'), outDir, factor: 2})).toThrow(/not empty/);
  });
});
