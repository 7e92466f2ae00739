/**
 * The API reference versions (SPEC 9), declared once: the docs plugin's configuration
 * (config/openapi.ts), the version preference and switch (src/api/versions.ts), the v1.0 <-> v2.0
 * page map (src/api/versionMap.ts) and the search records' `api_version` facet
 * (plugins/search-records/extract.ts) all read this list; `config/apiVersions.test.ts` fails when a
 * second list of versions or their URL prefixes appears elsewhere.
 *
 * The browser bundle imports this module (the sidebar switch and the version client module), so it
 * holds plain data and pure functions only, no Node modules; and the entries carry only what the
 * browser needs: the file paths the build uses are derived by the functions below, which the
 * bundler leaves out of the browser's code where nothing there calls them.
 */
export const API_VERSIONS = [
  {
    version: '2.0',
    label: 'v2.0',
    /** Where the version's pages live, below the site's base URL. */
    routePrefix: 'docs/api/',
    /**
     * Slugs (below `routePrefix`, '' being the prefix itself) of the pages about the version as a
     * whole; the first is its overview, where the switch and the navbar lead.
     */
    overviews: ['', 'scopes'],
  },
  {
    version: '1.0',
    label: 'v1.0',
    routePrefix: 'docs/api/1.0/',
    // Its base is the index of its operations, an overview too.
    overviews: ['salesloft-platform', ''],
  },
] as const;

export type ApiVersionEntry = (typeof API_VERSIONS)[number];
export type ApiVersion = ApiVersionEntry['version'];

/** The first entry is the default version, the one `/docs/api/` opens. */
export const DEFAULT_API_VERSION: ApiVersion = API_VERSIONS[0].version;

/** Every version but the default is a legacy reference (named so where both are offered). */
export function isLegacyApiVersion(version: ApiVersion): boolean {
  return version !== DEFAULT_API_VERSION;
}

/** The entry of a version. */
export function apiVersionEntry(version: ApiVersion): ApiVersionEntry {
  return API_VERSIONS.find((v) => v.version === version)!;
}

/** A version's overview, below the site's base URL, with a trailing slash. */
export function apiVersionLanding(version: ApiVersion): string {
  const {routePrefix, overviews} = apiVersionEntry(version);
  return overviews[0] ? `${routePrefix}${overviews[0]}/` : routePrefix;
}

/** The other version of the two, for the switch and the "no counterpart" notice. */
export function otherApiVersion(version: ApiVersion): ApiVersion {
  return API_VERSIONS.find((v) => v.version !== version)!.version;
}

/**
 * The version whose pages a path (or a route, or a URL ending in one) falls under, or null outside
 * the reference. Prefixes nest (v1.0's lies inside v2.0's), so the longest that matches wins.
 * `baseUrl` anchors the match at the start of a pathname; without it the prefix may sit anywhere,
 * as in the absolute URLs of search records.
 */
export function apiVersionOfPath(pathname: string, baseUrl?: string): ApiVersion | null {
  let found: ApiVersion | null = null;
  let longest = 0;
  for (const {version, routePrefix} of API_VERSIONS) {
    const prefix = `${baseUrl ?? '/'}${routePrefix}`;
    if (routePrefix.length > longest && (baseUrl === undefined ? pathname.includes(prefix) : pathname.startsWith(prefix))) {
      found = version;
      longest = routePrefix.length;
    }
  }
  return found;
}

/** The hand-edited spec fragments of a version (openapi.yaml and resources/). */
export function apiSourceDir(version: ApiVersion): string {
  return `openapi/v${version}`;
}

/** Where readers download a version's assembled spec, below the site's base URL. */
export function apiSpecDownload(version: ApiVersion): string {
  return `/openapi/salesloft-api-v${version}.yaml`;
}

/** The assembled spec that generates a version's pages (static/ is served at the site's root). */
export function apiSpecFile(version: ApiVersion): string {
  return `static${apiSpecDownload(version)}`;
}

/** Where `npm run gen-api-docs` writes a version's pages: the folder its routes come from. */
export function apiOutputDir(version: ApiVersion): string {
  return apiVersionEntry(version).routePrefix.replace(/\/$/, '');
}
