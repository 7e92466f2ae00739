import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {stringify} from 'yaml';
import {describe, expect, it} from 'vitest';
import {assembleSpec} from './bundle-lib.mjs';
import {formatProblems, runRedocly, runRedoclyAsync} from './lint-lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));

describe('lint:specs reports Redocly problems at their source', () => {
  it('names the source file and line of every problem in the assembled document, with its pointer', () => {
    const {doc, locate} = assembleSpec(path.join(here, '__fixtures__', 'lint-problems'));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-specs-'));
    try {
      const bundle = path.join(dir, 'bundle.yaml');
      fs.writeFileSync(bundle, stringify(doc));
      const {lines, errors} = formatProblems(runRedocly(bundle), locate);
      expect(errors).toBe(lines.length);
      expect(lines.length).toBeGreaterThanOrEqual(3);
      // Every line names a source file of the fixture and a line in it, never the assembled file.
      for (const line of lines) expect(line).toMatch(/__fixtures__\/lint-problems\/(openapi|resources\/things)\.yaml:\d+:\d+: (error|warn) [\w-]+: .+ \(#\/.*\)$/);
      expect(lines.join('\n')).not.toContain('bundle.yaml');
      expect(lines).toContainEqual(
        expect.stringMatching(/resources\/things\.yaml:17:17: error no-invalid-media-type-examples: .*\(#\/paths\/~1v2~1things\/get\/responses\/200\/content\/application~1json\/example\/id\)$/),
      );
      expect(lines).toContainEqual(expect.stringMatching(/resources\/things\.yaml:9:7: error operation-4xx-response: /));
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
    // Redocly's start-up dominates; on a loaded 2-core machine it has taken 4 s.
  }, 30_000);

  it('runs Redocly at the lowest CPU priority in the background, and still lints where that is not permitted', async () => {
    const {doc} = assembleSpec(path.join(here, '__fixtures__', 'lint-problems'));
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-specs-'));
    try {
      const bundle = path.join(dir, 'bundle.yaml');
      fs.writeFileSync(bundle, stringify(doc));
      const niceness = [];
      const lowered = (pid, priority) => {
        os.setPriority(pid, priority);
        niceness.push(os.getPriority(pid));
      };
      const refused = () => {
        throw new Error('EACCES');
      };
      const [background, notPermitted, foreground] = await Promise.all([
        runRedoclyAsync(bundle, {background: true, setPriority: lowered}),
        runRedoclyAsync(bundle, {background: true, setPriority: refused}),
        runRedoclyAsync(bundle, {setPriority: lowered}),
      ]);
      // Only the background run was lowered, to nice 19.
      expect(niceness).toEqual([os.constants.priority.PRIORITY_LOW]);
      expect(background.problems.length).toBeGreaterThanOrEqual(3);
      expect(notPermitted).toEqual(background);
      expect(foreground).toEqual(background);
    } finally {
      fs.rmSync(dir, {recursive: true, force: true});
    }
  }, 30_000);

  it('counts errors and warnings and sorts by place', () => {
    const report = {
      problems: [
        {ruleId: 'b', severity: 'warn', message: 'w', location: [{pointer: '#/paths/~1x'}]},
        {ruleId: 'a', severity: 'error', message: 'e', location: [{pointer: '#/info'}]},
      ],
    };
    const locate = (pointer) => (pointer === '#/info' ? 'openapi.yaml:2:1' : 'resources/x.yaml:10:3');
    expect(formatProblems(report, locate)).toEqual({
      lines: ['openapi.yaml:2:1: error a: e (#/info)', 'resources/x.yaml:10:3: warn b: w (#/paths/~1x)'],
      errors: 1,
      warnings: 1,
    });
  });
});
