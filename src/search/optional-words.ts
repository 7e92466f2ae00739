import SETTINGS from './index-settings.json';
import STOP_WORD_LIST from './stop-words.json';

/** Question words (the settings' `optionalWords`) and stop words, folded: what a question says besides its topic. */
const QUESTION = new Set(SETTINGS.optionalWords.map((w) => w.toLowerCase()));
const STOP = new Set(STOP_WORD_LIST.map((w) => w.toLowerCase()));

/** A word as Algolia cuts it under `separatorsToIndex: "_"`: letters and digits, joined by underscores. */
const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * The query as the Algolia backend sends it: without its question words ("why", "do", "my", "how
 * long"...) when it holds other words besides stop words, as the embedded engine searches it
 * (embedded/text.ts `parseQuery`). Algolia keeps an optional word in the query and counts it in its
 * first ranking criterion, `words`, when a record holds it: "how do I page through all results" put
 * a section that says "do", "through" and "all" above the paging guide, which holds the topic words.
 * A query of question and stop words alone ("how long") is sent as typed.
 */
export function withoutQuestionWords(query: string): string {
  const words = query.match(WORD) ?? [];
  const topical = words.some((w) => !QUESTION.has(w.toLowerCase()) && !STOP.has(w.toLowerCase()));
  if (!topical) return query;
  return query
    .replace(WORD, (w) => (QUESTION.has(w.toLowerCase()) ? '' : w))
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * Algolia's own query-time parameter that makes it rank as the embedded engine does: every word of
 * the query optional (`optionalWords` set to the query, which Algolia cuts into words), so a record
 * that matches more of the query ranks higher, and a question whose words no record holds together
 * still finds its page; and the question words left out (withoutQuestionWords). The embedded engine
 * does this on its own (embedded/engine.ts `loadRanker`); the Algolia backend adds it to each
 * request (algolia/client.ts), and the relevance script to the emulator's
 * (scripts/search/relevance.mjs). The settings' JSON it reads is small (some 30 words): the Algolia
 * backend is part of the search page's first load.
 */
export function withAllWordsOptional<T extends {query?: string}>(request: T): T & {optionalWords?: string[]} {
  const query = withoutQuestionWords((request.query ?? '').trim());
  if (request.query === undefined) return request;
  return query.includes(' ') ? {...request, query, optionalWords: [query]} : {...request, query};
}

/**
 * A request as the Algolia backend sends it: every word optional and the question words left out
 * (withAllWordsOptional), and Algolia's ranking values asked for with the hits (`getRankingInfo`),
 * which the modal reads to leave out a hit the grouping would show above a better match
 * (../ranking.ts `withoutOutranked`).
 */
export function algoliaRequest<T extends {query?: string}>(request: T): T & {optionalWords?: string[]; getRankingInfo: true} {
  return {...withAllWordsOptional(request), getRankingInfo: true};
}
