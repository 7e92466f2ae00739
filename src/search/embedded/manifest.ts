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
