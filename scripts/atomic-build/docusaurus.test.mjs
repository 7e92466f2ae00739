import {spawn} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath, pathToFileURL} from 'node:url';
import {afterEach, describe, expect, it} from 'vitest';

/**
 * The atomic build with a real `docusaurus build`, not a stand-in (atomic.test.mjs has those): a
 * small site in a temporary folder, built through buildSite as `npm run build` builds this one, with
 * a `build/` from an earlier good run already in place. Each build takes 5-10 s on the 2-core
 * machine; the time limits leave room for a loaded one.
 */
const BUILD_TIMEOUT = 60_000;

const here = path.dirname(fileURLToPath(import.meta.url));
const repoModules = path.resolve(here, '..', '..', 'node_modules');

/** `npm run build` for the site in SITE_DIR: scripts/atomic-build/cli.mjs without this repo's spec generation. */
const RUNNER = `import {buildSite} from ${JSON.stringify(pathToFileURL(path.join(here, 'atomic.mjs')).href)};
process.exit(await buildSite({root: process.env.SITE_DIR}));`;

const GOOD_PAGE = `---
slug: /
---
# Home

A page that builds.
`;

const BROKEN_PAGES = {
  /** A syntax error: the MDX compiler rejects it, and the bundling fails before any page is written. */
  unclosedTag: ['broken.mdx', '# Broken\n\n<div>\nA tag that is never closed.\n'],
  /**
   * Compiles, then throws while its HTML is rendered. Docusaurus renders every other page first and
   * fails at the end, so index.html and 404.html are already in the output folder: what a plain
   * `docusaurus build --out-dir build` leaves behind, deployable-looking.
   */
  throwsOnRender: ['broken.mdx', '# Broken\n\nexport const missing = undefined;\n\nThis page fails to render: {missing.title}\n'],
};

/**
 * A plugin that holds the build in postBuild, after every page is written and before the build
 * ends, and says so (with the pid of the Docusaurus process) in a file, so that a test can
 * interrupt the build at the moment a half-finished output folder looks complete.
 */
const HOLD_PLUGIN = `const fs = require('node:fs');
const path = require('node:path');
module.exports = function holdPostBuild() {
  return {
    name: 'hold-post-build',
    async postBuild() {
      fs.writeFileSync(path.join(__dirname, 'post-build.pid'), String(process.pid));
      await new Promise((resolve) => setTimeout(resolve, 120000));
    },
  };
};
`;

let site;
let wrapper;
let docusaurusPid;

/**
 * Creates the site: the docs plugin and the classic theme from this repo's node_modules (linked
 * entry by entry, so that nothing the build writes under node_modules lands in this repo's), one
 * good page at /, an optional broken page, and a previous build.
 */
function createSite({broken = null, hold = false} = {}) {
  site = fs.mkdtempSync(path.join(os.tmpdir(), 'atomic-docusaurus-'));
  const write = (file, text) => {
    fs.mkdirSync(path.dirname(path.join(site, file)), {recursive: true});
    fs.writeFileSync(path.join(site, file), text);
  };
  fs.mkdirSync(path.join(site, 'node_modules'));
  for (const entry of fs.readdirSync(repoModules)) {
    if (entry === '.cache') continue;
    fs.symlinkSync(path.join(repoModules, entry), path.join(site, 'node_modules', entry));
  }
  // Those packages are patched for this site (patches/): react-router and @docusaurus/core import
  // two of its modules through `@site/src/lib/...`, so the test site has this repo's src/lib too.
  fs.mkdirSync(path.join(site, 'src'));
  fs.symlinkSync(path.resolve(here, '..', '..', 'src', 'lib'), path.join(site, 'src', 'lib'));
  write('package.json', JSON.stringify({name: 'atomic-build-test-site', private: true}));
  write(
    'docusaurus.config.js',
    `module.exports = {
  title: 'Atomic build test',
  url: 'http://localhost',
  baseUrl: '/',
  onBrokenLinks: 'throw',
  future: {v4: true, faster: true},
  plugins: [['@docusaurus/plugin-content-docs', {routeBasePath: '/'}]${hold ? ", './hold-post-build.js'" : ''}],
  themes: ['@docusaurus/theme-classic'],
};
`,
  );
  write('docs/index.md', GOOD_PAGE);
  if (broken) write(`docs/${BROKEN_PAGES[broken][0]}`, BROKEN_PAGES[broken][1]);
  if (hold) write('hold-post-build.js', HOLD_PLUGIN);
  write('build/index.html', '<!doctype html><title>previous good build</title>');
  write('build/_headers', '/*\n  X-Frame-Options: DENY\n');
}

/**
 * Starts the build of the site as a process of its own; resolves with its exit code and output once
 * it has exited (and its output is read, or a moment later: a Docusaurus it failed to stop would
 * hold the pipes open).
 */
function startBuild() {
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITEST') && name !== 'NODE_ENV'));
  wrapper = spawn(process.execPath, ['--input-type=module', '-e', RUNNER], {
    cwd: site,
    env: {...env, SITE_DIR: site, DOCUSAURUS_NO_PERSISTENT_CACHE: 'true'},
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  wrapper.stdout.on('data', (chunk) => (output += chunk));
  wrapper.stderr.on('data', (chunk) => (output += chunk));
  return new Promise((resolve) => {
    wrapper.on('exit', (code, signal) => {
      const done = () => resolve({code, signal, output});
      wrapper.on('close', done);
      setTimeout(done, 2000);
    });
  });
}

const exists = (...parts) => fs.existsSync(path.join(site, ...parts));

/** True while the process runs (a zombie, exited but not yet reaped, counts as gone). */
function alive(pid) {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

async function waitFor(condition, what, ms = 45_000) {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits until the build is held in postBuild with its pages written; returns the Docusaurus pid. */
async function heldInPostBuild(result) {
  let settled = null;
  void result.then((value) => (settled = value));
  await waitFor(() => exists('post-build.pid') || settled !== null, 'the build to reach postBuild');
  if (settled) throw new Error(`the build ended before postBuild (exit ${settled.code}):\n${settled.output}`);
  docusaurusPid = Number(fs.readFileSync(path.join(site, 'post-build.pid'), 'utf8'));
  // The moment this guards: the scratch folder holds a complete-looking site.
  expect(exists('build.partial', 'index.html')).toBe(true);
  return docusaurusPid;
}

afterEach(() => {
  if (wrapper && wrapper.exitCode === null && wrapper.signalCode === null) wrapper.kill('SIGKILL');
  if (docusaurusPid && alive(docusaurusPid)) process.kill(docusaurusPid, 'SIGKILL');
  wrapper = undefined;
  docusaurusPid = undefined;
  if (site) fs.rmSync(site, {recursive: true, force: true});
  site = undefined;
});

describe('atomic build with a real docusaurus build', () => {
  it(
    'a broken MDX page (a tag never closed) fails the build: non-zero exit, no build/index.html, no build.partial/',
    async () => {
      createSite({broken: 'unclosedTag'});
      const {code, output} = await startBuild();
      expect(code, output).not.toBe(0);
      expect(output).toContain('MDX compilation failed');
      expect(exists('build', 'index.html')).toBe(false);
      // As documented (atomic.mjs, README "Scripts"): the earlier build no longer matches the sources and goes too.
      expect(exists('build')).toBe(false);
      expect(exists('build.partial')).toBe(false);
    },
    BUILD_TIMEOUT,
  );

  it(
    'an MDX page that fails to render, after the other pages are written, leaves no build/ (no index.html, no _headers) and no build.partial/',
    async () => {
      createSite({broken: 'throwsOnRender'});
      const {code, output} = await startBuild();
      expect(code, output).not.toBe(0);
      expect(output).toContain("Can't render static file for pathname");
      // The run had written a complete-looking site before it failed; none of it is left.
      expect(output).toMatch(/build: discarding \d+ files the failed run wrote \(index\.html/);
      expect(exists('build', 'index.html')).toBe(false);
      expect(exists('build', '_headers')).toBe(false);
      expect(exists('build')).toBe(false);
      expect(exists('build.partial')).toBe(false);
    },
    BUILD_TIMEOUT,
  );

  it(
    'a good site builds and replaces the previous build/ whole',
    async () => {
      createSite();
      const {code, output} = await startBuild();
      expect(code, output).toBe(0);
      expect(fs.readFileSync(path.join(site, 'build', 'index.html'), 'utf8')).toContain('A page that builds.');
      // The previous build's files do not survive into the new one.
      expect(exists('build', '_headers')).toBe(false);
      expect(exists('build.partial')).toBe(false);
      expect(exists('build.previous')).toBe(false);
    },
    BUILD_TIMEOUT,
  );

  it(
    'SIGTERM to the build (a CI cancellation) once the pages are written: exit 130, Docusaurus stopped, no build/, no build.partial/',
    async () => {
      createSite({hold: true});
      const result = startBuild();
      const pid = await heldInPostBuild(result);
      wrapper.kill('SIGTERM');
      const {code, output} = await result;
      expect(code, output).toBe(130);
      expect(output).toContain('build: interrupted (SIGTERM)');
      expect(exists('build')).toBe(false);
      expect(exists('build.partial')).toBe(false);
      await waitFor(() => !alive(pid), 'Docusaurus to stop', 10_000);
    },
    BUILD_TIMEOUT,
  );

  it(
    'SIGTERM to Docusaurus alone once the pages are written: the build fails and nothing is deployed',
    async () => {
      createSite({hold: true});
      const result = startBuild();
      const pid = await heldInPostBuild(result);
      // Docusaurus answers SIGTERM with process.exit(), status 0, as if the build had succeeded.
      process.kill(pid, 'SIGTERM');
      const {code, output} = await result;
      expect(code, output).not.toBe(0);
      expect(exists('build', 'index.html')).toBe(false);
      expect(exists('build')).toBe(false);
      expect(exists('build.partial')).toBe(false);
    },
    BUILD_TIMEOUT,
  );
});
