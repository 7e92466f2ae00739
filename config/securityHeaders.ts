/**
 * The security headers of a build, derived from its configuration (config/env.ts), the inline
 * scripts of its HTML and the `servers` of its OpenAPI specs. Pure: plugins/security-headers calls
 * it at postBuild and writes the result to build/_headers; the unit tests pin what it allows.
 *
 * The policy names only origins the shipped code really contacts. Each one below was checked in the
 * installed packages, not taken from their documentation:
 * - algoliasearch 5 lite (`liteClient`) searches with read requests only, which go to the hosts
 *   marked `read` or `readWrite`: `{appId}-dsn.algolia.net` and `{appId}-1..3.algolianet.com`.
 *   `{appId}.algolia.net` is its write-only host, which a search-only site never calls.
 * - search-insights 2 posts events to `https://insights.algolia.io` (no region is configured).
 * - @rudderstack/analytics-js 3 (bundled build) sends events to the data plane and, without a
 *   `configUrl` load option, fetches its source configuration (and makes its ad-block probe) on
 *   `https://api.rudderstack.com`. Production builds pass no `configUrl` (only test builds do,
 *   through `window.__DOCS_TEST_CONFIG__`), so that is the control plane here.
 */
import crypto from 'node:crypto';
import {isAlgoliaConfigured, isPlaceholder, type SiteEnv} from './env';
import {analyticsConfigProblem} from './analytics';

/** RudderStack's control plane, used by the SDK when no `configUrl` is given. */
export const RUDDERSTACK_CONTROL_PLANE = 'https://api.rudderstack.com';

/** Where search-insights sends click and view events by default. */
export const ALGOLIA_INSIGHTS_ORIGIN = 'https://insights.algolia.io';

/**
 * Test builds only: the e2e suite starts its sandboxes (SSO, API, API logs, RudderStack, Algolia)
 * on random loopback ports and points the page at them at run time, so the test build's policy
 * admits any port on 127.0.0.1. Production builds never contain it.
 */
export const TEST_BUILD_LOOPBACK = 'http://127.0.0.1:*';

/** One `_headers` rule: a path pattern (`/*`, `/assets/*` or a literal path) and its headers. */
export interface HeaderRule {
  path: string;
  headers: Record<string, string>;
}

export interface SecurityHeadersInput {
  env: SiteEnv;
  /** The text of every inline script of the build (each is hashed; duplicates count once). */
  inlineScripts: readonly string[];
  /** `servers[].url` of the bundled OpenAPI specs: the API explorer sends requests there. */
  apiServerUrls: readonly string[];
  /** DOCS_TEST_BUILD=true: also admit the e2e sandboxes on loopback (see TEST_BUILD_LOOPBACK). */
  testBuild?: boolean;
}

/**
 * The CSP source expression of an inline script: `'sha256-<base64>'` of its text. Browsers hash the
 * text after HTML parsing, which turns CRLF and lone CR into LF, so the same is done here.
 */
export function scriptHash(text: string): string {
  const normalised = text.replace(/\r\n?/g, '\n');
  return `'sha256-${crypto.createHash('sha256').update(normalised, 'utf8').digest('base64')}'`;
}

/**
 * The origin (scheme, host and port) of a configured URL, or null while it is a placeholder. A real
 * value that is not an http(s) URL stops the build: a typo would otherwise ship a policy that
 * silently blocks the feature.
 */
export function originOf(name: string, value: string): string | null {
  if (isPlaceholder(value)) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`security headers: ${name} is not a valid URL: "${value}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`security headers: ${name} is not an http(s) URL: "${value}"`);
  }
  return url.origin;
}

/** The Algolia hosts the search and insights clients contact, or none while Algolia is not configured. */
export function algoliaOrigins(env: Pick<SiteEnv, 'ALGOLIA_APP_ID' | 'ALGOLIA_API_KEY' | 'ALGOLIA_INDEX_NAME'>): string[] {
  if (!isAlgoliaConfigured(env)) return [];
  const appId = env.ALGOLIA_APP_ID.trim().toLowerCase();
  // The id becomes part of a host name inside a header value: anything but letters and digits
  // would be a configuration mistake (or an injection), never a real application id.
  if (!/^[a-z0-9]+$/.test(appId)) throw new Error(`security headers: ALGOLIA_APP_ID is not an Algolia application id: "${env.ALGOLIA_APP_ID}"`);
  return [
    `https://${appId}-dsn.algolia.net`,
    `https://${appId}-1.algolianet.com`,
    `https://${appId}-2.algolianet.com`,
    `https://${appId}-3.algolianet.com`,
    ALGOLIA_INSIGHTS_ORIGIN,
  ];
}

/**
 * The data plane and where the SDK fetches its source configuration (RUDDERSTACK_CONFIG_URL when set,
 * as in the sandbox, else the control plane), or none while analytics stay off (the SDK's own rule).
 */
export function analyticsOrigins(env: Pick<SiteEnv, 'RUDDERSTACK_WRITE_KEY' | 'RUDDERSTACK_DATA_PLANE_URL'> & Partial<Pick<SiteEnv, 'RUDDERSTACK_CONFIG_URL'>>): string[] {
  if (analyticsConfigProblem(env.RUDDERSTACK_WRITE_KEY, env.RUDDERSTACK_DATA_PLANE_URL)) return [];
  const configOrigin = env.RUDDERSTACK_CONFIG_URL === undefined ? null : originOf('RUDDERSTACK_CONFIG_URL', env.RUDDERSTACK_CONFIG_URL);
  return [new URL(env.RUDDERSTACK_DATA_PLANE_URL).origin, configOrigin ?? RUDDERSTACK_CONTROL_PLANE];
}

/**
 * Origins of the specs' server URLs. A relative server URL is the site's own origin ('self'); an
 * absolute one that is not http(s) stops the build.
 */
export function apiServerOrigins(urls: readonly string[]): string[] {
  return urls.flatMap((value) => {
    if (!/^[a-z][a-z0-9+.-]*:/i.test(value)) return [];
    const origin = originOf('an OpenAPI server URL', value);
    return origin ? [origin] : [];
  });
}

/** Every origin the page may fetch from besides its own, sorted and without duplicates. */
export function connectOrigins(input: Omit<SecurityHeadersInput, 'inlineScripts'>): string[] {
  const {env} = input;
  const origins = [
    originOf('SSO_URL', env.SSO_URL),
    originOf('API_URL', env.API_URL),
    originOf('API_LOGS_URL', env.API_LOGS_URL),
    ...analyticsOrigins(env),
    ...algoliaOrigins(env),
    ...apiServerOrigins(input.apiServerUrls),
  ].filter((origin): origin is string => origin !== null);
  return [...new Set(origins)].sort();
}

/** The directives, in the order they are written. */
export function cspDirectives(input: SecurityHeadersInput): [string, string[]][] {
  const hashes = [...new Set(input.inlineScripts.map(scriptHash))].sort();
  const connect = connectOrigins(input);
  return [
    ['default-src', ["'self'"]],
    // Scripts: the site's own bundles plus the exact inline scripts Docusaurus writes into each
    // page. No 'unsafe-inline' and no 'unsafe-eval': nothing the site runs needs to compile code
    // from strings. Two libraries try, catch the refusal and carry on: the DocSearch modal's
    // bundled zod 4 probes `Function("")` to decide whether to compile its validators (it then
    // validates without compiling), and the API explorer's body editor (react-live) evaluates the
    // request body as JSX for a preview the explorer never shows (refusing that also keeps the
    // text of a request body from ever running as code). 'report-sample' puts the refused code
    // into violation events, so that the e2e suite can tell these two from a real violation.
    ['script-src', ["'self'", "'report-sample'", ...hashes]],
    // Style attributes are everywhere: the theme's icon sprite (`<svg style="display: none;">`) on
    // every page, React `style` props of the theme, DocSearch and the API explorer, and styles
    // those libraries set at run time. Attributes can only be allowed with 'unsafe-inline' (hashing
    // them needs 'unsafe-hashes' and a hash per value); CSS cannot run script, so this is accepted.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    // The site's own images; the stylesheets use data: SVGs as icons and backgrounds.
    ['img-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...connect, ...(input.testBuild ? [TEST_BUILD_LOOPBACK] : [])]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
}

export function contentSecurityPolicy(input: SecurityHeadersInput): string {
  return cspDirectives(input)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** Browser features the site never uses, switched off for it and anything it could embed. */
export const PERMISSIONS_POLICY = ['accelerometer', 'camera', 'geolocation', 'gyroscope', 'magnetometer', 'microphone', 'payment', 'usb']
  .map((feature) => `${feature}=()`)
  .join(', ');

/** What `<route>.md` files are served as (issue 19). */
export const MARKDOWN_CONTENT_TYPE = 'text/markdown; charset=utf-8';

/** One year: the longest lifetime caches honour, for files whose names change with their content. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The rules of build/_headers. Hosts that read this format (Netlify, Cloudflare Pages) apply every
 * rule that matches and join repeated header names with a comma, so no header appears in two rules
 * that can match the same path: Cache-Control is set for the hashed `/assets/` files and the
 * hashed search shards (`/search-index/records.<hash>.json`, `index.<hash>.json`; their manifest
 * keeps the host's default, so a new build is seen at once) only, and HTML keeps the host's default
 * (revalidated on every visit).
 */
export function securityHeaderRules(input: SecurityHeadersInput): HeaderRule[] {
  return [
    {
      path: '/*',
      headers: {
        'Content-Security-Policy': contentSecurityPolicy(input),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'X-Frame-Options': 'DENY',
        'Permissions-Policy': PERMISSIONS_POLICY,
      },
    },
    {path: '/assets/*', headers: {'Cache-Control': IMMUTABLE_CACHE_CONTROL}},
    {path: '/search-index/records.*.json', headers: {'Cache-Control': IMMUTABLE_CACHE_CONTROL}},
    {path: '/search-index/index.*.json', headers: {'Cache-Control': IMMUTABLE_CACHE_CONTROL}},
    // Every page's Markdown twin (plugins/markdown-export): hosts would guess text/plain or a download.
    {path: '/*.md', headers: {'Content-Type': MARKDOWN_CONTENT_TYPE}},
  ];
}

/** Cloudflare Pages ignores `_headers` lines longer than this; the build refuses to write one. */
export const MAX_HEADERS_LINE = 2000;

/** The `_headers` text of some rules, after a comment block. */
export function formatHeadersFile(rules: readonly HeaderRule[], comment: readonly string[] = []): string {
  const lines = comment.map((line) => (line ? `# ${line}` : '#'));
  for (const rule of rules) {
    if (lines.length > 0) lines.push('');
    lines.push(rule.path);
    for (const [name, value] of Object.entries(rule.headers)) lines.push(`  ${name}: ${value}`);
  }
  const tooLong = lines.find((line) => line.length > MAX_HEADERS_LINE);
  if (tooLong) {
    throw new Error(`security headers: a _headers line is ${tooLong.length} characters, over the ${MAX_HEADERS_LINE} hosts accept: ${tooLong.slice(0, 80)}…`);
  }
  return `${lines.join('\n')}\n`;
}

/** `servers[].url` of a parsed OpenAPI document, with server variables set to their defaults. */
export function specServerUrls(spec: unknown): string[] {
  const servers = (spec as {servers?: unknown} | null)?.servers;
  if (!Array.isArray(servers)) return [];
  return servers.flatMap((server: {url?: unknown; variables?: Record<string, {default?: unknown}>}) => {
    if (typeof server?.url !== 'string') return [];
    const variables = server.variables ?? {};
    return [server.url.replace(/\{([^}]+)\}/g, (whole, name: string) => String(variables[name]?.default ?? whole))];
  });
}
