#!/usr/bin/env node
/**
 * `npm run spec:diff -- <git-ref>`: what changed in the public API between <git-ref> and the working
 * tree, as Markdown on stdout (operations added or removed; parameters, request-body fields and
 * response fields added, removed or retyped). Exits 1 when something was removed without being
 * marked `deprecated: true` first, naming it. CI prints this for pull requests.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {assembleSpec, SpecError} from './bundle-lib.mjs';
import {diffSpecs, formatDiff} from './diff-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ref = process.argv[2];
if (!ref || ref.startsWith('-')) {
  console.error('usage: npm run spec:diff -- <git-ref>   (e.g. origin/main, HEAD~1, a tag)');
  process.exit(2);
}

const verify = spawnSync('git', ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`], {cwd: root, encoding: 'utf8'});
if (verify.status !== 0) {
  console.error(`spec:diff: "${ref}" is not a commit in this repository (fetch it first, e.g. git fetch origin main)`);
  process.exit(2);
}

const before = fs.mkdtempSync(path.join(os.tmpdir(), 'spec-diff-'));
try {
  const archive = spawnSync('git', ['archive', '--format=tar', ref, 'openapi'], {cwd: root, maxBuffer: 1 << 30});
  if (archive.status === 0) {
    const untar = spawnSync('tar', ['-x', '-C', before], {input: archive.stdout});
    if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
  }
  const versionsIn = (dir) =>
    fs.existsSync(dir) ? fs.readdirSync(dir, {withFileTypes: true}).filter((d) => d.isDirectory() && /^v\d+\.\d+$/.test(d.name)).map((d) => d.name) : [];
  const oldRoot = path.join(before, 'openapi');
  const newRoot = path.join(root, 'openapi');
  const versions = [...new Set([...versionsIn(oldRoot), ...versionsIn(newRoot)])].sort().reverse();
  const empty = {paths: {}};
  const sections = [`# Public API changes since \`${ref}\``, ''];
  const errors = [];
  for (const version of versions) {
    const load = (dir) => (fs.existsSync(path.join(dir, version, 'openapi.yaml')) ? assembleSpec(path.join(dir, version)).doc : empty);
    const result = diffSpecs(load(oldRoot), load(newRoot));
    sections.push(formatDiff(version, result));
    errors.push(...result.errors.map((e) => `${version}: ${e}`));
  }
  console.log(sections.join('\n'));
  if (errors.length) {
    console.error(`spec:diff: ${errors.length} breaking change${errors.length === 1 ? '' : 's'}. Mark an operation, parameter or field \`deprecated: true\` in a release before removing it:`);
    for (const error of errors) console.error(`  - ${error}`);
    process.exitCode = 1;
  }
} catch (error) {
  if (error instanceof SpecError) {
    console.error(`spec:diff: malformed spec: ${error.message}`);
    process.exitCode = 1;
  } else {
    throw error;
  }
} finally {
  fs.rmSync(before, {recursive: true, force: true});
}
