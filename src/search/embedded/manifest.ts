/** Folder of the build (and URL path) holding the search data. */
export const INDEX_DIR = 'search-index';
/** Names the current shards; fetched first, never cached for long. */
export const MANIFEST_FILE = 'manifest.json';

/** build/search-index/manifest.json */
export interface IndexManifest {
  /** Number of records. */
  count: number;
  /** File name of the records shard. */
  records: string;
  /** File name of the serialised index shard. */
  index: string;
}

/** The shard files of one build, as the manifest names them. */
export type ShardNames = Pick<IndexManifest, 'records' | 'index'>;

/**
 * The meta tag that names the build's shards in every page (written at postBuild by
 * plugins/search-records): the browser fetches them at once, without asking the manifest first, so
 * the index arrives in one round trip. Without it (the dev server) the manifest names them.
 */
export const SHARDS_META = 'docs-search-index';

const SHARD_FILE = /^[\w.-]+\.json$/;

/** The content of SHARDS_META for a manifest: the records shard's name, a space, the index shard's. */
export const shardsMetaContent = ({records, index}: ShardNames) => `${records} ${index}`;

/** The shard names a page's SHARDS_META gives, or null when it has none or an unreadable one. */
export function readShardsMeta(content: string | null | undefined): ShardNames | null {
  const [records, index, ...rest] = (content ?? '').trim().split(/\s+/);
  if (!records || !index || rest.length > 0 || !SHARD_FILE.test(records) || !SHARD_FILE.test(index)) return null;
  return {records, index};
}
