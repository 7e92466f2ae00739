import {base64UrlEncode, randomBytes} from './base64url';

/** PKCE verifier length in random bytes (SPEC 5 and 9): 32 bytes give a 43-character verifier. */
export const VERIFIER_BYTES = 32;

/** A fresh code verifier (RFC 7636 section 4.1): 32 random bytes, base64url without padding. */
export function createCodeVerifier(): string {
  return base64UrlEncode(randomBytes(VERIFIER_BYTES));
}

/** The S256 code challenge (RFC 7636 section 4.2): BASE64URL(SHA256(ASCII(verifier))). */
export async function createCodeChallenge(verifier: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64UrlEncode(new Uint8Array(digest));
}
