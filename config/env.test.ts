import {describe, expect, it, vi} from 'vitest';
import {checkSiteEnv, isAlgoliaConfigured, isPlaceholder, isSignInConfigured, loadSiteEnv, readSiteEnv, SITE_ENV_NAMES, toCustomFields} from './env';

describe('readSiteEnv', () => {
  it('defaults SITE_URL and BASE_URL, and every other value to a PLACEHOLDER string', () => {
    const env = readSiteEnv({});
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.BASE_URL).toBe('/');
    expect(env.OAUTH_REDIRECT_URI).toBe('http://localhost:3000/oauth/callback/');
    for (const name of SITE_ENV_NAMES) {
      if (name === 'SITE_URL' || name === 'BASE_URL' || name === 'OAUTH_REDIRECT_URI') continue;
      expect(env[name], name).toMatch(/^PLACEHOLDER/);
    }
  });

  it('reads real values, trims them and normalises slashes', () => {
    const env = readSiteEnv({
      SITE_URL: 'https://developers.example.com/',
      BASE_URL: 'portal',
      SSO_URL: ' https://accounts.example.com/ ',
      API_URL: 'https://api.example.com/',
    });
    expect(env.SITE_URL).toBe('https://developers.example.com');
    expect(env.BASE_URL).toBe('/portal/');
    expect(env.SSO_URL).toBe('https://accounts.example.com');
    expect(env.API_URL).toBe('https://api.example.com');
    expect(env.OAUTH_REDIRECT_URI).toBe('https://developers.example.com/portal/oauth/callback/');
  });

  it('treats empty values as unset', () => {
    expect(readSiteEnv({SSO_URL: '', SITE_URL: '  '}).SSO_URL).toBe('PLACEHOLDER_SSO_URL');
    expect(readSiteEnv({SITE_URL: '  '}).SITE_URL).toBe('http://localhost:3000');
  });
});

describe('isSignInConfigured', () => {
  const real = {SSO_URL: 'https://sso.example.com', API_URL: 'https://api.example.com', OAUTH_CLIENT_ID: 'abc', OAUTH_REDIRECT_URI: 'https://x/oauth/callback/'};
  it('is true only when no value it needs starts with PLACEHOLDER', () => {
    expect(isSignInConfigured(real)).toBe(true);
    expect(isSignInConfigured({...real, OAUTH_CLIENT_ID: 'PLACEHOLDER_OAUTH_CLIENT_ID'})).toBe(false);
    expect(isSignInConfigured({...real, SSO_URL: 'PLACEHOLDER'})).toBe(false);
    expect(isSignInConfigured(readSiteEnv({}))).toBe(false);
  });
  it('does not need the optional client secret', () => {
    const env = readSiteEnv({...real});
    expect(env.OAUTH_CLIENT_SECRET).toMatch(/^PLACEHOLDER/);
    expect(isSignInConfigured(env)).toBe(true);
  });
});

describe('toCustomFields', () => {
  it('never ships a placeholder client secret, and ships a configured one', () => {
    expect(toCustomFields(readSiteEnv({}))).not.toHaveProperty('OAUTH_CLIENT_SECRET');
    expect(toCustomFields(readSiteEnv({OAUTH_CLIENT_SECRET: 's3cret'}))).toHaveProperty('OAUTH_CLIENT_SECRET', 's3cret');
  });
  it('passes RUDDERSTACK_CONFIG_URL on only when it is set (the SDK would fetch a placeholder)', () => {
    expect(toCustomFields(readSiteEnv({}))).not.toHaveProperty('RUDDERSTACK_CONFIG_URL');
    expect(toCustomFields(readSiteEnv({RUDDERSTACK_CONFIG_URL: 'http://127.0.0.1:4400'})).RUDDERSTACK_CONFIG_URL).toBe('http://127.0.0.1:4400');
    expect(checkSiteEnv({RUDDERSTACK_CONFIG_URL: 'config.example.com'}, {production: false}).errors[0]).toMatch(/^RUDDERSTACK_CONFIG_URL must be an absolute http\(s\) URL/);
  });

  it('carries the derived flags', () => {
    const fields = toCustomFields(readSiteEnv({ALGOLIA_APP_ID: 'A', ALGOLIA_API_KEY: 'k', ALGOLIA_INDEX_NAME: 'docs'}));
    expect(fields.algoliaConfigured).toBe(true);
    expect(fields.signInConfigured).toBe(false);
    expect(isAlgoliaConfigured(readSiteEnv({ALGOLIA_APP_ID: 'A'}))).toBe(false);
  });
});

describe('isPlaceholder', () => {
  it('matches the prefix, empty and missing values', () => {
    expect(isPlaceholder('PLACEHOLDER_X')).toBe(true);
    expect(isPlaceholder('')).toBe(true);
    expect(isPlaceholder(undefined)).toBe(true);
    expect(isPlaceholder('https://real.example.com')).toBe(false);
  });
});

describe('checkSiteEnv: configuration validated at start', () => {
  const production = {production: true};

  it('accepts the defaults and a full, well-formed configuration', () => {
    expect(checkSiteEnv({}, {production: false})).toMatchObject({errors: [], warnings: []});
    const full = {
      SITE_URL: 'https://developers.example.com',
      SSO_URL: 'https://accounts.example.com',
      API_URL: 'https://api.example.com',
      OAUTH_CLIENT_ID: 'abc',
      OAUTH_REDIRECT_URI: 'https://developers.example.com/oauth/callback/',
      ALGOLIA_APP_ID: 'APP',
      ALGOLIA_API_KEY: 'key',
      ALGOLIA_INDEX_NAME: 'docs',
      RUDDERSTACK_DATA_PLANE_URL: 'https://data.example.com',
      API_LOGS_URL: 'http://127.0.0.1:4000/api-logs',
    };
    expect(checkSiteEnv(full, production)).toMatchObject({errors: [], warnings: []});
  });

  it.each(['SITE_URL', 'SSO_URL', 'API_URL', 'OAUTH_REDIRECT_URI', 'RUDDERSTACK_DATA_PLANE_URL', 'API_LOGS_URL'] as const)(
    '%s must be an absolute http(s) URL, and the message names it',
    (name) => {
      for (const bad of ['accounts.example.com', '/oauth/callback/', 'ftp://files.example.com', 'javascript:alert(1)', 'https://', 'http//x']) {
        const {errors} = checkSiteEnv({[name]: bad}, {production: false});
        expect(errors, `${name}=${bad}`).toHaveLength(1);
        expect(errors[0]).toContain(name);
        expect(errors[0]).toContain(JSON.stringify(bad));
      }
      expect(checkSiteEnv({[name]: 'https://ok.example.com'}, {production: false}).errors).toEqual([]);
    },
  );

  it('SITE_URL is an origin: a path belongs in BASE_URL', () => {
    expect(checkSiteEnv({SITE_URL: 'https://example.com/docs'}, {production: false}).errors[0]).toMatch(/SITE_URL.*BASE_URL/);
    expect(checkSiteEnv({SITE_URL: 'https://example.com/'}, {production: false}).errors).toEqual([]);
    expect(checkSiteEnv({SSO_URL: 'https://example.com/sso'}, {production: false}).errors).toEqual([]);
  });

  it('a derived OAUTH_REDIRECT_URI is checked through SITE_URL only once', () => {
    const {errors} = checkSiteEnv({SITE_URL: 'developers.example.com'}, {production: false});
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/^SITE_URL /);
  });

  it('a partial Algolia configuration is an error naming what is missing, not a fall-back', () => {
    const {errors} = checkSiteEnv({ALGOLIA_APP_ID: 'APP', ALGOLIA_INDEX_NAME: 'docs'}, {production: false});
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('ALGOLIA_API_KEY');
    expect(errors[0]).not.toContain('ALGOLIA_APP_ID is not set');
    expect(checkSiteEnv({ALGOLIA_API_KEY: 'key'}, {production: false}).errors[0]).toMatch(/ALGOLIA_APP_ID.*ALGOLIA_INDEX_NAME/);
    expect(checkSiteEnv({ALGOLIA_API_KEY: 'PLACEHOLDER_KEY'}, {production: false}).errors).toEqual([]);
  });

  it('a production build without SITE_URL warns that sitemap, og:url, OpenSearch, llms.txt and the .md twins point at localhost', () => {
    const {warnings} = checkSiteEnv({}, production);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/SITE_URL/);
    expect(warnings[0]).toMatch(/sitemap/);
    expect(warnings[0]).toMatch(/og:url/);
    expect(warnings[0]).toMatch(/OpenSearch/);
    // The Markdown for tools links absolutely too (plugins/markdown-export), and so does the feed.
    expect(warnings[0]).toContain('llms.txt, llms-full.txt and every page\'s .md twin');
    expect(warnings[0]).toContain('API changelog feed');
    expect(warnings[0]).toContain('http://localhost:3000');
    expect(checkSiteEnv({}, {production: false}).warnings).toEqual([]);
    expect(checkSiteEnv({SITE_URL: 'https://developers.example.com'}, production).warnings).toEqual([]);
  });

  it.each(['SSO_URL', 'API_URL'] as const)('%s: no query, fragment or user info; https:// in production except on this machine', (name) => {
    const dev = {production: false};
    for (const [bad, what] of [
      ['https://accounts.example.com/?tenant=1', /must not have a query/],
      ['https://accounts.example.com/#top', /must not have a fragment/],
      ['https://accounts.example.com?', /must not have a query/],
      ['https://me:pw@accounts.example.com', /must not contain user info/],
      ['https://me@accounts.example.com', /must not contain user info/],
    ] as const) {
      for (const options of [dev, production]) {
        const {errors} = checkSiteEnv({SITE_URL: 'https://d.example.com', [name]: bad}, options);
        expect(errors, bad).toHaveLength(1);
        expect(errors[0]).toMatch(new RegExp(`^${name} `));
        expect(errors[0]).toMatch(what);
        expect(errors[0]).toContain(JSON.stringify(bad));
      }
    }
    const plain = checkSiteEnv({SITE_URL: 'https://d.example.com', [name]: 'http://accounts.example.com'}, production).errors;
    expect(plain).toHaveLength(1);
    expect(plain[0]).toMatch(new RegExp(`^${name} must use https:// in a production build`));
    expect(checkSiteEnv({[name]: 'http://accounts.example.com'}, dev).errors).toEqual([]);
    for (const local of ['http://localhost:4000', 'http://127.0.0.1:4000/sso', 'http://[::1]:4000']) {
      expect(checkSiteEnv({SITE_URL: 'https://d.example.com', [name]: local}, production).errors, local).toEqual([]);
    }
    expect(checkSiteEnv({SITE_URL: 'https://d.example.com', [name]: 'https://accounts.example.com/base'}, production).errors).toEqual([]);
  });

  it('BASE_URL must be a path that starts with a single "/"', () => {
    for (const good of ['/', '/docs/', '/docs', '/a/b/']) expect(checkSiteEnv({BASE_URL: good}, {production: false}).errors, good).toEqual([]);
    for (const bad of ['docs/', '//evil.example.com/', 'https://example.com/docs/', '/docs/?x=1', '/docs/#top', '/do cs/', '/\\evil.example.com/']) {
      const {errors} = checkSiteEnv({BASE_URL: bad}, {production: false});
      expect(errors, bad).toHaveLength(1);
      expect(errors[0]).toMatch(/^BASE_URL must be a path that starts with a single "\/"/);
      expect(errors[0]).toContain(JSON.stringify(bad));
    }
  });

  it('ALGOLIA_APP_ID is checked when the configuration is read: letters and digits only', () => {
    const algolia = {ALGOLIA_API_KEY: 'key', ALGOLIA_INDEX_NAME: 'docs'};
    expect(checkSiteEnv({...algolia, ALGOLIA_APP_ID: 'ABC123XYZ0'}, {production: false}).errors).toEqual([]);
    for (const bad of ['abc.algolia.net', 'ABC 123', 'abc;script-src *', 'ab-c']) {
      const {errors} = checkSiteEnv({...algolia, ALGOLIA_APP_ID: bad}, {production: false});
      expect(errors, bad).toHaveLength(1);
      expect(errors[0]).toMatch(/^ALGOLIA_APP_ID must be an Algolia application id/);
      expect(errors[0]).toContain(JSON.stringify(bad));
    }
  });

  it('warns when OAUTH_REDIRECT_URI is not on SITE_URL\'s origin', () => {
    const {warnings} = checkSiteEnv({SITE_URL: 'https://d.example.com', OAUTH_REDIRECT_URI: 'https://other.example.com/oauth/callback/'}, production);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^OAUTH_REDIRECT_URI \(https:\/\/other\.example\.com\) is not on SITE_URL's origin \(https:\/\/d\.example\.com\)/);
    expect(checkSiteEnv({SITE_URL: 'https://d.example.com', OAUTH_REDIRECT_URI: 'https://d.example.com/x/oauth/callback/'}, production).warnings).toEqual([]);
    expect(checkSiteEnv({SITE_URL: 'https://d.example.com'}, production).warnings).toEqual([]);
  });

  it('warns when SITE_URL is explicitly a local address in a production build', () => {
    for (const local of ['http://localhost:3000', 'http://127.0.0.1:8080', 'http://[::1]:3000']) {
      const {warnings} = checkSiteEnv({SITE_URL: local}, production);
      expect(warnings, local).toHaveLength(1);
      expect(warnings[0]).toMatch(/^SITE_URL is http:\/\/.*a local address, in a production build/);
      expect(checkSiteEnv({SITE_URL: local}, {production: false}).warnings).toEqual([]);
    }
  });

  it('a configured OAUTH_CLIENT_SECRET is announced as public, in every build', () => {
    for (const options of [production, {production: false}]) {
      const {warnings} = checkSiteEnv({SITE_URL: 'https://d.example.com', OAUTH_CLIENT_SECRET: 's3cret'}, options);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/OAUTH_CLIENT_SECRET/);
      expect(warnings[0]).toMatch(/public/);
      expect(warnings[0]).not.toContain('s3cret');
    }
    expect(checkSiteEnv({SITE_URL: 'https://d.example.com', OAUTH_CLIENT_SECRET: 'PLACEHOLDER_X'}, production).warnings).toEqual([]);
  });
});

describe('loadSiteEnv', () => {
  it('throws one error listing every problem, and prints the warnings visibly', () => {
    const warn = vi.fn();
    const error = vi.fn();
    expect(() => loadSiteEnv({SSO_URL: 'accounts.example.com', ALGOLIA_APP_ID: 'APP'}, {production: false, warn, error})).toThrow(
      /Invalid configuration[\s\S]*SSO_URL[\s\S]*ALGOLIA_API_KEY/,
    );
    expect(String(error.mock.calls[0]?.[0])).toMatch(/\[ERROR\][\s\S]*SSO_URL/);
    const env = loadSiteEnv({OAUTH_CLIENT_SECRET: 's3cret'}, {production: true, warn});
    expect(env.SITE_URL).toBe('http://localhost:3000');
    const printed = warn.mock.calls.map((call) => String(call[0])).join('\n');
    expect(printed).toMatch(/WARNING/);
    expect(printed).toMatch(/SITE_URL/);
    expect(printed).toMatch(/OAUTH_CLIENT_SECRET/);
  });
});
