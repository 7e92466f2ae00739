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
   * position in page; `titleWords` and `event` only on the records uploaded to Algolia (forAlgolia).
   */
  weight: {pageRank: number; level: number; position: number; titleWords?: number; event?: number};
  /**
   * The words readers search with for this page that its text may not use (the page's `keywords`
   * front matter, read from its `<meta name="keywords">`): only on a page's title record (lvl1),
   * and only when the page has them. Searchable, never shown.
   */
  keywords?: string[];
}

/** What forAlgolia reads of a record: its kind, levels, page and (on built records) ranking weights. */
type Uploadable = Pick<DocSearchRecord, 'type' | 'hierarchy' | 'url_without_anchor'> & Partial<Pick<DocSearchRecord, 'weight' | 'keywords'>>;

/**
 * The records as `npm run search:push` uploads them to Algolia. A Docs page's title record (type
 * lvl1) is not uploaded as such: SPEC 5 removes lvl1 hits from the Docs group, and with one hit per
 * page (Algolia's `distinct`) a guide whose title record won would vanish from the results with it.
 * Instead, the page's first record below the title (its lead paragraph, or its first heading) is
 * uploaded with the title's ranking weight (level 100, position 0) and `titleWords`: the guide then
 * ranks on its title as an API operation does, and the hit a reader sees is the top of the page, as
 * the embedded engine answers (src/search/embedded/response.ts `onePerPage`). That record already
 * holds every searchable word of the title record: the title is its `hierarchy.lvl1`, and the
 * page's `keywords` are copied onto it. A Docs page with nothing below its title is left out, as
 * before.
 */
export function forAlgolia<R extends Uploadable>(records: readonly R[]): R[] {
  const titles = new Map<string, R>();
  for (const record of records) {
    if (record.hierarchy.lvl0 !== CATEGORY_API && record.type === 'lvl1' && !titles.has(record.url_without_anchor)) titles.set(record.url_without_anchor, record);
  }
  // Each titled page's first record below the title, in page order (weight.position, else the records' order).
  const leads = new Map<string, R>();
  for (const record of records) {
    const title = titles.get(record.url_without_anchor);
    if (!title || record.type === 'lvl1') continue;
    const lead = leads.get(record.url_without_anchor);
    if (!lead || (record.weight?.position ?? 0) < (lead.weight?.position ?? 0)) leads.set(record.url_without_anchor, record);
  }
  return records.flatMap((record) => {
    if (record.hierarchy.lvl0 === CATEGORY_API) return [withTitleWords(record)];
    if (record.type === 'lvl1') return [];
    const title = titles.get(record.url_without_anchor);
    if (title && leads.get(record.url_without_anchor) === record) return [asTitle(record, title)];
    return [withTitleWords(record)];
  });
}

/** A guide's lead record ranked as its title record: the title's weight and title word count. */
function asTitle<R extends Uploadable>(lead: R, title: R): R {
  if (!title.weight) return lead;
  return {...lead, weight: {...title.weight, titleWords: wordCount(title.hierarchy.lvl1), event: 0}, ...(title.keywords?.length ? {keywords: title.keywords} : {})};
}

const wordCount = (text: string) => text.split(/[^\p{L}\p{N}_]+/u).filter(Boolean).length;

/**
 * `weight.titleWords`, a key of Algolia's custom ranking (index-settings.json) after the level and
 * before the page rank: on a record ranked as a page title (an API operation's title record, a
 * guide's lead record: see forAlgolia), the number of words of the title; 0 on every other record.
 * Of two titles that hold the query's words equally well, the one that says less besides ranks
 * first ("list accounts": "List accounts" before "List account stages", which `ignorePlurals` makes
 * an equally exact match; "people": the People operations before the guide "Adding people to
 * cadences"), as BM25, which weighs a match in a short field more, ranks them on the embedded
 * engine, where a page's rank adds only a tenth per step (embedded/engine.ts PAGE_RANK_WEIGHT).
 * Section and text records are not ranked by their page title's length: a parameter named in the
 * text of a short-titled page is no better an answer. Only the uploaded records carry it; the
 * embedded index's shards do not.
 */
function withTitleWords<R extends Uploadable>(record: R): R {
  const weight = record.weight;
  if (!weight) return record;
  const titleWords = record.type === 'lvl1' ? wordCount(record.hierarchy.lvl1) : 0;
  return {...record, weight: {...weight, titleWords, event: isEventPage(record) ? 1 : 0}};
}

/**
 * `weight.event`, a key of Algolia's custom ranking after the level and before `titleWords`: 1 on
 * the records of a webhook event page (an API page titled by its event's name, `person_created`),
 * 0 on every other record. Algolia cuts `person_created` into `person`, `_` and `created`
 * (`separatorsToIndex`), and the create synonyms count as exact, so the event's title matched
 * "create a person" exactly as "Create a person" does and, shorter, won on `titleWords`. On equal
 * matches the operation comes first; an event page still wins where it matches more of the query
 * ("person created webhook": its keywords). Every uploaded record carries it: Algolia sorts a record
 * without a custom-ranking attribute after the others. The embedded engine holds an event name in a
 * title as one word (embedded/engine.ts), and reads no custom ranking.
 */
const EVENT_NAME = /^[a-z0-9]+(?:_[a-z0-9]+)+$/;
const isEventPage = (record: Uploadable) => record.hierarchy.lvl0 === CATEGORY_API && EVENT_NAME.test(record.hierarchy.lvl1);
