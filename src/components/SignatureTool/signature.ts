/**
 * The signature tool's logic, free of React: the HMAC-SHA1 Salesloft puts in x-salesloft-signature,
 * computed with Web Crypto (nothing leaves the browser), the reason a pasted signature does not
 * match, and the curl command that replays a delivery.
 */

/** One example delivery of the spec (written by scripts/openapi/generate.mjs). */
export interface ExampleDelivery {
  event: string;
  /** The event page's doc id (its slug below /docs/api/). */
  operationId: string;
  /** The example body as raw text: compact JSON, the bytes the example signature is computed over. */
  body: string;
  /** The example signature, keyed with EXAMPLE_TOKEN. */
  signature: string;
}

/** The callback token the spec's example signatures and the delivery-headers guide use. */
export const EXAMPLE_TOKEN = 'wh_tok_8f3c2a9d41e7b6';

const encoder = new TextEncoder();

/** Whether this browser offers Web Crypto's HMAC (it does only in a secure context: HTTPS or localhost). */
export function hasWebCrypto(): boolean {
  return typeof globalThis.crypto?.subtle?.importKey === 'function';
}

/** Lower-case hex HMAC-SHA1 of the UTF-8 bytes of `body`, keyed with the UTF-8 bytes of `token`. */
export async function hmacSha1Hex(token: string, body: string): Promise<string> {
  const key = await globalThis.crypto.subtle.importKey('raw', encoder.encode(token), {name: 'HMAC', hash: 'SHA-1'}, false, ['sign']);
  const digest = new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(body)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type Verdict =
  | {kind: 'empty'}
  | {kind: 'malformed'; message: string}
  | {kind: 'match'; message: string}
  | {kind: 'whitespace'; message: string}
  | {kind: 'other-key'; message: string}
  | {kind: 'other-body'; message: string}
  | {kind: 'mismatch'; message: string};

/** Bodies with the same JSON as `body` but other whitespace: compact, indented, trimmed, with or without a final newline, CRLF. */
function whitespaceVariants(body: string): Array<{label: string; text: string}> {
  const variants: Array<{label: string; text: string}> = [];
  try {
    const value: unknown = JSON.parse(body);
    variants.push({label: 'the same JSON without whitespace (as Salesloft sends it)', text: JSON.stringify(value)});
    variants.push({label: 'the same JSON indented with two spaces', text: JSON.stringify(value, null, 2)});
    variants.push({label: 'the same JSON indented with four spaces', text: JSON.stringify(value, null, 4)});
  } catch {
    // Not JSON: only the whitespace at the ends and the line endings can be tried.
  }
  variants.push({label: 'the body without whitespace at its ends', text: body.trim()});
  variants.push({label: 'the body with a newline at its end', text: `${body}\n`});
  variants.push({label: 'the body with Windows line endings', text: body.replace(/\r?\n/g, '\r\n')});
  const seen = new Set([body]);
  return variants.filter((variant) => !seen.has(variant.text) && seen.add(variant.text));
}

/**
 * Compares a pasted signature with the body and token and says why they differ: whitespace changed
 * (the signature fits the same JSON with other whitespace), another key (it fits this body with the
 * example token), another body (it fits an example delivery), or no explanation found.
 */
export async function diagnose({token, body, received, examples}: {token: string; body: string; received: string; examples: readonly ExampleDelivery[]}): Promise<Verdict> {
  const pasted = received.trim();
  if (pasted === '') return {kind: 'empty'};
  const candidate = pasted.toLowerCase().replace(/^sha1=/, '');
  if (!/^[0-9a-f]{40}$/.test(candidate)) {
    return {kind: 'malformed', message: `Not an x-salesloft-signature: it has 40 hexadecimal characters, this has ${candidate.length} character${candidate.length === 1 ? '' : 's'}${/[^0-9a-f]/.test(candidate) ? ', some of them not hexadecimal' : ''}.`};
  }
  const expected = await hmacSha1Hex(token, body);
  if (candidate === expected) {
    const note = candidate !== pasted ? ' (after trimming and lower-casing what you pasted; Salesloft sends lower-case hex)' : '';
    return {kind: 'match', message: `Match: this body was signed with this token${note}.`};
  }
  for (const variant of whitespaceVariants(body)) {
    if ((await hmacSha1Hex(token, variant.text)) === candidate) {
      return {
        kind: 'whitespace',
        message: `No match, because the whitespace changed: the signature fits ${variant.label}, with this token. Verify the raw bytes as they arrive, before any parsing or re-serializing.`,
      };
    }
  }
  if (token !== EXAMPLE_TOKEN && (await hmacSha1Hex(EXAMPLE_TOKEN, body)) === candidate) {
    return {kind: 'other-key', message: `No match, because the key differs: the signature fits this body signed with the example token ${EXAMPLE_TOKEN}, not with your token.`};
  }
  const example = examples.find((e) => e.signature === candidate);
  if (example) {
    return {kind: 'other-body', message: `No match, because the body differs: the signature belongs to the example body of ${example.event} signed with the example token ${EXAMPLE_TOKEN}.`};
  }
  return {
    kind: 'mismatch',
    message: 'No match. Either the token is not the callback_token of the subscription that sent the delivery, or the body is not the exact bytes Salesloft signed (a proxy, a body parser or a change of character encoding can alter them).',
  };
}

/** A shell word in single quotes; a single quote inside becomes '\'' . */
export function shellQuote(text: string): string {
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

/**
 * The curl command that replays a delivery to the reader's own URL: the event and signature headers
 * and the body byte for byte (`--data-binary`, so curl neither strips newlines nor re-encodes it).
 */
export function replayCurl({url, event, signature, body}: {url: string; event: string; signature: string; body: string}): string {
  return [
    `curl -i -X POST ${shellQuote(url)} \\`,
    `  -H 'Content-Type: application/json' \\`,
    `  -H ${shellQuote(`x-salesloft-event: ${event}`)} \\`,
    `  -H ${shellQuote(`x-salesloft-signature: ${signature}`)} \\`,
    `  --data-binary ${shellQuote(body)}`,
  ].join('\n');
}
