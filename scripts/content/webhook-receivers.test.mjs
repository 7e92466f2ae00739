/**
 * The verification code of the delivery-headers guide, taken from the MDX the reader copies it from.
 * Each receiver whose toolchain this machine has is started and sent known deliveries: Node.js,
 * Python, Java, Go, PHP (its built-in server) and Ruby (Sinatra); the shell check with openssl is run
 * on known bodies. The C# receiver needs the .NET SDK, which Debian does not package, so it is parsed
 * with tree-sitter's C# grammar (a syntax check; a broken copy proves the check can fail).
 * `.ci/run` installs Go, PHP and Ruby with Sinatra from Debian; under CI (CI set) every toolchain is
 * required, so none of these tests can be skipped there. Elsewhere a missing toolchain is skipped, or
 * syntax-checked where only a checker is present (gofmt, ruby -c).
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
const hasSinatra = has('ruby') && spawnSync('ruby', ['-e', 'require "sinatra/base"; require "webrick"']).status === 0;
const ON_CI = Boolean(process.env.CI);
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

/**
 * Starts a receiver on a free port and waits until it accepts connections (at most `timeout` ms).
 * The port is in the environment as PORT; `args` may also be a function of it, for a command that
 * takes its address as an argument.
 */
async function start(command, args, cwd, timeout = 20000) {
  const port = await freePort();
  const argv = typeof args === 'function' ? args(port) : args;
  const child = spawn(command, argv, {cwd, env: {...process.env, PORT: String(port), SALESLOFT_CALLBACK_TOKEN: TOKEN}, stdio: ['ignore', 'pipe', 'pipe']});
  children.push(child);
  await waitForPort(port, child, command, timeout);
  return port;
}

/** Waits until `child` accepts connections on `port`; fails with its output if it exits first or takes over `timeout` ms. */
async function waitForPort(port, child, command, timeout = 20000) {
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  const deadline = Date.now() + timeout;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${command} exited with ${child.exitCode}: ${output}`);
    const open = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`${command} did not listen on ${port}: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Where tree-sitter's C# grammar finds an error or a missing token in `code`, as "line:column" strings. */
async function csharpSyntaxErrors(code) {
  const {Parser, Language} = await import('web-tree-sitter');
  await Parser.init();
  const parser = new Parser();
  parser.setLanguage(await Language.load(path.join(root, 'node_modules/tree-sitter-c-sharp/tree-sitter-c_sharp.wasm')));
  const errors = [];
  const walk = (node) => {
    if (node.isError || node.isMissing) errors.push(`${node.startPosition.row + 1}:${node.startPosition.column + 1}`);
    for (const child of node.children) walk(child);
  };
  walk(parser.parse(code).rootNode);
  return errors;
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

  it('the CI toolchains are here: Node.js, Python and openssl everywhere; Java, Go, PHP and Ruby with Sinatra under CI', () => {
    expect(has('python3')).toBe(true);
    expect(has('openssl')).toBe(true);
    if (!ON_CI) return;
    expect({java: has('java'), go: has('go'), php: has('php'), sinatra: hasSinatra}).toEqual({java: true, go: true, php: true, sinatra: true});
  });

  it.skipIf(!has('go'))('Go: builds and answers the known deliveries', async () => {
    const dir = fs.mkdtempSync(path.join(work, 'go-'));
    fs.writeFileSync(path.join(dir, 'main.go'), tabs.get('go').code);
    // A file outside any module builds with the standard library alone; the build cache stays in the temporary folder.
    const env = {...process.env, GOCACHE: path.join(dir, '.cache'), GOPATH: path.join(dir, '.gopath'), GOFLAGS: '-mod=mod', GO111MODULE: 'auto'};
    const built = spawnSync('go', ['build', '-o', 'receiver', 'main.go'], {cwd: dir, env, encoding: 'utf8'});
    expect(built.stderr).toBe('');
    expect(built.status).toBe(0);
    await expectKnownAnswers(await start(path.join(dir, 'receiver'), [], dir));
  }, 120000);

  it.skipIf(has('go') || !has('gofmt'))('Go: gofmt parses it (no go command here)', () => {
    fs.writeFileSync(path.join(work, 'main.go'), tabs.get('go').code);
    expect(spawnSync('gofmt', ['-e', '-l', 'main.go'], {cwd: work, encoding: 'utf8'}).status).toBe(0);
  });

  it.skipIf(!has('php'))('PHP: php -l accepts it and its built-in server answers the known deliveries', async () => {
    const dir = fs.mkdtempSync(path.join(work, 'php-'));
    fs.writeFileSync(path.join(dir, 'receiver.php'), tabs.get('php').code);
    const lint = spawnSync('php', ['-l', 'receiver.php'], {cwd: dir, encoding: 'utf8'});
    expect(lint.stdout).toContain('No syntax errors detected');
    // The command the receiver's own first comment gives, bound to the loopback address.
    await expectKnownAnswers(await start('php', (port) => ['-S', `127.0.0.1:${port}`, 'receiver.php'], dir));
  }, 60000);

  it.skipIf(!hasSinatra)('Ruby: the Sinatra app answers the known deliveries', async () => {
    const dir = fs.mkdtempSync(path.join(work, 'ruby-'));
    fs.writeFileSync(path.join(dir, 'app.rb'), tabs.get('ruby').code);
    expect(spawnSync('ruby', ['-c', 'app.rb'], {cwd: dir, encoding: 'utf8'}).stdout).toContain('Syntax OK');
    await expectKnownAnswers(await start('ruby', ['app.rb'], dir, 60000));
  }, 90000);

  it.skipIf(hasSinatra || !has('ruby'))('Ruby: ruby -c accepts it (no Sinatra here)', () => {
    fs.writeFileSync(path.join(work, 'app.rb'), tabs.get('ruby').code);
    expect(spawnSync('ruby', ['-c', 'app.rb'], {cwd: work, encoding: 'utf8'}).stdout).toContain('Syntax OK');
  });

  it('C#: tree-sitter\'s C# grammar parses it without an error, and finds the error in a broken copy', async () => {
    const code = tabs.get('csharp').code;
    expect(await csharpSyntaxErrors(code)).toEqual([]);
    const broken = code.replace('return Results.NoContent();', 'return Results.NoContent()');
    expect(broken).not.toBe(code);
    expect((await csharpSyntaxErrors(broken)).length).toBeGreaterThan(0);
  });
});
