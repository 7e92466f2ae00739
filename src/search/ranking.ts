import {API_VERSIONS, DEFAULT_API_VERSION, apiVersionOfPath, isLegacyApiVersion, type ApiVersion} from '../../config/apiVersions';
import {CATEGORY_API} from './records';

/** SPEC 9: at most 17 results per group. */
export const MAX_RESULTS_PER_GROUP = 17;
/** SPEC 9: hits per page. */
export const HITS_PER_PAGE = 20;
/** SPEC 9: snippet length in words, and on screens up to 768 px wide. */
export const SNIPPET_WORDS = 10;
export const SNIPPET_WORDS_NARROW = 5;
export const NARROW_SCREEN_QUERY = '(max-width: 768px)';
/** SPEC 9: recent searches kept without favourites, with favourites, and favourites. */
export const RECENT_SEARCHES = 7;
export const RECENT_SEARCHES_WITH_FAVORITES = 4;
/** SPEC 5: the site search box (search page) takes at most 64 characters. */
export const SEARCH_PAGE_MAX_LENGTH = 64;

/**
 * Algolia's values of a hit's textual ranking criteria (`getRankingInfo`), as far as rankHits reads
 * them; the embedded backend's hits have none.
 */
export interface RankingInfo {
  words: number;
  nbTypos: number;
  firstMatchedWord: number;
  nbExactWords: number;
}

/**
 * The textual criteria of the index's ranking formula (index-settings.json `ranking`: words, typo,
 * attribute, exact; filters and custom ranking left out), as `_rankingInfo` names them, each with
 * its better direction: more words matched, fewer typos, a better attribute, more exact words.
 */
export const TEXTUAL_CRITERIA: readonly (readonly [keyof RankingInfo, 1 | -1])[] = [
  ['words', -1],
  ['nbTypos', 1],
  ['firstMatchedWord', 1],
  ['nbExactWords', -1],
];

/** Whether `a` matched the query worse than `b` on the textual criteria, read in the formula's order. */
export function matchedWorse(a: RankingInfo, b: RankingInfo): boolean {
  for (const [name, better] of TEXTUAL_CRITERIA) {
    const order = better * (a[name] - b[name]);
    if (order !== 0) return order > 0;
  }
  return false;
}

interface HitLike {
  url: string;
  type: string;
  hierarchy: {lvl0: string; lvl1: string | null; lvl2: string | null; lvl3: string | null};
  api_version?: string | null;
  // DocSearch's highlight result; only its hierarchy's lvl0 is touched here.
  _highlightResult?: object & {hierarchy?: object};
  // Algolia's ranking values (the Algolia backend asks for them: optional-words.ts algoliaRequest).
  _rankingInfo?: RankingInfo;
}

/**
 * The API reference version a page belongs to: the version whose route prefix its path falls under
 * (the legacy reference's prefix nests inside the default's), every other page reads the default's.
 */
export function pageApiVersion(pathname: string): ApiVersion {
  return apiVersionOfPath(pathname) ?? DEFAULT_API_VERSION;
}

/** A version as a reader writes it in a query: v2, v2.0 or 2.0 for version 2.0. */
const versionNamePattern = (version: string) => {
  const [major, minor] = version.split('.');
  return new RegExp(`(?:^|[^a-z0-9.])(?:v${major}(?:\\.${minor})?|${major}\\.${minor})(?![a-z0-9])`);
};

/** "legacy" names the one legacy version there is; with several it would name none of them. */
const LEGACY_WORD = /(?:^|[^a-z0-9.])legacy(?![a-z0-9])/;
const LEGACY_VERSIONS = API_VERSIONS.filter((v) => isLegacyApiVersion(v.version));
const ONLY_LEGACY = LEGACY_VERSIONS.length === 1 ? LEGACY_VERSIONS[0]!.version : null;

/** Each version with the patterns of its names, worked out once: the modal asks on every keystroke. */
const VERSION_NAMES = API_VERSIONS.map(({version}) => ({version, patterns: [versionNamePattern(version), ...(version === ONLY_LEGACY ? [LEGACY_WORD] : [])]}));

/**
 * The API version a query names, or null: v1, v1.0 or 1.0 name v1.0, v2, v2.0 or 2.0 name v2.0,
 * and "legacy" names the legacy version (config/apiVersions). A query naming two
 * ("v1 companies endpoint in v2") or none names none.
 */
export function queryApiVersion(query: string): ApiVersion | null {
  const text = query.toLowerCase();
  const named = VERSION_NAMES.filter(({patterns}) => patterns.some((pattern) => pattern.test(text)));
  return named.length === 1 ? named[0]!.version : null;
}

/**
 * The API version whose operations the modal lists as "API": the one the query names (a reader who
 * types "legacy list people" on a v2.0 page asks for v1.0), else the page's (pageApiVersion).
 */
export const scopeVersion = (query: string, pathname: string): ApiVersion => queryApiVersion(query) ?? pageApiVersion(pathname);

/** The group label of API hits of another version than the page's: "API v1.0". */
export const versionGroup = (version: string) => `${CATEGORY_API} v${version}`;

const isApiGroup = (lvl0: string) => lvl0 === CATEGORY_API || lvl0.startsWith(`${CATEGORY_API} v`);

const levelsKey = (hit: HitLike) => [hit.hierarchy.lvl0, hit.hierarchy.lvl1, hit.hierarchy.lvl2, hit.hierarchy.lvl3].map((l) => l ?? '').join('');

/** The page a hit belongs to: its URL without the anchor. */
const pageOf = (hit: HitLike) => hit.url.split('#')[0];

/**
 * SPEC 5: results are grouped by category (API, Docs). In Docs the page-title hits (lvl1) are
 * removed, and the sections of one page are sorted in descending order of their concatenated levels
 * 0 to 3. The sort applies within a page's group of hits only: pages stay in the engine's order of
 * relevance (docs/decisions/0012-docs-hits-sorted-within-a-page.md). API hits keep the engine's
 * order. The group holding the most relevant hit comes first.
 *
 * Version scope (Docusaurus' contextual search): API hits of another version than the page's
 * (`pageVersion`) are not mixed into "API": they form their own group, labelled "API v1.0" (or
 * "API v2.0" on v1.0 pages), after every other group.
 */
export function rankHits<T extends HitLike>(items: readonly T[], pageVersion: string = DEFAULT_API_VERSION): T[] {
  const groups = new Map<string, T[]>();
  const outOfScope: T[] = [];
  for (const original of withoutOutranked(items, pageVersion)) {
    let item = original;
    const version = item.api_version;
    if (item.hierarchy.lvl0 === CATEGORY_API && version && version !== pageVersion) {
      const label = versionGroup(version);
      item = {...item, hierarchy: {...item.hierarchy, lvl0: label}};
      // DocSearch names a hit's group after its highlighted lvl0 when there is one.
      const highlighted = item._highlightResult;
      if (highlighted?.hierarchy) {
        item = {...item, _highlightResult: {...highlighted, hierarchy: {...highlighted.hierarchy, lvl0: {value: label, matchLevel: 'none', matchedWords: []}}}};
      }
    }
    const isApi = isApiGroup(item.hierarchy.lvl0);
    if (!isApi && item.type === 'lvl1') continue;
    if (item.hierarchy.lvl0 !== original.hierarchy.lvl0) {
      outOfScope.push(item);
      // The API category still holds a hit this relevant: the page's own API hits keep its place
      // among the groups (on a v1.0 page, "list people" leads with v1.0's List people, not a guide).
      if (!groups.has(CATEGORY_API)) groups.set(CATEGORY_API, []);
      continue;
    }
    const key = isApi ? CATEGORY_API : item.hierarchy.lvl0;
    let group = groups.get(key);
    if (!group) groups.set(key, (group = []));
    group.push(item);
  }
  const ordered: T[] = [];
  for (const [key, group] of groups) ordered.push(...(key === CATEGORY_API ? group : sortWithinPages(group)));
  return [...ordered, ...outOfScope];
}

/**
 * The group a hit is listed in: "API" for the page's API version, "API v1.0" (or v2.0) for the
 * other, set apart after every other group; otherwise its lvl0 ("Docs").
 */
function displayGroup(hit: HitLike, pageVersion: string): {name: string; apart: boolean} {
  if (hit.hierarchy.lvl0 === CATEGORY_API && hit.api_version && hit.api_version !== pageVersion) return {name: versionGroup(hit.api_version), apart: true};
  return {name: isApiGroup(hit.hierarchy.lvl0) ? CATEGORY_API : hit.hierarchy.lvl0, apart: false};
}

/**
 * Algolia's hits without those the grouping would show above a better match
 * (docs/decisions/0019-algolia-hits-never-above-a-better-match.md). DocSearch lists a group's
 * hits together, the groups in the order of their first hit, so a hit that Algolia ranked below
 * the first hit of a later group is shown above that hit. Unless it matched the query better on
 * the textual criteria (more words, fewer typos, a better attribute, more exact words: Algolia's
 * `_rankingInfo`), it is left out: "right to be forgotten request" listed five weaker API
 * operations between the best one and the guide Algolia ranked second. A hit that ties with the
 * later group's first hit on those criteria lost to it on the custom ranking, and is left out as
 * well: "data_control:write" listed four operations that tied with the scopes guide between the
 * first operation and the guide. As Algolia ranks the textual criteria first, a hit ranked lower
 * matched better only where the reported values differ from those it ranked on (hosted Algolia
 * reports the best attribute; decision 0019). The
 * role of the embedded engine's relevance floor (embedded/response.ts RELEVANCE_FLOOR), which
 * drops a group's pages far below its best; its hits carry no `_rankingInfo` and pass unchanged,
 * and so do the hits of the other API version, listed apart after everything else.
 */
export function withoutOutranked<T extends HitLike>(items: readonly T[], pageVersion: string = DEFAULT_API_VERSION): T[] {
  if (!items.every((item) => item._rankingInfo)) return [...items];
  const groups = items.map((item) => displayGroup(item, pageVersion));
  const firstOf = new Map<string, number>();
  groups.forEach(({name}, i) => {
    if (!firstOf.has(name)) firstOf.set(name, i);
  });
  return items.filter((item, i) => {
    const own = groups[i];
    if (own.apart) return true;
    const ownStart = firstOf.get(own.name) ?? i;
    for (const [name, start] of firstOf) {
      if (name === own.name || start > i || start < ownStart || groups[start].apart) continue;
      if (!matchedWorse(items[start]._rankingInfo as RankingInfo, item._rankingInfo as RankingInfo)) return false;
    }
    return true;
  });
}

/** Hits in the order of their page's first hit; the hits of one page by their levels, descending. */
function sortWithinPages<T extends HitLike>(hits: readonly T[]): T[] {
  const pages = new Map<string, T[]>();
  for (const hit of hits) {
    const page = pages.get(pageOf(hit));
    if (page) page.push(hit);
    else pages.set(pageOf(hit), [hit]);
  }
  return [...pages.values()].flatMap((page) => page.sort((a, b) => levelsKey(b).localeCompare(levelsKey(a), 'en')));
}

/** SPEC 2: hits link to their path and hash on the current origin, whatever origin was indexed. */
export function toCurrentOrigin(url: string): string {
  try {
    const parsed = new URL(url, 'http://current.invalid');
    return `${parsed.pathname}${parsed.search}${parsed.hash}`;
  } catch {
    return url;
  }
}
