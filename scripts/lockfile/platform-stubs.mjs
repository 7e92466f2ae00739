#!/usr/bin/env node
/**
 * `npm run lock:platforms`: completes package-lock.json with the platform-specific optional packages
 * (`@swc/core-darwin-arm64`, `@rollup/rollup-win32-x64-msvc`, ...) that the registry this project
 * installs from does not serve. `npm install` leaves them out; `npm ci` then refuses the lockfile
 * ("Missing: ... from lock file"). Each added entry carries the `os`, `cpu` and `libc` its name
 * encodes, so npm skips it on every other platform without fetching it, exactly as it does for
 * a lockfile written on another machine. Run it after any change to dependencies.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const OS = new Set(['darwin', 'linux', 'win32', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'openharmony', 'aix']);
const CPU = new Set(['arm', 'arm64', 'x64', 'ia32', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32']);

/** Reads os/cpu/libc from a platform package name such as `core-linux-arm64-musl`. */
export function platformOf(name) {
  const tokens = name.split('/').pop().split('-');
  const osIndex = tokens.findIndex((t) => OS.has(t));
  if (osIndex === -1 || !CPU.has(tokens[osIndex + 1])) return null;
  const os = tokens[osIndex];
  const cpu = tokens[osIndex + 1];
  const abi = tokens.slice(osIndex + 2).join('-');
  const result = {os: [os], cpu: [cpu]};
  if (os === 'linux') {
    if (abi.startsWith('musl')) result.libc = ['musl'];
    else if (abi.startsWith('gnu')) result.libc = ['glibc'];
  }
  return result;
}

/** Adds stub entries for missing platform optionals; returns the names added. */
export function addPlatformStubs(lock) {
  const packages = lock.packages;
  const added = [];
  for (const [location, entry] of Object.entries(packages)) {
    for (const [dep, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const platform = platformOf(dep);
      if (!platform) continue;
      // Resolution as npm does it: nested beside the parent first, then hoisted at the root.
      const nested = `${location ? `${location}/` : ''}node_modules/${dep}`;
      const hoisted = `node_modules/${dep}`;
      if (packages[nested] || packages[hoisted]) continue;
      packages[hoisted] = {
        version: String(range).replace(/^[\^~=]/, ''),
        ...(entry.dev ? {dev: true} : {}),
        optional: true,
        ...platform,
      };
      added.push(`${dep}@${packages[hoisted].version}`);
    }
  }
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
  return added;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'package-lock.json');
  const lock = JSON.parse(fs.readFileSync(file, 'utf8'));
  const added = addPlatformStubs(lock);
  fs.writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`lock:platforms: ${added.length} platform entries added${added.length ? `: ${added.join(', ')}` : ''}`);
}
