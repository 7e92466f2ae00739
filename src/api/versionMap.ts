import versionMap from '../../openapi/version-map.json';
import type {ApiVersion} from './versions';

/** A reference page: its version and its path below that version's base, without slashes ('' is the base). */
export interface ApiPage {
  version: ApiVersion;
  slug: string;
}

/** Where a version's pages live, below the site's base URL. */
const VERSION_BASE: Record<ApiVersion, string> = {'2.0': 'docs/api/', '1.0': 'docs/api/1.0/'};

/** Each version's overview; the base of v1.0 (an index of its operations) counts as an overview too. */
const OVERVIEWS: Record<ApiVersion, readonly string[]> = {'2.0': ['', 'scopes'], '1.0': ['salesloft-platform', '']};

/** Query parameter that tells an overview which page of the other version had no counterpart. */
export const UNMATCHED_PARAM = 'unmatched';

type Pair = {v1: string; v2: string};
const pairs: readonly Pair[] = [...versionMap.resources, ...versionMap.operations];

function otherVersion(version: ApiVersion): ApiVersion {
  return version === '2.0' ? '1.0' : '2.0';
}

/** The page a path shows, or null outside the reference (or below a page, e.g. an asset). */
export function pageOfPath(pathname: string, baseUrl = '/'): ApiPage | null {
  const v1 = `${baseUrl}${VERSION_BASE['1.0']}`;
  const v2 = `${baseUrl}${VERSION_BASE['2.0']}`;
  const [version, rest] = pathname.startsWith(v1)
    ? (['1.0', pathname.slice(v1.length)] as const)
    : pathname.startsWith(v2)
      ? (['2.0', pathname.slice(v2.length)] as const)
      : [null, ''];
  if (!version) return null;
  const slug = rest.replace(/\/$/, '');
  return /^[a-z0-9-]*$/.test(slug) ? {version, slug} : null;
}

/** The same resource or operation in the other version, or null when that version has none. */
export function counterpart(page: ApiPage): ApiPage | null {
  const target = otherVersion(page.version);
  if (OVERVIEWS[page.version].includes(page.slug)) return {version: target, slug: OVERVIEWS[target][0]};
  const pair = pairs.find((p) => (page.version === '1.0' ? p.v1 : p.v2) === page.slug);
  if (!pair) return null;
  return {version: target, slug: target === '1.0' ? pair.v1 : pair.v2};
}

/** URL path of a page. */
export function pathOfPage(page: ApiPage, baseUrl = '/'): string {
  return `${baseUrl}${VERSION_BASE[page.version]}${page.slug ? `${page.slug}/` : ''}`;
}

/**
 * Where the version switch takes a reader who is on `pathname` and picks `target`: the same page in
 * that version when there is one; otherwise that version's overview, told (UNMATCHED_PARAM) which
 * page had no counterpart so that it can say so. Outside the reference, the target's overview.
 */
export function switchTarget(pathname: string, target: ApiVersion, baseUrl = '/'): {href: string; matched: boolean} {
  const overview = pathOfPage({version: target, slug: OVERVIEWS[target][0]}, baseUrl);
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
  return {version: otherVersion(here.version), slug};
}
