import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import jsYaml from 'js-yaml';
import {parse, parseDocument} from 'yaml';
import {assembleSpec, loadYaml, memoizedYamlLoader, positionIndexStats, SpecError, specYaml} from './bundle-lib.mjs';

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

  it('reports a $ref cycle at the source file and line of its references, not the assembled file', () => {
    const message = errorOf(fixture('ref-cycle'));
    expect(message.split('\n')).toHaveLength(1);
    expect(message).toMatch(
      /^.*__fixtures__\/ref-cycle\/resources\/things\.yaml:21:11: \$ref cycle #\/components\/schemas\/Widget -> #\/components\/schemas\/Gadget -> #\/components\/schemas\/Widget: it never resolves to a schema/,
    );
    expect(message).toMatch(/#\/components\/schemas\/Gadget at .*ref-cycle\/resources\/things\.yaml:23:7\)$/);
    // Person.manager refers back to Person through a property: ordinary recursion, not reported.
    expect(message).not.toContain('Person');
    expect(message).not.toContain('static/openapi');
  });

  it('rejects an operation without an operationId', () => {
    expect(errorOf(fixture('no-operation-id'))).toMatch(/things\.yaml:6:5: GET \/v2\/things has no operationId/);
  });

  it('rejects an operation without responses, with file, line and JSON pointer', () => {
    const message = errorOf(fixture('no-responses'));
    expect(message).toMatch(/no-responses\/resources\/things\.yaml:6:5: GET \/v2\/things has no responses/);
    expect(message).toContain('(#/paths/~1v2~1things/get/responses)');
  });

  it('rejects a schema type OpenAPI does not know, nested ones included, each at its own line', () => {
    const lines = errorOf(fixture('bad-type')).split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/bad-type\/resources\/things\.yaml:22:11: type "strin" is not one of string, number, integer, boolean, array, object \(#\/components\/schemas\/Widget\/properties\/name\/type\)$/);
    // OpenAPI 3.0 has no type lists (that is 3.1).
    expect(lines[1]).toMatch(/things\.yaml:26:13: type \["string","null"\] is not one of .* \(#\/components\/schemas\/Widget\/properties\/parts\/items\/type\)$/);
  });

  it('rejects a $ref that points at something other than what its place holds', () => {
    const lines = errorOf(fixture('ref-not-schema')).split('\n');
    expect(lines).toEqual([
      expect.stringMatching(/ref-not-schema\/resources\/things\.yaml:15:17: \$ref "#\/components\/responses\/NotFound" must point at a schema .* but points at a response \(#\/paths\/~1v2~1things\/get\/responses\/200\/content\/application~1json\/schema\/\$ref\)$/),
      expect.stringMatching(/things\.yaml:17:11: \$ref "#\/components\/schemas\/Thing" must point at a response .* but points at a schema \(#\/paths\/~1v2~1things\/get\/responses\/404\/\$ref\)$/),
    ]);
  });

  it('leaves out the rules on types and spec text when asked (the changelog, assembling past commits)', () => {
    expect(errorOf(fixture('bad-type'))).toMatch(/type "strin"/);
    const {doc} = assembleSpec(fixture('bad-type'), {policies: false});
    expect(doc.components.schemas.Widget.properties.name.type).toBe('strin');
    // A dangling $ref still stops it: the diff could not follow it.
    expect(() => assembleSpec(fixture('dangling-ref'), {policies: false})).toThrow(/does not resolve/);
  });

  it('maps a pointer into the assembled document back to the file and line that wrote it', () => {
    const {locate} = assembleSpec(fixture('valid'));
    expect(locate('#/paths/~1v2~1things/get/responses/200')).toMatch(/valid\/resources\/things\.yaml:10:9$/);
    expect(locate('#/components/schemas/Thing/properties/id')).toMatch(/valid\/openapi\.yaml:11:9$/);
    expect(locate('#/tags/0')).toMatch(/valid\/resources\/things\.yaml:2:5$/);
    expect(locate('#/info/title')).toMatch(/valid\/openapi\.yaml:3:3$/);
  });

  it('validates the real specs of this repository', () => {
    for (const version of ['v2.0', 'v1.0']) {
      const {operationIds} = assembleSpec(path.join(here, '..', '..', 'openapi', version));
      expect(new Set(operationIds).size).toBe(operationIds.length);
    }
    // 207 operations parsed and checked: about 1 s alone, several under a parallel build.
  }, 30_000);
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

  it.each([
    ['no-responses', /v9\.0\/resources\/things\.yaml:6:5: GET \/v2\/things has no responses .*\(#\/paths\/~1v2~1things\/get\/responses\)/],
    ['bad-type', /v9\.0\/resources\/things\.yaml:22:11: type "strin" .*\(#\/components\/schemas\/Widget\/properties\/name\/type\)/],
    ['ref-not-schema', /v9\.0\/resources\/things\.yaml:15:17: \$ref "#\/components\/responses\/NotFound" must point at a schema/],
  ])('stops the build on %s with the source file, line and pointer', (name, expected) => {
    const source = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-broken-'));
    fs.cpSync(fixture(name), path.join(source, 'v9.0'), {recursive: true});
    const result = spawnSync(process.execPath, [path.join(here, 'bundle.mjs')], {
      env: {...process.env, OPENAPI_SOURCE_DIR: path.relative(path.join(here, '..', '..'), source)},
      encoding: 'utf8',
    });
    fs.rmSync(source, {recursive: true, force: true});
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(expected);
  });
});

describe('loadYaml', () => {
  const specFiles = ['v1.0', 'v2.0'].flatMap((version) => {
    const dir = path.join(here, '..', '..', 'openapi', version);
    return [path.join(dir, 'openapi.yaml'), ...fs.readdirSync(path.join(dir, 'resources')).map((name) => path.join(dir, 'resources', name))];
  });

  it('gives, for every file of openapi/, the value the yaml library gives', () => {
    expect(specFiles.length).toBeGreaterThan(40);
    for (const file of specFiles) {
      const text = fs.readFileSync(file, 'utf8');
      expect(loadYaml(file, text).value, file).toStrictEqual(parseDocument(text, {uniqueKeys: true}).toJS());
    }
  });

  it('indexes source positions only when a place is asked for', () => {
    const before = positionIndexStats.built;
    const {locate} = assembleSpec(path.join(here, '..', '..', 'openapi', 'v2.0'));
    expect(positionIndexStats.built).toBe(before);
    expect(locate('#/paths/~1v2~1people/get')).toMatch(/openapi\/v2\.0\/resources\/people\.yaml:\d+:\d+$/);
    expect(positionIndexStats.built).toBe(before + 1);
  }, 30_000);

  it.each([
    ['a key given twice', 'a: 1\nb: 2\na: 3\n', /bad\.yaml:3:1: Map keys must be unique/],
    ['a tab as indentation', 'a:\n\tb: 1\n', /bad\.yaml:2:1: Tabs are not allowed as indentation/],
    ['an unclosed quote', 'a: "x\nb: 2\n', /bad\.yaml:3:1: Missing closing "quote/],
    ['two documents', 'a: 1\n---\nb: 2\n', /bad\.yaml:\d+:\d+: Source contains multiple documents/],
    // The yaml library accepts these two (the alias then failed as a bare ReferenceError): js-yaml's message.
    ['an alias with no anchor', 'a: 1\nb: *missing\n', /bad\.yaml:2:\d+: unidentified alias "missing"/],
    ['the same key as a number and a string', '1: a\n"1": b\n', /bad\.yaml:2:\d+: duplicated mapping key/],
  ])('rejects %s with the file, line and column', (_name, text, expected) => {
    let error;
    try {
      loadYaml('dir/bad.yaml', text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(SpecError);
    expect(error.message).toMatch(expected);
  });

  it('reads a file with a YAML 1.1 directive as the yaml library does', () => {
    expect(loadYaml('dir/a.yaml', '%YAML 1.1\n---\nflag: yes\n').value).toEqual({flag: true});
    expect(loadYaml('dir/b.yaml', 'plain: yes\n').value).toEqual({plain: 'yes'});
  });
});

describe('specYaml (static/openapi/, what readers download)', () => {
  it('reads back as the same document, in YAML 1.2 and under the YAML 1.1 rules many readers use', () => {
    const {doc} = assembleSpec(path.join(here, '..', '..', 'openapi', 'v2.0'));
    const text = specYaml(doc);
    expect(parse(text)).toStrictEqual(doc);
    // js-yaml's default schema holds YAML 1.1's types (timestamps), as PyYAML and Ruby do.
    expect(jsYaml.load(text)).toStrictEqual(doc);
    expect(text).toMatch(/created_at: "\d{4}-\d\d-\d\dT/);
    expect(text).not.toMatch(/&\w+ |\*\w+\n/);
  }, 30_000);
});

describe('memoizedYamlLoader (the changelog assembles the specs at every commit)', () => {
  it('parses a file once per name and text, and hands out copies that assembleSpec may change', () => {
    let parses = 0;
    const dir = fixture('valid');
    const load = memoizedYamlLoader();
    const counting = (file, text) => {
      parses += file.endsWith('.yaml') && text === undefined ? 1 : 0;
      return load(file, text);
    };
    const first = assembleSpec(dir, {load: counting});
    const again = assembleSpec(dir, {load: counting});
    expect(again.doc).toEqual(first.doc);
    expect(again.doc).toEqual(assembleSpec(dir).doc);
    // Each assembly merged fragments into its own copy of the entry, not into the cached one.
    expect(again.doc.paths).not.toBe(first.doc.paths);
    expect(again.doc.tags).toHaveLength(first.doc.tags.length);
    expect(parses).toBeGreaterThan(0);

    const file = path.join(dir, 'openapi.yaml');
    const text = fs.readFileSync(file, 'utf8');
    const one = load(file, text);
    one.value.info.title = 'changed by a caller';
    expect(load(file, text).value).toEqual(loadYaml(file).value);
    // Another text under the same name is parsed, not served from the cache.
    expect(load(file, text.replace(/title: .*/, 'title: Another')).value.info.title).toBe('Another');
  });
});
