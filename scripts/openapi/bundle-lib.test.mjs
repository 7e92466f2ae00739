import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {assembleSpec, SpecError} from './bundle-lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const fixture = (name) => path.join(here, '__fixtures__', name);

function errorOf(dir) {
  try {
    assembleSpec(dir);
  } catch (error) {
    expect(error).toBeInstanceOf(SpecError);
    return error.message;
  }
  throw new Error(`expected ${dir} to be rejected`);
}

describe('assembleSpec', () => {
  it('merges fragments into the entry document', () => {
    const {doc, operationIds} = assembleSpec(fixture('valid'));
    expect(operationIds).toEqual(['things-index']);
    expect(doc.paths['/v2/things'].get.operationId).toBe('things-index');
    expect(doc.tags.map((t) => t.name)).toEqual(['Things']);
  });

  it('names the file, line and column of a YAML syntax error', () => {
    const message = errorOf(fixture('syntax'));
    expect(message).toMatch(/__fixtures__\/syntax\/resources\/things\.yaml:\d+:\d+: /);
    expect(message).toMatch(/things\.yaml:8:7: /);
  });

  it('names the place of a $ref that does not resolve', () => {
    const message = errorOf(fixture('dangling-ref'));
    expect(message).toContain('dangling-ref/resources/things.yaml:15:');
    expect(message).toContain('"#/components/schemas/Missing" does not resolve');
  });

  it('rejects a path defined twice and names both places', () => {
    const message = errorOf(fixture('duplicate-path'));
    expect(message).toMatch(/b-things\.yaml:\d+:\d+: path "\/v2\/things" is already defined at .*a-things\.yaml:\d+:\d+/);
  });

  it('rejects an operation without an operationId', () => {
    expect(errorOf(fixture('no-operation-id'))).toMatch(/things\.yaml:6:5: GET \/v2\/things has no operationId/);
  });

  it('validates the real specs of this repository', () => {
    for (const version of ['v2.0', 'v1.0']) {
      const {operationIds} = assembleSpec(path.join(here, '..', '..', 'openapi', version));
      expect(new Set(operationIds).size).toBe(operationIds.length);
    }
  });
});

describe('bundle.mjs (the build step)', () => {
  it('exits non-zero with file and location for a malformed spec, so the build stops', () => {
    const source = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-broken-'));
    fs.cpSync(fixture('syntax'), path.join(source, 'v9.0'), {recursive: true});
    const result = spawnSync(process.execPath, [path.join(here, 'bundle.mjs')], {
      env: {...process.env, OPENAPI_SOURCE_DIR: path.relative(path.join(here, '..', '..'), source)},
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/openapi: malformed spec: .*v9\.0\/resources\/things\.yaml:8:7: /);
  });
});
