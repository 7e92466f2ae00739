#!/usr/bin/env node
/**
 * `npm run lint:specs`: assembles every API version (bundle.mjs, which stops at the first malformed
 * file with its place), lints each assembled document with Redocly under redocly.yaml, and reports
 * every problem at its source file and line. Exits 1 on any error.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {parse} from 'yaml';
import {assembleSpec} from './bundle-lib.mjs';
import {formatProblems, runRedocly} from './lint-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const bundled = spawnSync(process.execPath, [path.join(root, 'scripts/openapi/bundle.mjs')], {cwd: root, stdio: 'inherit'});
if (bundled.status !== 0) process.exit(bundled.status ?? 1);

const {apis} = parse(fs.readFileSync(path.join(root, 'redocly.yaml'), 'utf8'));
let errors = 0;
let warnings = 0;
for (const [version, {root: bundle}] of Object.entries(apis)) {
  const sourceDir = path.relative(process.cwd(), path.join(root, 'openapi', version));
  const {locate} = assembleSpec(sourceDir);
  const report = formatProblems(runRedocly(path.join(root, bundle)), locate);
  for (const line of report.lines) console.log(line);
  console.log(`lint:specs: ${version}: ${report.errors} errors, ${report.warnings} warnings`);
  errors += report.errors;
  warnings += report.warnings;
}
if (errors > 0) {
  console.error(`lint:specs: ${errors} errors, ${warnings} warnings (each listed above with its source file and line)`);
  process.exit(1);
}
console.log(`lint:specs: no errors, ${warnings} warnings`);
