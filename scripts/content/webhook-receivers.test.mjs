/**
 * The verification code of the delivery-headers guide, taken from the MDX the reader copies it from:
 * each receiver whose toolchain this machine has (Node.js, Python, Java; the shell check with
 * openssl) is started and sent known deliveries, and the others are syntax-checked where a checker
 * is installed (gofmt, ruby -c, php -l). Nothing is installed here; a missing toolchain is skipped,
 * and the ones every CI machine has (Node.js, Python, openssl) are required.
 */
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import {createHmac} from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {afterAll, describe, expect, it} from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const GUIDE = path.join(root, 'docs/platform/webhooks/delivery-headers.mdx');

/** The first code block of each tab of the guide's verification tab group, by tab value. */
function verificationCode(mdx) {
  const start = mdx.indexOf('<Tabs groupId="code-language">', mdx.indexOf('## Verifying the signature'));
  const group = mdx.slice(start, mdx.indexOf('</Tabs>', start));
  const tabs = new Map();
  for (const match of group.matchAll(/<TabItem value="([a-z]+)" label="[^"]+">\n\n```([a-z]+)\n([\s\S]*?)\n```/g)) tabs.set(match[1], {language: match[2], code: `${match[3]}\n`});
  return {tabs, groupTag: group.slice(0, group.indexOf('>') + 1)};
}

const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;
const TOKEN = 'wh_tok_8f3c2a9d41e7b6';
const BODY = '{"id":5012,"first_name":"Dana","last_name":"Reyes","email_address":"dana.reyes@example.com","updated_at":"2025-03-04T15:22:10.481516Z"}';
const SIGNATURE = 'ebbd132edef0aa46b38c21d2ef242afd72fa00e2';

const mdx = fs.readFileSync(GUIDE, 'utf8');
const {tabs, groupTag} = verificationCode(mdx);
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'receivers-'));
const children = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  fs.rmSync(work, {recursive: true, force: true});
});

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function post(port, {body = BODY, signature = SIGNATURE, event = 'person_updated'} = {}) {
  const headers = {'Content-Type': 'application/json', 'x-salesloft-event': event};
  if (signature !== null) headers['x-salesloft-signature'] = signature;
  const response = await fetch(`http://127.0.0.1:${port}/salesloft/webhooks`, {method: 'POST', headers, body});
  return response.status;
}

/** Starts a receiver and waits until it accepts connections (at most `timeout` ms). */
async function start(command, args, cwd, timeout = 20000) {
  const port = await freePort();
  const child = spawn(command, args, {cwd, env: {...process.env, PORT: String(port), SALESLOFT_CALLBACK_TOKEN: TOKEN}, stdio: ['ignore', 'pipe', 'pipe']});
  children.push(child);
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}: ${output}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return port;
    if (Date.now() > deadline) throw new Error(`${command} did not listen on ${port}: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The known deliveries every receiver must answer alike. */
async function expectKnownAnswers(port, {parsesJson = true} = {}) {
  expect(await post(port)).toBe(204);
  expect(await post(port, {signature: ` ${SIGNATURE.toUpperCase()} `})).toBe(204);
  expect(await post(port, {body: BODY.replace('Dana', 'Dina')})).toBe(401);
  expect(await post(port, {body: JSON.stringify(JSON.parse(BODY), null, 2)})).toBe(401);
  expect(await post(port, {signature: null})).toBe(401);
  expect(await post(port, {signature: createHmac('sha1', 'another-token').update(BODY).digest('hex')})).toBe(401);
  expect(await post(port, {signature: SIGNATURE.slice(0, 39)})).toBe(401);
  if (parsesJson) {
    const notJson = 'not json';
    expect(await post(port, {body: notJson, signature: createHmac('sha1', TOKEN).update(notJson).digest('hex')})).toBe(400);
  }
}

describe('the verification code of the delivery-headers guide', () => {
  it('has eight languages in one tab group that remembers the reader\'s language', () => {
    expect(groupTag).toBe('<Tabs groupId="code-language">');
    expect([...tabs.keys()]).toEqual(['nodejs', 'python', 'ruby', 'go', 'java', 'csharp', 'php', 'shell']);
    expect([...tabs.values()].map((t) => t.language)).toEqual(['javascript', 'python', 'ruby', 'go', 'java', 'csharp', 'php', 'bash']);
  });

  it('uses the known vector of the page: the signature it shows is the HMAC-SHA1 of its body', () => {
    expect(createHmac('sha1', TOKEN).update(BODY).digest('hex')).toBe(SIGNATURE);
    expect(mdx).toContain(`x-salesloft-signature: ${SIGNATURE}\n\n${BODY}\n`);
  });

  it('compares in constant time in every receiver', () => {
    const calls = {nodejs: 'timingSafeEqual(', python: 'hmac.compare_digest(', ruby: 'Rack::Utils.secure_compare(', go: 'hmac.Equal(', java: 'MessageDigest.isEqual(', csharp: 'CryptographicOperations.FixedTimeEquals(', php: 'hash_equals('};
    for (const [tab, call] of Object.entries(calls)) expect(tabs.get(tab).code, tab).toContain(call);
  });

  it('Node.js: answers the known deliveries', async () => {
    fs.writeFileSync(path.join(work, 'server.mjs'), tabs.get('nodejs').code);
    await expectKnownAnswers(await start(process.execPath, ['server.mjs'], work));
  });

  it.skipIf(!has('python3'))('Python: answers the known deliveries', async () => {
    fs.writeFileSync(path.join(work, 'receiver.py'), tabs.get('python').code);
    await expectKnownAnswers(await start('python3', ['receiver.py'], work));
  });

  it.skipIf(!has('java'))('Java: answers the known deliveries (single-file launch)', async () => {
    const dir = fs.mkdtempSync(path.join(work, 'java-'));
    fs.writeFileSync(path.join(dir, 'Receiver.java'), tabs.get('java').code);
    await expectKnownAnswers(await start('java', ['Receiver.java'], dir, 60000), {parsesJson: false});
  }, 90000);

  it.skipIf(!has('openssl'))('shell: the openssl check says valid for the known delivery and invalid otherwise', () => {
    const run = (body, signature) => {
      fs.writeFileSync(path.join(work, 'body.json'), body);
      return execFileSync('bash', ['-c', tabs.get('shell').code], {cwd: work, env: {...process.env, SALESLOFT_CALLBACK_TOKEN: TOKEN, SIGNATURE: signature}, encoding: 'utf8'}).trim();
    };
    expect(run(BODY, SIGNATURE)).toBe('valid');
    expect(run(BODY, ` ${SIGNATURE.toUpperCase()}\n`)).toBe('valid');
    expect(run(`${BODY}\n`, SIGNATURE)).toBe('invalid');
    expect(run(BODY, createHmac('sha1', 'another-token').update(BODY).digest('hex'))).toBe('invalid');
  });

  it('the CI toolchains are here: Node.js, Python and openssl', () => {
    expect(has('python3')).toBe(true);
    expect(has('openssl')).toBe(true);
  });

  it.skipIf(!has('gofmt'))('Go: gofmt parses it', () => {
    fs.writeFileSync(path.join(work, 'main.go'), tabs.get('go').code);
    expect(spawnSync('gofmt', ['-e', '-l', 'main.go'], {cwd: work, encoding: 'utf8'}).status).toBe(0);
  });

  it.skipIf(!has('ruby'))('Ruby: ruby -c accepts it', () => {
    fs.writeFileSync(path.join(work, 'app.rb'), tabs.get('ruby').code);
    expect(spawnSync('ruby', ['-c', 'app.rb'], {cwd: work, encoding: 'utf8'}).stdout).toContain('Syntax OK');
  });

  it.skipIf(!has('php'))('PHP: php -l accepts it', () => {
    fs.writeFileSync(path.join(work, 'receiver.php'), tabs.get('php').code);
    expect(spawnSync('php', ['-l', 'receiver.php'], {cwd: work, encoding: 'utf8'}).status).toBe(0);
  });
});
