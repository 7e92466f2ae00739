#!/usr/bin/env node
/**
 * Assembles every API version under openapi/ into static/openapi/salesloft-api-v<version>.yaml:
 * the file docusaurus-plugin-openapi-docs reads and readers download. Exits 1 with
 * `file:line:column: message` when a spec is malformed, so the build stops before generating pages.
 * generate.mjs runs the same function (bundleSpecsOrExit) in its own process.
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {bundleSpecsOrExit} from './bundle-lib.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

bundleSpecsOrExit(root, path.join(root, process.env.OPENAPI_SOURCE_DIR ?? 'openapi'));
