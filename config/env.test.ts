import {describe, expect, it} from 'vitest';
import {isAlgoliaConfigured, isPlaceholder, isSignInConfigured, readSiteEnv, SITE_ENV_NAMES, toCustomFields} from './env';

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
