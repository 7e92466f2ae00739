#!/usr/bin/env node
/**
 * `npm run search:push`: uploads the last build's search records (build/search-index/records.json,
 * the same records the embedded index serves) to the Algolia index, with the index settings checked
 * in beside this script (index-settings.json). The records replace the index's content atomically
 * (algoliasearch's replaceAllObjects: a temporary index, then a move).
 *
 * Environment: ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME, ALGOLIA_ADMIN_KEY (an admin or write key; never
 * the search key of the site). ALGOLIA_HOSTS (comma-separated http(s)://host:port) points the client
 * at other hosts, such as the sandbox emulator. `--records FILE` reads another records file.
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {algoliasearch} from 'algoliasearch';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SETTINGS_FILE = path.join(root, 'scripts', 'search', 'index-settings.json');

function hostsFrom(value) {
  if (!value) return undefined;
  return value.split(',').map((entry) => {
    const url = new URL(entry.trim());
    return {url: url.host, protocol: url.protocol.replace(':', ''), accept: 'readWrite'};
  });
}

/** Uploads records and settings; returns what was sent. Exported for the test. */
export async function pushRecords({appId, adminKey, indexName, records, settings, hosts}) {
  for (const [name, value] of Object.entries({ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: adminKey, ALGOLIA_INDEX_NAME: indexName})) {
    if (!value || value.startsWith('PLACEHOLDER')) throw new Error(`search:push: ${name} is not set`);
  }
  const client = algoliasearch(appId, adminKey, hosts ? {hosts} : undefined);
  const {taskID} = await client.setSettings({indexName, indexSettings: settings});
  await client.waitForTask({indexName, taskID});
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
  return {records: records.length, settings: Object.keys(settings).length};
}

async function main() {
  const arg = process.argv.indexOf('--records');
  const file = arg > -1 ? path.resolve(process.argv[arg + 1]) : path.join(root, 'build', 'search-index', 'records.json');
  if (!fs.existsSync(file)) {
    console.error(`search:push: ${path.relative(root, file)} is missing; run \`npm run build\` first`);
    process.exit(1);
  }
  const records = JSON.parse(fs.readFileSync(file, 'utf8'));
  const settings = JSON.parse(fs.readFileSync(SETTINGS_FILE, 'utf8'));
  const {ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, ALGOLIA_INDEX_NAME, ALGOLIA_HOSTS} = process.env;
  try {
    const sent = await pushRecords({appId: ALGOLIA_APP_ID, adminKey: ALGOLIA_ADMIN_KEY, indexName: ALGOLIA_INDEX_NAME, records, settings, hosts: hostsFrom(ALGOLIA_HOSTS)});
    console.log(`search:push: ${sent.records} records and ${sent.settings} settings uploaded to ${ALGOLIA_INDEX_NAME}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
