#!/usr/bin/env node
/**
 * `npm run search:push`: uploads the last build's search records (the records shard that
 * build/search-index/manifest.json names, unpacked: the same records the embedded index serves) to
 * the Algolia index, with the index settings and synonyms both backends share
 * (src/search/index-settings.json, src/search/synonyms.json; src/search/settings.ts). The records replace the index's content atomically
 * (algoliasearch's replaceAllObjects: a temporary index, then a move).
 *
 * Environment: ALGOLIA_APP_ID, ALGOLIA_INDEX_NAME, ALGOLIA_ADMIN_KEY (an admin or write key; never
 * the search key of the site). ALGOLIA_HOSTS (comma-separated http(s)://host:port) points the client
 * at other hosts, such as the sandbox emulator. `--records FILE` reads another records file.
 * A Docs page's title record is not uploaded; its lead record goes up in its place, ranked as the
 * title (forAlgolia in src/search/records.ts says why).
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {algoliasearch} from 'algoliasearch';
import createJiti from 'jiti';
import {readBuildRecords, readRecordsFile} from './records.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const SETTINGS_FILE = path.join(root, 'src', 'search', 'index-settings.json');
/**
 * Word forms Algolia does not derive by itself (it folds plurals and tolerates typos, but has no
 * English stemmer): the embedded index stems words instead (src/search/embedded/text.ts), and these
 * keep the two backends' answers alike.
 */
export const SYNONYMS_FILE = path.join(root, 'src', 'search', 'synonyms.json');

function hostsFrom(value) {
  if (!value) return undefined;
  return value.split(',').map((entry) => {
    const url = new URL(entry.trim());
    return {url: url.host, protocol: url.protocol.replace(':', ''), accept: 'readWrite'};
  });
}

/** Uploads records, settings and synonyms; returns what was sent. Exported for the test. */
export async function pushRecords({appId, adminKey, indexName, records, settings, synonyms = [], hosts}) {
  for (const [name, value] of Object.entries({ALGOLIA_APP_ID: appId, ALGOLIA_ADMIN_KEY: adminKey, ALGOLIA_INDEX_NAME: indexName})) {
    if (!value || value.startsWith('PLACEHOLDER')) throw new Error(`search:push: ${name} is not set`);
  }
  const client = algoliasearch(appId, adminKey, hosts ? {hosts} : undefined);
  const {taskID} = await client.setSettings({indexName, indexSettings: settings});
  await client.waitForTask({indexName, taskID});
  const saved = await client.saveSynonyms({indexName, synonymHit: synonyms, replaceExistingSynonyms: true});
  await client.waitForTask({indexName, taskID: saved.taskID});
  await client.replaceAllObjects({indexName, objects: records, batchSize: 1000});
  return {records: records.length, settings: Object.keys(settings).length, synonyms: synonyms.length};
}

/** The records as they are uploaded: a build's records through forAlgolia (src/search/records.ts). */
export function recordsToUpload(records) {
  const {forAlgolia} = createJiti(fileURLToPath(import.meta.url))(path.join(root, 'src/search/records.ts'));
  return forAlgolia(records);
}

async function main() {
  const arg = process.argv.indexOf('--records');
  let records;
  try {
    records = recordsToUpload(arg > -1 ? readRecordsFile(path.resolve(process.argv[arg + 1])) : readBuildRecords().records);
  } catch (error) {
    console.error(`search:push: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  const settings = JSON.parse(fs.readFileSync(SETTINGS_FILE, 'utf8'));
  const synonyms = JSON.parse(fs.readFileSync(SYNONYMS_FILE, 'utf8'));
  const {ALGOLIA_APP_ID, ALGOLIA_ADMIN_KEY, ALGOLIA_INDEX_NAME, ALGOLIA_HOSTS} = process.env;
  try {
    const sent = await pushRecords({appId: ALGOLIA_APP_ID, adminKey: ALGOLIA_ADMIN_KEY, indexName: ALGOLIA_INDEX_NAME, records, settings, synonyms, hosts: hostsFrom(ALGOLIA_HOSTS)});
    console.log(`search:push: ${sent.records} records, ${sent.settings} settings and ${sent.synonyms} synonyms uploaded to ${ALGOLIA_INDEX_NAME}`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
