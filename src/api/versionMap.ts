import versionMap from '../../openapi/version-map.json';
import {API_VERSIONS, apiVersionEntry, apiVersionOfPath, otherApiVersion, type ApiVersion} from '../../config/apiVersions';

/** A reference page: its version and its path below that version's base, without slashes ('' is the base). */
export interface ApiPage {
  version: ApiVersion;
  slug: string;
}

/** Each version's overviews (config/apiVersions.ts); the first is where the switch leads. */
const overviewsOf = (version: ApiVersion): readonly string[] => apiVersionEntry(version).overviews;

/** Query parameter that tells an overview which page of the other version had no counterpart. */
export const UNMATCHED_PARAM = 'unmatched';

type Pair = {v1: string; v2: string};
const pairs: readonly Pair[] = [...versionMap.resources, ...versionMap.operations];

/** The pair's slug on the side of a version (version-map.json names the sides v1 and v2). */
const slugIn = (pair: Pair, version: ApiVersion): string => (version === API_VERSIONS[0].version ? pair.v2 : pair.v1);

/** The page a path shows, or null outside the reference (or below a page, e.g. an asset). */
export function pageOfPath(pathname: string, baseUrl = '/'): ApiPage | null {
  const version = apiVersionOfPath(pathname, baseUrl);
  if (!version) return null;
  const slug = pathname.slice(`${baseUrl}${apiVersionEntry(version).routePrefix}`.length).replace(/\/$/, '');
  return /^[a-z0-9-]*$/.test(slug) ? {version, slug} : null;
}

/** The same resource or operation in the other version, or null when that version has none. */
export function counterpart(page: ApiPage): ApiPage | null {
  const target = otherApiVersion(page.version);
  if (overviewsOf(page.version).includes(page.slug)) return {version: target, slug: overviewsOf(target)[0]};
  const pair = pairs.find((p) => slugIn(p, page.version) === page.slug);
  if (!pair) return null;
  return {version: target, slug: slugIn(pair, target)};
}

/** URL path of a page. */
export function pathOfPage(page: ApiPage, baseUrl = '/'): string {
  return `${baseUrl}${apiVersionEntry(page.version).routePrefix}${page.slug ? `${page.slug}/` : ''}`;
}

/**
 * Where the version switch takes a reader who is on `pathname` and picks `target`: the same page in
 * that version when there is one; otherwise that version's overview, told (UNMATCHED_PARAM) which
 * page had no counterpart so that it can say so. Outside the reference, the target's overview.
 */
export function switchTarget(pathname: string, target: ApiVersion, baseUrl = '/'): {href: string; matched: boolean} {
  const overview = pathOfPage({version: target, slug: overviewsOf(target)[0]}, baseUrl);
  const page = pageOfPath(pathname, baseUrl);
  if (!page) return {href: overview, matched: false};
  if (page.version === target) return {href: pathOfPage(page, baseUrl), matched: true};
  const other = counterpart(page);
  if (other) return {href: pathOfPage(other, baseUrl), matched: true};
  return {href: `${overview}?${UNMATCHED_PARAM}=${encodeURIComponent(page.slug)}`, matched: false};
}

/**
 * What an overview says about the page the reader came from, read from its query string: the page
 * (in the other version) that has no counterpart here, or null. Anything but a plain slug is ignored.
 */
export function unmatchedPage(search: string, pathname: string, baseUrl = '/'): ApiPage | null {
  const here = pageOfPath(pathname, baseUrl);
  const slug = new URLSearchParams(search).get(UNMATCHED_PARAM);
  if (!here || slug === null || !/^[a-z0-9-]+$/.test(slug)) return null;
  return {version: otherApiVersion(here.version), slug};
}
