/**
 * The one record format every search backend serves: DocSearch records (SPEC 3, "Search hit"),
 * produced from the rendered HTML by plugins/search-records and uploaded unchanged to Algolia by
 * `npm run search:push`.
 */

/** Heading levels of a record's hierarchy; lvl0 is the top-level category. */
export const LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;
export type Level = (typeof LEVELS)[number];

/** lvl1 for a page title, lvl2..lvl6 for headings, content for text under a heading. */
export type RecordType = Exclude<Level, 'lvl0'> | 'content';

export type Hierarchy = {lvl0: string; lvl1: string} & {[L in Exclude<Level, 'lvl0' | 'lvl1'>]: string | null};

/** Top-level categories (lvl0): the API reference and everything else. */
export const CATEGORY_API = 'API';
export const CATEGORY_DOCS = 'Docs';

export interface DocSearchRecord {
  objectID: string;
  /** Absolute URL, with `#anchor` when the record belongs to a heading below the page title. */
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  /** Facets. */
  language: string;
  docusaurus_tag: string;
  /** Docs version of the page (`current`); null on pages outside the docs. */
  version: string | null;
  /** API reference version ('2.0' or '1.0'); null outside the reference. */
  api_version: string | null;
  /**
   * DocSearch's ranking weights: page rank, heading level (100 for lvl1 down to 0 for content),
   * position in page; `titleWords` only on the records uploaded to Algolia (forAlgolia).
   */
  weight: {pageRank: number; level: number; position: number; titleWords?: number};
}

/**
 * The records as `npm run search:push` uploads them to Algolia: without the Docs page-title records
 * (type lvl1). SPEC 5 removes those from what a reader sees, and with one hit per page (Algolia's
 * `distinct`) a guide whose title record won would vanish from the results with it. Every other
 * record of a guide carries the page title in `hierarchy.lvl1`, so title words still find the page,
 * now as its best section, as the embedded engine answers (src/search/embedded/response.ts).
 */
export function forAlgolia<R extends Pick<DocSearchRecord, 'type' | 'hierarchy'>>(records: readonly R[]): R[] {
  return records.filter((record) => record.hierarchy.lvl0 === CATEGORY_API || record.type !== 'lvl1').map(withTitleWords);
}

/**
 * `weight.titleWords`, a key of Algolia's custom ranking (index-settings.json) after the level and
 * the page rank: on a page-title record (type lvl1, the API operations' on Algolia), the number of
 * words of the title; 0 on every other record. Of two titles that hold the query's words equally
 * well, the one that says less besides ranks first ("list accounts": "List accounts" before "List
 * account stages", which `ignorePlurals` makes an equally exact match). Section and text records
 * are not ranked by their page title's length: a parameter named in the text of a short-titled page
 * is no better an answer. The embedded engine gets the same from BM25, which weighs a match in a
 * short field more. Only the uploaded records carry it; the embedded index's shards do not.
 */
function withTitleWords<R extends Pick<DocSearchRecord, 'type' | 'hierarchy'>>(record: R): R {
  const weight = (record as Partial<Pick<DocSearchRecord, 'weight'>>).weight;
  if (!weight) return record;
  const titleWords = record.type === 'lvl1' ? record.hierarchy.lvl1.split(/[^\p{L}\p{N}_]+/u).filter(Boolean).length : 0;
  return {...record, weight: {...weight, titleWords}};
}
