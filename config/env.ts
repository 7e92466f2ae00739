/**
 * Site configuration from environment variables, read once at build time and exposed to the client
 * through `customFields`. Every value that a deployment must supply defaults to a string beginning
 * with `PLACEHOLDER`; while any sign-in value still does, the login control stays hidden (SPEC 4).
 */

/** The prefix that marks an unset value. */
export const PLACEHOLDER_PREFIX = 'PLACEHOLDER';

/**
 * Every variable, declared once and in the order README.md documents them (README "Configuration"
 * says what each means; a test there keeps the two lists equal). SiteEnv, the browser's SiteFields
 * and readSiteEnv's defaults are all typed from this list.
 */
export const SITE_ENV_NAMES = [
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
  'RUDDERSTACK_CONFIG_URL',
  'API_LOGS_URL',
] as const;

export type SiteEnvName = (typeof SITE_ENV_NAMES)[number];

/** The configuration, one string per variable (a default or a PLACEHOLDER value when unset). */
export type SiteEnv = Record<SiteEnvName, string>;

/** Optional values that reach the browser only when they are set (see toCustomFields). */
type OnlyWhenSet = 'OAUTH_CLIENT_SECRET' | 'RUDDERSTACK_CONFIG_URL';

/**
 * What the browser receives as `customFields` (src/lib/siteConfig.ts, src/lib/runtimeFields.ts):
 * the configuration, the optional values only when set, and what the build derives from it.
 */
export type SiteFields = Omit<SiteEnv, OnlyWhenSet> &
  Partial<Pick<SiteEnv, OnlyWhenSet>> & {
    signInConfigured: boolean;
    algoliaConfigured: boolean;
    /** True in test builds (DOCS_TEST_BUILD=true) only. */
    testBuild: boolean;
  };

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
    RUDDERSTACK_CONFIG_URL: get('RUDDERSTACK_CONFIG_URL', 'PLACEHOLDER_RUDDERSTACK_CONFIG_URL'),
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
export function toCustomFields(env: SiteEnv, options: {testBuild?: boolean} = {}): SiteFields {
  const {OAUTH_CLIENT_SECRET, RUDDERSTACK_CONFIG_URL, ...rest} = env;
  return {
    ...rest,
    ...(isPlaceholder(OAUTH_CLIENT_SECRET) ? {} : {OAUTH_CLIENT_SECRET}),
    // The SDK takes any `configUrl` it is given: only a real one is passed on.
    ...(isPlaceholder(RUDDERSTACK_CONFIG_URL) ? {} : {RUDDERSTACK_CONFIG_URL}),
    signInConfigured: isSignInConfigured(env),
    algoliaConfigured: isAlgoliaConfigured(env),
    testBuild: options.testBuild === true,
  };
}

/** Variables that hold a URL the site or the browser requests or links to: each must be absolute http(s). */
const URL_NAMES: readonly SiteEnvName[] = ['SITE_URL', 'SSO_URL', 'API_URL', 'OAUTH_REDIRECT_URI', 'RUDDERSTACK_DATA_PLANE_URL', 'RUDDERSTACK_CONFIG_URL', 'API_LOGS_URL'];

const ALGOLIA_NAMES: readonly SiteEnvName[] = ['ALGOLIA_APP_ID', 'ALGOLIA_API_KEY', 'ALGOLIA_INDEX_NAME'];

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Host names of this machine (URL.hostname keeps the brackets of an IPv6 address). */
function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * SSO_URL and API_URL are bases the site appends paths to (`/oauth/authorize`, `/v2/me`) and sends
 * tokens to: a query or fragment would end up in the middle of every URL built from them, user info
 * would put credentials into the bundle, and plain http would send tokens unencrypted.
 */
function endpointProblems(name: 'SSO_URL' | 'API_URL', value: string, production: boolean): string[] {
  const url = new URL(value);
  const problems: string[] = [];
  const got = JSON.stringify(value);
  if (url.search !== '' || value.includes('?')) problems.push(`${name} must not have a query ("?…"): paths are appended to it. Got ${got}.`);
  if (url.hash !== '' || value.includes('#')) problems.push(`${name} must not have a fragment ("#…"): paths are appended to it. Got ${got}.`);
  if (url.username !== '' || url.password !== '') problems.push(`${name} must not contain user info ("user:password@"): it would be published in the site's JavaScript. Got ${got}.`);
  if (production && url.protocol === 'http:' && !isLoopback(url.hostname)) {
    problems.push(`${name} must use https:// in a production build (http:// is allowed only for localhost, 127.0.0.1 and [::1]): tokens are sent to it. Got ${got}.`);
  }
  return problems;
}

const isSet = (source: Record<string, string | undefined>, name: SiteEnvName) => !isPlaceholder(source[name]);

const list = (names: readonly string[]) => (names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);

/**
 * Checks a configuration before anything is built from it (README "Configuration", CONTRIBUTING.md "Configuration checks"):
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
    } else if (name === 'SSO_URL' || name === 'API_URL') {
      errors.push(...endpointProblems(name, value, options.production));
    }
  }

  const base = source.BASE_URL?.trim();
  if (base && !/^\/(?!\/)[^?#\\\s]*$/.test(base)) {
    errors.push(
      `BASE_URL must be a path that starts with a single "/", such as / or /docs/ (no scheme, host, query or fragment), got ${JSON.stringify(base)}.`,
    );
  }

  const appId = source.ALGOLIA_APP_ID?.trim();
  if (isSet(source, 'ALGOLIA_APP_ID') && !/^[A-Za-z0-9]+$/.test(appId!)) {
    errors.push(`ALGOLIA_APP_ID must be an Algolia application id (letters and digits only, such as ABC123XYZ0), got ${JSON.stringify(appId)}.`);
  }

  if (isSet(source, 'OAUTH_REDIRECT_URI') && isHttpUrl(env.OAUTH_REDIRECT_URI) && isHttpUrl(env.SITE_URL)) {
    const redirect = new URL(env.OAUTH_REDIRECT_URI).origin;
    const site = new URL(env.SITE_URL).origin;
    if (redirect !== site) {
      warnings.push(
        `OAUTH_REDIRECT_URI (${redirect}) is not on SITE_URL's origin (${site}): the sign-in popup returns to a page of another site, ` +
          'which cannot hand the result back to this one. Use the site\'s own /oauth/callback/ unless that is intended.',
      );
    }
  }
  if (options.production && isSet(source, 'SITE_URL') && isHttpUrl(env.SITE_URL) && isLoopback(new URL(env.SITE_URL).hostname)) {
    warnings.push(
      `SITE_URL is ${env.SITE_URL}, a local address, in a production build: the sitemap, og:url and canonical links will point at it. ` +
        'Set SITE_URL to the public origin for a build that will be deployed.',
    );
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
