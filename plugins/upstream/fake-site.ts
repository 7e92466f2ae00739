import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {siteDir} from './check';

/** Tests only: sites whose node_modules lack what an intervention needs, to see its check fail. */

const created: string[] = [];

/**
 * A temporary site root whose node_modules links `real` packages to the installed ones and holds
 * `fake` packages (version 9.9.9) with only the given files (path in package -> text).
 */
export function fakeSite(real: string[], fake: Record<string, Record<string, string>>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-site-'));
  created.push(dir);
  for (const name of real) {
    fs.mkdirSync(path.dirname(path.join(dir, 'node_modules', name)), {recursive: true});
    fs.symlinkSync(path.join(siteDir, 'node_modules', name), path.join(dir, 'node_modules', name), 'dir');
  }
  for (const [name, files] of Object.entries(fake)) {
    const pkg = path.join(dir, 'node_modules', name);
    for (const [file, text] of Object.entries({'package.json': JSON.stringify({name, version: '9.9.9'}), ...files})) {
      fs.mkdirSync(path.dirname(path.join(pkg, file)), {recursive: true});
      fs.writeFileSync(path.join(pkg, file), text);
    }
  }
  return dir;
}

/** The installed text of a file of an installed package. */
export const installed = (name: string, file: string) => fs.readFileSync(path.join(siteDir, 'node_modules', name, file), 'utf8');

export function removeFakeSites(): void {
  for (const dir of created.splice(0)) fs.rmSync(dir, {recursive: true, force: true});
}
