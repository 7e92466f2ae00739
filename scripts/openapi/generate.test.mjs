import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {lintSpecDir} from './lint-lib.mjs';
import {STAMP_FILE} from './gen-cache.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const FIXTURE = 'scripts/openapi/__fixtures__/unknown-keywords';

describe('gen-api-docs validates the structure of the specs (the rules of lint:specs)', () => {
  it('reports each unknown keyword at its source file, line and column', async () => {
    const {lines, errors} = await lintSpecDir(path.join(here, '__fixtures__', 'unknown-keywords', 'v2.0'));
    const things = 'unknown-keywords/v2.0/resources/things.yaml';
    expect(lines.map((line) => line.replace(/^.*__fixtures__\//, ''))).toEqual([
      `${things}:11:11: error struct: The field \`in\` must be present on this level. (#/paths/~1v2~1things/get/parameters/0)`,
      `${things}:12:11: error struct: Property \`inn\` is not expected here. (#/paths/~1v2~1things/get/parameters/0/inn)`,
      `${things}:18:11: error struct: Property \`descripton\` is not expected here. (#/paths/~1v2~1things/get/parameters/1/descripton)`,
      `${things}:20:13: error struct: Property \`typ\` is not expected here. (#/paths/~1v2~1things/get/parameters/1/schema/typ)`,
      `${things}:25:13: error struct: Property \`maxLenght\` is not expected here. (#/paths/~1v2~1things/get/parameters/2/schema/maxLenght)`,
    ]);
    expect(errors).toBe(5);
  }, 60_000);

  it('npm run gen-api-docs stops on them with exit 1, before writing anything', () => {
    const stamp = path.join(root, STAMP_FILE);
    const stampBefore = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : null;
    const result = spawnSync(process.execPath, [path.join(here, 'generate.mjs')], {
      cwd: root,
      encoding: 'utf8',
      env: {...process.env, OPENAPI_SOURCE_DIR: FIXTURE},
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${FIXTURE}/v2.0/resources/things.yaml:12:11: error struct: Property \`inn\` is not expected here.`);
    expect(result.stderr).toContain(`${FIXTURE}/v2.0/resources/things.yaml:25:13: error struct: Property \`maxLenght\` is not expected here.`);
    expect(result.stderr).toMatch(/gen-api-docs: v2\.0: 5 spec error\(s\)/);
    expect(result.stdout).not.toMatch(/openapi: v2\.0: \d+ operations ->/);
    expect(fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : null).toBe(stampBefore);
  }, 60_000);

  it('under npm start (--deferred-checks) a spec that cannot be generated still stops the run at once, and says the lint is still to come', () => {
    const stamp = path.join(root, STAMP_FILE);
    const stampBefore = fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : null;
    // The fixture has no v1.0 folder: nothing can be generated, so nothing is written.
    const result = spawnSync(process.execPath, [path.join(here, 'generate.mjs'), '--deferred-checks'], {
      cwd: root,
      encoding: 'utf8',
      env: {...process.env, OPENAPI_SOURCE_DIR: FIXTURE},
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`gen-api-docs: ${FIXTURE}/v1.0/openapi.yaml is missing`);
    expect(result.stderr).toContain('the specs were not linted yet (npm start lints them once the pages are written): `npm run lint:specs` lists their structural errors');
    // The lint was not run before the pages: its errors are not in this output.
    expect(result.stderr).not.toContain('error struct');
    expect(result.stdout).not.toMatch(/openapi: v2\.0: \d+ operations ->/);
    expect(fs.existsSync(stamp) ? fs.readFileSync(stamp, 'utf8') : null).toBe(stampBefore);
  }, 60_000);
});
