import {execFileSync} from 'node:child_process';
import {createHmac} from 'node:crypto';
import {describe, expect, it} from 'vitest';
import {diagnose, EXAMPLE_TOKEN, hmacSha1Hex, replayCurl, shellQuote, type ExampleDelivery, type Verdict} from './signature';

const messageOf = (verdict: Verdict) => ('message' in verdict ? verdict.message : '');

const nodeHmac = (token: string, body: string) => createHmac('sha1', token).update(body, 'utf8').digest('hex');
const body = '{"id":5012,"first_name":"Dana","last_name":"Reyes","email_address":"dana.reyes@example.com","updated_at":"2025-03-04T15:22:10.481516Z"}';
const examples: ExampleDelivery[] = [{event: 'person_updated', operationId: 'webhook-person-updated', body, signature: nodeHmac(EXAMPLE_TOKEN, body)}];

describe('hmacSha1Hex (Web Crypto)', () => {
  it('gives the known answers: RFC 2202 test cases and the delivery-headers example', async () => {
    expect(await hmacSha1Hex('Jefe', 'what do ya want for nothing?')).toBe('effcdf6ae5eb2fa2d27416d5f184df9c259a7c79');
    expect(await hmacSha1Hex('key', 'The quick brown fox jumps over the lazy dog')).toBe('de7c9b85b8b78aa6bc8a7a36f70a90701c9db4d9');
    expect(await hmacSha1Hex(EXAMPLE_TOKEN, body)).toBe('ebbd132edef0aa46b38c21d2ef242afd72fa00e2');
  });

  it('hashes UTF-8 bytes, as Node and Salesloft do', async () => {
    const text = '{"name":"Zoë Ødegård ✓"}';
    expect(await hmacSha1Hex('tøken', text)).toBe(nodeHmac('tøken', text));
  });
});

describe('diagnose', () => {
  const token = 'my-own-token';
  it('says nothing for an empty field and reports a malformed value', async () => {
    expect(await diagnose({token, body, received: '  ', examples})).toEqual({kind: 'empty'});
    expect(await diagnose({token, body, received: 'abc123', examples})).toEqual({kind: 'malformed', message: 'Not an x-salesloft-signature: it has 40 hexadecimal characters, this has 6 characters.'});
    expect(messageOf(await diagnose({token, body, received: 'z'.repeat(40), examples}))).toBe('Not an x-salesloft-signature: it has 40 hexadecimal characters, this has 40 characters, some of them not hexadecimal.');
  });

  it('matches, also after trimming and lower-casing', async () => {
    const signature = nodeHmac(token, body);
    expect(await diagnose({token, body, received: signature, examples})).toEqual({kind: 'match', message: 'Match: this body was signed with this token.'});
    expect(messageOf(await diagnose({token, body, received: ` ${signature.toUpperCase()} `, examples}))).toBe(
      'Match: this body was signed with this token (after trimming and lower-casing what you pasted; Salesloft sends lower-case hex).',
    );
  });

  it('explains a body whose whitespace changed', async () => {
    const pretty = JSON.stringify(JSON.parse(body), null, 2);
    const verdict = await diagnose({token, body: pretty, received: nodeHmac(token, body), examples});
    expect(verdict).toEqual({
      kind: 'whitespace',
      message: 'No match, because the whitespace changed: the signature fits the same JSON without whitespace (as Salesloft sends it), with this token. Verify the raw bytes as they arrive, before any parsing or re-serializing.',
    });
    expect((await diagnose({token, body: `${body}\n`, received: nodeHmac(token, body), examples})).kind).toBe('whitespace');
  });

  it('explains a signature made with another key (the example token)', async () => {
    expect(await diagnose({token, body, received: nodeHmac(EXAMPLE_TOKEN, body), examples})).toEqual({
      kind: 'other-key',
      message: `No match, because the key differs: the signature fits this body signed with the example token ${EXAMPLE_TOKEN}, not with your token.`,
    });
  });

  it('explains a signature of another body (an example delivery)', async () => {
    const other = '{"id":1}';
    expect(await diagnose({token: EXAMPLE_TOKEN, body: other, received: examples[0].signature, examples})).toEqual({
      kind: 'other-body',
      message: `No match, because the body differs: the signature belongs to the example body of person_updated signed with the example token ${EXAMPLE_TOKEN}.`,
    });
  });

  it('says when it finds no explanation', async () => {
    expect((await diagnose({token, body, received: nodeHmac('someone-else', body), examples})).kind).toBe('mismatch');
  });
});

describe('replayCurl', () => {
  it('sends the body byte for byte with the event and signature headers', () => {
    const command = replayCurl({url: 'http://localhost:3000/salesloft/webhooks', event: 'person_updated', signature: 'ab'.repeat(20), body: `{"note":"it's"}`});
    expect(command).toBe(
      [
        "curl -i -X POST 'http://localhost:3000/salesloft/webhooks' \\",
        "  -H 'Content-Type: application/json' \\",
        "  -H 'x-salesloft-event: person_updated' \\",
        `  -H 'x-salesloft-signature: ${'ab'.repeat(20)}' \\`,
        `  --data-binary '{"note":"it'\\''s"}'`,
      ].join('\n'),
    );
  });

  it('quotes for the shell: bash reads back the exact body', () => {
    const tricky = `{"a":"it's $HOME \`x\` \\\\ \\"q\\""}`;
    expect(execFileSync('bash', ['-c', `printf %s ${shellQuote(tricky)}`], {encoding: 'utf8'})).toBe(tricky);
  });
});
