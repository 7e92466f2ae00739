#!/usr/bin/env node
/**
 * `npm run search:relevance`: the relevance query set (queries.mjs) on both backends, over the
 * records of the last build: the embedded engine (src/search/embedded, in Node) and the Algolia
 * emulator (scripts/sandbox/algolia.mjs) holding the same records under the settings and synonyms
 * that `npm run search:push` sends (src/search/index-settings.json, synonyms.json, stop-words.json). Each query is asked with
 * the modal's parameters and scored in the order the modal shows its hits (modalOrder: rankHits of
 * src/search/ranking.ts, then DocSearch's grouping), from a v2.0 page unless the query says
 * otherwise. Prints each query's rank of its first expected page and the share found in the top
 * three; exits 1 when a backend is under the bar (95 %).
 *
 *   npm run search:relevance
 *   npm run search:relevance -- --dir build   # another build folder
 *   npm run search:relevance -- --json        # ranks and shares as JSON (e2e/search-relevance.spec.ts)
 *   npm run search:relevance -- --suite tuning   # one suite's ranks and shares, and no other suite's (held-out: shares only);
 *                                                # the tuning half's shares per fold too (`fold`)
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {DEFAULT_API_VERSION} from '../../config/apiVersions.mjs';
import {QUERIES, isExpected} from './queries.mjs';
import {FIRST_BATCH, READER_QUERIES, SECOND_BATCH, THIRD_BATCH, half, withoutAnchors} from './reader-queries.mjs';
import {startAlgoliaEmulator} from '../sandbox/algolia.mjs';
import {readBuildRecords} from './records.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const jiti = createJiti(fileURLToPath(import.meta.url));
const ranking = () => jiti(path.join(root, 'src/search/ranking.ts'));
/** Share of queries that must find an expected page in the top three, on each backend. */
export const TOP3_BAR = 0.95;
/** The API version of the page a query is asked from, unless its entry in queries.mjs names one. */
export const DEFAULT_PAGE_VERSION = DEFAULT_API_VERSION;
/** Share of the reader suite's held-out half (reader-queries.mjs) that must find an expected page in the top three, on each backend. */
export const HELD_OUT_BAR = 0.9;

/**
 * The query suites: `regression` (queries.mjs, written from the pages: typos, word forms, "list X")
 * and the reader's suite (reader-queries.mjs) in its two halves, `tuning` and `held-out`.
 */
export function suite(name) {
  if (name === 'regression') return QUERIES;
  if (name === 'tuning' || name === 'held-out') return READER_QUERIES.filter((entry) => half(entry.query) === name);
  throw new Error(`relevance: unknown suite "${name}" (regression, tuning, held-out)`);
}

/**
 * The parameters of the modal's request (src/theme/SearchBar/Full.tsx) that decide which hits come
 * back and what rankHits reads of them; snippets and click analytics change neither.
 */
export function modalRequest(indexName, query) {
  const {LEVELS} = jiti(path.join(root, 'src/search/records.ts'));
  const {HITS_PER_PAGE} = ranking();
  return {
    indexName,
    query,
    hitsPerPage: HITS_PER_PAGE,
    attributesToRetrieve: [...LEVELS.map((level) => `hierarchy.${level}`), 'content', 'type', 'url', 'api_version'],
    highlightPreTag: '<mark>',
    highlightPostTag: '</mark>',
  };
}

/** DocSearch's name for a hit's group: its highlighted lvl0 without the highlight tags, else its lvl0. */
function groupName(hit) {
  const highlighted = hit._highlightResult?.hierarchy?.lvl0?.value;
  return typeof highlighted === 'string' ? highlighted.replace(/<\/?mark>/g, '') : hit.hierarchy.lvl0;
}

/**
 * DocSearch's groupBy: a plain object of lists, at most `limit` items each, read back with
 * Object.values (so in the order of each key's first item, integer-like keys first, as there).
 */
function groupBy(items, key, limit) {
  const groups = {};
  for (const item of items) {
    const name = key(item);
    if (!Object.prototype.hasOwnProperty.call(groups, name)) groups[name] = [];
    if (groups[name].length < limit) groups[name].push(item);
  }
  return Object.values(groups);
}

/**
 * The hits of one answer in the order the modal lists them on a page of API version `pageVersion`:
 * the modal's transformItems (Full.tsx: hits on the current origin, then rankHits, which drops the
 * Docs page-title hits, sorts Docs by their levels and moves the other API version last), then
 * what @docsearch/react 4 does with the items: groups by lvl0 (at most MAX_RESULTS_PER_GROUP each),
 * and within a group brings the hits of one lvl1 together.
 */
export function modalOrder(hits, pageVersion = DEFAULT_PAGE_VERSION) {
  const {rankHits, toCurrentOrigin, MAX_RESULTS_PER_GROUP} = ranking();
  const items = rankHits(
    hits.map((hit) => ({...hit, url: toCurrentOrigin(hit.url)})),
    pageVersion,
  );
  return groupBy(items, groupName, MAX_RESULTS_PER_GROUP).flatMap((group) => groupBy(group, (hit) => hit.hierarchy.lvl1, MAX_RESULTS_PER_GROUP).flat());
}

/** A query's score on one backend: the rank of its first expected page as the modal shows it, and the first three links. */
function scored({query, expect, version = DEFAULT_PAGE_VERSION}, hits) {
  // As the modal scopes them (Full.tsx transformItems): to the version the query names, else the page's.
  const shown = modalOrder(hits, ranking().queryApiVersion(query) ?? version);
  const rank = shown.findIndex((h) => isExpected(new URL(h.url, 'http://x').pathname, withoutAnchors(expect))) + 1;
  return {query, version, rank, top: shown.slice(0, 3).map((h) => h.url)};
}

/**
 * Rank of each query's expected page on the embedded engine, as the modal shows its hits. `index` is
 * the build's index shard, which the browser loads: it covers each content's whole text, while the
 * records shard keeps only its start (src/search/embedded/shard.ts), so an index rebuilt from those
 * records would rank otherwise. Without it (unit tests on hand-made records) the index is built.
 */
export function embeddedRanks(records, queries = QUERIES, index = undefined) {
  const {buildIndex, loadRanker} = jiti(path.join(root, 'src/search/embedded/engine.ts'));
  const {answer} = jiti(path.join(root, 'src/search/embedded/response.ts'));
  const ranker = loadRanker(index ?? buildIndex(records), records);
  return queries.map((entry) => scored(entry, answer(modalRequest('relevance', entry.query), records, ranker).hits));
}

/** Rank of each query's expected page on the Algolia emulator with the pushed settings, as the modal shows its hits. */
export async function algoliaRanks(records, queries = QUERIES) {
  const settings = JSON.parse(fs.readFileSync(path.join(root, 'src/search/index-settings.json'), 'utf8'));
  const synonyms = JSON.parse(fs.readFileSync(path.join(root, 'src/search/synonyms.json'), 'utf8'));
  const {forAlgolia} = jiti(path.join(root, 'src/search/records.ts'));
  const {algoliaRequest} = jiti(path.join(root, 'src/search/settings.ts'));
  // The records as `npm run search:push` uploads them.
  const stopWords = JSON.parse(fs.readFileSync(path.join(root, 'src/search/stop-words.json'), 'utf8'));
  const algolia = await startAlgoliaEmulator({port: 0, indexName: 'relevance', records: forAlgolia(records), settings, synonyms, stopWords});
  try {
    const out = [];
    for (const entry of queries) {
      const response = await fetch(`${algolia.url}/1/indexes/*/queries`, {
        method: 'POST',
        headers: {'x-algolia-application-id': algolia.appId, 'x-algolia-api-key': algolia.apiKey, 'content-type': 'application/json'},
        // As the Algolia backend sends it (src/search/algolia/client.ts).
        body: JSON.stringify({requests: [algoliaRequest(modalRequest('relevance', entry.query))]}),
      });
      const {results} = await response.json();
      out.push(scored(entry, results[0].hits));
    }
    return out;
  } finally {
    await algolia.close();
  }
}

export const top3Share = (ranks) => ranks.filter((r) => r.rank >= 1 && r.rank <= 3).length / ranks.length;

/**
 * The fold of a tuning query, A or B, by the low bit of the first byte of the MD5 of its text
 * (decision 0027): a ranking change is worth landing when it helps one fold and costs the other
 * nothing. Not FNV-1a, whose parity is the held-out split whatever is appended to the text.
 */
export const fold = (query) => ((createHash('md5').update(query, 'utf8').digest()[0] & 1) === 0 ? 'A' : 'B');

/**
 * A suite's shares per group of its queries, as a line: each group's label, size and top-3 share;
 * a group without any of the suite's queries is left out.
 */
function sharesBy(ranks, groups) {
  const shares = groups.map(({label, holds}) => {
    const list = ranks.filter((r) => holds(r.query));
    return list.length === 0 ? null : `${label} (${list.length}) ${(top3Share(list) * 100).toFixed(1)} %`;
  });
  return shares.filter(Boolean).join(', ');
}

const FOLDS = ['A', 'B'].map((name) => ({label: `fold ${name}`, holds: (query) => fold(query) === name}));

/** A suite's shares per fold, as a line. */
const byFold = (ranks) => sharesBy(ranks, FOLDS);

const BATCHES = [
  ['first', FIRST_BATCH],
  ['second', SECOND_BATCH],
  ['third', THIRD_BATCH],
].map(([name, entries]) => ({name, queries: new Set(entries.map((entry) => entry.query))}));

/**
 * A suite's shares per batch of reader-queries.mjs (the first; the second, written in stop 43; the
 * third, in stop 44), as a line: each batch's figure stays comparable with the stops before the
 * next was added.
 */
function byBatch(ranks) {
  return sharesBy(
    ranks,
    BATCHES.map(({name, queries}) => ({label: `${name} batch`, holds: (query) => queries.has(query)})),
  );
}

const pct = (x) => `${(x * 100).toFixed(1)} %`;

function printRanks(embedded, algolia) {
  console.log(`${'query'.padEnd(48)} embedded  algolia`);
  embedded.forEach((e, i) => {
    const a = algolia[i];
    const mark = (r) => (r.rank >= 1 && r.rank <= 3 ? String(r.rank) : `${r.rank || '-'} !`).padEnd(9);
    const page = e.version === DEFAULT_PAGE_VERSION ? '' : ` (v${e.version} page)`;
    console.log(`${`${e.query}${page}`.padEnd(48)} ${mark(e)} ${mark(a)}`);
  });
}

/**
 * Runs every suite. Prints the regression set's and the tuning half's ranks query by query (or,
 * with `--suite NAME`, only that suite's), and of the held-out half only its shares: its misses are
 * never listed, so that no ranking change is tuned on them. Exits 1 when the regression set is under
 * TOP3_BAR or the held-out half under HELD_OUT_BAR on either backend.
 */
async function main() {
  const arg = process.argv.indexOf('--dir');
  const buildDir = path.resolve(arg > -1 ? process.argv[arg + 1] : path.join(root, 'build'));
  const only = process.argv.includes('--suite') ? process.argv[process.argv.indexOf('--suite') + 1] : null;
  if (only) suite(only);
  const {records, manifest} = readBuildRecords(buildDir);
  const index = fs.readFileSync(path.join(buildDir, 'search-index', manifest.index), 'utf8');
  const results = {};
  // With --suite, only that suite is run and reported: tuning the ranking while watching the
  // held-out share would tune on it too.
  if (only) {
    const queries = suite(only);
    const ranks = {embedded: embeddedRanks(records, queries, index), algolia: await algoliaRanks(records, queries)};
    console.log(`\n${records.length} records, ranked as the modal shows them on a v${DEFAULT_PAGE_VERSION} page unless marked`);
    if (only !== 'held-out') {
      console.log(`\n${only} (${queries.length} queries)\n`);
      printRanks(ranks.embedded, ranks.algolia);
    }
    console.log(`\n${only.padEnd(11)} top 3 (${String(queries.length).padStart(3)} queries): embedded ${pct(top3Share(ranks.embedded))}, algolia emulator ${pct(top3Share(ranks.algolia))}`);
    if (only !== 'regression') console.log(`${''.padEnd(11)} embedded: ${byBatch(ranks.embedded)}; algolia emulator: ${byBatch(ranks.algolia)}`);
    if (only === 'tuning') console.log(`${''.padEnd(11)} embedded: ${byFold(ranks.embedded)}; algolia emulator: ${byFold(ranks.algolia)}`);
    return;
  }
  for (const name of ['regression', 'tuning', 'held-out']) {
    const queries = suite(name);
    results[name] = {queries: queries.length, embedded: embeddedRanks(records, queries, index), algolia: await algoliaRanks(records, queries)};
  }
  const share = (name) => ({embedded: top3Share(results[name].embedded), algolia: top3Share(results[name].algolia)});
  const {regression} = results;
  const reader = {
    tuning: {queries: results.tuning.queries, top3: share('tuning'), embedded: results.tuning.embedded, algolia: results.tuning.algolia},
    heldOut: {queries: results['held-out'].queries, bar: HELD_OUT_BAR, top3: share('held-out')},
  };
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify({queries: regression.queries, bar: TOP3_BAR, order: 'modal', embedded: regression.embedded, algolia: regression.algolia, top3: share('regression'), reader}));
    return;
  }
  console.log(`\n${records.length} records, ranked as the modal shows them on a v${DEFAULT_PAGE_VERSION} page unless marked`);
  for (const name of ['regression', 'tuning']) {
    console.log(`\n${name} (${results[name].queries} queries)\n`);
    printRanks(results[name].embedded, results[name].algolia);
  }
  const line = (name, bar) => {
    const {embedded, algolia} = share(name);
    console.log(`${name.padEnd(11)} top 3 (${String(results[name].queries).padStart(3)} queries): embedded ${pct(embedded)}, algolia emulator ${pct(algolia)}${bar ? ` (bar ${pct(bar)})` : ''}`);
  };
  console.log('');
  line('regression', TOP3_BAR);
  line('tuning');
  line('held-out', HELD_OUT_BAR);
  for (const name of ['tuning', 'held-out']) console.log(`${name.padEnd(11)} embedded: ${byBatch(results[name].embedded)}; algolia emulator: ${byBatch(results[name].algolia)}`);
  const heldOut = share('held-out');
  const reg = share('regression');
  if (reg.embedded < TOP3_BAR || reg.algolia < TOP3_BAR || heldOut.embedded < HELD_OUT_BAR || heldOut.algolia < HELD_OUT_BAR) process.exit(1);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
