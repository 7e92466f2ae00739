/**
 * The API reference versions (SPEC 9) for the site's TypeScript: the list and its functions live in
 * config/apiVersions.mjs, plain JavaScript that the Node scripts import too; this module re-exports
 * them with their types. See that file for who reads them and the test that keeps them in one place.
 */
import type {API_VERSIONS} from './apiVersions.mjs';

export {
  API_VERSIONS,
  DEFAULT_API_VERSION,
  apiOutputDir,
  apiSourceDir,
  apiSourceFolder,
  apiSpecDownload,
  apiSpecFile,
  apiSpecFileName,
  apiVersionEntry,
  apiVersionLanding,
  apiVersionOfPath,
  isLegacyApiVersion,
  otherApiVersion,
} from './apiVersions.mjs';

export type ApiVersionEntry = (typeof API_VERSIONS)[number];
export type ApiVersion = ApiVersionEntry['version'];
