import {EventEmitter} from 'node:events';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {commands, GATE_ENV, GENERATED_MESSAGE, launch, PENDING, READY_MESSAGE, statusOf, WAITING_MESSAGE} from './launch.mjs';

const root = '/site';

/** A stand-in for a spawned child: it records what it was sent and ends when told. */
class FakeChild extends EventEmitter {
  constructor(command) {
    super();
    this.command = command;
    this.pid = 1;
    this.exitCode = null;
    this.signalCode = null;
    this.connected = command[2].stdio.includes?.('ipc') ?? false;
    this.sent = [];
    this.killedWith = [];
  }
  send(message, callback) {
    this.sent.push(message);
    callback?.(null);
    return true;
  }
  disconnect() {
    this.connected = false;
  }
  kill(signal) {
    this.killedWith.push(signal);
    return true;
  }
  exit(code, signal = null) {
    this.exitCode = code;
    this.signalCode = signal;
    this.connected = false;
    this.emit('exit', code, signal);
  }
}

/** launch() with fake children: [generation, server], the promise of the status, and the log. */
function start(args = [], signals = []) {
  const children = [];
  const log = [];
  const status = launch(root, args, {
    spawn: (...command) => {
      const child = new FakeChild(command);
      children.push(child);
      return child;
    },
    log: (line) => log.push(line),
    signals,
  });
  return {generation: children[0], server: children[1], status, log};
}

describe('commands', () => {
  it('generates when changed, the checks after the pages, and starts the server with the arguments given, told to wait; both with an IPC channel', () => {
    const {generation, server} = commands(root, ['--port', '4500', '--no-open'], {HOME: '/home'});
    expect(generation[1]).toEqual([path.join(root, 'scripts/openapi/generate.mjs'), '--if-changed', '--deferred-checks']);
    expect(generation[2]).toMatchObject({cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc']});
    expect(server[1]).toEqual([path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'start', '--port', '4500', '--no-open']);
    expect(server[2]).toMatchObject({cwd: root, stdio: ['inherit', 'inherit', 'inherit', 'ipc'], env: {HOME: '/home', [GATE_ENV]: PENDING}});
  });
});

describe('launch', () => {
  it('starts both at once; the server, once it asks, hears that the generation succeeded, and ends npm start', async () => {
    const {generation, server, status} = start(['--port', '4500']);
    expect(generation.command[1][1]).toBe('--if-changed');
    expect(server.command[1]).toContain('start');
    server.emit('message', WAITING_MESSAGE);
    expect(server.sent).toEqual([]);
    generation.exit(0);
    expect(server.sent).toEqual([GENERATED_MESSAGE]);
    expect(server.connected).toBe(false);
    expect(server.killedWith).toEqual([]);
    server.exit(0);
    await expect(status).resolves.toBe(0);
  });

  it('lets the server go on once the generation says its pages are written, before it exits', async () => {
    const {generation, server, status} = start();
    server.emit('message', WAITING_MESSAGE);
    generation.emit('message', 'something else');
    expect(server.sent).toEqual([]);
    generation.emit('message', READY_MESSAGE);
    expect(server.sent).toEqual([GENERATED_MESSAGE]);
    generation.exit(0);
    expect(server.sent).toEqual([GENERATED_MESSAGE]);
    server.exit(0);
    await expect(status).resolves.toBe(0);
  });

  it('answers a server that asks after the generation said its pages are written', async () => {
    const {generation, server, status} = start();
    generation.emit('message', READY_MESSAGE);
    expect(server.sent).toEqual([]);
    server.emit('message', WAITING_MESSAGE);
    expect(server.sent).toEqual([GENERATED_MESSAGE]);
    generation.exit(0);
    server.exit(0);
    await expect(status).resolves.toBe(0);
  });

  it("keeps the server when the checks fail after the pages were written, says so, and exits with the generation's status", async () => {
    const {generation, server, status, log} = start();
    let resolved = false;
    status.then(() => (resolved = true));
    server.emit('message', WAITING_MESSAGE);
    generation.emit('message', READY_MESSAGE);
    generation.exit(1);
    expect(server.killedWith).toEqual([]);
    expect(log.join('\n')).toMatch(/checks failed after its pages were written \(generate.mjs ended with status 1; the errors are above\)\. The server goes on with the pages as generated; npm run build fails on these errors/);
    await new Promise((r) => setTimeout(r, 10));
    expect(resolved).toBe(false);
    server.exit(null, 'SIGINT');
    await expect(status).resolves.toBe(1);
  });

  it('stops the checks still running when the server ends, and exits with the server status', async () => {
    const {generation, server, status, log} = start();
    server.emit('message', WAITING_MESSAGE);
    generation.emit('message', READY_MESSAGE);
    server.exit(0);
    expect(generation.killedWith).toEqual(['SIGTERM']);
    generation.exit(null, 'SIGTERM');
    expect(log.join('\n')).not.toMatch(/checks failed/);
    await expect(status).resolves.toBe(0);
  });

  it('answers at once a server that asks after the generation is over (nothing to regenerate)', async () => {
    const {generation, server, status} = start();
    generation.exit(0);
    expect(server.sent).toEqual([]);
    server.emit('message', 'something else');
    expect(server.sent).toEqual([]);
    server.emit('message', WAITING_MESSAGE);
    expect(server.sent).toEqual([GENERATED_MESSAGE]);
    server.exit(0);
    await expect(status).resolves.toBe(0);
  });

  it("stops the server when the generation fails, and exits with the generation's status", async () => {
    const {generation, server, status, log} = start();
    server.emit('message', WAITING_MESSAGE);
    generation.exit(2);
    expect(server.sent).toEqual([]);
    expect(server.killedWith).toEqual(['SIGTERM']);
    expect(log.join('\n')).toMatch(/API reference was not generated \(generate.mjs ended with status 2\); stopping the development server/);
    server.exit(null, 'SIGTERM');
    await expect(status).resolves.toBe(2);
  });

  it('stops the generation when the server ends first, and exits with the server status once both are gone', async () => {
    const {generation, server, status, log} = start();
    let resolved = false;
    status.then(() => (resolved = true));
    server.exit(1);
    expect(generation.killedWith).toEqual(['SIGTERM']);
    expect(log.join('\n')).toMatch(/development server ended \(status 1\); stopping the API reference's generation/);
    await new Promise((r) => setTimeout(r, 10));
    expect(resolved).toBe(false);
    generation.exit(null, 'SIGTERM');
    await expect(status).resolves.toBe(1);
  });

  it('passes a signal sent to npm start alone on to both', async () => {
    const {generation, server, status} = start([], ['SIGUSR2']);
    process.emit('SIGUSR2', 'SIGUSR2');
    expect(generation.killedWith).toEqual(['SIGUSR2']);
    expect(server.killedWith).toEqual(['SIGUSR2']);
    generation.exit(null, 'SIGUSR2');
    server.exit(0);
    await expect(status).resolves.toBe(0);
    expect(process.listenerCount('SIGUSR2')).toBe(0);
  });

  it('fails when a child cannot be started', async () => {
    const {generation, server, status} = start();
    generation.exit(0);
    server.pid = undefined;
    server.emit('error', new Error('spawn ENOENT'));
    await expect(status).resolves.toBe(1);
  });
});

describe('statusOf', () => {
  it('is the exit code, or 128 + the signal number', () => {
    expect(statusOf({code: 3, signal: null})).toBe(3);
    expect(statusOf({code: null, signal: 'SIGTERM'})).toBe(143);
    expect(statusOf({code: null, signal: null})).toBe(1);
  });
});
