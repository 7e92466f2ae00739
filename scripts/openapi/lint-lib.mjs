/**
 * Redocly CLI lints the assembled specs (static/openapi/*.yaml), so its locations are lines of a
 * generated file nobody edits. This runs it and reports every problem at the source file and line
 * that wrote it (bundle-lib's `locate`), with the JSON pointer alongside.
 */
import {spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {assembleSpec, specYaml} from './bundle-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REDOCLY = path.join(root, 'node_modules', '@redocly', 'cli', 'bin', 'cli.js');

/**
 * Lints one assembled file with the repository's redocly.yaml rules and returns Redocly's JSON
 * report. Throws when Redocly does not produce one (a crash, a bad config).
 */
export function runRedocly(file) {
  const result = spawnSync(process.execPath, redoclyArgs(file), {...REDOCLY_OPTIONS, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024});
  return redoclyReport(file, result.status, result.stdout, result.stderr);
}

/**
 * runRedocly without blocking: Redocly runs in its own process while this one goes on (gen-api-docs
 * loads the page generator meanwhile, and lints both versions at once).
 * `background`: the process runs at the lowest CPU priority (nice 19), so that it takes only the CPU
 * nothing else wants: `npm start` lints after the pages are written, while the development server
 * compiles the site for its first page (it has the same CPU time either way, only later).
 * @param {string} file
 * @param {{background?: boolean, setPriority?: typeof os.setPriority}} [options]
 * @returns {Promise<object>} Redocly's JSON report; rejects as runRedocly throws
 */
export function runRedoclyAsync(file, {background = false, setPriority = os.setPriority} = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, redoclyArgs(file), {...REDOCLY_OPTIONS, stdio: ['ignore', 'pipe', 'pipe']});
    if (background && child.pid !== undefined) {
      try {
        setPriority(child.pid, os.constants.priority.PRIORITY_LOW);
      } catch {
        // Not permitted here (some containers): the lint runs at normal priority, as it did before.
      }
    }
    const out = [];
    const err = [];
    child.stdout.on('data', (chunk) => out.push(chunk));
    child.stderr.on('data', (chunk) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (status) => {
      try {
        resolve(redoclyReport(file, status, Buffer.concat(out).toString('utf8'), Buffer.concat(err).toString('utf8')));
      } catch (error) {
        reject(error);
      }
    });
  });
}

const redoclyArgs = (file) => [REDOCLY, 'lint', file, '--format=json', `--config=${path.join(root, 'redocly.yaml')}`];
const REDOCLY_OPTIONS = {cwd: root, env: {...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true'}};

function redoclyReport(file, status, stdout, stderr) {
  try {
    return JSON.parse(stdout);
  } catch {
    throw new Error(`redocly lint ${path.relative(root, file)} gave no report (exit ${status}):\n${stderr}`);
  }
}

/**
 * One line per problem, `file:line:col: severity rule: message (pointer)`, sorted by place, and the
 * counts. `locate` maps a pointer of the assembled document to `file:line:col` of the source.
 * @param {{problems: Array<{ruleId: string, severity: string, message: string, location?: Array<{pointer?: string}>}>}} report
 * @param {(pointer: string) => string} locate
 */
export function formatProblems(report, locate) {
  const lines = report.problems.map((problem) => {
    const pointer = problem.location?.[0]?.pointer ?? '#/';
    return {where: locate(pointer), text: `${problem.severity} ${problem.ruleId}: ${problem.message} (${pointer})`};
  });
  lines.sort((a, b) => a.where.localeCompare(b.where, 'en', {numeric: true}));
  const count = (severity) => report.problems.filter((p) => p.severity === severity).length;
  return {lines: lines.map(({where, text}) => `${where}: ${text}`), errors: count('error'), warnings: count('warn')};
}

/**
 * Assembles one version folder (`openapi/<version>`) and lints the result with the rules of
 * `lint:specs` (Redocly under redocly.yaml: unknown keywords such as `inn:`, `descripton:`, `typ:`,
 * `maxLenght:` are `struct` errors), each problem at its source `file:line:col`. Throws SpecError
 * when the folder does not assemble. `assembled` (what assembleSpec returned for `dir`, with its
 * `specYaml` text if known) spares assembling it again; the report carries the YAML it linted, which
 * is what bundle-lib writes to static/openapi/. Redocly runs in a process of its own, so the caller
 * goes on while it runs (about 5 s of CPU for v2.0, most of it Redocly's own start and the
 * `recommended` rules' walk): gen-api-docs lints both versions at once and loads the page generator
 * meanwhile. `background` runs Redocly at the lowest CPU priority (runRedoclyAsync).
 * @returns {Promise<{lines: string[], errors: number, warnings: number, yaml: string}>}
 */
export async function lintSpecDir(dir, assembled = assembleSpec(dir), {background = false} = {}) {
  const {locate} = assembled;
  const {file, yaml, tmp} = writeForLint(dir, assembled);
  try {
    return {...formatProblems(await runRedoclyAsync(file, {background}), locate), yaml};
  } finally {
    fs.rmSync(tmp, {recursive: true, force: true});
  }
}

function writeForLint(dir, assembled) {
  const yaml = assembled.yaml ?? specYaml(assembled.doc);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-lint-'));
  const file = path.join(tmp, `${path.basename(dir)}.yaml`);
  fs.writeFileSync(file, yaml);
  return {file, yaml, tmp};
}
