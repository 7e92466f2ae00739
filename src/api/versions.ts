import {API_VERSIONS, DEFAULT_API_VERSION, apiVersionLanding, apiVersionOfPath, type ApiVersion} from '../../config/apiVersions';
import type {SafeStorage} from '../lib/storage';

// The versions themselves are declared once, in config/apiVersions.ts.
export {API_VERSIONS, DEFAULT_API_VERSION, type ApiVersion};

/** localStorage key of the reader's chosen version. */
export const API_VERSION_STORAGE_KEY = 'docs-preferred-api-version';

/**
 * sessionStorage entry with the title of the page a reader left for the other version's overview
 * because it has no counterpart there (src/clientModules/apiVersion.ts writes it, VersionNotice reads it).
 */
export const UNMATCHED_TITLE_KEY = 'docs-api-unmatched-page';

export function isApiVersion(value: unknown): value is ApiVersion {
  return API_VERSIONS.some((v) => v.version === value);
}

/** The version the reader chose last, or the default when nothing (valid) is stored. */
export function readPreferredVersion(storage: SafeStorage): ApiVersion {
  const stored = storage.get(API_VERSION_STORAGE_KEY);
  return isApiVersion(stored) ? stored : DEFAULT_API_VERSION;
}

/** Remembers an explicit choice; ignores anything that is not a known version. */
export function writePreferredVersion(storage: SafeStorage, version: string): void {
  if (isApiVersion(version)) storage.set(API_VERSION_STORAGE_KEY, version);
}

/** Landing page of a version, under the site's base URL. */
export function versionLanding(version: ApiVersion, baseUrl = '/'): string {
  return `${baseUrl}${apiVersionLanding(version)}`;
}

/** Which version a reference page belongs to, or null outside the reference. */
export function versionOfPath(pathname: string, baseUrl = '/'): ApiVersion | null {
  return apiVersionOfPath(pathname, baseUrl);
}

/**
 * The version switch shown at the top of each API sidebar, as the HTML a sidebar `html` item holds.
 * Links carry `data-api-version`; the apiVersion client module stores the choice on click.
 */
export function versionSwitchHtml(current: ApiVersion, baseUrl = '/'): string {
  const links = API_VERSIONS.map(({version, label}) => {
    const active = version === current;
    return `<a class="api-version-switch__link${active ? ' api-version-switch__link--active' : ''}" href="${versionLanding(version, baseUrl)}" data-api-version="${version}"${active ? ' aria-current="true"' : ''}>${label}</a>`;
  }).join('');
  return `<nav class="api-version-switch" aria-label="API version"><span class="api-version-switch__label">API version</span>${links}</nav>`;
}
