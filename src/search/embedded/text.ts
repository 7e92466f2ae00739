/**
 * Text rules shared by the index (built at postBuild) and the queries (in the browser), so that a
 * word is cut and folded the same way on both sides.
 */

/** A word: a run of letters or digits. `per_page` is two words, so "per page" finds it too. */
export const WORD = /[\p{L}\p{N}]+/gu;

/** Words too common to help ranking; they are neither indexed nor required in a query. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'a', 'an', 'and', 'are', 'as', 'at', 'be', 'by', 'for', 'from', 'how', 'i', 'in', 'into', 'is', 'it', 'its',
  'of', 'on', 'or', 'that', 'the', 'this', 'to', 'was', 'what', 'when', 'where', 'which', 'with', 'you', 'your',
]);

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

/**
 * Typo budget of a query word, as Algolia's defaults: none under 4 letters, one from 4, two from 8
 * ("webhok" finds "webhook"; "cad" must be exact or a prefix).
 */
export function typoBudget(word: string): number {
  if (word.length >= 8) return 2;
  if (word.length >= 4) return 1;
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
  const kept = all.filter((w) => !STOP_WORDS.has(w));
  // A query made only of stop words ("how to") still searches for them.
  return {terms: kept.length > 0 ? kept : all};
}

/**
 * Which query term a document word satisfies (its index), or -1: exactly, as a prefix for the last
 * term (the reader is still typing it), or within the term's typo budget.
 */
export function matchWord(query: ParsedQuery, word: string): number {
  const last = query.terms.length - 1;
  for (let i = 0; i <= last; i += 1) {
    const term = query.terms[i];
    if (word === term) return i;
    if (i === last && word.startsWith(term)) return i;
  }
  for (let i = 0; i <= last; i += 1) {
    const term = query.terms[i];
    const budget = typoBudget(term);
    if (budget === 0) continue;
    const candidate = i === last && word.length > term.length ? word.slice(0, term.length) : word;
    if (boundedDistance(term, candidate, budget) <= budget) return i;
  }
  return -1;
}

/** An index word that satisfies a query term, and how well: exact 1, prefix 0.6, typo 0.3. */
export interface Expansion {
  word: string;
  weight: number;
}

const MAX_EXPANSIONS = 60;

/**
 * The index words a query term stands for, under the rules of `matchWord`: the word itself, words it
 * begins (last term only), and words within its typo budget, whole or, for the last term, as a
 * prefix ("webhok" → webhook, webhooks). Exact and prefix matches come first.
 */
export function expandTerm(term: string, isLast: boolean, vocabulary: readonly string[]): Expansion[] {
  const budget = typoBudget(term);
  const out: Expansion[] = [];
  for (const word of vocabulary) {
    if (word === term) {
      out.push({word, weight: 1});
    } else if (isLast && word.startsWith(term)) {
      out.push({word, weight: 0.6});
    } else if (budget > 0 && Math.abs(word.length - term.length) <= budget + (isLast ? word.length : 0)) {
      const candidate = isLast && word.length > term.length ? word.slice(0, term.length) : word;
      if (boundedDistance(term, candidate, budget) <= budget) out.push({word, weight: 0.3});
    }
  }
  return out.sort((a, b) => b.weight - a.weight || a.word.length - b.word.length).slice(0, MAX_EXPANSIONS);
}
