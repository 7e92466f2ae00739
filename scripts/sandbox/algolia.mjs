/**
 * An Algolia-compatible emulator for tests and local trials, on loopback only. It implements what
 * this site uses: the multi-query search endpoint the browser calls (SPEC 7), the indexing calls of
 * `npm run search:push` (batch, settings, copy/move operations, tasks) and the insights events
 * endpoint. Searching models what this site relies on under the index's settings (typo tolerance,
 * prefix on the last word, plurals, synonyms, the ranking formula, distinct: see searchIndex), with Algolia's
 * response shape, highlight and snippet results.
 *
 * Faults for retry tests: `timingOutPort` starts a host that accepts connections and never answers,
 * `downPort` names a port where nothing listens. Both are returned as algoliasearch host objects.
 *
 *   import {startAlgoliaEmulator} from './scripts/sandbox/algolia.mjs';
 *   const algolia = await startAlgoliaEmulator({port: 0, appId: 'APP', apiKey: 'search', adminKey: 'admin', timingOutPort: 0, downPort: 0});
 *   algolia.hosts;        // {up, timingOut, down}: [{url: '127.0.0.1:PORT', protocol: 'http', accept: 'readWrite'}]
 *   algolia.queries;      // every search request received, with the host it reached
 *   algolia.events;       // every insights event received
 *   await algolia.close();
 */
import http from 'node:http';
import net from 'node:net';

const LOOPBACK = '127.0.0.1';

const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]);

/** The characters of `separatorsToIndex`, escaped for a character class. */
const indexedSeparators = (settings) => (settings.separatorsToIndex ?? '').replace(/[\\\]^-]/g, '\\$&');

/**
 * Words of a text as Algolia cuts them under the index's settings: runs of letters and digits, and
 * each character of `separatorsToIndex` as a word of its own, never joined to its neighbours
 * (Algolia's tokenization guide: "the tokenizer always puts the character alone in its own token").
 * With `_` indexed, `per_page` is three words, `per`, `_` and `page`: "per page" finds it, and the
 * underscore counts as a matched word when the query holds one.
 */
function tokenizer(settings) {
  const kept = indexedSeparators(settings);
  const re = new RegExp(kept ? `[\\p{L}\\p{N}]+|[${kept}]` : '[\\p{L}\\p{N}]+', 'gu');
  return (text) => (text ?? '').toLowerCase().match(re) ?? [];
}

/**
 * The query's words, and for each whether it is joined to the word before it by an indexed
 * separator with no space between (`per_page`: `_` and `page` are). Algolia reads such a run as a
 * sequence expression: its words must be found next to each other, in that order
 * (`sequenceHolds`).
 */
function queryTokens(settings, text) {
  const words = tokenizer(settings);
  const kept = indexedSeparators(settings);
  const runs = (text ?? '').toLowerCase().match(new RegExp(kept ? `(?:[\\p{L}\\p{N}]+|[${kept}])+` : '[\\p{L}\\p{N}]+', 'gu')) ?? [];
  const out = {words: [], joined: []};
  for (const run of runs) {
    words(run).forEach((word, i) => {
      out.words.push(word);
      out.joined.push(i > 0);
    });
  }
  return withUnits(out);
}

/**
 * A word list with, for each word, the query word it stands for (`units`) and how many of the
 * query's words it counts for (`counts`): each word of the query is its own unit; a phrase that
 * stands for one or more query words (a synonym, a split) is one unit, counted once, and only when
 * all its words match (`score`).
 */
const withUnits = (list) => ({...list, units: list.words.map((_w, i) => `w${i}`), counts: list.words.map(() => 1), whole: list.words.map(() => true)});

/**
 * English plurals that no suffix rule derives. Algolia's `ignorePlurals` reads a dictionary of each
 * language's declined forms (its documentation's examples: "child" and "children", "foot" and
 * "feet"), so it relates them as it relates "car" and "cars"; the suffix rules below would leave
 * "people" and "person" apart. The nouns in -us take -uses ("status", "statuses"): cut as plurals,
 * "status" became "statu" and "statuses" "statuse", which never met.
 */
const IRREGULAR_PLURALS = new Map([
  ['people', 'person'],
  ['children', 'child'],
  ['men', 'man'],
  ['women', 'woman'],
  ['feet', 'foot'],
  ['teeth', 'tooth'],
  ['mice', 'mouse'],
  ['criteria', 'criterion'],
  ['indices', 'index'],
]);

/** `ignorePlurals`: singular and plural forms of an English word count as the same word. */
function singular(word) {
  const irregular = IRREGULAR_PLURALS.get(word);
  if (irregular) return irregular;
  if (word.length > 4 && /[^o]uses$/.test(word)) return word.slice(0, -2);
  if (/[^o]us$/.test(word)) return word;
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function distance(a, b, max) {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({length: b.length + 1}, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      current.push(Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1)));
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length];
}

/**
 * How a record word satisfies a query word under the settings, or null: `typos` (0 exact, 1 or 2),
 * `prefix` (the last query word, `queryType: prefixLast`). Typo budgets follow
 * `minWordSizefor1Typo` / `minWordSizefor2Typos`, none on numbers unless `allowTyposOnNumericTokens`.
 */
function wordMatch(settings, queryWord, isLast, word) {
  const plurals = settings.ignorePlurals !== false && settings.ignorePlurals !== undefined;
  const q = plurals ? singular(queryWord) : queryWord;
  const w = plurals ? singular(word) : word;
  if (word === queryWord) return {typos: 0, prefix: false, plural: false};
  if (w === q) return {typos: 0, prefix: false, plural: true};
  const prefixLast = (settings.queryType ?? 'prefixLast') === 'prefixLast';
  if (isLast && prefixLast && word.startsWith(queryWord)) return {typos: 0, prefix: true, plural: false};
  if (settings.typoTolerance === false) return null;
  if (/\d/.test(queryWord) && settings.allowTyposOnNumericTokens === false) return null;
  const budget = queryWord.length >= (settings.minWordSizefor2Typos ?? 8) ? 2 : queryWord.length >= (settings.minWordSizefor1Typo ?? 4) ? 1 : 0;
  if (budget === 0) return null;
  // Typos count against the word as written or its singular, whichever is nearer ("peple": "people").
  const whole = Math.min(distance(q, w, budget), distance(queryWord, word, budget));
  if (whole <= budget) return {typos: whole, prefix: false, plural: false};
  if (isLast && prefixLast && word.length > queryWord.length) {
    const partial = distance(queryWord, word.slice(0, queryWord.length), budget);
    if (partial <= budget) return {typos: partial, prefix: true, plural: false};
  }
  return null;
}

/** The searchable attributes in order, as paths (`unordered(hierarchy.lvl1)` → hierarchy.lvl1). */
function searchable(settings) {
  const list = settings.searchableAttributes ?? ['hierarchy.lvl0', 'hierarchy.lvl1', 'hierarchy.lvl2', 'hierarchy.lvl3', 'hierarchy.lvl4', 'hierarchy.lvl5', 'hierarchy.lvl6', 'content'];
  return list.map((a) => a.replace(/^unordered\((.*)\)$/, '$1'));
}

const valueAt = (record, attribute) => attribute.split('.').reduce((v, k) => (v === null || v === undefined ? v : v[k]), record);

/**
 * A record's words per searchable attribute, worked out once per record object and settings.
 * Splitting the whole index's text (5,800 records) on every query took 40-160 ms on an idle
 * machine; on a busy CI machine, where the emulator shares its event loop with the Playwright
 * worker, a query once went past the browser client's 1 s connect timeout (SPEC 9), and the search
 * page rightly reported a network error for a host that was up.
 */
const wordCache = new WeakMap();
function cachedWords(r, settings, words) {
  let cached = wordCache.get(r);
  if (!cached || cached.settings !== settings) {
    const sequences = searchable(settings).map((a) => words(String(valueAt(r, a) ?? '')));
    cached = {settings, sequences, attributes: sequences.map((list) => [...new Set(list)])};
    wordCache.set(r, cached);
  }
  return cached;
}
/** A record's distinct words per searchable attribute. */
const recordWords = (r, settings, words) => cachedWords(r, settings, words).attributes;
/** A record's words per searchable attribute, in order, repeats kept: the positions proximity reads. */
const recordSequences = (r, settings, words) => cachedWords(r, settings, words).sequences;

/**
 * The query's alternatives under the index's synonyms that involve a phrase: the words themselves,
 * and for each synonym group (regular: every entry stands for the others; one-way: `input` for
 * `synonyms`) whose entry is in the query, the query with that entry replaced by another of the
 * group that is not a single word. Entries are cut as the query is (`queryTokens`): `crm_id` is
 * the sequence `crm _ id`. One word for another is matched per word instead (oneWordSynonyms,
 * matchTables). Each alternative has the shape queryTokens gives the query (words, joined, units,
 * counts, whole).
 */
function alternatives(query, synonyms, settings) {
  const out = [query];
  const cut = (text) => queryTokens(settings, text);
  for (const synonym of synonyms) {
    const group = synonym.type === 'oneWaySynonym' ? [synonym.input] : synonym.synonyms;
    const targets = synonym.synonyms ?? [];
    for (const from of group) {
      const entry = cut(from);
      const at = sequenceAt(query, entry);
      if (at < 0) continue;
      for (const to of targets) {
        const replacement = cut(to);
        if (to === from || (entry.words.length === 1 && replacement.words.length === 1)) continue;
        const end = at + entry.words.length;
        out.push(replaced(query, at, end, replacement.words, replacement.joined, `p${at}`, true));
      }
    }
  }
  return out;
}

/**
 * The query with its words from `at` to `end` replaced by `words`: one unit (`unit`), which counts
 * for as many query words as it replaces; `whole` says whether its match counts as exact.
 */
function replaced(query, at, end, words, joined, unit, whole) {
  const span = end - at;
  return {
    words: [...query.words.slice(0, at), ...words, ...query.words.slice(end)],
    joined: [...query.joined.slice(0, at), ...joined.map((j, i) => (i === 0 ? query.joined[at] : j)), ...query.joined.slice(end)],
    units: [...query.units.slice(0, at), ...words.map(() => unit), ...query.units.slice(end)],
    counts: [...query.counts.slice(0, at), ...words.map((_w, i) => (i === 0 ? span : 0)), ...query.counts.slice(end)],
    whole: [...query.whole.slice(0, at), ...words.map(() => whole), ...query.whole.slice(end)],
  };
}

/**
 * Algolia's splitting and concatenation (its guide "Splitting and concatenation", on under the
 * default `typoTolerance`): a query word of at least `minWordSizefor1Typo` letters is also searched
 * as two words of two letters or more when both are words of the index, the first at most 12 letters
 * long ("timezones": "time zones"), the split with the most matches kept; two query words next to each other are also
 * searched as one when the index holds it ("time zone": "timezone"). Each alternative stands for
 * the words it replaces, and is not counted as an exact match.
 */
function splitsAndJoins(query, vocab, settings) {
  const out = [];
  const min = settings.minWordSizefor1Typo ?? 4;
  const frequency = (word) => vocab.postings.get(word)?.length ?? 0;
  query.words.forEach((word, i) => {
    if (query.joined[i] || query.joined[i + 1] || word.length < min || !/^[\p{L}\p{N}]+$/u.test(word)) return;
    let best = null;
    // Parts of two letters at least: the guide's examples split "nowhere" into "no" and "where".
    for (let k = 2; k <= word.length - 2 && k <= 12; k += 1) {
      const parts = [word.slice(0, k), word.slice(k)];
      if (!parts.every((part) => frequency(part) > 0)) continue;
      const matches = frequency(parts[0]) + frequency(parts[1]);
      if (!best || matches > best.matches) best = {parts, matches};
    }
    if (best) out.push(replaced(query, i, i + 1, best.parts, [false, false], `s${i}`, false));
  });
  for (let i = 0; i + 1 < query.words.length; i += 1) {
    if (query.joined[i + 1] || !/^[\p{L}\p{N}]+$/u.test(query.words[i]) || !/^[\p{L}\p{N}]+$/u.test(query.words[i + 1])) continue;
    const joinedWord = query.words[i] + query.words[i + 1];
    if (frequency(joinedWord) > 0) out.push(replaced(query, i, i + 2, [joinedWord], [false], `c${i}`, false));
  }
  return out;
}

/** Where the words of `entry` stand in the query's, one after the other and joined as there, or -1. */
function sequenceAt(query, entry) {
  const n = entry.words.length;
  if (n === 0) return -1;
  for (let at = 0; at + n <= query.words.length; at += 1) {
    let same = true;
    for (let j = 0; j < n && same; j += 1) same = query.words[at + j] === entry.words[j] && (j === 0 || query.joined[at + j] === entry.joined[j]);
    if (same) return at;
  }
  return -1;
}

/**
 * One-word synonyms by word: what each query word also stands for, wherever it is in the query.
 * Algolia expands every word of a query into its alternatives (typos, plurals, synonyms) together,
 * so "deprecated endpoint removed" also finds "deprecation ... remove": replacing one word at a
 * time, as `alternatives` does for phrases, would match only one of them.
 */
const singleCache = new WeakMap();
function oneWordSynonyms(synonyms, settings) {
  let map = singleCache.get(synonyms);
  if (!map) {
    map = new Map();
    const words = tokenizer(settings);
    const single = (text) => {
      const list = words(text);
      return list.length === 1 ? list[0] : null;
    };
    for (const synonym of synonyms) {
      const group = synonym.type === 'oneWaySynonym' ? [synonym.input] : synonym.synonyms;
      for (const entry of group) {
        const from = single(entry);
        if (!from) continue;
        for (const other of synonym.synonyms ?? []) {
          const to = single(other);
          if (!to || to === from) continue;
          if (!map.has(from)) map.set(from, new Set());
          map.get(from).add(to);
        }
      }
    }
    singleCache.set(synonyms, map);
  }
  return map;
}

/**
 * Every distinct word of an index's records, and the records each occurs in, once per records list
 * and settings: a query then scores only the records that hold a match for every query word.
 */
const vocabularyCache = new WeakMap();
function vocabulary(records, settings, words) {
  let cached = vocabularyCache.get(records);
  if (!cached || cached.settings !== settings) {
    const postings = new Map();
    records.forEach((record, i) => {
      for (const list of recordWords(record, settings, words)) {
        for (const w of list) {
          let ids = postings.get(w);
          if (!ids) postings.set(w, (ids = []));
          if (ids[ids.length - 1] !== i) ids.push(i);
        }
      }
    });
    cached = {settings, words: [...postings.keys()], postings, tables: new Map()};
    vocabularyCache.set(records, cached);
  }
  return cached;
}

/**
 * For each query word, the index words it matches and how (see wordMatch); a word's table is kept
 * for the next query, as a reader types the same words again and again.
 */
function matchTables(queryWords, settings, vocab, singles = new Map()) {
  return queryWords.map((q, i) => {
    const alike = singles.get(q);
    const key = `${q}\n${i === queryWords.length - 1}${alike ? `\n${[...alike].join(' ')}` : ''}`;
    let table = vocab.tables.get(key);
    if (!table) {
      table = new Map();
      const isLast = i === queryWords.length - 1;
      // Only words that could match: the same length give or take two typos, or (last word) longer.
      for (const word of vocab.words) {
        if (word.length + 3 < q.length || (!isLast && word.length > q.length + 3)) continue;
        const m = wordMatch(settings, q, isLast, word);
        if (m) table.set(word, m);
      }
      // A one-word synonym matches as the word itself (alternativesAsExact: singleWordSynonym), and
      // only as written: Algolia applies no typo tolerance or prefix to a synonym; whether it
      // applies plurals to one is not documented, and the model does not (synonyms.json lists the
      // forms it needs).
      for (const synonym of alike ?? []) {
        if (vocab.postings.has(synonym)) table.set(synonym, {typos: 0, prefix: false, plural: false});
      }
      if (vocab.tables.size > 5000) vocab.tables.clear();
      vocab.tables.set(key, table);
    }
    return table;
  });
}

/**
 * The records holding a match for every required table's word; when every word is optional, the
 * records holding a match for any of them.
 */
function candidates(tables, vocab, required = tables.map(() => true)) {
  const sets = tables.map((table) => {
    const ids = new Set();
    for (const word of table.keys()) for (const id of vocab.postings.get(word) ?? []) ids.add(id);
    return ids;
  });
  const needed = sets.filter((_set, i) => required[i]);
  if (needed.length === 0) return new Set(sets.flatMap((set) => [...set]));
  let result = null;
  for (const ids of needed) {
    result = result === null ? ids : new Set([...result].filter((id) => ids.has(id)));
    if (result.size === 0) break;
  }
  return result ?? new Set();
}

/** The places, among the searchable attributes, of those named in `disableTypoToleranceOnAttributes`. */
function typoFreeAttributes(settings) {
  const names = new Set(settings.disableTypoToleranceOnAttributes ?? []);
  return new Set(searchable(settings).flatMap((attribute, i) => (names.has(attribute) ? [i] : [])));
}

/**
 * How well a record answers one word list: null, or its ranking criteria (Algolia's tie-breaking
 * order): `words` matched, typos, best attribute, exact words. A required word the record lacks
 * makes it null; an optional one only counts against `words`. `list` is the word list as
 * queryTokens shapes it: which words form a sequence, and the unit each stands for and counts as.
 */
function score(record, tables, settings, words, required = tables.map(() => true), list = withUnits({words: tables.map(() => ''), joined: tables.map(() => false)})) {
  const {joined, units, counts, whole} = list;
  const attributes = recordWords(record, settings, words);
  // `alternativesAsExact` (Algolia's default: plurals and one-word synonyms) says whether a
  // plural form counts as an exact match. When it does, a plural is the word itself: its
  // attribute is where it first occurs, as for the singular, and the search stops there.
  const pluralsExact = (settings.alternativesAsExact ?? ['ignorePlurals', 'singleWordSynonym']).includes('ignorePlurals');
  const inexact = (m) => m.typos > 0 || (m.plural && !pluralsExact);
  let typos = 0;
  let exact = 0;
  let matched = 0;
  let attribute = Infinity;
  const bySum = attributeComputedBy(settings) === 'sum';
  const noTypos = typoFreeAttributes(settings);
  const found = [];
  const bests = tables.map((table) => {
    let best = null;
    for (let a = 0; a < attributes.length && (!best || inexact(best)); a += 1) {
      for (const word of attributes[a]) {
        const candidate = table.get(word);
        // `disableTypoToleranceOnAttributes`: in those attributes a word matches without typos only.
        const m = candidate && candidate.typos > 0 && noTypos.has(a) ? undefined : candidate;
        if (m && (!best || m.typos < best.typos || (m.typos === best.typos && inexact(best) && !inexact(m)))) best = {...m, attribute: a};
        if (best && !inexact(best)) break;
      }
    }
    return best;
  });
  // A sequence expression (`per_page`) matches only where its words stand next to each other, in
  // order; elsewhere none of its words counts.
  for (let t = 0; t < tables.length; t += 1) {
    if (joined[t] || !joined[t + 1]) continue;
    let end = t + 1;
    while (joined[end]) end += 1;
    if (!sequenceHolds(recordSequences(record, settings, words), tables.slice(t, end))) for (let i = t; i < end; i += 1) bests[i] = null;
  }
  // A unit (a query word, or the phrase standing for some: a synonym, a split) counts once, and only
  // when all its words match.
  const complete = new Map();
  units.forEach((unit, t) => complete.set(unit, (complete.get(unit) ?? true) && bests[t] !== null));
  for (const [t, table] of tables.entries()) {
    const best = bests[t];
    if (!best || !complete.get(units[t])) {
      if (required[t]) return null;
      continue;
    }
    matched += counts[t];
    typos += best.typos;
    if (!inexact(best) && !best.prefix && whole[t]) exact += counts[t];
    attribute = bySum ? (attribute === Infinity ? 0 : attribute) + best.attribute : Math.min(attribute, best.attribute);
    found.push(table);
  }
  if (matched === 0) return null;
  // Under `sum`, a word the record lacks counts as found after the last attribute.
  if (bySum) attribute += (counts.reduce((a, b) => a + b, 0) - matched) * attributes.length;
  return {words: matched, typos, attribute, proximity: ranksProximity(settings) ? proximity(recordSequences(record, settings, words), found, settings) : 0, exact};
}

/** Whether some attribute holds a match of each table's word at consecutive positions, in order. */
function sequenceHolds(sequences, tables) {
  for (const list of sequences) {
    for (let at = 0; at + tables.length <= list.length; at += 1) {
      if (tables.every((table, j) => table.has(list[at + j]))) return true;
    }
  }
  return false;
}

/**
 * `attributeCriteriaComputedBy`: how the `attribute` criterion reads a record that matches the
 * query's words in several attributes. `best` (the default): the most important attribute any
 * query word matched in. `sum`: the place of each query word's best attribute, added up (the
 * attributes here are all `unordered`, so the position inside one does not count), a lacking word
 * counting past the last attribute; a record holding all the words in its title then beats one
 * holding one of them there and the others in its text. Other strategies are not modelled.
 */
function attributeComputedBy(settings) {
  const strategy = settings.attributeCriteriaComputedBy ?? 'best';
  if (strategy !== 'best' && strategy !== 'sum') throw new Error(`Algolia emulator: attributeCriteriaComputedBy "${strategy}" is not modelled (best, sum)`);
  return strategy;
}

/** Algolia's cap on the distance of two query words: farther apart, or in different attributes, they count as this. */
const MAX_PROXIMITY = 8;

/**
 * The `proximity` criterion (`proximityDistance` in Algolia's ranking info): for each two query
 * words next to each other among those the record matched, the fewest positions between a match of
 * the one and a match of the other within one attribute (1 when adjacent), capped at 8, which is
 * also the distance of two words found only in different attributes; summed over the pairs. Under
 * `minProximity` a distance counts as `minProximity`. One matched word: 0. Word order is not read:
 * a pair found the other way round counts its distance as well.
 */
function proximity(sequences, tables, settings) {
  if (tables.length < 2) return 0;
  const floor = Math.max(1, Math.min(MAX_PROXIMITY, settings.minProximity ?? 1));
  // Positions of each matched query word, per attribute.
  const positions = tables.map((table) => sequences.map((list) => list.flatMap((word, at) => (table.has(word) ? [at] : []))));
  let sum = 0;
  for (let t = 1; t < tables.length; t += 1) {
    let distance = MAX_PROXIMITY;
    for (let a = 0; a < sequences.length; a += 1) {
      for (const x of positions[t - 1][a]) {
        for (const y of positions[t][a]) if (x !== y) distance = Math.min(distance, Math.abs(x - y));
      }
    }
    sum += Math.max(floor, distance);
  }
  return sum;
}

/** Algolia's default ranking formula, when the settings give none. */
const DEFAULT_RANKING = ['typo', 'geo', 'words', 'filters', 'proximity', 'attribute', 'exact', 'custom'];

/** `asc(attr)` / `desc(attr)`: a comparison of two records on a numeric attribute, or null for another name. */
function attributeOrder(spec) {
  const m = /^(asc|desc)\((.*)\)$/.exec(spec);
  if (!m) return null;
  const sign = m[1] === 'asc' ? 1 : -1;
  const value = (record) => Number(valueAt(record, m[2]) ?? 0);
  return (a, b) => sign * (value(a.record) - value(b.record));
}

/**
 * One ranking criterion: a comparison of two scored records, negative when `a` ranks first. `geo`
 * and `filters` tie (the site sends no location and no optional filters); `custom` is the custom
 * ranking's keys in order; `asc(attr)` / `desc(attr)` in the formula itself sort on an attribute.
 */
function criterion(name, settings) {
  switch (name) {
    case 'words':
      return (a, b) => (b.score.words ?? 0) - (a.score.words ?? 0);
    case 'typo':
      return (a, b) => a.score.typos - b.score.typos;
    case 'attribute':
      return (a, b) => a.score.attribute - b.score.attribute;
    case 'proximity':
      return (a, b) => (a.score.proximity ?? 0) - (b.score.proximity ?? 0);
    case 'exact':
      return (a, b) => b.score.exact - a.score.exact;
    case 'custom': {
      const keys = (settings.customRanking ?? []).map(attributeOrder).filter(Boolean);
      return (a, b) => {
        for (const key of keys) {
          const order = key(a, b);
          if (order !== 0) return order;
        }
        return 0;
      };
    }
    default:
      return attributeOrder(name) ?? (() => 0);
  }
}

/**
 * Algolia's tie-breaking: the ranking formula's criteria in the settings' order (`ranking`), as one
 * comparison, built once per settings object (a search sorts thousands of records with it).
 */
const comparators = new WeakMap();
function comparator(settings) {
  let compare = comparators.get(settings);
  if (!compare) {
    const criteria = (settings.ranking ?? DEFAULT_RANKING).map((name) => criterion(name, settings));
    compare = (a, b) => {
      for (const order of criteria) {
        const result = order(a, b);
        if (result !== 0) return result;
      }
      return 0;
    };
    comparators.set(settings, compare);
  }
  return compare;
}

/** Whether the ranking formula reads proximity: it is worked out only then. */
const ranksProximity = (settings) => (settings.ranking ?? DEFAULT_RANKING).includes('proximity');

/**
 * `getRankingInfo`: a hit's values of the ranking criteria, under Algolia's names (`words`,
 * `nbTypos`, `firstMatchedWord`: the attribute criterion's value times 1000, `proximityDistance`
 * (0 when the formula does not rank on proximity: it is not worked out then), `nbExactWords`).
 */
function rankingInfo(s) {
  return {words: s.words, nbTypos: s.typos, firstMatchedWord: Number.isFinite(s.attribute) ? s.attribute * 1000 : 0, proximityDistance: s.proximity ?? 0, nbExactWords: s.exact, filters: 0, userScore: 0};
}

function highlighter(queryWords, settings, words, pre, post) {
  return (text) => {
    let matched = 0;
    const kept = indexedSeparators(settings);
    const value = escapeHtml(text).replace(new RegExp(kept ? `[\\p{L}\\p{N}]+|[${kept}]` : '[\\p{L}\\p{N}]+', 'gu'), (w) => {
      const lower = w.toLowerCase();
      const hit = queryWords.some((q, i) => wordMatch(settings, q, i === queryWords.length - 1, lower));
      if (hit) matched += 1;
      return hit ? `${pre}${w}${post}` : w;
    });
    return {value, matchLevel: matched === 0 ? 'none' : matched >= queryWords.length ? 'full' : 'partial', matchedWords: []};
  };
}

/**
 * One search over an index, under its settings (those `npm run search:push` sends): typo tolerance
 * by word length, prefix on the last word, plurals, separators kept in words, synonyms, Algolia's
 * tie-breaking ranking in the order of `ranking` (words, typo, attribute as `attributeCriteriaComputedBy`
 * says, proximity, exact, custom ranking), distinct on `attributeForDistinct`, `getRankingInfo`,
 * and `removeWordsIfNoResults: allOptional`. Not Algolia: a model of what this site relies on.
 */
function searchIndex(index, request) {
  const {records, settings, synonyms} = index;
  const words = tokenizer(settings);
  const typed = queryTokens(settings, request.query ?? '');
  // `removeStopWords` (with `queryLanguages: ['en']`): English stop words leave the query, unless
  // it holds nothing else. A word of a sequence expression (`sort_by`'s `by`) stays in it.
  const keep = typed.words.map((w, i) => !settings.removeStopWords || !index.stopWords.has(w) || typed.joined[i] || typed.joined[i + 1]);
  const query = keep.some(Boolean) ? withUnits({words: typed.words.filter((_w, i) => keep[i]), joined: typed.joined.filter((_j, i) => keep[i])}) : typed;
  const queryWords = query.words;
  const pre = request.highlightPreTag ?? '<em>';
  const post = request.highlightPostTag ?? '</em>';
  const hitsPerPage = request.hitsPerPage ?? 20;
  const page = request.page ?? 0;
  const vocab = vocabulary(records, settings, words);
  const compare = comparator(settings);
  // `optionalWords`: words a record may lack (it then ranks lower on `words`); every word is
  // optional under `removeWordsIfNoResults: allOptional` once the query found nothing.
  // Given in the settings or with the request (a string or a list of strings, each cut into words:
  // the query itself makes every word optional).
  const optionalGiven = [settings.optionalWords ?? [], request.optionalWords ?? []].flatMap((list) => (typeof list === 'string' ? [list] : list));
  const optional = new Set(optionalGiven.flatMap((text) => words(text)));
  const scored = (lists, allOptional = false) => {
    const best = new Map();
    for (const alternative of lists) {
      const list = alternative.words;
      const tables = matchTables(list, settings, vocab, oneWordSynonyms(synonyms, settings));
      const required = list.map((w) => !allOptional && !optional.has(w));
      const ids = list.length === 0 ? records.map((_r, i) => i) : candidates(tables, vocab, required);
      for (const id of ids) {
        const record = records[id];
        const s = list.length === 0 ? {words: 0, typos: 0, attribute: 0, proximity: 0, exact: 0} : score(record, tables, settings, words, required, alternative);
        const previous = best.get(id);
        if (s && (!previous || compare({score: s, record}, {score: previous, record}) < 0)) best.set(id, s);
      }
    }
    // Record order, as the index holds them, for the ties the criteria leave.
    return [...best.entries()].sort((a, b) => a[0] - b[0]).map(([id, s]) => ({record: records[id], score: s}));
  };
  const lists = [...alternatives(query, synonyms, settings), ...splitsAndJoins(query, vocab, settings)];
  let found = scored(lists);
  if (found.length === 0 && queryWords.length > 1 && settings.removeWordsIfNoResults === 'allOptional') found = scored(lists, true);
  found.sort(compare);
  const distinctOn = settings.distinct ? (settings.attributeForDistinct ?? 'url') : null;
  const seen = new Set();
  const distinct = distinctOn ? found.filter(({record}) => {
    const key = valueAt(record, distinctOn);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  }) : found;
  const highlightText = highlighter(queryWords, settings, words, pre, post);
  const hits = distinct.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({record: r, score: s}) => {
    const hierarchy = Object.fromEntries(Object.entries(r.hierarchy ?? {}).filter(([, v]) => v).map(([k, v]) => [k, highlightText(v)]));
    const content = r.content ? highlightText(r.content) : undefined;
    return {
      ...r,
      _highlightResult: {hierarchy, ...(content ? {content} : {})},
      _snippetResult: {hierarchy, ...(content ? {content: {value: content.value, matchLevel: content.matchLevel}} : {})},
      ...(request.getRankingInfo ? {_rankingInfo: rankingInfo(s)} : {}),
    };
  });
  return {
    hits,
    nbHits: distinct.length,
    page,
    nbPages: Math.ceil(distinct.length / hitsPerPage),
    hitsPerPage,
    exhaustiveNbHits: true,
    query: request.query ?? '',
    params: '',
    index: request.indexName,
    processingTimeMS: 1,
    ...(request.clickAnalytics ? {queryID: Math.random().toString(16).slice(2).padEnd(32, '0')} : {}),
  };
}

function readBody(req) {
  return new Promise((resolve) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });
}

function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, LOOPBACK, () => resolve(server.address().port));
  });
}

const hostOf = (port) => ({url: `${LOOPBACK}:${port}`, protocol: 'http', accept: 'readWrite'});

/**
 * Starts the emulator. `records` pre-fills `indexName`; `apiKey` may search, `adminKey` may also
 * write. `stopWords` is the English stop-word list `removeStopWords` applies (required with it). Returns the hosts, the request logs and `close()`.
 */
export async function startAlgoliaEmulator({port = 0, appId = 'SANDBOXAPP', apiKey = 'sandbox-search-key', adminKey = 'sandbox-admin-key', indexName = 'developers', records = [], settings = {}, synonyms = [], stopWords, timingOutPort, downPort} = {}) {
  if (settings.removeStopWords && !Array.isArray(stopWords)) {
    throw new Error('Algolia emulator: settings ask for removeStopWords; pass the stop-word list as `stopWords` (src/search/stop-words.json, the list the embedded engine applies)');
  }
  attributeComputedBy(settings);
  // Algolia's English stop words, modelled by the list the embedded engine applies too.
  const stopWordSet = new Set((stopWords ?? []).map((w) => w.toLowerCase()));
  const first = {records: [...records], settings: {...settings}, synonyms: [...synonyms], stopWords: stopWordSet};
  const indices = new Map([[indexName, first]]);
  // Index the pre-filled records now, before any query has a timeout running.
  vocabulary(first.records, first.settings, tokenizer(first.settings));
  // One search at start compiles the search path, so the first real query (under the browser
  // client's 1 s connect timeout) does not pay for it.
  if (records.length > 0) searchIndex(first, {indexName, query: 'warm up queries', hitsPerPage: 1});
  const queries = [];
  const events = [];
  let nextTask = 1;
  const index = (name) => {
    if (!indices.has(name)) indices.set(name, {records: [], settings: {}, synonyms: [], stopWords: stopWordSet});
    return indices.get(name);
  };

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', `http://${LOOPBACK}`);
    const send = (status, body) => {
      res.writeHead(status, {'content-type': 'application/json', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*', 'access-control-allow-methods': 'GET, POST, PUT, DELETE, OPTIONS'});
      res.end(JSON.stringify(body));
    };
    if (req.method === 'OPTIONS') return send(204, {});
    const raw = await readBody(req);
    if (process.env.ALGOLIA_EMULATOR_DEBUG) console.log(req.method, url.pathname, raw.slice(0, 120));
    const body = raw ? JSON.parse(raw) : {};

    if (url.pathname === '/1/events' && req.method === 'POST') {
      events.push(...(body.events ?? []));
      return send(200, {status: 200, message: 'OK'});
    }
    const givenApp = req.headers['x-algolia-application-id'] ?? url.searchParams.get('x-algolia-application-id');
    const givenKey = req.headers['x-algolia-api-key'] ?? url.searchParams.get('x-algolia-api-key');
    const isAdmin = givenKey === adminKey;
    if (givenApp !== appId || (givenKey !== apiKey && !isAdmin)) return send(403, {message: 'Invalid Application-ID or API key', status: 403});

    if (url.pathname === '/1/indexes/*/queries' && req.method === 'POST') {
      queries.push({host: req.headers.host, requests: body.requests});
      return send(200, {results: body.requests.map((r) => searchIndex(index(r.indexName), r))});
    }
    const match = /^\/1\/indexes\/([^/]+)(?:\/(.*))?$/.exec(url.pathname);
    if (!match) return send(404, {message: 'Not found', status: 404});
    if (!isAdmin && req.method !== 'GET') return send(403, {message: 'Method not allowed with this API key', status: 403});
    const name = decodeURIComponent(match[1]);
    const rest = match[2] ?? '';
    const task = () => ({taskID: nextTask++, updatedAt: new Date().toISOString()});

    if (rest === 'batch' && req.method === 'POST') {
      const target = index(name);
      const objectIDs = [];
      for (const {action, body: object} of body.requests ?? []) {
        if (action === 'addObject' || action === 'updateObject') {
          target.records = target.records.filter((r) => r.objectID !== object.objectID);
          target.records.push(object);
          objectIDs.push(object.objectID);
        } else if (action === 'clear') {
          target.records = [];
        }
      }
      return send(200, {...task(), objectIDs});
    }
    if (rest === 'settings' && req.method === 'PUT') {
      // A new settings object, so that words cut under the old settings are cut again.
      index(name).settings = {...index(name).settings, ...body};
      return send(200, task());
    }
    if (rest === 'synonyms/batch' && req.method === 'POST') {
      const target = index(name);
      if (url.searchParams.get('replaceExistingSynonyms') === 'true') target.synonyms = [];
      for (const synonym of body) {
        target.synonyms = target.synonyms.filter((s) => s.objectID !== synonym.objectID);
        target.synonyms.push(synonym);
      }
      return send(200, task());
    }
    if (rest === 'settings' && req.method === 'GET') return send(200, index(name).settings);
    if (rest === 'clear' && req.method === 'POST') {
      index(name).records = [];
      return send(200, task());
    }
    if (rest === 'operation' && req.method === 'POST') {
      const source = index(name);
      const destination = index(body.destination);
      if (body.operation === 'move') {
        indices.set(body.destination, source);
        indices.delete(name);
      } else {
        const scope = body.scope ?? ['settings', 'synonyms', 'rules', 'records'];
        if (scope.includes('settings')) destination.settings = {...source.settings};
        if (scope.includes('synonyms')) destination.synonyms = [...(source.synonyms ?? [])];
        if (scope.includes('records')) destination.records = [...source.records];
      }
      return send(200, task());
    }
    if (/^task\/\d+$/.test(rest) && req.method === 'GET') return send(200, {status: 'published', pendingTask: false});
    if (rest === '' && req.method === 'DELETE') {
      indices.delete(name);
      return send(200, {taskID: nextTask++, deletedAt: new Date().toISOString()});
    }
    return send(404, {message: `Not implemented: ${req.method} ${url.pathname}`, status: 404});
  });

  const upPort = await listen(server, port);
  const sockets = new Set();
  let blackHole = null;
  let blackHolePort = null;
  if (timingOutPort !== undefined) {
    // Accepts the connection and the request, and never answers: the client's timeouts decide.
    blackHole = net.createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    });
    blackHolePort = await listen(blackHole, timingOutPort);
  }
  let deadPort = null;
  if (downPort !== undefined) {
    if (downPort === 0) {
      // Reserve a free port, then close it: nothing listens there afterwards.
      const probe = net.createServer();
      deadPort = await listen(probe, 0);
      await new Promise((resolve) => probe.close(resolve));
    } else {
      deadPort = downPort;
    }
  }

  return {
    appId,
    apiKey,
    adminKey,
    indexName,
    url: `http://${LOOPBACK}:${upPort}`,
    hosts: {
      up: hostOf(upPort),
      ...(blackHolePort !== null ? {timingOut: hostOf(blackHolePort)} : {}),
      ...(deadPort !== null ? {down: hostOf(deadPort)} : {}),
    },
    indices,
    queries,
    events,
    async close() {
      for (const socket of sockets) socket.destroy();
      await Promise.all([new Promise((r) => server.close(r)), blackHole ? new Promise((r) => blackHole.close(r)) : null]);
      server.closeAllConnections?.();
    },
  };
}
