import {describe, expect, it} from 'vitest';
import {base64UrlEncode} from './base64url';
import {createCodeChallenge, createCodeVerifier} from './pkce';

describe('PKCE (RFC 7636)', () => {
  it('matches the Appendix B example', async () => {
    // Appendix B: the verifier from these 32 octets, and its S256 challenge.
    const octets = new Uint8Array([
      116, 24, 223, 180, 151, 153, 224, 37, 79, 250, 96, 125, 216, 173, 187, 186, 22, 212, 37, 77, 105, 214, 191, 240,
      91, 88, 5, 88, 83, 132, 141, 121,
    ]);
    const verifier = base64UrlEncode(octets);
    expect(verifier).toBe('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk');
    expect(await createCodeChallenge(verifier)).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('creates 43-character base64url verifiers without padding, different every time', () => {
    const a = createCodeVerifier();
    const b = createCodeVerifier();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
  });

  it('creates a 43-character challenge without padding', async () => {
    expect(await createCodeChallenge(createCodeVerifier())).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
