#!/usr/bin/env node
/**
 * End-to-end tests drive Debian's Chromium at /usr/bin/chromium, never a downloaded browser.
 * Installs it with apt-get when it is missing (CI and fresh machines run as root).
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (fs.existsSync(CHROMIUM)) {
  process.exit(0);
}
console.log(`ensure-chromium: ${CHROMIUM} not found, installing Debian's chromium package`);
const sh = (cmd) => spawnSync('sh', ['-c', cmd], {stdio: 'inherit', env: {...process.env, DEBIAN_FRONTEND: 'noninteractive'}});
const prefix = typeof process.getuid === 'function' && process.getuid() === 0 ? '' : 'sudo ';
for (const cmd of [`${prefix}apt-get update -qq`, `${prefix}apt-get install -y -qq chromium`]) {
  if (sh(cmd).status !== 0) {
    console.error(`ensure-chromium: "${cmd}" failed`);
    process.exit(1);
  }
}
if (!fs.existsSync(CHROMIUM)) {
  console.error(`ensure-chromium: ${CHROMIUM} still missing after install`);
  process.exit(1);
}
