import type {DocSearchRecord} from '../../src/search/records';

/**
 * Form labels the API pages print above their parameter lists and bodies: they name a section, say
 * nothing a reader searches for, and appear on almost every operation page.
 */
const LABELS = new Set(['Body', 'Body required', 'Path Parameters', 'Query Parameters', 'Header Parameters', 'Cookie Parameters']);

/** How many pages keep a content record whose exact text many pages repeat. */
export const MAX_REPEATS = 5;

/**
 * Drops what the index gains nothing from: form labels, and repeats of the same content text beyond
 * the first MAX_REPEATS pages that carry it (in the order given, which is route order). Shared
 * parameters (`per_page`, `page`, `updated_at[gt]`...) are described word for word on every list
 * operation, and each webhook event page repeats the same paragraphs about signatures; a query for
 * them is answered by the guide that explains them and a few operations, not by ninety copies,
 * which also crowded the guide out of the first hits. Headings and titles always stay.
 */
export function dropRepeatedRecords(records: DocSearchRecord[]): DocSearchRecord[] {
  const pagesOf = new Map<string, Set<string>>();
  return records.filter((record) => {
    if (record.type !== 'content' || !record.content) return true;
    const text = record.content.trim();
    if (LABELS.has(text)) return false;
    let pages = pagesOf.get(text);
    if (!pages) pagesOf.set(text, (pages = new Set()));
    if (pages.has(record.url_without_anchor)) return true;
    if (pages.size >= MAX_REPEATS) return false;
    pages.add(record.url_without_anchor);
    return true;
  });
}
