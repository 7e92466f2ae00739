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
});
