#!/usr/bin/env node
/**
 * `npm run search:relevance`: the relevance query set (queries.mjs) on both backends, over the
 * records of the last build: the embedded engine (src/search/embedded, in Node) and the Algolia
 * emulator (scripts/sandbox/algolia.mjs) holding the same records under the settings and synonyms
 * that `npm run search:push` sends (index-settings.json, synonyms.json). Prints each query's rank of its first expected
 * page and the share found in the top three; exits 1 when a backend is under the bar (95 %).
 *
 *   npm run search:relevance
 *   npm run search:relevance -- --dir build   # another build folder
 *   npm run search:relevance -- --json        # ranks and shares as JSON (e2e/search-relevance.spec.ts)
 */
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {QUERIES, isExpected} from './queries.mjs';
import {startAlgoliaEmulator} from '../sandbox/algolia.mjs';
import {readBuildRecords} from './records.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** Share of queries that must find an expected page in the top three, on each backend. */
export const TOP3_BAR = 0.95;

function rankOf(hits, expect) {
  return hits.findIndex((h) => isExpected(new URL(h.url, 'http://x').pathname, expect)) + 1;
}

/** Rank of each query's expected page on the embedded engine. */
export function embeddedRanks(records) {
  const jiti = createJiti(fileURLToPath(import.meta.url));
  const {buildIndex, loadRanker} = jiti(path.join(root, 'src/search/embedded/engine.ts'));
  const {answer} = jiti(path.join(root, 'src/search/embedded/response.ts'));
  const ranker = loadRanker(buildIndex(records), records);
  return QUERIES.map(({query, expect}) => ({query, rank: rankOf(answer({indexName: 'relevance', query, hitsPerPage: 20}, records, ranker).hits, expect)}));
}

/** Rank of each query's expected page on the Algolia emulator, with the pushed settings. */
export async function algoliaRanks(records) {
  const settings = JSON.parse(fs.readFileSync(path.join(root, 'scripts/search/index-settings.json'), 'utf8'));
  const synonyms = JSON.parse(fs.readFileSync(path.join(root, 'scripts/search/synonyms.json'), 'utf8'));
  const algolia = await startAlgoliaEmulator({port: 0, indexName: 'relevance', records, settings, synonyms});
  try {
    const out = [];
    for (const {query, expect} of QUERIES) {
      const response = await fetch(`${algolia.url}/1/indexes/*/queries`, {
        method: 'POST',
        headers: {'x-algolia-application-id': algolia.appId, 'x-algolia-api-key': algolia.apiKey, 'content-type': 'application/json'},
        body: JSON.stringify({requests: [{indexName: 'relevance', query, hitsPerPage: 20}]}),
      });
      const {results} = await response.json();
      out.push({query, rank: rankOf(results[0].hits, expect)});
    }
    return out;
  } finally {
    await algolia.close();
  }
}

export const top3Share = (ranks) => ranks.filter((r) => r.rank >= 1 && r.rank <= 3).length / ranks.length;

async function main() {
  const arg = process.argv.indexOf('--dir');
  const buildDir = path.resolve(arg > -1 ? process.argv[arg + 1] : path.join(root, 'build'));
  const {records} = readBuildRecords(buildDir);
  const embedded = embeddedRanks(records);
  const algolia = await algoliaRanks(records);
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({queries: QUERIES.length, bar: TOP3_BAR, embedded, algolia, top3: {embedded: top3Share(embedded), algolia: top3Share(algolia)}}));
    return;
  }
  console.log(`\n${QUERIES.length} queries, ${records.length} records\n`);
  console.log(`${'query'.padEnd(32)} embedded  algolia`);
  embedded.forEach((e, i) => {
    const a = algolia[i];
    const mark = (r) => (r.rank >= 1 && r.rank <= 3 ? String(r.rank) : `${r.rank || '-'} !`).padEnd(9);
    console.log(`${e.query.padEnd(32)} ${mark(e)} ${mark(a)}`);
  });
  const pct = (x) => `${(x * 100).toFixed(1)} %`;
  console.log(`\ntop 3: embedded ${pct(top3Share(embedded))}, algolia emulator ${pct(top3Share(algolia))} (bar ${pct(TOP3_BAR)})`);
  if (top3Share(embedded) < TOP3_BAR || top3Share(algolia) < TOP3_BAR) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
