import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';
import {matchLiteralPath} from './matchLiteralPath';

const require = createRequire(import.meta.url);
const {matchPath} = require('react-router') as {matchPath: (pathname: string, options: object) => unknown};

const paths = ['/', '/docs', '/docs/', '/docs/api/people-index/', '/docs/api/people-index', '/api-logs/', '/Docs/API/'];
const pathnames = [
  '',
  '/',
  '/docs',
  '/docs/',
  '/DOCS/',
  '/docs//',
  '/docsx',
  '/docs/api',
  '/docs/api/',
  '/docs/api/people-index',
  '/docs/api/people-index/',
  '/docs/api/people-index/x',
  '/docs/api/people-indexes/',
  '/api-logs',
  '/api-logs/',
  '/api-logs/?q',
  '/docs/api/PEOPLE-index/',
];
const flags = [false, true];

describe('matchLiteralPath', () => {
  it('gives what react-router matchPath gives, for every plain path, URL and option', () => {
    let compared = 0;
    for (const path of paths)
      for (const pathname of pathnames)
        for (const exact of flags)
          for (const strict of flags)
            for (const sensitive of flags) {
              const options = {path, exact, strict, sensitive};
              const label = JSON.stringify({pathname, ...options});
              expect(matchLiteralPath(pathname, options), label).toEqual(matchPath(pathname, options));
              compared += 1;
            }
    expect(compared).toBe(paths.length * pathnames.length * 8);
  });

  it('matches a page URL with or without its trailing slash, and nothing longer, when exact', () => {
    const options = {path: '/docs/api/people-index/', exact: true};
    expect(matchLiteralPath('/docs/api/people-index/', options)).toMatchObject({isExact: true, url: '/docs/api/people-index/'});
    expect(matchLiteralPath('/docs/api/people-index', options)).toMatchObject({isExact: true});
    expect(matchLiteralPath('/docs/api/people-index/more', options)).toBeNull();
  });

  it('leaves patterns, arrays, string options and non-ASCII case folding to matchPath', () => {
    expect(matchLiteralPath('/docs/a', {path: '/docs/:id'})).toBeUndefined();
    expect(matchLiteralPath('/docs/a', {path: '/docs/(a|b)'})).toBeUndefined();
    expect(matchLiteralPath('/docs/a', {path: '/docs/*'})).toBeUndefined();
    expect(matchLiteralPath('/docs/a', {path: '/docs/\\:a'})).toBeUndefined();
    expect(matchLiteralPath('/docs', {path: ['/docs', '/api']})).toBeUndefined();
    expect(matchLiteralPath('/docs', '/docs')).toBeUndefined();
    expect(matchLiteralPath('/docs', {})).toBeUndefined();
    expect(matchLiteralPath('/ÉTÉ', {path: '/été'})).toBeUndefined();
    expect(matchLiteralPath('/été', {path: '/été', sensitive: true})).toEqual(matchPath('/été', {path: '/été', sensitive: true}));
  });
});
