import {describe, expect, it} from 'vitest';
import {isCompressible, MIN_COMPRESS_BYTES, negotiateEncoding, parseAcceptEncoding} from './encoding.mjs';

describe('parseAcceptEncoding', () => {
  it('reads codings and qualities, case-insensitively', () => {
    expect(parseAcceptEncoding('gzip, BR;q=0.5, *;q=0')).toEqual(
      new Map([
        ['gzip', 1],
        ['br', 0.5],
        ['*', 0],
      ]),
    );
  });
  it('counts a malformed quality as 0', () => {
    expect(parseAcceptEncoding('br;q=lots, gzip;q=2').get('br')).toBe(0);
    expect(parseAcceptEncoding('gzip;q=2').get('gzip')).toBe(0);
  });
});

describe('negotiateEncoding', () => {
  it("prefers brotli when both are accepted equally (Chromium's gzip, deflate, br, zstd)", () => {
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
  });
  it('follows the qualities the client gives', () => {
    expect(negotiateEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
  });
  it('uses gzip for clients without brotli', () => {
    expect(negotiateEncoding('gzip, deflate')).toBe('gzip');
  });
  it('reads * as any coding not named', () => {
    expect(negotiateEncoding('*')).toBe('br');
    expect(negotiateEncoding('br;q=0, *')).toBe('gzip');
  });
  it('sends the file as it is when nothing usable is accepted', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('')).toBe('identity');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding('deflate, zstd')).toBe('identity');
    expect(negotiateEncoding('*;q=0')).toBe('identity');
  });
  it('only offers the encodings available', () => {
    expect(negotiateEncoding('br, gzip', ['gzip'])).toBe('gzip');
  });
});

describe('isCompressible', () => {
  it('compresses text formats from 1 KiB, never images, fonts or small files', () => {
    expect(isCompressible('text/html; charset=utf-8', 5000)).toBe(true);
    expect(isCompressible('text/javascript; charset=utf-8', MIN_COMPRESS_BYTES)).toBe(true);
    expect(isCompressible('application/json; charset=utf-8', 5000)).toBe(true);
    expect(isCompressible('application/yaml; charset=utf-8', 5000)).toBe(true);
    expect(isCompressible('image/svg+xml', 5000)).toBe(true);
    expect(isCompressible('image/png', 5000)).toBe(false);
    expect(isCompressible('font/woff2', 5000)).toBe(false);
    expect(isCompressible('text/html; charset=utf-8', MIN_COMPRESS_BYTES - 1)).toBe(false);
  });
});
