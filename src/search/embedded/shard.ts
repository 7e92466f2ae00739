import {type DocSearchRecord, type RecordType} from '../records';
import {IndexFormatError} from './fetch';

/**
 * The records shard as the browser downloads it: DocSearch records packed page by page. What every
 * record of a page shares (URL, category, title, facets, the object ID's stem) is written once per
 * page, and a record keeps only its own fields, as a row. Unpacked, the records are the DocSearch
 * records that plugins/search-records extracted, field for field; `npm run search:push` uploads the
 * same unpacked records to Algolia, so the site ships one copy of them, not two.
 */
export interface PackedRecords {
  /** Format version. */
  v: 3;
  /**
   * Per page: [url_without_anchor, lvl0, lvl1, language, docusaurus_tag, version, api_version,
   * pageRank, objectID stem, keywords]; the keywords (null when none) belong to the page's title
   * record (records.ts `keywords`).
   */
  pages: PackedPage[];
  /**
   * The records' rows, [page, type, anchor, lvl1 (null: the page's), lvl2..lvl6, content, level,
   * position, objectID (null: stem + position)], stored column by column: one array per field.
   * Alike values sit together, and gzip packs them tighter: 220 KB became 187 KB for the 6,847
   * records of the site once the guides' table rows were read (issue 29).
   */
  columns: PackedRow[number][][];
}

const ROW_LENGTH = 13;

/**
 * Content longer than this is cut, at a word, for the shard: what the modal and /search/ show is a
 * snippet of some ten words (SPEC 9), and the index shard (engine.ts) is built from the whole text,
 * so every word still finds its record. With the webhook event pages, the MCP reference and the
 * guides of issue 28, the full text took the two shards past their 300 KB (gzip) budget; cutting at
 * 160 characters saves some 38 KB.
 */
export const SHARD_CONTENT_CHARS = 160;

/** `text` cut at the last word boundary within `max` characters (whole when it fits). */
export function cutAtWord(text: string, max = SHARD_CONTENT_CHARS): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > max / 2 ? cut.slice(0, space) : text.slice(0, max)).trimEnd();
}

type PackedPage = [string, string, string, string, string, string | null, string | null, number, string, string[] | null];
type PackedRow = [number, number, string | null, string | null, string | null, string | null, string | null, string | null, string | null, string | null, number | null, number | null, string | null];

/** The level weight a record of each type has (plugins/search-records/extract.ts): lvl1 100 ... content 0. */
const levelOf = (type: number) => Math.round(((7 - (type + 1)) * 100) / 6);

const TYPES: RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

export function packRecords(records: readonly DocSearchRecord[]): PackedRecords {
  const pages: PackedPage[] = [];
  const pageIndex = new Map<string, number>();
  const seen: number[] = [];
  const rows: PackedRow[] = records.map((r) => {
    const key = [r.url_without_anchor, r.hierarchy.lvl0, r.language, r.docusaurus_tag, r.version, r.api_version, r.weight.pageRank].join('\n');
    let page = pageIndex.get(key);
    if (page === undefined) {
      page = pages.length;
      pageIndex.set(key, page);
      const stem = r.objectID.endsWith(`-${r.weight.position}`) ? r.objectID.slice(0, -String(r.weight.position).length) : `${r.objectID}\n`;
      pages.push([r.url_without_anchor, r.hierarchy.lvl0, r.hierarchy.lvl1, r.language, r.docusaurus_tag, r.version, r.api_version, r.weight.pageRank, stem, null]);
    }
    if (r.keywords?.length) {
      if (r.type !== 'lvl1' || pages[page][9]) throw new Error(`search records: keywords on a record that is not its page's one title record (${r.objectID})`);
      pages[page][9] = r.keywords;
    }
    const [, , lvl1, , , , , , stem] = pages[page];
    const h = r.hierarchy;
    // Level and position are left out (null) where they are what the type and the record's place
    // among its page's records say.
    const place = (seen[page] = (seen[page] ?? -1) + 1);
    return [
      page,
      TYPES.indexOf(r.type),
      r.anchor,
      h.lvl1 === lvl1 ? null : h.lvl1,
      h.lvl2,
      h.lvl3,
      h.lvl4,
      h.lvl5,
      h.lvl6,
      r.content === null ? null : cutAtWord(r.content),
      r.weight.level === levelOf(TYPES.indexOf(r.type)) ? null : r.weight.level,
      r.weight.position === place ? null : r.weight.position,
      r.objectID === `${stem}${r.weight.position}` ? null : r.objectID,
    ];
  });
  return {v: 3, pages, columns: Array.from({length: ROW_LENGTH}, (_, c) => rows.map((row) => row[c]))};
}

// A shard that is not what this code reads; defined with the fetching code, which the worker loads first.
export {IndexFormatError};

const isText = (value: unknown): value is string => typeof value === 'string';
const isTextOrNull = (value: unknown): value is string | null => value === null || typeof value === 'string';

function checkPage(page: unknown, i: number): PackedPage {
  const p = page as unknown[];
  const ok =
    Array.isArray(p) &&
    p.length === 10 &&
    isText(p[0]) &&
    isText(p[1]) &&
    isText(p[2]) &&
    isText(p[3]) &&
    isText(p[4]) &&
    isTextOrNull(p[5]) &&
    isTextOrNull(p[6]) &&
    typeof p[7] === 'number' &&
    isText(p[8]) &&
    (p[9] === null || (Array.isArray(p[9]) && p[9].length > 0 && p[9].every(isText)));
  if (!ok) throw new IndexFormatError(`search records: page ${i} is not a packed page`);
  return p as PackedPage;
}

/**
 * The DocSearch records of a packed shard, checked as they are read: a shard of another shape fails
 * here, and the search UI reports the failure with a retry, instead of answering every query with
 * no hits or breaking when a hit renders.
 */
export function unpackRecords(value: unknown): DocSearchRecord[] {
  const packed = value as Partial<PackedRecords> | null;
  const columns = packed?.columns;
  if (
    !packed ||
    typeof packed !== 'object' ||
    packed.v !== 3 ||
    !Array.isArray(packed.pages) ||
    !Array.isArray(columns) ||
    columns.length !== ROW_LENGTH ||
    !columns.every((column) => Array.isArray(column) && column.length === columns[0].length)
  ) {
    throw new IndexFormatError('search records: not a packed records shard (version 3)');
  }
  const pages = packed.pages.map(checkPage);
  const seen: number[] = [];
  // Read column by column in place, without a row array per record: this runs on a cold page
  // between the shards' arrival and the first hits (7,000 records).
  const [pageOf, typeOf, anchors, lvl1s, lvl2s, lvl3s, lvl4s, lvl5s, lvl6s, contents, levels, positions, objectIDs] = columns as unknown[][];
  const records = new Array<DocSearchRecord>(pageOf.length);
  for (let i = 0; i < pageOf.length; i += 1) {
    const p = pageOf[i];
    const type = typeOf[i] as number;
    const ok =
      Number.isInteger(p) &&
      (p as number) >= 0 &&
      (p as number) < pages.length &&
      TYPES[type] !== undefined &&
      isTextOrNull(anchors[i]) &&
      isTextOrNull(lvl1s[i]) &&
      isTextOrNull(lvl2s[i]) &&
      isTextOrNull(lvl3s[i]) &&
      isTextOrNull(lvl4s[i]) &&
      isTextOrNull(lvl5s[i]) &&
      isTextOrNull(lvl6s[i]) &&
      isTextOrNull(contents[i]) &&
      (levels[i] === null || typeof levels[i] === 'number') &&
      (positions[i] === null || typeof positions[i] === 'number') &&
      isTextOrNull(objectIDs[i]);
    if (!ok) throw new IndexFormatError(`search records: record ${i} is not a packed record`);
    const [url, lvl0, lvl1, language, tag, version, apiVersion, pageRank, stem, keywords] = pages[p as number];
    const place = (seen[p as number] = (seen[p as number] ?? -1) + 1);
    const anchor = anchors[i] as string | null;
    const position = (positions[i] as number | null) ?? place;
    records[i] = {
      objectID: (objectIDs[i] as string | null) ?? `${stem}${position}`,
      url: anchor ? `${url}#${anchor}` : url,
      url_without_anchor: url,
      anchor,
      type: TYPES[type],
      hierarchy: {
        lvl0,
        lvl1: (lvl1s[i] as string | null) ?? lvl1,
        lvl2: lvl2s[i] as string | null,
        lvl3: lvl3s[i] as string | null,
        lvl4: lvl4s[i] as string | null,
        lvl5: lvl5s[i] as string | null,
        lvl6: lvl6s[i] as string | null,
      },
      content: contents[i] as string | null,
      language,
      docusaurus_tag: tag,
      version,
      api_version: apiVersion,
      weight: {pageRank, level: (levels[i] as number | null) ?? levelOf(type), position},
    };
    if (keywords && type === 0) records[i].keywords = keywords;
  }
  return records;
}
