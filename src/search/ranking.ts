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

interface HitLike {
  url: string;
  type: string;
  hierarchy: {lvl0: string; lvl1: string | null; lvl2: string | null; lvl3: string | null};
  api_version?: string | null;
  // DocSearch's highlight result; only its hierarchy's lvl0 is touched here.
  _highlightResult?: object & {hierarchy?: object};
}

/** The API reference version a page belongs to: v1.0 pages live under /docs/api/1.0/, every other page reads v2.0. */
export function pageApiVersion(pathname: string): string {
  return /\/docs\/api\/1\.0\//.test(pathname) ? '1.0' : '2.0';
}

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
export function rankHits<T extends HitLike>(items: readonly T[], pageVersion = '2.0'): T[] {
  const groups = new Map<string, T[]>();
  const outOfScope: T[] = [];
  for (const original of items) {
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
