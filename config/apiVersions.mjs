/**
 * The API reference versions (SPEC 9), declared once, in plain JavaScript so that the Node scripts
 * (scripts/openapi, scripts/sandbox, scripts/bench, scripts/atomic-build) import the same list as the
 * site without a TypeScript loader. config/apiVersions.ts re-exports all of it with its types, and
 * the site, its config and its plugins import that: the docs plugin's configuration
 * (config/openapi.ts), the version preference and switch (src/api/versions.ts), the v1.0 <-> v2.0
 * page map (src/api/versionMap.ts), the search records' `api_version` facet
 * (plugins/search-records/extract.ts). `config/apiVersions.test.ts` fails when a second list of
 * versions, their URL prefixes or their spec file names appears elsewhere.
 *
 * The browser bundle imports this module (the sidebar switch and the version client module), so it
 * holds plain data and pure functions only, no Node modules and no `import.meta` (Playwright loads
 * the sandbox, which imports it, through a CommonJS transform); and the entries carry only what the
 * browser needs: the file paths the build uses are derived by the functions below, which the
 * bundler leaves out of the browser's code where nothing there calls them.
 */

export const API_VERSIONS = /** @type {const} */ ([
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
]);

/** @typedef {(typeof API_VERSIONS)[number]} ApiVersionEntry */
/** @typedef {ApiVersionEntry['version']} ApiVersion */

/**
 * The first entry is the default version, the one `/docs/api/` opens.
 * @type {ApiVersion}
 */
export const DEFAULT_API_VERSION = API_VERSIONS[0].version;

/**
 * Every version but the default is a legacy reference (named so where both are offered).
 * @param {ApiVersion} version
 * @returns {boolean}
 */
export function isLegacyApiVersion(version) {
  return version !== DEFAULT_API_VERSION;
}

/**
 * The entry of a version.
 * @param {ApiVersion} version
 * @returns {ApiVersionEntry}
 */
export function apiVersionEntry(version) {
  return /** @type {ApiVersionEntry} */ (API_VERSIONS.find((v) => v.version === version));
}

/**
 * A version's overview, below the site's base URL, with a trailing slash.
 * @param {ApiVersion} version
 * @returns {string}
 */
export function apiVersionLanding(version) {
  const {routePrefix, overviews} = apiVersionEntry(version);
  return overviews[0] ? `${routePrefix}${overviews[0]}/` : routePrefix;
}

/**
 * The other version of the two, for the switch and the "no counterpart" notice.
 * @param {ApiVersion} version
 * @returns {ApiVersion}
 */
export function otherApiVersion(version) {
  return /** @type {ApiVersionEntry} */ (API_VERSIONS.find((v) => v.version !== version)).version;
}

/**
 * The version whose pages a path (or a route, or a URL ending in one) falls under, or null outside
 * the reference. Prefixes nest (v1.0's lies inside v2.0's), so the longest that matches wins.
 * `baseUrl` anchors the match at the start of a pathname; without it the prefix may sit anywhere,
 * as in the absolute URLs of search records.
 * @param {string} pathname
 * @param {string} [baseUrl]
 * @returns {ApiVersion | null}
 */
export function apiVersionOfPath(pathname, baseUrl) {
  /** @type {ApiVersion | null} */
  let found = null;
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

/**
 * The folder of a version's hand-edited spec fragments (openapi.yaml and resources/) inside the spec
 * source folder (openapi/, or the folder a benchmark reads instead).
 * @param {ApiVersion} version
 * @returns {string}
 */
export function apiSourceFolder(version) {
  return `v${version}`;
}

/**
 * The hand-edited spec fragments of a version (openapi.yaml and resources/), relative to the site.
 * @param {ApiVersion} version
 * @returns {string}
 */
export function apiSourceDir(version) {
  return `openapi/${apiSourceFolder(version)}`;
}

/**
 * The file name of a version's assembled spec.
 * @param {ApiVersion} version
 * @returns {string}
 */
export function apiSpecFileName(version) {
  return `salesloft-api-v${version}.yaml`;
}

/**
 * Where readers download a version's assembled spec, below the site's base URL.
 * @param {ApiVersion} version
 * @returns {string}
 */
export function apiSpecDownload(version) {
  return `/openapi/${apiSpecFileName(version)}`;
}

/**
 * The assembled spec that generates a version's pages (static/ is served at the site's root).
 * @param {ApiVersion} version
 * @returns {string}
 */
export function apiSpecFile(version) {
  return `static${apiSpecDownload(version)}`;
}

/**
 * Where `npm run gen-api-docs` writes a version's pages: the folder its routes come from.
 * @param {ApiVersion} version
 * @returns {string}
 */
export function apiOutputDir(version) {
  return apiVersionEntry(version).routePrefix.replace(/\/$/, '');
}
