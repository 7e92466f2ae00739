import type {DocSearchRecord} from '../records';

/** Algolia's `facetFilters`: an AND of entries, each a single `attr:value` or an OR list of them. */
export type FacetFilters = string | ReadonlyArray<string | ReadonlyArray<string>>;

type Predicate = (record: DocSearchRecord) => boolean;

function facetValue(record: DocSearchRecord, attribute: string): string | null {
  const value = (record as unknown as Record<string, unknown>)[attribute];
  if (value === null || value === undefined) return null;
  return String(value);
}

function single(filter: string): Predicate {
  const colon = filter.indexOf(':');
  if (colon < 0) throw new Error(`invalid facet filter "${filter}": expected attribute:value`);
  const attribute = filter.slice(0, colon).trim();
  let value = filter.slice(colon + 1).trim();
  const negated = value.startsWith('-');
  if (negated) value = value.slice(1);
  if (value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
  return (record) => (facetValue(record, attribute) === value) !== negated;
}

/** Compiles facetFilters into one predicate (everything passes when there are none). */
export function compileFacetFilters(filters: FacetFilters | undefined): Predicate {
  if (filters === undefined) return () => true;
  const entries = typeof filters === 'string' ? [filters] : filters;
  const predicates = entries.map((entry): Predicate => {
    if (typeof entry === 'string') return single(entry);
    const alternatives = entry.map(single);
    return (record) => alternatives.some((p) => p(record));
  });
  return (record) => predicates.every((p) => p(record));
}
