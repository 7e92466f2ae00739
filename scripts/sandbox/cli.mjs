#!/usr/bin/env node
/**
 * `npm run sandbox`: starts the provider emulator on 127.0.0.1:4400 and the live-reload site on
 * http://localhost:3000 configured against it, so sign-in (approve or deny), the user menu, the API
 * logs dashboard and analytics can be tried locally with no account. Ctrl+C stops both.
 */
import {spawn} from 'node:child_process';
import {siteConfigFor, startSandbox} from './server.mjs';

const PORT = Number(process.env.SANDBOX_PORT ?? 4400);
const SITE = 'http://localhost:3000';
const sandbox = await startSandbox({port: PORT});
console.log(`sandbox: provider emulator on ${sandbox.url} (SSO, /v2/me, /v2/team, /v2/people, /api-logs, data plane)`);

const env = {...process.env, SITE_URL: SITE, ...siteConfigFor(sandbox.url, SITE)};
const site = spawn('npm', ['start', '--', '--no-open', '--host', 'localhost', '--port', '3000'], {stdio: 'inherit', env});
const stop = async () => {
  site.kill('SIGINT');
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
site.on('exit', async (code) => {
  await sandbox.close();
  process.exit(code ?? 0);
});
