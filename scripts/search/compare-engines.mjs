#!/usr/bin/env node
/**
 * `npm run search:compare`: measures candidate engines for the embedded backend on the records of
 * the last build (the records shard build/search-index/manifest.json names): relevance on the query set (queries.mjs), index
 * size raw and gzipped, build time and query latency in Node. Prints a Markdown table; the figures
 * behind the choice are in docs/decisions/0003-embedded-search-engine.md. Not a test.
 *
 * Every engine is scored through the same Algolia-shaped answer (distinct on URL, 20 hits), so only
 * the ranking differs. The browser latency of the chosen engine is `npm run bench -- search`.
 */
import path from 'node:path';
import zlib from 'node:zlib';
import {performance} from 'node:perf_hooks';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {Document} from 'flexsearch';
import {create, insertMultiple, search as oramaSearch, save, load as oramaLoad} from '@orama/orama';
import {QUERIES, isExpected} from './queries.mjs';
import {readBuildRecords} from './records.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const jiti = createJiti(fileURLToPath(import.meta.url));
const {buildIndex, loadRanker} = jiti(path.join(root, 'src/search/embedded/engine.ts'));
const {answer} = jiti(path.join(root, 'src/search/embedded/response.ts'));
const {words, STOP_WORDS} = jiti(path.join(root, 'src/search/embedded/text.ts'));

let records;
try {
  records = readBuildRecords().records;
} catch (error) {
  console.error(`search:compare: ${error.message}`);
  process.exit(1);
}
const FIELDS = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];
const BOOST = {lvl1: 8, lvl2: 5, lvl3: 3.5, lvl4: 2.5, lvl5: 2, lvl6: 2, content: 1};
const docOf = (r, id) => ({id, ...Object.fromEntries(FIELDS.map((f) => [f, (f === 'content' ? r.content : r.hierarchy[f]) ?? '']))});
const tokenize = (text) => words(text).filter((w) => !STOP_WORDS.has(w));

/** MiniSearch: the engine in src/search/embedded/engine.ts. */
const minisearch = {
  name: 'MiniSearch 7.2.0',
  build: () => buildIndex(records),
  load: (serialised) => loadRanker(serialised, records),
};

/** FlexSearch: a Document index, forward tokenizer (prefixes), fields merged by boost. */
const flexsearch = {
  name: 'FlexSearch 0.8.212',
  build: async () => {
    const index = new Document({document: {id: 'id', index: FIELDS.map((field) => ({field, tokenize: 'forward', encode: tokenize}))}});
    records.forEach((r, id) => index.add(docOf(r, id)));
    const parts = {};
    await index.export((key, data) => {
      parts[key] = data;
    });
    return JSON.stringify(parts);
  },
  load: (serialised) => {
    const index = new Document({document: {id: 'id', index: FIELDS.map((field) => ({field, tokenize: 'forward', encode: tokenize}))}});
    for (const [key, data] of Object.entries(JSON.parse(serialised))) index.import(key, data);
    return {
      rank(query) {
        const scores = new Map();
        for (const {field, result} of index.search(query.terms.join(' '), {limit: 1000, suggest: false})) {
          result.forEach((id, position) => scores.set(id, (scores.get(id) ?? 0) + BOOST[field] / (1 + position / 50)));
        }
        return [...scores].map(([id, score]) => ({id, score})).sort((a, b) => b.score - a.score);
      },
    };
  },
};

/** Orama: BM25 with typo tolerance 1 and its default prefix matching, fields boosted the same way. */
const oramaSchema = Object.fromEntries([['id', 'string'], ...FIELDS.map((f) => [f, 'string'])]);
const orama = {
  name: 'Orama 3.1.18',
  build: async () => {
    const db = create({schema: oramaSchema, components: {tokenizer: {tokenize: (text) => tokenize(text ?? '')}}});
    await insertMultiple(db, records.map((r, id) => ({...docOf(r, id), id: String(id)})), 500);
    return JSON.stringify(save(db));
  },
  load: (serialised) => {
    const db = create({schema: oramaSchema, components: {tokenizer: {tokenize: (text) => tokenize(text ?? '')}}});
    oramaLoad(db, JSON.parse(serialised));
    return {
      rank(query) {
        const result = oramaSearch(db, {term: query.terms.join(' '), properties: FIELDS, boost: BOOST, tolerance: 1, limit: 1000, threshold: 0});
        return result.hits.map((h) => ({id: Number(h.id), score: h.score}));
      },
    };
  },
};

const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;

const rows = [];
for (const engine of [minisearch, flexsearch, orama]) {
  const t0 = performance.now();
  const serialised = await engine.build();
  const buildMs = performance.now() - t0;
  const t1 = performance.now();
  const ranker = engine.load(serialised);
  const loadMs = performance.now() - t1;
  let reciprocal = 0;
  let top1 = 0;
  let top3 = 0;
  const misses = [];
  const latencies = [];
  for (const {query, expect} of QUERIES) {
    const request = {indexName: 'compare', query, hitsPerPage: 20};
    let result;
    for (let run = 0; run < 10; run += 1) {
      const start = performance.now();
      result = answer(request, records, ranker);
      latencies.push(performance.now() - start);
    }
    const rank = result.hits.findIndex((h) => isExpected(new URL(h.url).pathname, expect)) + 1;
    if (rank > 0) reciprocal += 1 / rank;
    if (rank === 1) top1 += 1;
    if (rank >= 1 && rank <= 3) top3 += 1;
    else misses.push(`${query} (${rank || 'none'})`);
  }
  rows.push({
    engine: engine.name,
    mrr: (reciprocal / QUERIES.length).toFixed(2),
    top1: `${top1}/${QUERIES.length}`,
    top3: `${top3}/${QUERIES.length}`,
    raw: kb(Buffer.byteLength(serialised)),
    gzip: kb(zlib.gzipSync(serialised).length),
    build: `${buildMs.toFixed(0)} ms`,
    load: `${loadMs.toFixed(0)} ms`,
    p50: `${pct(latencies, 50).toFixed(2)} ms`,
    p95: `${pct(latencies, 95).toFixed(2)} ms`,
    misses: misses.join('; ') || '-',
  });
}

const columns = ['engine', 'mrr', 'top1', 'top3', 'raw', 'gzip', 'build', 'load', 'p50', 'p95', 'misses'];
console.log(`\n${records.length} records, ${QUERIES.length} queries (Node ${process.version})\n`);
console.log(`| ${['Engine', 'MRR', 'Top 1', 'Top 3', 'Index raw', 'Index gzip', 'Build', 'Load', 'Query p50', 'Query p95', 'Not in top 3 (rank)'].join(' | ')} |`);
console.log(`|${columns.map(() => ' --- ').join('|')}|`);
for (const row of rows) console.log(`| ${columns.map((c) => row[c]).join(' | ')} |`);
