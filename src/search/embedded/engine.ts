import MiniSearch, {type AsPlainObject, type Options, type Query, type SearchOptions} from 'minisearch';
import type {DocSearchRecord} from '../records';
import type {Ranked, Ranker} from './response';
import {SEARCHABLE_ATTRIBUTES} from '../settings';
import {expandTerm, indexWords, PREFIX_WEIGHT, stem, STOP_WORDS, words, type ParsedQuery} from './text';

/**
 * The embedded backend's engine: MiniSearch, chosen by measurement over FlexSearch and Orama
 * (docs/decisions/0003-embedded-search-engine.md). Records are indexed by their position in the
 * records array; the records themselves travel beside the index, not inside it.
 */

/**
 * The boost of each searchable attribute by its place in the index settings' `searchableAttributes`
 * (../settings.ts, shared with Algolia, whose `attribute` criterion ranks by that order): the page
 * title first, then the page's keywords (the words readers search with for it), then the headings,
 * then the text.
 */
const BOOST_BY_PLACE = [8, 6, 5, 3.5, 2.5, 2, 2, 1];
type Field = 'lvl1' | 'keywords' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';
const FIELDS = SEARCHABLE_ATTRIBUTES.map((attribute) => attribute.replace(/^hierarchy\./, '')) as Field[];
const KNOWN_FIELDS: readonly string[] = ['lvl1', 'keywords', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];
if (FIELDS.length !== BOOST_BY_PLACE.length || FIELDS.some((f) => !KNOWN_FIELDS.includes(f))) {
  throw new Error(`src/search/index-settings.json: searchableAttributes must be the ${KNOWN_FIELDS.length} record fields ${KNOWN_FIELDS.join(', ')} (hierarchy.lvlN, keywords and content), in order of importance; found ${FIELDS.join(', ')}`);
}
const FIELD_BOOST = Object.fromEntries(FIELDS.map((field, i) => [field, BOOST_BY_PLACE[i]])) as Record<Field, number>;
const TEXT_FIELDS = FIELDS.filter((field) => field !== 'keywords');

interface IndexedDoc {
  id: number;
  lvl1: string;
  /** Absent on records without keywords, so that BM25's average keyword-list length is over the pages that have one. */
  keywords?: string;
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
  // A title holds a joined word (`person_updated`, a webhook event page's) as one word, as Algolia
  // does (`separatorsToIndex: "_"`); elsewhere its parts are indexed beside it, so "per page" finds
  // `per_page` in a table of parameters. With its parts in the title too, every event page's title
  // matched "update a person" as well as the operation's ("Update a person") and outranked it
  // on its longer text; an event page is found by its words through its keywords
  // (scripts/openapi/operation-lib.mjs `webhookKeywords`).
  tokenize: (text, field) => (field === 'lvl1' ? words(text) : indexWords(text)),
  // Stems are indexed, so a word form finds the others (text.ts `stem`).
  processTerm: (term) => (STOP_WORDS.has(term) ? null : stem(term)),
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
    ...(record.keywords?.length ? {keywords: record.keywords.join(', ')} : {}),
    lvl2: h.lvl2 ?? '',
    lvl3: h.lvl3 ?? '',
    lvl4: h.lvl4 ?? '',
    lvl5: h.lvl5 ?? '',
    lvl6: h.lvl6 ?? '',
    content: record.content ?? '',
  };
}

/**
 * The index shard: MiniSearch's own serialisation, repacked. MiniSearch writes every posting as an
 * object keyed by document id ("4195":1), every document's field lengths under its id, and an id
 * map; here the ids are dense (a record's id is its position), so postings become one array per
 * term, [field, count, id deltas..., term frequencies...] (a negative count: every frequency is 1),
 * and field lengths one flat array. 970 KB / 243 KB gzipped became 430 KB / 100 KB.
 */
interface PackedIndex {
  v: 1;
  count: number;
  average: number[];
  lengths: number[];
  terms: string[];
  postings: number[][];
}

type Plain = AsPlainObject & {index: [string, Record<string, Record<string, number>>][]; fieldLength: Record<string, number[]>; documentIds: Record<string, number>};

function packIndex(plain: Plain): PackedIndex {
  const count = plain.documentCount;
  const lengths: number[] = [];
  for (let id = 0; id < count; id += 1) {
    if (plain.documentIds[id] !== id) throw new Error('search index: document ids are not positions');
    // A record without keywords has no length for that field (a hole in MiniSearch's array): -1.
    for (let field = 0; field < FIELDS.length; field += 1) lengths.push(plain.fieldLength[id][field] ?? -1);
  }
  const postings = plain.index.map(([, fields]) => {
    const out: number[] = [];
    for (const [field, docs] of Object.entries(fields)) {
      const ids = Object.keys(docs).map(Number).sort((a, b) => a - b);
      const frequencies = ids.map((id) => docs[id]);
      const ones = frequencies.every((f) => f === 1);
      out.push(Number(field), ones ? -ids.length : ids.length);
      ids.forEach((id, i) => out.push(id - (i === 0 ? 0 : ids[i - 1])));
      if (!ones) out.push(...frequencies);
    }
    return out;
  });
  // No record with keywords leaves that field without an average: 0, never read.
  return {v: 1, count, average: FIELDS.map((_, field) => plain.averageFieldLength[field] ?? 0), lengths, terms: plain.index.map(([term]) => term), postings};
}

/**
 * MiniSearch loaded straight from the packed shard. MiniSearch's own `loadJS` wants its
 * serialisation back, postings as objects keyed by document id, which it then copies into maps:
 * unpacking to those objects and copying them again took 190 ms (in Node, on the 2-core machine,
 * for the site's 145,000 posting numbers), most of it object creation and garbage collection. The subclass fills the same maps directly; its
 * fields are MiniSearch's protected state (minisearch is pinned, and engine.test.ts checks that an
 * index loaded this way serialises exactly like the one that was built).
 */
class PackedMiniSearch extends MiniSearch<IndexedDoc> {
  /** The index's words (stems), in the shard's order: what query words are expanded against. */
  readonly vocabulary: readonly string[];

  /** A word's postings by field (field id to record id to frequency), if the index holds it. */
  postingsOf(word: string): ReadonlyMap<number, ReadonlyMap<number, number>> | undefined {
    return this._index.get(word) as ReadonlyMap<number, ReadonlyMap<number, number>> | undefined;
  }

  constructor(packed: PackedIndex) {
    super(OPTIONS);
    if (!packed || packed.v !== 1 || !Array.isArray(packed.terms) || !Array.isArray(packed.postings) || packed.terms.length !== packed.postings.length) {
      throw new Error('search index: not a packed index (version 1)');
    }
    const fieldCount = FIELDS.length;
    this.vocabulary = packed.terms;
    this._documentCount = packed.count;
    this._nextId = packed.count;
    this._avgFieldLength = packed.average;
    for (let id = 0; id < packed.count; id += 1) {
      this._documentIds.set(id, id);
      this._idToShortId.set(id, id);
      const lengths = packed.lengths.slice(id * fieldCount, (id + 1) * fieldCount);
      // Back to the hole MiniSearch leaves for a field the record does not have (packIndex's -1).
      lengths.forEach((length, field) => {
        if (length < 0) delete lengths[field];
      });
      this._fieldLength.set(id, lengths);
    }
    packed.terms.forEach((term, t) => {
      const list = packed.postings[t];
      const fields = new Map<number, Map<number, number>>();
      let at = 0;
      while (at < list.length) {
        const size = Math.abs(list[at + 1]);
        const ones = list[at + 1] < 0;
        const docs = new Map<number, number>();
        let id = 0;
        for (let i = 0; i < size; i += 1) {
          id += list[at + 2 + i];
          docs.set(id, ones ? 1 : list[at + 2 + size + i]);
        }
        fields.set(list[at], docs);
        at += 2 + (ones ? size : 2 * size);
      }
      this._index.set(term, fields);
    });
  }
}

/** The MiniSearch index over `records`, each indexed under its position. */
export function indexRecords(records: readonly DocSearchRecord[]): MiniSearch<IndexedDoc> {
  const search = new MiniSearch<IndexedDoc>(OPTIONS);
  search.addAll(records.map(toDoc));
  return search;
}

/** The MiniSearch index in a serialised index shard (`buildIndex`'s output). */
export function loadIndexShard(serialised: string): PackedMiniSearch {
  return new PackedMiniSearch(JSON.parse(serialised) as PackedIndex);
}

/** Builds the index (postBuild) and returns the index shard, ready to write. */
export function buildIndex(records: readonly DocSearchRecord[]): string {
  return JSON.stringify(packIndex(indexRecords(records).toJSON() as unknown as Plain));
}

/**
 * How much a record loses for each query word it lacks: its score is multiplied by the share of the
 * query's information it matches (each word weighted by its inverse document frequency) to this
 * power. Algolia ranks by the number of words matched first; this keeps that order in all but near
 * ties, where a record matching the rarer words wins.
 */
export const COVERAGE_POWER = 3;

/**
 * How much a record gains when its page title holds the query's words as typed, not only their
 * stems: all of them multiply its score by 1.3 (Algolia's `exact` criterion, which ranks a record by
 * the query words it holds exactly). Stems and synonyms make "deletion" and "delete", "people" and
 * "person" one word, so "delete a person" ranked "Submit a people soft-deletion request" above
 * "Delete a person", and "create a person" a guide's "Add the person" section above "Create a
 * person". Measured 0.1 to 0.5 on the tuning half and the regression set: 0.3 answered one more
 * query and put seven first that were second; above it, "create a person with custom field values"
 * fell out of the top three.
 */
export const EXACT_TITLE_WEIGHT = 0.3;

/** How much each step of a page's rank (plugins/search-records/extract.ts `pageRankOf`) adds to its records' scores. */
export const PAGE_RANK_WEIGHT = 0.1;

/** BM25's inverse document frequency of an index word, over the records that hold it in any field. */
function rarity(search: PackedMiniSearch, word: string): number {
  let holders = 0;
  search.postingsOf(word)?.forEach((docs) => {
    holders += docs.size;
  });
  const count = search.documentCount;
  return Math.log(1 + (count - holders + 0.5) / (holders + 0.5));
}

/**
 * Ranks over a serialised index. Every query word is optional (Algolia's `removeWordsIfNoResults:
 * allOptional` and `optionalWords`): a record matching all of them ranks first, and when none
 * matches them all, the records matching the most informative words (the rarest) come first, so a
 * question's words that are not in the index, or that no one record holds together, never leave
 * the reader with nothing. Titles and headings beat text of the same page (DocSearch's custom
 * ranking on `weight.level`): a record's score is multiplied by 1 + level/100, so 2 for a page
 * title and 1 for text.
 */
export function loadRanker(serialised: string, records: readonly DocSearchRecord[]): Ranker {
  const search = loadIndexShard(serialised);
  const vocabulary = search.vocabulary;
  // Each record's page-title words as written (folded), worked out the first time a query reaches it.
  const titleWords: (ReadonlySet<string> | undefined)[] = [];
  const titleWordsOf = (id: number): ReadonlySet<string> => (titleWords[id] ??= new Set(words(records[id]?.hierarchy.lvl1 ?? '')));
  return {
    rank(query: ParsedQuery): Ranked[] {
      if (query.terms.length === 0) return [];
      const last = query.terms.length - 1;
      const perTerm = query.terms.map((term, i) => expandTerm(term, i === last, vocabulary));
      // A term with no word in the index cannot match: it is dropped.
      const usable = perTerm.flatMap((list, i) => (list.length > 0 ? [{list, i}] : []));
      if (usable.length === 0) return [];
      const weights = new Map<string, number>();
      const owners = new Map<string, number[]>();
      for (const {list, i} of usable) {
        // The term's own word: what its other forms are measured against (below).
        const own = list.find((e) => e.weight === 1);
        const ownRarity = own ? rarity(search, own.word) : 0;
        for (const {word, weight} of list) {
          // A synonym, a prefix or a typo is never worth more than the word typed: BM25 weighs each
          // matched word by its rarity, so a rarer form ("remove" for "delete") outscored the word
          // itself ("Remove a person from a cadence" above "Delete a person"). Algolia counts a
          // query word once, whichever form matched.
          const boost = own && weight < 1 ? weight * Math.min(1, ownRarity / rarity(search, word)) : weight;
          weights.set(word, Math.max(weights.get(word) ?? 0, boost));
          owners.set(word, [...(owners.get(word) ?? []), i]);
        }
      }
      // A page's keywords are the words readers type for it: they match a query word as typed (its
      // stem, or what the last word begins), not through a synonym or a typo. Through those, a
      // keyword such as "remove from sequence" answered "deleting people" with the cadence guide.
      const results = search.search(
        {
          combineWith: 'OR',
          queries: usable.map(({list}): Query => {
            const typed = list.filter((e) => e.weight === 1 || e.weight === PREFIX_WEIGHT).map((e) => e.word);
            return {
              combineWith: 'OR',
              queries: [
                {combineWith: 'OR', queries: list.map((e) => e.word), fields: TEXT_FIELDS},
                ...(typed.length > 0 ? [{combineWith: 'OR' as const, queries: typed, fields: ['keywords']}] : []),
              ],
            };
          }),
        },
        {...SEARCH_OPTIONS, boostTerm: (term) => weights.get(term) ?? 1},
      );
      // Which query terms each record matched, and in how many records each term occurs.
      const frequency = new Array<number>(query.terms.length).fill(0);
      const matched = results.map((r) => {
        const terms = new Set<number>();
        for (const word of r.queryTerms) for (const i of owners.get(word) ?? []) terms.add(i);
        for (const i of terms) frequency[i] += 1;
        return terms;
      });
      const count = Math.max(1, search.documentCount);
      const information = frequency.map((f) => (f === 0 ? 0 : Math.log(1 + count / f)));
      const total = usable.reduce((sum, {i}) => sum + information[i], 0);
      return results
        .map((r, k) => {
          const id = r.id as number;
          const level = records[id]?.weight.level ?? 0;
          const pageRank = records[id]?.weight.pageRank ?? 0;
          let covered = 0;
          for (const i of matched[k]) covered += information[i];
          const coverage = total > 0 ? covered / total : 1;
          const inTitle = titleWordsOf(id);
          let exact = 0;
          for (const term of query.terms) if (inTitle.has(term)) exact += 1;
          return {id, score: r.score * coverage ** COVERAGE_POWER * (1 + level / 100) * (1 + PAGE_RANK_WEIGHT * pageRank) * (1 + (EXACT_TITLE_WEIGHT * exact) / query.terms.length)};
        })
        .sort((a, b) => b.score - a.score || a.id - b.id);
    },
  };
}
