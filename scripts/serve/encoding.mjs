/**
 * Content negotiation of the static server: which encoding to send for an `Accept-Encoding` header,
 * and which files are worth compressing.
 */

/** The encodings the server produces, best first: brotli wins a tie with gzip (smaller output). */
export const ENCODINGS = /** @type {const} */ (['br', 'gzip']);

/**
 * Parses `Accept-Encoding` into a map of coding to quality (RFC 9110, 12.5.3). Unparseable
 * qualities count as 0, so a malformed entry never enables an encoding.
 * @param {string | undefined} header
 * @returns {Map<string, number>}
 */
export function parseAcceptEncoding(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [coding, ...params] = part.trim().split(';');
    const name = coding.trim().toLowerCase();
    if (!name) continue;
    let quality = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key.trim().toLowerCase() === 'q') {
        const q = Number(value);
        quality = Number.isFinite(q) && q >= 0 && q <= 1 ? q : 0;
      }
    }
    accepted.set(name, quality);
  }
  return accepted;
}

/**
 * The encoding to send: the acceptable one (quality above 0) with the highest quality, brotli
 * before gzip on a tie, `*` standing for any coding not named; `identity` when none is acceptable.
 * @param {string | undefined} header
 * @param {readonly string[]} [available]
 * @returns {'br' | 'gzip' | 'identity'}
 */
export function negotiateEncoding(header, available = ENCODINGS) {
  const accepted = parseAcceptEncoding(header);
  let best = /** @type {'br' | 'gzip' | 'identity'} */ ('identity');
  let bestQuality = 0;
  for (const encoding of ENCODINGS) {
    if (!available.includes(encoding)) continue;
    const quality = accepted.get(encoding) ?? accepted.get('*') ?? 0;
    if (quality > bestQuality) {
      best = encoding;
      bestQuality = quality;
    }
  }
  return best;
}

/** Media types that compress well; images, fonts and archives are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json|xml|yaml|wasm)|image\/svg\+xml)/;

/** Below this size compression saves less than the header overhead, as CDNs also reckon. */
export const MIN_COMPRESS_BYTES = 1024;

/**
 * @param {string} contentType
 * @param {number} size
 */
export function isCompressible(contentType, size) {
  return size >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(contentType);
}
