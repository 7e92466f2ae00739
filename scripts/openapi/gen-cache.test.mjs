import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it} from 'vitest';
import {cacheDecision, GENERATION_INPUTS, inputsHash, listFiles, outputsHash, readStamp, STAMP_FILE, writeStamp} from './gen-cache.mjs';

let site;
const write = (rel, text) => {
  fs.mkdirSync(path.dirname(path.join(site, rel)), {recursive: true});
  fs.writeFileSync(path.join(site, rel), text);
};

beforeEach(() => {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'gen-cache-'));
  write('openapi/v2.0/openapi.yaml', 'openapi: 3.0.3\n');
  write('openapi/v2.0/resources/people.yaml', 'paths: {}\n');
  write('openapi/version-map.json', '{}');
  write('scripts/openapi/generate.mjs', '// generator');
  write('scripts/openapi/generate.test.mjs', '// a test');
  write('scripts/openapi/__fixtures__/broken.yaml', 'x');
  write('config/openapi.ts', 'export {};');
  write('docs/api/people-index.api.mdx', '# People');
  write('static/openapi/salesloft-api-v2.0.yaml', 'openapi: 3.0.3\n');
});
afterEach(() => fs.rmSync(site, {recursive: true, force: true}));

describe('listFiles', () => {
  it('lists files of folders and single files, sorted, without tests and fixtures, skipping what is missing', () => {
    expect(listFiles(site, ['scripts/openapi', 'config/openapi.ts', 'openapi', 'no-such-file.ts'])).toEqual([
      'config/openapi.ts',
      'openapi/v2.0/openapi.yaml',
      'openapi/v2.0/resources/people.yaml',
      'openapi/version-map.json',
      'scripts/openapi/generate.mjs',
    ]);
  });
});

describe('inputsHash', () => {
  it('is stable, and changes when a spec file, a generator script or the config changes', () => {
    const before = inputsHash(site);
    expect(inputsHash(site)).toBe(before);
    for (const [rel, text] of [
      ['openapi/v2.0/resources/people.yaml', 'paths: {/v2/people: {}}\n'],
      ['scripts/openapi/generate.mjs', '// generator, edited'],
      ['config/openapi.ts', 'export const x = 1;'],
    ]) {
      const old = fs.readFileSync(path.join(site, rel), 'utf8');
      write(rel, text);
      expect(inputsHash(site), rel).not.toBe(before);
      write(rel, old);
      expect(inputsHash(site)).toBe(before);
    }
  });

  it('changes when a spec file is added or renamed, not when a test or the output changes', () => {
    const before = inputsHash(site);
    write('scripts/openapi/generate.test.mjs', '// another test');
    write('docs/api/people-index.api.mdx', '# Edited');
    expect(inputsHash(site)).toBe(before);
    fs.renameSync(path.join(site, 'openapi/v2.0/resources/people.yaml'), path.join(site, 'openapi/v2.0/resources/persons.yaml'));
    expect(inputsHash(site)).not.toBe(before);
  });

  it('covers the spec folder in use when it is not openapi/', () => {
    write('scaled/v2.0/openapi.yaml', 'openapi: 3.0.3\n');
    const scaled = inputsHash(site, 'scaled');
    expect(scaled).not.toBe(inputsHash(site));
    write('scaled/v2.0/openapi.yaml', 'openapi: 3.0.3\ninfo: {}\n');
    expect(inputsHash(site, 'scaled')).not.toBe(scaled);
  });

  it('reads the code-sample modules the curl sample comes from', () => {
    expect(GENERATION_INPUTS).toContain('src/theme/ApiExplorer/CodeSnippets/generators.ts');
    expect(GENERATION_INPUTS).toContain('src/theme/ApiExplorer/CodeSnippets/request.ts');
  });
});

describe('cacheDecision', () => {
  const current = {inputs: 'a', outputs: 'b'};
  it('generates without a stamp', () => {
    expect(cacheDecision(null, current)).toEqual({fresh: false, reason: 'no stamp of a previous generation'});
  });
  it('generates when the inputs changed', () => {
    expect(cacheDecision({inputs: 'x', outputs: 'b'}, current)).toEqual({fresh: false, reason: 'the specs or the generator changed'});
  });
  it('generates when the output was touched or removed', () => {
    expect(cacheDecision({inputs: 'a', outputs: 'x'}, current)).toEqual({fresh: false, reason: 'the generated files changed or are missing'});
  });
  it('skips when both match', () => {
    expect(cacheDecision({inputs: 'a', outputs: 'b'}, current)).toEqual({fresh: true});
  });
});

describe('stamp', () => {
  it('round-trips, and reads as none when missing or malformed', () => {
    expect(readStamp(site)).toBeNull();
    const stamp = {inputs: inputsHash(site), outputs: outputsHash(site)};
    writeStamp(site, stamp);
    expect(readStamp(site)).toEqual(stamp);
    expect(cacheDecision(readStamp(site), {inputs: inputsHash(site), outputs: outputsHash(site)})).toEqual({fresh: true});
    fs.rmSync(path.join(site, 'static/openapi/salesloft-api-v2.0.yaml'));
    expect(cacheDecision(readStamp(site), {inputs: inputsHash(site), outputs: outputsHash(site)}).fresh).toBe(false);
    fs.writeFileSync(path.join(site, STAMP_FILE), '{"inputs": 1}');
    expect(readStamp(site)).toBeNull();
  });
});
