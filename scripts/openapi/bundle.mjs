#!/usr/bin/env node
/**
 * Assembles every API version under openapi/ into static/openapi/salesloft-api-v<version>.yaml:
 * the file docusaurus-plugin-openapi-docs reads and readers download. Exits 1 with
 * `file:line:column: message` when a spec is malformed, so the build stops before generating pages.
 * generate.mjs runs the same function (bundleSpecs) in its own process.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {bundleSpecs, SpecError} from './bundle-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

try {
  bundleSpecs(root, path.join(root, process.env.OPENAPI_SOURCE_DIR ?? 'openapi'));
} catch (error) {
  if (error instanceof SpecError) {
    console.error(`openapi: malformed spec: ${error.message}`);
    process.exit(1);
  }
  throw error;
}
