import MiniSearch, {type AsPlainObject, type Options, type SearchOptions} from 'minisearch';
import type {DocSearchRecord} from '../records';
import type {Ranked, Ranker} from './response';
import {expandTerm, STOP_WORDS, words, type ParsedQuery} from './text';

/**
 * The embedded backend's engine: MiniSearch, chosen by measurement over FlexSearch and Orama
 * (docs/decisions/0003-embedded-search-engine.md). Records are indexed by their position in the
 * records array; the records themselves travel beside the index, not inside it.
 */

/** Searchable attributes, in DocSearch's order of importance, and their boosts. */
const FIELD_BOOST = {lvl1: 8, lvl2: 5, lvl3: 3.5, lvl4: 2.5, lvl5: 2, lvl6: 2, content: 1} as const;
type Field = keyof typeof FIELD_BOOST;
const FIELDS = Object.keys(FIELD_BOOST) as Field[];

interface IndexedDoc {
  id: number;
  lvl1: string;
  lvl2: string;
  lvl3: string;
  lvl4: string;
  lvl5: string;
  lvl6: string;
  content: string;
}

const OPTIONS: Options<IndexedDoc> = {
  fields: FIELDS,
  storeFields: [],
  tokenize: (text) => words(text),
  processTerm: (term) => (STOP_WORDS.has(term) ? null : term),
};

/**
 * Query terms arrive already expanded into index words (text.ts `expandTerm`: exact, prefix for the
 * last term, typos), so MiniSearch matches words exactly and weighs each by how it was reached.
 */
const SEARCH_OPTIONS: SearchOptions = {
  boost: FIELD_BOOST,
  prefix: false,
  fuzzy: false,
  tokenize: (text) => [text],
  processTerm: (term) => term,
};

function toDoc(record: DocSearchRecord, id: number): IndexedDoc {
  const h = record.hierarchy;
  return {
    id,
    lvl1: h.lvl1,
    lvl2: h.lvl2 ?? '',
    lvl3: h.lvl3 ?? '',
    lvl4: h.lvl4 ?? '',
    lvl5: h.lvl5 ?? '',
    lvl6: h.lvl6 ?? '',
    content: record.content ?? '',
  };
}

/** Builds the index (postBuild) and returns it serialised, ready to write as JSON. */
export function buildIndex(records: readonly DocSearchRecord[]): string {
  const search = new MiniSearch<IndexedDoc>(OPTIONS);
  search.addAll(records.map(toDoc));
  return JSON.stringify(search);
}

/**
 * Ranks over a serialised index. Titles and headings beat text of the same page (DocSearch's custom
 * ranking on `weight.level`): a record's score is multiplied by 1 + level/100, so 2 for a page
 * title and 1 for text.
 */
export function loadRanker(serialised: string, records: readonly DocSearchRecord[]): Ranker {
  const data = JSON.parse(serialised) as AsPlainObject & {index: [string, unknown][]};
  const vocabulary = data.index.map(([term]) => term);
  const search = MiniSearch.loadJS<IndexedDoc>(data, OPTIONS);
  return {
    rank(query: ParsedQuery): Ranked[] {
      if (query.terms.length === 0) return [];
      const last = query.terms.length - 1;
      const weights = new Map<string, number>();
      const perTerm = query.terms.map((term, i) => expandTerm(term, i === last, vocabulary));
      // Every term must match (Algolia's default); a term with no word in the index matches nothing.
      if (perTerm.some((list) => list.length === 0)) return [];
      for (const list of perTerm) for (const {word, weight} of list) weights.set(word, Math.max(weights.get(word) ?? 0, weight));
      const results = search.search(
        {combineWith: 'AND', queries: perTerm.map((list) => ({combineWith: 'OR', queries: list.map((e) => e.word)}))},
        {...SEARCH_OPTIONS, boostTerm: (term) => weights.get(term) ?? 1},
      );
      return results
        .map((r) => {
          const id = r.id as number;
          const level = records[id]?.weight.level ?? 0;
          return {id, score: r.score * (1 + level / 100)};
        })
        .sort((a, b) => b.score - a.score || a.id - b.id);
    },
  };
}
