#!/usr/bin/env node
/**
 * `npm start [-- <docusaurus start options>]`: generates the API reference when it changed while the
 * development server starts, the server's API docs waiting for it (./launch.mjs).
 */
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {launch} from './launch.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
process.exit(await launch(root, process.argv.slice(2)));
