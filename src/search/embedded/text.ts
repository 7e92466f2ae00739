/**
 * Text rules shared by the index (built at postBuild) and the queries (in the browser), so that a
 * word is cut and folded the same way on both sides.
 */

import {tokenizer} from '@orama/orama/components';
import SYNONYMS from '../synonyms.json';
import {OPTIONAL_WORDS, STOP_WORDS, TYPO_SIZES} from '../settings';

/**
 * Porter's English stemmer as Orama ships it (a maintained package, already the comparison
 * script's; decision 0003): "authenticating" and "authentication" become "authent", "webhooks"
 * "webhook", "people" "peopl". Index words are stored stemmed and query words are stemmed before
 * they are matched, so a word form finds the others.
 */
const englishStemmer = tokenizer.createTokenizer({language: 'english', stemming: true, stopWords: false}).stemmer as (word: string) => string;
const stems = new Map<string, string>();

/**
 * Adjectives in -able/-ible and their nouns and adverbs (-ability, -ibility, -ably, -ibly). Porter
 * strips the suffix once the rest is long enough, and the adjective then falls onto the word it came
 * from, which in this domain names something else: "accessibility" and "accessible" became "access"
 * (of "access token"), "responsible" "respons" (of "response"), "available" "avail", "compatible"
 * "compat". The stem keeps "abl"/"ibl" instead: "accessibility" and "accessible" are "accessibl", and
 * find each other but not "access". Short bases ("table", "enable") were kept whole by Porter
 * already and stem as before.
 */
const ABLE_FAMILY = /^(\p{L}+[ai])(?:ble|bles|bly|bility|bilities)$/u;

/**
 * Nouns in -us (status, focus, bonus; not the -ous adjectives). Porter takes their final "s" for a
 * plural's ("status" became "statu") while their plural in -uses keeps it ("statuses", "status"), so
 * singular and plural missed each other, which Algolia's `ignorePlurals` never lets happen. They are
 * stemmed as their plural is.
 */
const US_NOUN = /^\p{L}{2,}[^o]us$/u;

/** The stem of a folded word; digits and short words are kept as they are. */
export function stem(word: string): string {
  if (word.length < 3 || /[\d_]/.test(word)) return word;
  let found = stems.get(word);
  if (found === undefined) {
    const able = ABLE_FAMILY.exec(word);
    found = able ? `${able[1]}bl` : englishStemmer(US_NOUN.test(word) ? `${word}es` : word);
    if (stems.size > 50_000) stems.clear();
    stems.set(word, found);
  }
  return found;
}

/**
 * A word: a run of letters or digits, or several joined by underscores (`per_page`, a parameter
 * name, is one word, as Algolia's `separatorsToIndex: "_"` makes it; its parts are indexed too, so
 * "per page" finds it as well).
 */
export const WORD = /[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)*/gu;

/**
 * Words too common to help ranking (`removeStopWords`); they are neither indexed nor required in a
 * query. Shared with the Algolia emulator (../settings.ts).
 */
export {STOP_WORDS};

/**
 * Words of a question that say nothing about its topic ("why do I...", "how much", "which scope do I
 * need"): not required in a query, and not searched when a query has other words. They stay
 * indexed. They are Algolia's `optionalWords` in ../index-settings.json, read from there.
 */
export const QUESTION_WORDS: ReadonlySet<string> = OPTIONAL_WORDS;

/** Lower case without diacritics. */
export function fold(word: string): string {
  return word.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** The words of a text, folded; stop words kept (highlighting needs positions). */
export function words(text: string): string[] {
  return Array.from(text.matchAll(WORD), (m) => fold(m[0]));
}

/** The searchable terms of a text: its folded words without stop words. */
export function terms(text: string): string[] {
  return words(text).filter((w) => !STOP_WORDS.has(w));
}

/** The words the index holds for a text: every word, and the parts of a joined one (`per_page`: per, page). */
export function indexWords(text: string): string[] {
  return words(text).flatMap((w) => (w.includes('_') ? [w, ...w.split('_')] : [w]));
}

/**
 * Typo budget of a query word, by the index settings' `minWordSizefor1Typo` and
 * `minWordSizefor2Typos` (4 and 8: "webhok" finds "webhook"; "cad" must be exact or a prefix).
 */
export function typoBudget(word: string): number {
  if (word.length >= TYPO_SIZES.two) return 2;
  if (word.length >= TYPO_SIZES.one) return 1;
  return 0;
}

/** Edit distance of a and b, or max + 1 as soon as it exceeds max. */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/** A query, parsed: its required terms in order; the last one also matches as a prefix. */
export interface ParsedQuery {
  terms: string[];
}

export function parseQuery(query: string): ParsedQuery {
  const all = words(query);
  const kept = all.filter((w) => !STOP_WORDS.has(w) && !QUESTION_WORDS.has(w));
  // A query made only of stop words ("how to") still searches for them. A word typed twice
  // ("server to server") is one term: counted twice, it outweighed the query's other words.
  return {terms: [...new Set(kept.length > 0 ? kept : all)]};
}

/**
 * Which query term a document word satisfies (its index), or -1, by the rules of `expandTerm` applied
 * to the word's stem: what is highlighted is what matched.
 */
export function matchWord(query: ParsedQuery, word: string): number {
  const last = query.terms.length - 1;
  // A joined word (`per_page`) was indexed with its parts: matching one of them counts.
  const candidates = word.includes('_') ? [word, ...word.split('_')] : [word];
  for (const candidate of candidates) {
    const stemmed = stem(candidate);
    for (let i = 0; i <= last; i += 1) {
      if (expansionWeight(query.terms[i], i === last, stemmed) > 0) return i;
    }
  }
  return -1;
}

/** An index word that satisfies a query term, and how well: exact 1, equivalent 0.9, prefix 0.6, typo 0.3. */
export interface Expansion {
  word: string;
  weight: number;
}

const MAX_EXPANSIONS = 60;

/**
 * Stems that stand for each other, where English does not derive one word from the other and a
 * stemmer cannot relate them: the API's resource is "people", one of them "a person" ("Delete a
 * person" answers "deleting people"). Not an Algolia synonym: Algolia's `ignorePlurals` reads a
 * dictionary that holds irregular plurals, and the emulator (scripts/sandbox/algolia.mjs) models the
 * pair as one (decision 0022); as a synonym on the emulator it had tied "list people" with "List
 * person stages" and "create a person" with the person upsert, both then ranked fourth.
 */
const EQUIVALENT_STEMS: ReadonlyMap<string, string> = new Map([
  ['peopl', 'person'],
  ['person', 'peopl'],
]);

/** How much a synonym counts, against 1 for the word itself. */
export const SYNONYM_WEIGHT = 0.8;

interface SynonymEntry {
  objectID: string;
  type: string;
  synonyms: string[];
}

/**
 * The domain's synonyms (src/search/synonyms.json, the list `npm run search:push` sends to Algolia),
 * as stems: each one-word entry of a group stands for the group's other one-word entries. Entries of
 * several words ("too many requests") are Algolia's alone: the embedded engine matches words, and
 * finds such a phrase through its words.
 */
export function synonymStems(entries: readonly SynonymEntry[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const entry of entries) {
    if (entry.type !== 'synonym') throw new Error(`src/search/synonyms.json: entry "${entry.objectID}" is of type "${entry.type}"; only "synonym" (each word stands for the others) is supported`);
    const stems = [...new Set(entry.synonyms.map((s) => words(s)).filter((w) => w.length === 1).map(([w]) => stem(w)))];
    for (const from of stems) {
      let set = out.get(from);
      if (!set) out.set(from, (set = new Set()));
      for (const to of stems) if (to !== from) set.add(to);
    }
  }
  return out;
}

const SYNONYM_STEMS = synonymStems(SYNONYMS as SynonymEntry[]);

/** The weight of a word the last query term begins (or that begins it): see expansionWeight. */
export const PREFIX_WEIGHT = 0.6;

/**
 * How well the index word (a stem) `word` satisfies the query term `term` (folded, as typed), 0 if
 * not at all:
 * - 1: the term's stem ("webhooks" and "webhook" are both "webhook");
 * - 0.9: the stem it stands for (EQUIVALENT_STEMS: "people" and "person");
 * - 0.8: a synonym (src/search/synonyms.json: "dialer" and "call", "paging" and "pagination");
 * - 0.6, last term only (the reader may still be typing it): a word the term begins ("cad" →
 *   "cadenc"; not one its stem begins: "retry" is "retri", which "retriev" begins), or the stem of
 *   the word being typed ("authenticati" → "authent");
 * - 0.3: within the term's typo budget, counted on the stems, whole or (last term) as a prefix
 *   ("peple" → "peopl", "webhok" → "webhook", "cadance" → "cadenc").
 */
export function expansionWeight(term: string, isLast: boolean, word: string): number {
  const stemmed = stem(term);
  if (word === stemmed || word === term) return 1;
  if (EQUIVALENT_STEMS.get(stemmed) === word) return 0.9;
  if (SYNONYM_STEMS.get(stemmed)?.has(word)) return SYNONYM_WEIGHT;
  if (isLast) {
    if (word.startsWith(term)) return PREFIX_WEIGHT;
    if (word.length >= 4 && word.length * 2 >= term.length && term.startsWith(word)) return PREFIX_WEIGHT;
  }
  const budget = typoBudget(term);
  if (budget === 0 || /[\d_]/.test(term)) return 0;
  if (Math.abs(word.length - stemmed.length) <= budget && boundedDistance(stemmed, word, budget) <= budget) return 0.3;
  if (isLast && word.length > stemmed.length && boundedDistance(stemmed, word.slice(0, stemmed.length), budget) <= budget) return 0.3;
  return 0;
}

/**
 * Whether a joined index word (`person_deleted`) satisfies the term only as well as one of its own
 * parts does. The index holds a joined word's parts beside it (`indexWords`), so every record with
 * `person_deleted` also holds `person`: expanding "person" (typed last) to the joined word by prefix
 * as well would count the same occurrence twice, and the 37 webhook event pages, whose titles are
 * such names, outranked the operations ("delete a person" put `person_deleted` above "Delete a
 * person"). Algolia counts a query word once per record, however many of its forms match.
 */
function countedThroughPart(term: string, isLast: boolean, word: string, weight: number): boolean {
  if (!word.includes('_')) return false;
  return word.split('_').some((part) => part.length > 0 && expansionWeight(term, isLast, stem(part)) >= weight);
}

/**
 * The index words (stems) a query term stands for, under the rules of `expansionWeight`, best
 * first.
 */
export function expandTerm(term: string, isLast: boolean, vocabulary: readonly string[]): Expansion[] {
  const out: Expansion[] = [];
  for (const word of vocabulary) {
    const weight = expansionWeight(term, isLast, word);
    if (weight > 0 && !countedThroughPart(term, isLast, word, weight)) out.push({word, weight});
  }
  return out.sort((a, b) => b.weight - a.weight || a.word.length - b.word.length).slice(0, MAX_EXPANSIONS);
}
