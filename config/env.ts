/**
 * Site configuration from environment variables, read once at build time and exposed to the client
 * through `customFields`. Every value that a deployment must supply defaults to a string beginning
 * with `PLACEHOLDER`; while any sign-in value still does, the login control stays hidden (SPEC 4).
 */

/** The prefix that marks an unset value. */
export const PLACEHOLDER_PREFIX = 'PLACEHOLDER';

export interface SiteEnv {
  /** Public origin of the site, e.g. `https://developers.example.com`. */
  SITE_URL: string;
  /** Path the site is served under, with leading and trailing slash. */
  BASE_URL: string;
  /** Base URL of the provider's single sign-on (`{SSO_URL}/oauth/authorize`, `/oauth/token`). */
  SSO_URL: string;
  /** Base URL of the platform API (`{API_URL}/v2/me`). */
  API_URL: string;
  /** OAuth client id of this site. */
  OAUTH_CLIENT_ID: string;
  /** Optional OAuth client secret; sent only when configured (PKCE protects a public client). */
  OAUTH_CLIENT_SECRET: string;
  /** Where the SSO popup returns; defaults to the site's `/oauth/callback/`. */
  OAUTH_REDIRECT_URI: string;
  /** Algolia application id; with the two below, switches search to Algolia. */
  ALGOLIA_APP_ID: string;
  /** Algolia search-only API key. */
  ALGOLIA_API_KEY: string;
  /** Algolia index name. */
  ALGOLIA_INDEX_NAME: string;
  /** RudderStack source write key. */
  RUDDERSTACK_WRITE_KEY: string;
  /** RudderStack data plane URL. */
  RUDDERSTACK_DATA_PLANE_URL: string;
  /** Endpoint of the API logs dashboard data. */
  API_LOGS_URL: string;
}

export type SiteEnvName = keyof SiteEnv;

/** Names of every variable, in the order README.md documents them. */
export const SITE_ENV_NAMES: readonly SiteEnvName[] = [
  'SITE_URL',
  'BASE_URL',
  'SSO_URL',
  'API_URL',
  'OAUTH_CLIENT_ID',
  'OAUTH_CLIENT_SECRET',
  'OAUTH_REDIRECT_URI',
  'ALGOLIA_APP_ID',
  'ALGOLIA_API_KEY',
  'ALGOLIA_INDEX_NAME',
  'RUDDERSTACK_WRITE_KEY',
  'RUDDERSTACK_DATA_PLANE_URL',
  'API_LOGS_URL',
];

/** True when a value is unset: still a PLACEHOLDER default (or empty). */
export function isPlaceholder(value: string | undefined): boolean {
  return value === undefined || value.trim() === '' || value.trim().startsWith(PLACEHOLDER_PREFIX);
}

function normaliseBaseUrl(value: string): string {
  let base = value.trim() || '/';
  if (!base.startsWith('/')) base = `/${base}`;
  if (!base.endsWith('/')) base = `${base}/`;
  return base;
}

/**
 * Reads the configuration from an environment (process.env by default). Pure: the same input gives
 * the same output, so the defaults are unit-tested.
 */
export function readSiteEnv(source: Record<string, string | undefined> = process.env): SiteEnv {
  const get = (name: SiteEnvName, fallback: string): string => {
    const value = source[name];
    return value === undefined || value.trim() === '' ? fallback : value.trim();
  };
  const SITE_URL = get('SITE_URL', 'http://localhost:3000').replace(/\/+$/, '');
  const BASE_URL = normaliseBaseUrl(get('BASE_URL', '/'));
  return {
    SITE_URL,
    BASE_URL,
    SSO_URL: get('SSO_URL', 'PLACEHOLDER_SSO_URL').replace(/\/+$/, ''),
    API_URL: get('API_URL', 'PLACEHOLDER_API_URL').replace(/\/+$/, ''),
    OAUTH_CLIENT_ID: get('OAUTH_CLIENT_ID', 'PLACEHOLDER_OAUTH_CLIENT_ID'),
    OAUTH_CLIENT_SECRET: get('OAUTH_CLIENT_SECRET', 'PLACEHOLDER_OAUTH_CLIENT_SECRET'),
    OAUTH_REDIRECT_URI: get('OAUTH_REDIRECT_URI', `${SITE_URL}${BASE_URL}oauth/callback/`),
    ALGOLIA_APP_ID: get('ALGOLIA_APP_ID', 'PLACEHOLDER_ALGOLIA_APP_ID'),
    ALGOLIA_API_KEY: get('ALGOLIA_API_KEY', 'PLACEHOLDER_ALGOLIA_API_KEY'),
    ALGOLIA_INDEX_NAME: get('ALGOLIA_INDEX_NAME', 'PLACEHOLDER_ALGOLIA_INDEX_NAME'),
    RUDDERSTACK_WRITE_KEY: get('RUDDERSTACK_WRITE_KEY', 'PLACEHOLDER_RUDDERSTACK_WRITE_KEY'),
    RUDDERSTACK_DATA_PLANE_URL: get('RUDDERSTACK_DATA_PLANE_URL', 'PLACEHOLDER_RUDDERSTACK_DATA_PLANE_URL'),
    API_LOGS_URL: get('API_LOGS_URL', 'PLACEHOLDER_API_LOGS_URL'),
  };
}

/** The values sign-in needs; the client secret is optional and not among them. */
const SIGN_IN_NAMES: readonly SiteEnvName[] = ['SSO_URL', 'API_URL', 'OAUTH_CLIENT_ID', 'OAUTH_REDIRECT_URI'];

/** "Is sign-in configured?": false while any value it needs still begins with PLACEHOLDER. */
export function isSignInConfigured(env: Pick<SiteEnv, 'SSO_URL' | 'API_URL' | 'OAUTH_CLIENT_ID' | 'OAUTH_REDIRECT_URI'>): boolean {
  return SIGN_IN_NAMES.every((name) => !isPlaceholder(env[name as keyof typeof env]));
}

/** Hosted search is used only when all three Algolia values are real. */
export function isAlgoliaConfigured(env: Pick<SiteEnv, 'ALGOLIA_APP_ID' | 'ALGOLIA_API_KEY' | 'ALGOLIA_INDEX_NAME'>): boolean {
  return !isPlaceholder(env.ALGOLIA_APP_ID) && !isPlaceholder(env.ALGOLIA_API_KEY) && !isPlaceholder(env.ALGOLIA_INDEX_NAME);
}

/**
 * What the client bundle receives. The client secret is included only when it is configured,
 * so a default build never ships one.
 */
export function toCustomFields(env: SiteEnv, options: {testBuild?: boolean} = {}): Record<string, string | boolean> {
  const {OAUTH_CLIENT_SECRET, ...rest} = env;
  return {
    ...rest,
    ...(isPlaceholder(OAUTH_CLIENT_SECRET) ? {} : {OAUTH_CLIENT_SECRET}),
    signInConfigured: isSignInConfigured(env),
    algoliaConfigured: isAlgoliaConfigured(env),
    testBuild: options.testBuild === true,
  };
}

/** Variables that hold a URL the site or the browser requests or links to: each must be absolute http(s). */
const URL_NAMES: readonly SiteEnvName[] = ['SITE_URL', 'SSO_URL', 'API_URL', 'OAUTH_REDIRECT_URI', 'RUDDERSTACK_DATA_PLANE_URL', 'API_LOGS_URL'];

const ALGOLIA_NAMES: readonly SiteEnvName[] = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'];

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const isSet = (source: Record<string, string | undefined>, name: SiteEnvName) => !isPlaceholder(source[name]);

const list = (names: readonly string[]) => (names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/**
 * Checks a configuration before anything is built from it (README "Configuration", "Validation"):
 * `errors` stop the build or the dev server, `warnings` are printed and the build goes on.
 * Placeholders are not errors: they switch a feature off (see isSignInConfigured).
 */
export function checkSiteEnv(source: Record<string, string | undefined>, options: {production: boolean}): {env: SiteEnv; errors: string[]; warnings: string[]} {
  const env = readSiteEnv(source);
  const errors: string[] = [];
  const warnings: string[] = [];

  for (const name of URL_NAMES) {
    // A derived redirect URI inherits SITE_URL's problem; report it once, under SITE_URL.
    if (!isSet(source, name)) continue;
    const value = source[name]!.trim();
    if (!isHttpUrl(value)) {
      errors.push(`${name} must be an absolute http(s) URL such as https://example.com, got ${JSON.stringify(value)}.`);
    } else if (name === 'SITE_URL' && new URL(value).pathname !== '/') {
      errors.push(`SITE_URL must be an origin such as https://developers.example.com, got ${JSON.stringify(value)}; put the path in BASE_URL.`);
    }
  }

  const algoliaSet = ALGOLIA_NAMES.filter((name) => isSet(source, name));
  if (algoliaSet.length > 0 && algoliaSet.length < ALGOLIA_NAMES.length) {
    const missing = ALGOLIA_NAMES.filter((name) => !algoliaSet.includes(name));
    errors.push(
      `Algolia is only partly configured: ${list(algoliaSet)} ${algoliaSet.length === 1 ? 'is' : 'are'} set but ${list(missing)} ${missing.length === 1 ? 'is' : 'are'} not. ` +
        'Set all three for hosted search, or none for the embedded search.',
    );
  }

  if (options.production && !isSet(source, 'SITE_URL')) {
    warnings.push(
      `SITE_URL is not set: the sitemap, og:url and canonical links, the OpenSearch file, the API changelog feed, and the links in llms.txt, llms-full.txt and every page's .md twin will point at ${env.SITE_URL}. ` +
        'Set SITE_URL to the public origin for a build that will be deployed.',
    );
  }
  if (!isPlaceholder(env.OAUTH_CLIENT_SECRET)) {
    warnings.push(
      'OAUTH_CLIENT_SECRET is set: the browser performs the token exchange, so the secret is written into the JavaScript bundle ' +
        'and is public to every reader of the site. Leave it unset (PKCE protects a public client) unless the provider demands it, ' +
        'and treat it as published.',
    );
  }
  return {env, errors, warnings};
}

/** Thrown at start when the configuration is invalid; the message lists every problem. */
export class SiteEnvError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration (environment variables, see README "Configuration"):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'SiteEnvError';
  }
}

/**
 * Reads and validates the configuration once, at start (docusaurus.config.ts): throws SiteEnvError
 * on any error, and prints each warning framed so that it stands out in a long build log.
 */
export function loadSiteEnv(
  source: Record<string, string | undefined> = process.env,
  options: {production: boolean; warn?: (message: string) => void; error?: (message: string) => void} = {production: process.env.NODE_ENV === 'production'},
): SiteEnv {
  const {env, errors, warnings} = checkSiteEnv(source, options);
  const rule = '!'.repeat(78);
  if (errors.length > 0) {
    const failure = new SiteEnvError(errors);
    // Docusaurus reports a config that throws as "could not load module" with a stack trace first;
    // the problems themselves are printed before that, where they are seen.
    (options.error ?? ((message: string) => console.error(message)))(`\n${rule}\n[ERROR] ${failure.message}\n${rule}\n`);
    throw failure;
  }
  const warn = options.warn ?? ((message: string) => console.warn(message));
  for (const warning of warnings) warn(`\n${rule}\n[WARNING] ${warning}\n${rule}\n`);
  return env;
}
