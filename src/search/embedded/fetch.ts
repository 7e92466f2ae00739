import {MANIFEST_FILE, type IndexManifest, type ShardNames} from './manifest';

/**
 * Fetching the index's two files, apart from reading them (./load.ts): the worker (./worker.ts)
 * starts these requests as soon as it is asked, before its engine code has arrived, so the shards
 * and the code travel at the same time. This module is small on purpose: it is all the worker has
 * loaded when the requests go out.
 */

/** The two shards as they arrived: the records shard parsed, the index shard as text. */
export interface IndexFiles {
  records: unknown;
  index: string;
}

/** A file of the index answered with an HTTP error (a shard gone after a deploy, say). */
export class HttpError extends Error {
  constructor(url: string, status: number) {
    super(`${url}: HTTP ${status}`);
    this.name = 'HttpError';
  }
}

/** A manifest or shard that is not what this code reads (an older build, an error page served as JSON). */
export class IndexFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IndexFormatError';
  }
}

async function fetchOk(url: string): Promise<Response> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) throw new HttpError(url, response.status);
  return response;
}

const isText = (value: unknown): value is string => typeof value === 'string';

/** Fetches the shards `names` in `dir`, both at once. */
function fetchShards(dir: string, names: ShardNames): Promise<IndexFiles> {
  return Promise.all([fetchOk(`${dir}${names.records}`).then((r) => r.json() as Promise<unknown>), fetchOk(`${dir}${names.index}`).then((r) => r.text())]).then(([records, index]) => ({records, index}));
}

async function fromManifest(dir: string): Promise<IndexFiles> {
  const manifest = (await (await fetchOk(`${dir}${MANIFEST_FILE}`)).json()) as IndexManifest | null;
  if (!manifest || !isText(manifest.records) || !isText(manifest.index)) throw new IndexFormatError('search manifest: shard names missing');
  return fetchShards(dir, manifest);
}

/**
 * Fetches the index's shards in `dir` (an absolute URL ending in '/'). With the shard names the
 * page carries (manifest.ts SHARDS_META) the shards are fetched at once: one round trip. Should
 * they be gone (a page from before a deploy, its shards since replaced), or without names, the
 * manifest names the current ones.
 */
export async function fetchIndexFiles(dir: string, shards: ShardNames | null = null): Promise<IndexFiles> {
  if (!shards) return fromManifest(dir);
  try {
    return await fetchShards(dir, shards);
  } catch (error) {
    // Only a shard the server no longer has sends the page to the manifest; a shard that arrived
    // unreadable, or no network, fails as it is.
    if (!(error instanceof HttpError)) throw error;
    return fromManifest(dir);
  }
}
