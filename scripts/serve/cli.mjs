#!/usr/bin/env node
/**
 * `npm run serve`: serves a build the way the CDN does (scripts/serve/server.mjs): compressed, with
 * the build's `_headers` applied, 404.html for unknown paths.
 *
 *   node scripts/serve/cli.mjs [--dir build] [--port 3000] [--host localhost] [--base-url /]
 *                              [--no-headers] [--no-compress]
 */
import path from 'node:path';
import {parseArgs} from 'node:util';
import {startStaticServer} from './server.mjs';

const USAGE = 'usage: node scripts/serve/cli.mjs [--dir build] [--port 3000] [--host localhost] [--base-url /] [--no-headers] [--no-compress]';

let values;
try {
  ({values} = parseArgs({
    options: {
      dir: {type: 'string', default: 'build'},
      port: {type: 'string', default: '3000'},
      host: {type: 'string', default: 'localhost'},
      'base-url': {type: 'string', default: '/'},
      'no-headers': {type: 'boolean', default: false},
      'no-compress': {type: 'boolean', default: false},
      help: {type: 'boolean', default: false},
    },
    strict: true,
  }));
} catch (error) {
  console.error(`serve: ${error.message}\n${USAGE}`);
  process.exit(2);
}
if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`serve: --port must be a port number, not "${values.port}"`);
  process.exit(2);
}

let server;
try {
  server = await startStaticServer({
    dir: values.dir,
    port,
    host: values.host,
    baseUrl: values['base-url'],
    headers: !values['no-headers'],
    compress: !values['no-compress'],
  });
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const dir = path.relative(process.cwd(), server.root) || '.';
const headers = values['no-headers']
  ? 'off (--no-headers)'
  : server.rules.length > 0
    ? `${dir}/_headers (${server.rules.length} rules: ${server.rules.map((r) => r.path).join(', ')})`
    : `none: ${dir}/_headers is missing, so no security headers are sent`;
console.log(`serve: ${dir}/ on ${server.url}`);
console.log(`  headers:     ${headers}`);
console.log(`  compression: ${values['no-compress'] ? 'off (--no-compress)' : 'brotli or gzip, as the browser accepts'}`);
console.log('  not found:   404.html with status 404; directories redirect to their trailing slash');

const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
