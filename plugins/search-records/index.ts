import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {buildIndex} from '../../src/search/embedded/engine';
import type {DocSearchRecord} from '../../src/search/records';
import {INDEX_DIR, MANIFEST_FILE, RECORDS_FILE, type IndexManifest} from '../../src/search/embedded/manifest';
import {extractRecords} from './extract';

/** Routes that are not content: the search page itself, the 404 page, test-only and callback routes. */
const EXCLUDED = [/^\/search\/$/, /^\/404\.html$/, /^\/__test__\//, /^\/oauth\//];

export function isIndexedRoute(route: string, baseUrl: string): boolean {
  const local = `/${route.slice(baseUrl.length)}`;
  return !EXCLUDED.some((re) => re.test(local));
}

const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);

/**
 * Writes the search data of a build into build/search-index/:
 * - records.json: every DocSearch record (what `npm run search:push` uploads to Algolia);
 * - index.<hash>.json and records.<hash>.json: the embedded index and its records, the two shards
 *   the browser fetches in parallel when the search UI is first engaged;
 * - manifest.json: names those shards (the hashed names can be cached forever).
 */
export async function writeSearchIndex(outDir: string, records: DocSearchRecord[]): Promise<IndexManifest> {
  const dir = path.join(outDir, INDEX_DIR);
  await fs.rm(dir, {recursive: true, force: true});
  await fs.mkdir(dir, {recursive: true});
  const recordsJson = JSON.stringify(records);
  const indexJson = buildIndex(records);
  const manifest: IndexManifest = {
    count: records.length,
    records: `records.${hash(recordsJson)}.json`,
    index: `index.${hash(indexJson)}.json`,
  };
  await Promise.all([
    fs.writeFile(path.join(dir, RECORDS_FILE), recordsJson),
    fs.writeFile(path.join(dir, manifest.records), recordsJson),
    fs.writeFile(path.join(dir, manifest.index), indexJson),
    fs.writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest)),
  ]);
  return manifest;
}

/** Reads every rendered page of a build and returns its records, in route order. */
export async function recordsOfBuild(outDir: string, routes: string[], siteUrl: string, baseUrl: string): Promise<DocSearchRecord[]> {
  const pages = [...new Set(routes)].filter((r) => isIndexedRoute(r, baseUrl)).sort();
  const records: DocSearchRecord[] = [];
  for (const route of pages) {
    const file = path.join(outDir, route, 'index.html');
    const html = await fs.readFile(file, 'utf8').catch(() => null);
    if (html === null) continue;
    records.push(...extractRecords({html, url: `${siteUrl}${route}`, route}));
  }
  return records;
}

/**
 * The search-records plugin: after the build, turns every rendered page into DocSearch records and
 * writes the embedded index (SPEC 3 "Search hit"; DESIGN "Search"). Under `docusaurus start` there
 * is no build; the dev server then serves the last build's index (see README "Search").
 */
export default function searchRecordsPlugin(): Plugin {
  return {
    name: 'search-records',
    async postBuild({outDir, routesPaths, siteConfig}) {
      const started = Date.now();
      const records = await recordsOfBuild(outDir, routesPaths, siteConfig.url, siteConfig.baseUrl);
      const manifest = await writeSearchIndex(outDir, records);
      console.log(`[search-records] ${manifest.count} records from ${new Set(records.map((r) => r.url_without_anchor)).size} pages in ${Date.now() - started} ms`);
    },
  };
}
