import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {existsSync} from 'node:fs';
import type {IncomingMessage, ServerResponse} from 'node:http';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {buildIndex} from '../../src/search/embedded/engine';
import type {DocSearchRecord} from '../../src/search/records';
import {INDEX_DIR, MANIFEST_FILE, SHARDS_META, shardsMetaContent, type IndexManifest, type ShardNames} from '../../src/search/embedded/manifest';
import {packRecords} from '../../src/search/embedded/shard';
import {devServerMiddleware, expectDevServerMerge} from '../upstream/check';
import {extractRecords, keywordList} from './extract';
import {dropRepeatedRecords} from './repeats';
import {EARLY_SEARCH_SCRIPT} from '../../src/theme/SearchBar/early';
import {recordsFromSources, type SourceDoc} from './sources';

/** Routes that are not content: the search page, the 404 page, test-only and callback routes, tag listings. */
const EXCLUDED = [/^\/search\/$/, /^\/404\.html$/, /^\/__test__\//, /^\/oauth\//, /\/tags\//];

export function isIndexedRoute(route: string, baseUrl: string): boolean {
  const local = `/${route.slice(baseUrl.length)}`;
  return !EXCLUDED.some((re) => re.test(local));
}

const hash = (text: string) => crypto.createHash('sha256').update(text).digest('hex').slice(0, 12);

/**
 * Writes the search data of a build into build/search-index/:
 * - records.<hash>.json: every DocSearch record, packed (src/search/embedded/shard.ts); the browser
 *   reads it, and `npm run search:push` uploads the same records to Algolia;
 * - index.<hash>.json: the embedded index; the browser fetches both shards in parallel when the
 *   search UI is first engaged;
 * - manifest.json: names those shards (the hashed names are cached forever: config/securityHeaders.ts).
 */
export async function writeSearchIndex(outDir: string, records: DocSearchRecord[]): Promise<IndexManifest> {
  return writeIndexTo(path.join(outDir, INDEX_DIR), records);
}

async function writeIndexTo(dir: string, records: DocSearchRecord[]): Promise<IndexManifest> {
  await fs.rm(dir, {recursive: true, force: true});
  await fs.mkdir(dir, {recursive: true});
  const recordsJson = JSON.stringify(packRecords(records));
  const indexJson = buildIndex(records);
  const manifest: IndexManifest = {
    count: records.length,
    records: `records.${hash(recordsJson)}.json`,
    index: `index.${hash(indexJson)}.json`,
  };
  await Promise.all([
    fs.writeFile(path.join(dir, manifest.records), recordsJson),
    fs.writeFile(path.join(dir, manifest.index), indexJson),
    fs.writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest)),
  ]);
  return manifest;
}

const SHARDS_META_TAG = new RegExp(`<meta name="${SHARDS_META}" content="[^"]*">`);

/**
 * A page's HTML with the meta tag naming the build's shards (manifest.ts SHARDS_META) in its head,
 * replacing one already there: the browser then fetches the index without the manifest first.
 * `file` names the page in the error when it has no head.
 */
export function withShardsMeta(html: string, shards: ShardNames, file: string): string {
  const tag = `<meta name="${SHARDS_META}" content="${shardsMetaContent(shards)}">`;
  if (SHARDS_META_TAG.test(html)) return html.replace(SHARDS_META_TAG, tag);
  const at = html.indexOf('</head>');
  if (at < 0) throw new Error(`[search-records] ${file}: no </head> to put the search index's shard names in`);
  return `${html.slice(0, at)}${tag}${html.slice(at)}`;
}

/** Every HTML file of a build, the search index's folder aside. */
async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, {withFileTypes: true, recursive: true});
  return entries.filter((e) => e.isFile() && e.name.endsWith('.html')).map((e) => path.join(e.parentPath, e.name));
}

/** Names the build's shards in each of its pages (withShardsMeta); returns how many pages. */
export async function nameShardsInPages(outDir: string, shards: ShardNames): Promise<number> {
  const files = await htmlFiles(outDir);
  await Promise.all(
    files.map(async (file) => {
      const html = await fs.readFile(file, 'utf8');
      await fs.writeFile(file, withShardsMeta(html, shards, path.relative(outDir, file)));
    }),
  );
  return files.length;
}

/**
 * Reads every rendered page of a build and returns its records, in route order. `siteKeywords`: the
 * keywords every page carries unless it has its own (extract.ts PageSource), not indexed.
 */
export async function recordsOfBuild(outDir: string, routes: string[], siteUrl: string, baseUrl: string, siteKeywords: string | null = null): Promise<DocSearchRecord[]> {
  const pages = [...new Set(routes)].filter((r) => isIndexedRoute(r, baseUrl)).sort();
  const records: DocSearchRecord[] = [];
  for (const route of pages) {
    const file = path.join(outDir, route, 'index.html');
    const html = await fs.readFile(file, 'utf8').catch(() => null);
    if (html === null) continue;
    records.push(...extractRecords({html, url: `${siteUrl}${route}`, route, siteKeywords}));
  }
  return dropRepeatedRecords(records);
}

/** The site-wide `<meta name="keywords">` content of the theme's `metadata`, if it sets one. */
export function siteKeywordsOf(themeConfig: Record<string, unknown>): string | null {
  const metadata = (themeConfig.metadata ?? []) as {name?: string; content?: string}[];
  return metadata.find((tag) => tag.name === 'keywords')?.content ?? null;
}

interface LoadedDocs {
  loadedVersions: {versionName: string; docs: {source: string; permalink: string; title: string; description?: string; frontMatter?: {keywords?: unknown}}[]}[];
}

/**
 * The search-records plugin: after the build, turns every rendered page into DocSearch records and
 * writes the embedded index (SPEC 3 "Search hit"; DESIGN "Search"). Under `docusaurus start` there
 * is no build: the dev server serves the last build's index, or, without one, an index built from
 * the docs' sources when the browser first asks for it, and again after content changed (CONTRIBUTING.md
 * "Search"): a writer who does not search never waits for it, at startup or after an edit.
 */
export default function searchRecordsPlugin(context: LoadContext): Plugin {
  const {siteConfig, outDir, generatedFilesDir, siteDir} = context;
  const isDev = process.env.NODE_ENV === 'development';
  const lastBuild = path.join(outDir, INDEX_DIR);
  const fromSources = path.join(generatedFilesDir, 'search-records', INDEX_DIR);
  const useLastBuild = existsSync(path.join(lastBuild, MANIFEST_FILE));
  const publicPath = `${siteConfig.baseUrl}${INDEX_DIR}/`;
  let docs: SourceDoc[] = [];
  /** The index of `docs` in `fromSources`: written, or being written; null once the content changed. */
  let written: Promise<unknown> | null = null;
  const writeFromSources = async () => {
    const started = Date.now();
    const records = await recordsFromSources(docs, siteDir, siteConfig.url);
    await writeIndexTo(fromSources, records);
    console.log(`[search-records] dev search: ${records.length} records built from the sources in ${Date.now() - started} ms (run \`npm run build\` for the full index)`);
  };
  return {
    name: 'search-records',
    // A search shortcut pressed before the page is interactive (src/theme/SearchBar/early.ts).
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: EARLY_SEARCH_SCRIPT}]};
    },
    allContentLoaded({allContent}) {
      if (!isDev || useLastBuild) return;
      const instances = (allContent['docusaurus-plugin-content-docs'] ?? {}) as Record<string, LoadedDocs>;
      docs = Object.entries(instances).flatMap(([pluginId, content]) =>
        content.loadedVersions.flatMap((version) =>
          version.docs.map(({frontMatter, ...doc}) => {
            // As the build reads them: Docusaurus writes the list into the page's meta tag joined with commas.
            const keywords = keywordList(Array.isArray(frontMatter?.keywords) ? frontMatter.keywords.filter((k) => typeof k === 'string').join(',') : null);
            return {...doc, ...(keywords.length > 0 ? {keywords} : {}), version: version.versionName, tag: `docs-${pluginId}-${version.versionName}`};
          }),
        ),
      );
      written = null;
    },
    configureWebpack(_config, isServer) {
      if (!isDev || isServer) return {};
      if (useLastBuild) {
        console.log(`[search-records] dev search uses the last build's index (${path.relative(siteDir, lastBuild)})`);
        return {devServer: {static: [{directory: lastBuild, publicPath, watch: false}]}} as Record<string, unknown>;
      }
      expectDevServerMerge('search-records');
      console.log('[search-records] no build found: dev search builds its index from the sources when first used');
      const serve = async (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
        const url = (req.url ?? '').split('?')[0];
        if (!url.startsWith(publicPath)) return next();
        try {
          await (written ??= writeFromSources());
          const body = await fs.readFile(path.join(fromSources, path.basename(url))).catch(() => null);
          if (body === null) return next();
          res.setHeader('Content-Type', 'application/json');
          res.end(body);
        } catch (error) {
          written = null;
          next(error);
        }
      };
      return {devServer: devServerMiddleware('search-records', serve)} as Record<string, unknown>;
    },
    async postBuild({outDir: buildDir, routesPaths}) {
      const started = Date.now();
      const records = await recordsOfBuild(buildDir, routesPaths, siteConfig.url, siteConfig.baseUrl, siteKeywordsOf(siteConfig.themeConfig));
      const extracted = Date.now();
      const manifest = await writeSearchIndex(buildDir, records);
      await nameShardsInPages(buildDir, manifest);
      const pages = new Set(records.map((r) => r.url_without_anchor)).size;
      console.log(`[search-records] ${manifest.count} records from ${pages} pages in ${Date.now() - started} ms (pages read ${extracted - started} ms, index built and written ${Date.now() - extracted} ms)`);
    },
  };
}
