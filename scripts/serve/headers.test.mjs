import {describe, expect, it} from 'vitest';
import {HeadersSyntaxError, headersFor, matchesPath, parseHeaders} from './headers.mjs';

const SAMPLE = `# Generated: do not edit.

/*
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-abc='
  X-Frame-Options: DENY

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/docs/api/
  X-Robots-Tag: noindex
  X-Frame-Options: SAMEORIGIN
`;

describe('parseHeaders', () => {
  it('reads rules in file order, skipping comments and blank lines; values keep their colons and quotes', () => {
    expect(parseHeaders(SAMPLE)).toEqual([
      {
        path: '/*',
        line: 3,
        headers: [
          ['Content-Security-Policy', "default-src 'self'; script-src 'self' 'sha256-abc='"],
          ['X-Frame-Options', 'DENY'],
        ],
      },
      {path: '/assets/*', line: 7, headers: [['Cache-Control', 'public, max-age=31536000, immutable']]},
      {
        path: '/docs/api/',
        line: 10,
        headers: [
          ['X-Robots-Tag', 'noindex'],
          ['X-Frame-Options', 'SAMEORIGIN'],
        ],
      },
    ]);
  });

  it('accepts CRLF line ends and tab indentation', () => {
    expect(parseHeaders('/*\r\n\tA: b\r\n')).toEqual([{path: '/*', line: 1, headers: [['A', 'b']]}]);
  });

  it('rejects what it does not support, naming the line', () => {
    expect(() => parseHeaders('  A: b')).toThrow(/line 1: a header must follow a path/);
    expect(() => parseHeaders('/*\n  no colon')).toThrow(/line 2: expected "Name: value"/);
    expect(() => parseHeaders('/*\n  Bad Name: x')).toThrow(/invalid header name/);
    expect(() => parseHeaders('/*\n  ! X-Frame-Options')).toThrow(/removing headers/);
    expect(() => parseHeaders('/blog/:slug\n  A: b')).toThrow(/placeholders/);
    expect(() => parseHeaders('https://example.com/*\n  A: b')).toThrow(/beginning with "\/"/);
    expect(() => parseHeaders('/*')).not.toThrow();
    expect(() => parseHeaders('  A: b')).toThrow(HeadersSyntaxError);
  });
});

describe('matchesPath', () => {
  it('matches literal paths exactly', () => {
    expect(matchesPath('/docs/api/', '/docs/api/')).toBe(true);
    expect(matchesPath('/docs/api/', '/docs/api')).toBe(false);
    expect(matchesPath('/docs/api/', '/docs/api/people/')).toBe(false);
  });
  it('lets * match any characters, slashes included, anywhere in the pattern', () => {
    expect(matchesPath('/*', '/')).toBe(true);
    expect(matchesPath('/*', '/docs/platform/intro/')).toBe(true);
    expect(matchesPath('/assets/*', '/assets/js/main.3450322f.js')).toBe(true);
    expect(matchesPath('/assets/*', '/assets')).toBe(false);
    expect(matchesPath('/assets/*', '/img/logo.svg')).toBe(false);
    expect(matchesPath('/search-index/index.*.json', '/search-index/index.ab12.json')).toBe(true);
    expect(matchesPath('/search-index/index.*.json', '/search-index/indexXab12.json')).toBe(false);
  });
  it('treats regular-expression characters in patterns literally', () => {
    expect(matchesPath('/a+b(c)/*', '/a+b(c)/x')).toBe(true);
    expect(matchesPath('/a+b(c)/*', '/aab(c)/x')).toBe(false);
  });
});

describe('headersFor', () => {
  const rules = parseHeaders(SAMPLE);
  it('applies every matching rule', () => {
    expect(headersFor(rules, '/assets/js/main.js')).toEqual({
      'Content-Security-Policy': "default-src 'self'; script-src 'self' 'sha256-abc='",
      'X-Frame-Options': 'DENY',
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersFor(rules, '/docs/platform/')).not.toHaveProperty('Cache-Control');
  });
  it('joins the values of a header named by two matching rules with a comma, as the hosts do', () => {
    expect(headersFor(rules, '/docs/api/')['X-Frame-Options']).toBe('DENY, SAMEORIGIN');
    expect(headersFor(parseHeaders('/*\n  x-a: 1\n/x\n  X-A: 2\n'), '/x')).toEqual({'x-a': '1, 2'});
  });
  it('gives nothing without rules', () => {
    expect(headersFor([], '/')).toEqual({});
  });
});
