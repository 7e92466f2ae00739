import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {buildAtomically} from './atomic.mjs';

/**
 * The wrapper with stand-in commands: a "build" that writes what Docusaurus writes early (index.html,
 * _headers) into the folder it is given, then fails or succeeds, as a page that does not compile
 * makes `docusaurus build` fail after other pages are already written.
 */
const node = process.execPath;
const writesThen = (exitCode, marker = 'new') => [
  node,
  [
    '-e',
    `const fs=require('fs'),p=require('path');const d=process.argv[1];fs.mkdirSync(d,{recursive:true});` +
      `fs.writeFileSync(p.join(d,'index.html'),'${marker}');fs.writeFileSync(p.join(d,'_headers'),'/*\\n  X: y\\n');process.exit(${exitCode});`,
  ],
];
const withDir = ([command, args], dir) => [command, [...args, dir]];

let root;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-build-'));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  vi.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(root, {recursive: true, force: true});
});

const exists = (...parts) => fs.existsSync(path.join(root, ...parts));

describe('buildAtomically', () => {
  it('a build that fails after writing pages exits non-zero and leaves no build/ (no index.html, no _headers)', async () => {
    const code = await buildAtomically({root, steps: (scratch) => [withDir(writesThen(1), scratch)]});
    expect(code).toBe(1);
    expect(exists('build', 'index.html')).toBe(false);
    expect(exists('build', '_headers')).toBe(false);
    expect(exists('build.partial')).toBe(false);
  });

  it('a failure also removes the build of an earlier run, which no longer matches the sources', async () => {
    fs.mkdirSync(path.join(root, 'build'));
    fs.writeFileSync(path.join(root, 'build', 'index.html'), 'old');
    const code = await buildAtomically({root, steps: (scratch) => [withDir(writesThen(2), scratch)]});
    expect(code).toBe(2);
    expect(exists('build')).toBe(false);
  });

  it('a failing step before the build (spec generation) stops it, and the build never runs', async () => {
    const code = await buildAtomically({root, steps: (scratch) => [[node, ['-e', 'process.exit(3)']], withDir(writesThen(0), scratch)]});
    expect(code).toBe(3);
    expect(exists('build')).toBe(false);
    expect(exists('build.partial')).toBe(false);
  });

  it('a build that exits 0 without an index.html is a failure too', async () => {
    const code = await buildAtomically({root, steps: () => [[node, ['-e', '']]]});
    expect(code).toBe(1);
    expect(exists('build')).toBe(false);
  });

  it('a successful build replaces the old one whole, and leaves no scratch folder', async () => {
    fs.mkdirSync(path.join(root, 'build'));
    fs.writeFileSync(path.join(root, 'build', 'index.html'), 'old');
    fs.writeFileSync(path.join(root, 'build', 'stale.html'), 'old');
    const code = await buildAtomically({root, steps: (scratch) => [withDir(writesThen(0), scratch)]});
    expect(code).toBe(0);
    expect(fs.readFileSync(path.join(root, 'build', 'index.html'), 'utf8')).toBe('new');
    expect(exists('build', '_headers')).toBe(true);
    expect(exists('build', 'stale.html')).toBe(false);
    expect(exists('build.partial')).toBe(false);
    expect(exists('build.previous')).toBe(false);
  });

  it('the build is pointed at the scratch folder, never at build/ itself', async () => {
    let given;
    await buildAtomically({
      root,
      steps: (scratch) => {
        given = scratch;
        return [withDir(writesThen(0), scratch)];
      },
    });
    expect(given).toBe('build.partial');
  });
});
