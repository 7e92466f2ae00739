#!/usr/bin/env node
/**
 * Assembles every API version under openapi/ into static/openapi/salesloft-api-v<version>.yaml:
 * the file docusaurus-plugin-openapi-docs reads and readers download. Exits 1 with
 * `file:line:column: message` when a spec is malformed, so the build stops before generating pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {stringify} from 'yaml';
import {assembleSpec, SpecError} from './bundle-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const sourceRoot = path.join(root, process.env.OPENAPI_SOURCE_DIR ?? 'openapi');
const outDir = path.join(root, 'static', 'openapi');

const versions = fs
  .readdirSync(sourceRoot, {withFileTypes: true})
  .filter((d) => d.isDirectory() && /^v\d+\.\d+$/.test(d.name))
  .map((d) => d.name);

try {
  fs.mkdirSync(outDir, {recursive: true});
  for (const version of versions) {
    const dir = path.relative(process.cwd(), path.join(sourceRoot, version)) || '.';
    const {doc, operationIds} = assembleSpec(dir);
    const out = path.join(outDir, `salesloft-api-${version}.yaml`);
    fs.writeFileSync(out, stringify(doc, {lineWidth: 0, aliasDuplicateObjects: false}));
    console.log(`openapi: ${version}: ${operationIds.length} operations -> ${path.relative(root, out)}`);
  }
} catch (error) {
  if (error instanceof SpecError) {
    console.error(`openapi: malformed spec: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
