#!/usr/bin/env node
/**
 * `npm run gen-api-docs`: assembles the specs (bundle.mjs), regenerates docs/api/ from scratch with
 * docusaurus-plugin-openapi-docs, then checks the output. The plugin reports some failures only as
 * console errors, so this script verifies that every version produced its pages and sidebar and
 * exits non-zero otherwise.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const run = (command, args) => {
  const result = spawnSync(command, args, {cwd: root, stdio: 'inherit'});
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run(process.execPath, [path.join(root, 'scripts/openapi/bundle.mjs')]);

const outputDir = path.join(root, 'docs', 'api');
fs.rmSync(outputDir, {recursive: true, force: true});
// The api docs instance refuses to start without its folder, even to generate into it.
fs.mkdirSync(outputDir, {recursive: true});
run(process.execPath, [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'gen-api-docs', 'all', '--all-versions']);

const expectations = [
  {dir: outputDir, info: 'salesloft-api.info.mdx'},
  {dir: path.join(outputDir, '1.0'), info: 'salesloft-platform.info.mdx'},
];
for (const {dir, info} of expectations) {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  const pages = files.filter((f) => f.endsWith('.api.mdx'));
  if (!files.includes('sidebar.ts') || !files.includes(info) || pages.length === 0) {
    console.error(`gen-api-docs: ${path.relative(root, dir)} is incomplete (sidebar.ts, ${info} and at least one .api.mdx expected)`);
    process.exit(1);
  }
  console.log(`gen-api-docs: ${path.relative(root, dir)}: ${pages.length} operation pages`);
}

// The v2 overview is the reference landing: /docs/api/ (SPEC 2).
const landing = path.join(outputDir, 'salesloft-api.info.mdx');
fs.writeFileSync(landing, fs.readFileSync(landing, 'utf8').replace(/^---\n/, '---\nslug: /\n'));

// docusaurus-plugin-openapi-docs 5.2 prefixes sidebar ids with the last path segment when outputDir
// equals the docs instance's path ("api/people-index" instead of "people-index"). Strip it.
const sidebarFile = path.join(outputDir, 'sidebar.ts');
fs.writeFileSync(sidebarFile, fs.readFileSync(sidebarFile, 'utf8').replaceAll('id: "api/', 'id: "'));
