import {describe, expect, it} from 'vitest';
import {readSiteEnv} from './env';
import {
  ALGOLIA_INSIGHTS_ORIGIN,
  algoliaOrigins,
  apiServerOrigins,
  connectOrigins,
  contentSecurityPolicy,
  cspDirectives,
  formatHeadersFile,
  IMMUTABLE_CACHE_CONTROL,
  MAX_HEADERS_LINE,
  RUDDERSTACK_CONTROL_PLANE,
  scriptHash,
  securityHeaderRules,
  specServerUrls,
  TEST_BUILD_LOOPBACK,
} from './securityHeaders';

/** A deployment with every value real. */
const configured = readSiteEnv({
  SITE_URL: 'https://developers.example.com',
  SSO_URL: 'https://accounts.example.com/sso/',
  API_URL: 'https://api.example.com',
  OAUTH_CLIENT_ID: 'client',
  ALGOLIA_APP_ID: 'AB12CD34EF',
  ALGOLIA_API_KEY: 'search-only-key',
  ALGOLIA_INDEX_NAME: 'developers',
  RUDDERSTACK_WRITE_KEY: 'write-key',
  RUDDERSTACK_DATA_PLANE_URL: 'https://events.example.com:8443/v1',
  API_LOGS_URL: 'https://logs.example.com/api-logs?team=1',
});
/** The defaults: every value a placeholder. */
const unset = readSiteEnv({});

const directive = (csp: string, name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1);

describe('scriptHash', () => {
  it("is 'sha256-<base64>' of the text, as in the CSP specification's example", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });
  it('hashes line breaks as the parsed document has them (CRLF and CR become LF)', () => {
    expect(scriptHash('a();\r\nb();\rc();')).toBe(scriptHash('a();\nb();\nc();'));
  });
});

describe('connectOrigins', () => {
  it('lists exactly the configured origins: scheme, host and port, sorted, without paths or duplicates', () => {
    const origins = connectOrigins({env: configured, apiServerUrls: ['https://api.example.com/v2', 'https://api.salesloft.com/public_api/v1']});
    expect(origins).toEqual([
      'https://ab12cd34ef-1.algolianet.com',
      'https://ab12cd34ef-2.algolianet.com',
      'https://ab12cd34ef-3.algolianet.com',
      'https://ab12cd34ef-dsn.algolia.net',
      'https://accounts.example.com',
      'https://api.example.com',
      'https://api.rudderstack.com',
      'https://api.salesloft.com',
      'https://events.example.com:8443',
      'https://insights.algolia.io',
      'https://logs.example.com',
    ]);
  });

  it('gets nothing from placeholder values', () => {
    expect(connectOrigins({env: unset, apiServerUrls: []})).toEqual([]);
    const csp = contentSecurityPolicy({env: unset, inlineScripts: [], apiServerUrls: []});
    expect(csp).not.toMatch(/PLACEHOLDER|placeholder/i);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
  });

  it('takes each sign-in and API logs value on its own', () => {
    const env = {...unset, API_LOGS_URL: 'https://logs.example.com/v1/requests'};
    expect(connectOrigins({env, apiServerUrls: []})).toEqual(['https://logs.example.com']);
  });

  it('stops the build on a real value that is not an http(s) URL', () => {
    expect(() => connectOrigins({env: {...unset, SSO_URL: 'accounts.example.com'}, apiServerUrls: []})).toThrow(/SSO_URL is not a valid URL/);
    expect(() => connectOrigins({env: {...unset, API_URL: 'ftp://api.example.com'}, apiServerUrls: []})).toThrow(/API_URL is not an http\(s\) URL/);
  });
});

describe('Algolia hosts', () => {
  it('are the read hosts of algoliasearch lite and the insights endpoint, only when all three values are real', () => {
    expect(algoliaOrigins(configured)).toEqual([
      'https://ab12cd34ef-dsn.algolia.net',
      'https://ab12cd34ef-1.algolianet.com',
      'https://ab12cd34ef-2.algolianet.com',
      'https://ab12cd34ef-3.algolianet.com',
      ALGOLIA_INSIGHTS_ORIGIN,
    ]);
    expect(algoliaOrigins(unset)).toEqual([]);
    expect(algoliaOrigins({...configured, ALGOLIA_API_KEY: 'PLACEHOLDER_ALGOLIA_API_KEY'})).toEqual([]);
    expect(algoliaOrigins({...configured, ALGOLIA_INDEX_NAME: 'PLACEHOLDER_ALGOLIA_INDEX_NAME'})).toEqual([]);
  });

  it('never include the write-only host', () => {
    const csp = contentSecurityPolicy({env: configured, inlineScripts: [], apiServerUrls: []});
    expect(csp.match(/[a-z0-9-]+\.algolia\.net/g)).toEqual(['ab12cd34ef-dsn.algolia.net']);
  });

  it('reject an app id that is not letters and digits', () => {
    expect(() => algoliaOrigins({...configured, ALGOLIA_APP_ID: 'abc; script-src *'})).toThrow(/ALGOLIA_APP_ID/);
  });

  it('are absent from a policy without Algolia, even with everything else configured', () => {
    const csp = contentSecurityPolicy({env: {...configured, ALGOLIA_APP_ID: 'PLACEHOLDER_ALGOLIA_APP_ID'}, inlineScripts: [], apiServerUrls: []});
    expect(csp).not.toMatch(/algolia/);
  });
});

describe('RudderStack origins', () => {
  it('are the data plane and the control plane while analytics can load', () => {
    expect(connectOrigins({env: {...unset, RUDDERSTACK_WRITE_KEY: 'k', RUDDERSTACK_DATA_PLANE_URL: 'https://dp.example.com'}, apiServerUrls: []})).toEqual([
      RUDDERSTACK_CONTROL_PLANE,
      'https://dp.example.com',
    ]);
  });
  it('name RUDDERSTACK_CONFIG_URL instead of the control plane when it is set (the sandbox mode)', () => {
    const env = {...unset, RUDDERSTACK_WRITE_KEY: 'sandbox-write-key', RUDDERSTACK_DATA_PLANE_URL: 'http://127.0.0.1:4400', RUDDERSTACK_CONFIG_URL: 'http://127.0.0.1:4400'};
    expect(connectOrigins({env, apiServerUrls: []})).toEqual(['http://127.0.0.1:4400']);
    expect(connectOrigins({env: {...env, RUDDERSTACK_CONFIG_URL: 'https://config.example.com/sourceConfig'}, apiServerUrls: []})).toEqual([
      'http://127.0.0.1:4400',
      'https://config.example.com',
    ]);
  });
  it('are absent while the write key is a placeholder (the SDK is never loaded)', () => {
    expect(connectOrigins({env: {...unset, RUDDERSTACK_DATA_PLANE_URL: 'https://dp.example.com'}, apiServerUrls: []})).toEqual([]);
  });
});

describe('API explorer servers', () => {
  it('reads servers from a spec, with variables set to their defaults', () => {
    const spec = {
      servers: [
        {url: 'https://api.salesloft.com'},
        {url: 'https://{region}.api.example.com/v{major}', variables: {region: {default: 'eu'}, major: {default: '2'}}},
        {url: '/relative'},
        {description: 'no url'},
      ],
    };
    expect(specServerUrls(spec)).toEqual(['https://api.salesloft.com', 'https://eu.api.example.com/v2', '/relative']);
    expect(specServerUrls({})).toEqual([]);
    expect(specServerUrls(null)).toEqual([]);
  });
  it("keeps absolute http(s) servers' origins; relative servers are the site itself", () => {
    expect(apiServerOrigins(['https://api.salesloft.com/public_api/v1', '/api', 'http://localhost:8080/x'])).toEqual(['https://api.salesloft.com', 'http://localhost:8080']);
  });
});

describe('contentSecurityPolicy', () => {
  const csp = contentSecurityPolicy({env: configured, inlineScripts: ['a();', 'b();', 'a();'], apiServerUrls: ['https://api.salesloft.com']});

  it('allows scripts from the site and the build’s inline scripts by hash, never unsafe-inline or unsafe-eval', () => {
    expect(directive(csp, 'script-src')).toEqual(["'self'", "'report-sample'", ...[scriptHash('a();'), scriptHash('b();')].sort()]);
    expect(directive(csp, 'script-src')).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
  });

  it('has the fixed directives', () => {
    expect(directive(csp, 'default-src')).toEqual(["'self'"]);
    expect(directive(csp, 'style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:']);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(directive(csp, 'base-uri')).toEqual(["'self'"]);
    expect(directive(csp, 'form-action')).toEqual(["'self'"]);
    expect(directive(csp, 'frame-ancestors')).toEqual(["'none'"]);
  });

  it('connects to the site and the configured origins only', () => {
    expect(directive(csp, 'connect-src')).toEqual(["'self'", ...connectOrigins({env: configured, apiServerUrls: ['https://api.salesloft.com']})]);
  });

  it('admits loopback sandboxes in test builds only', () => {
    const test = contentSecurityPolicy({env: unset, inlineScripts: [], apiServerUrls: [], testBuild: true});
    expect(directive(test, 'connect-src')).toEqual(["'self'", TEST_BUILD_LOOPBACK]);
    expect(csp).not.toContain('127.0.0.1');
  });

  it('writes each directive once', () => {
    const names = cspDirectives({env: configured, inlineScripts: [], apiServerUrls: []}).map(([name]) => name);
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('securityHeaderRules and formatHeadersFile', () => {
  const rules = securityHeaderRules({env: unset, inlineScripts: ['a();'], apiServerUrls: []});

  it('sets the security headers on every path and long caching on hashed assets only', () => {
    expect(rules.map((r) => r.path)).toEqual(['/*', '/assets/*', '/search-index/records.*.json', '/search-index/index.*.json', '/*.md']);
    expect(rules[4].headers).toEqual({'Content-Type': 'text/markdown; charset=utf-8'});
    expect(rules[0].headers).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Permissions-Policy': expect.stringContaining('camera=()'),
    });
    expect(rules[0].headers['Content-Security-Policy']).toContain(scriptHash('a();'));
    for (const rule of rules.slice(1, 4)) expect(rule.headers).toEqual({'Cache-Control': IMMUTABLE_CACHE_CONTROL});
    // Hosts join a header named by two matching rules; none is.
    for (const rule of rules.slice(1)) expect(Object.keys(rules[0].headers).filter((name) => name in rule.headers)).toEqual([]);
  });

  it('writes the Netlify / Cloudflare Pages format', () => {
    const text = formatHeadersFile([{path: '/*', headers: {A: '1', B: '2'}}, {path: '/assets/*', headers: {C: '3'}}], ['Generated.']);
    expect(text).toBe('# Generated.\n\n/*\n  A: 1\n  B: 2\n\n/assets/*\n  C: 3\n');
  });

  it('refuses a line longer than Cloudflare Pages accepts', () => {
    expect(() => formatHeadersFile([{path: '/*', headers: {'Content-Security-Policy': 'x'.repeat(MAX_HEADERS_LINE)}}])).toThrow(/over the 2000/);
  });
});
