import SETTINGS from './index-settings.json';
import STOP_WORD_LIST from './stop-words.json';

/**
 * The search ranking settings, one source for both backends (issue 30): `index-settings.json` is
 * what `npm run search:push` sends to Algolia and what the Algolia emulator (scripts/sandbox/
 * algolia.mjs) is started with; the embedded engine (./embedded) reads the same values here, so a
 * change to either backend's query rules is made once. `synonyms.json` is shared the same way, and
 * `stop-words.json` is the English stop-word list that `removeStopWords` takes out of a query, as
 * both the embedded engine and the emulator apply it.
 */
export interface IndexSettings {
  searchableAttributes: string[];
  optionalWords: string[];
  minWordSizefor1Typo: number;
  minWordSizefor2Typos: number;
  removeStopWords: boolean;
  separatorsToIndex: string;
  [other: string]: unknown;
}

export const INDEX_SETTINGS = SETTINGS as unknown as IndexSettings;

/** The searchable attributes in order of importance, without `unordered(...)`: hierarchy.lvl1 ... content. */
export const SEARCHABLE_ATTRIBUTES: readonly string[] = INDEX_SETTINGS.searchableAttributes.map((a) => a.replace(/^unordered\((.*)\)$/, '$1'));

/** Words a query may hold without requiring them (Algolia's `optionalWords`). */
export const OPTIONAL_WORDS: ReadonlySet<string> = new Set(INDEX_SETTINGS.optionalWords.map((w) => w.toLowerCase()));

/** Algolia's typo tolerance by word length: one typo from this many letters, two from that many. */
export const TYPO_SIZES = {one: INDEX_SETTINGS.minWordSizefor1Typo, two: INDEX_SETTINGS.minWordSizefor2Typos} as const;

/** Stop words, taken out of a query when it holds other words (`removeStopWords`). */
export const STOP_WORDS: ReadonlySet<string> = new Set(INDEX_SETTINGS.removeStopWords ? STOP_WORD_LIST : []);

// Kept apart from the JSON files above: the Algolia backend is on the search page's first load.
export {algoliaRequest, withAllWordsOptional} from './optional-words';
