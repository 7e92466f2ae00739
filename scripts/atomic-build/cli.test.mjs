import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {GENERATED_ENV, GENERATED_FILES, generationSteps} from './cli.mjs';

/**
 * `npm run build` generates the API pages first unless DOCS_API_GENERATED says a caller just did
 * (`npm test`, which generates once for `tsc` and the build).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..', '..');

let root;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-cli-'));
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(root, {recursive: true, force: true});
});

/** Writes what scripts/openapi/generate.mjs leaves behind (only the files the build checks for). */
function writeGenerated(files = GENERATED_FILES) {
  for (const file of files) {
    const target = path.join(root, file);
    fs.mkdirSync(path.dirname(target), {recursive: true});
    if (file.endsWith('.ts')) fs.writeFileSync(target, 'export default [];\n');
    else fs.mkdirSync(target, {recursive: true});
  }
}

describe('generationSteps', () => {
  it('generates the API pages before the build by default', () => {
    expect(generationSteps(root, {})).toEqual([[process.execPath, [path.join(root, 'scripts/openapi/generate.mjs')]]]);
  });

  it('generates them for any value but 1 or true (0, empty)', () => {
    writeGenerated();
    for (const value of ['0', '', 'false', 'yes']) expect(generationSteps(root, {[GENERATED_ENV]: value})).toHaveLength(1);
  });

  it('skips the generation with DOCS_API_GENERATED=1 (or true) when its output is there', () => {
    writeGenerated();
    expect(generationSteps(root, {[GENERATED_ENV]: '1'})).toEqual([]);
    expect(generationSteps(root, {[GENERATED_ENV]: 'true'})).toEqual([]);
  });

  it('refuses the opt-out on a clean checkout, naming what is missing and what to run', () => {
    writeGenerated(['docs/api/sidebar.ts']);
    expect(() => generationSteps(root, {[GENERATED_ENV]: '1'})).toThrow(/docs\/api\/1\.0\/sidebar\.ts, static\/openapi\/operations are missing: run `npm run gen-api-docs` first/);
  });
});

/**
 * The CLI as `npm run build` runs it, in a copy of scripts/atomic-build/ inside a temporary site
 * whose generate.mjs only leaves a mark, and with no Docusaurus installed: the build step then
 * fails at once, which is enough to see which steps ran.
 */
describe('cli.mjs', () => {
  function runCli(env) {
    fs.mkdirSync(path.join(root, 'scripts', 'atomic-build'), {recursive: true});
    for (const file of ['cli.mjs', 'atomic.mjs', 'signal-exit.mjs']) fs.copyFileSync(path.join(here, file), path.join(root, 'scripts', 'atomic-build', file));
    // The CLI reads where the generated sidebars go from the API versions' module.
    fs.mkdirSync(path.join(root, 'config'));
    fs.copyFileSync(path.join(repo, 'config', 'apiVersions.mjs'), path.join(root, 'config', 'apiVersions.mjs'));
    fs.mkdirSync(path.join(root, 'scripts', 'openapi'), {recursive: true});
    fs.writeFileSync(path.join(root, 'scripts', 'openapi', 'generate.mjs'), "import fs from 'node:fs';\nfs.writeFileSync(new URL('../../generated.mark', import.meta.url), 'ran');\n");
    fs.mkdirSync(path.join(root, 'build'));
    fs.writeFileSync(path.join(root, 'build', 'index.html'), 'earlier build');
    const childEnv = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== GENERATED_ENV));
    return spawnSync(process.execPath, [path.join(root, 'scripts', 'atomic-build', 'cli.mjs')], {cwd: repo, env: {...childEnv, ...env}, encoding: 'utf8'});
  }
  const generated = () => fs.existsSync(path.join(root, 'generated.mark'));

  it('runs the generation, then the build', () => {
    const result = runCli({});
    expect(generated()).toBe(true);
    expect(result.stderr).toContain('docusaurus.mjs build');
    expect(result.status).not.toBe(0);
  });

  it('with DOCS_API_GENERATED=1 goes straight to the build', () => {
    writeGenerated();
    const result = runCli({[GENERATED_ENV]: '1'});
    expect(generated()).toBe(false);
    expect(result.stdout).toContain('using the API pages already generated');
    expect(result.stderr).toContain('docusaurus.mjs build');
  });

  it('with DOCS_API_GENERATED=1 and nothing generated fails before building, and leaves no build/', () => {
    const result = runCli({[GENERATED_ENV]: '1'});
    expect(result.status).toBe(1);
    expect(generated()).toBe(false);
    expect(result.stderr).toContain('run `npm run gen-api-docs` first');
    expect(result.stderr).not.toContain('docusaurus.mjs build');
    expect(fs.existsSync(path.join(root, 'build'))).toBe(false);
  });
});

describe('npm test', () => {
  it('generates the API pages once: tsc and the build use that run', () => {
    const {scripts} = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8'));
    const steps = scripts.test.split('&&').map((step) => step.trim());
    expect(steps.filter((step) => step === 'npm run gen-api-docs')).toHaveLength(1);
    expect(steps).not.toContain('npm run typecheck');
    const generation = steps.indexOf('npm run gen-api-docs');
    expect(steps.indexOf('tsc')).toBeGreaterThan(generation);
    const build = steps.findIndex((step) => step.endsWith('npm run build:test'));
    expect(build).toBeGreaterThan(generation);
    expect(steps[build]).toBe(`${GENERATED_ENV}=1 npm run build:test`);
  });
});
