import {EventEmitter} from 'node:events';
import {describe, expect, it} from 'vitest';
import * as launcher from '../../scripts/start/launch.mjs';
import {apiDocsPlugin} from '../../config/openapi';
import {afterApiGeneration, apiGenerated, DONE, GATE_ENV, GENERATED_MESSAGE, PENDING, WAITING_MESSAGE, type GateProcess} from './index';

/** A stand-in for the server process: its env, and an IPC channel the test talks through. */
function fakeProcess(env: NodeJS.ProcessEnv, ipc = true): GateProcess & EventEmitter & {sent: unknown[]} {
  const proc = Object.assign(new EventEmitter(), {env, sent: [] as unknown[]}) as GateProcess & EventEmitter & {sent: unknown[]};
  if (ipc) {
    proc.connected = true;
    proc.send = (message) => proc.sent.push(message);
  }
  return proc;
}

const quiet = () => {};

describe('apiGenerated', () => {
  it('resolves at once without a launcher (`docusaurus start` run directly, with docs/api/ already there)', async () => {
    await expect(apiGenerated(fakeProcess({}, false), quiet)).resolves.toBeUndefined();
  });

  it('asks the launcher and waits for it to report the generation, then marks it done for reloads of the config', async () => {
    const proc = fakeProcess({[GATE_ENV]: PENDING});
    let settled = false;
    const gate = apiGenerated(proc, quiet).then(() => (settled = true));
    expect(proc.sent).toEqual([WAITING_MESSAGE]);
    proc.emit('message', 'something else');
    await new Promise((r) => setTimeout(r, 10));
    expect(settled).toBe(false);
    proc.emit('message', GENERATED_MESSAGE);
    await gate;
    expect(proc.env[GATE_ENV]).toBe(DONE);
    expect(proc.listenerCount('message') + proc.listenerCount('disconnect')).toBe(0);
    // The config loaded afresh after an edit: no second wait.
    await expect(apiGenerated(proc, quiet)).resolves.toBeUndefined();
  });

  it('fails when the launcher goes away without reporting the generation', async () => {
    const proc = fakeProcess({[GATE_ENV]: PENDING});
    const gate = apiGenerated(proc, quiet);
    proc.emit('disconnect');
    await expect(gate).rejects.toThrow(/npm start stopped before the API reference was generated/);
  });

  it('fails when told to wait with no launcher to hear from', async () => {
    await expect(apiGenerated(fakeProcess({[GATE_ENV]: PENDING}, false), quiet)).rejects.toThrow(/no launcher/);
  });

  it('says what it waits for when the answer does not come at once', async () => {
    const proc = fakeProcess({[GATE_ENV]: PENDING});
    const lines: string[] = [];
    const gate = apiGenerated(proc, (line) => lines.push(line), 5);
    await new Promise((r) => setTimeout(r, 30));
    proc.emit('message', GENERATED_MESSAGE);
    await gate;
    expect(lines).toEqual(['[api-generation-gate] the API reference loads once docs/api/ is generated']);
  });

  it('says nothing when the answer comes at once', async () => {
    const proc = fakeProcess({[GATE_ENV]: PENDING});
    const lines: string[] = [];
    const gate = apiGenerated(proc, (line) => lines.push(line), 5);
    proc.emit('message', GENERATED_MESSAGE);
    await gate;
    await new Promise((r) => setTimeout(r, 30));
    expect(lines).toEqual([]);
  });
});

describe('afterApiGeneration', () => {
  it("keeps the instance's options and validates them as the docs plugin does", async () => {
    const [gated, options] = afterApiGeneration(apiDocsPlugin) as [{validateOptions: (args: unknown) => unknown}, Record<string, unknown>];
    expect(options).toBe((apiDocsPlugin as [string, unknown])[1]);
    const {validateOptions} = await import('@docusaurus/plugin-content-docs');
    const {normalizePluginOptions} = await import('@docusaurus/utils-validation');
    const args = () => ({options: {...options}, validate: normalizePluginOptions});
    expect(gated.validateOptions(args())).toEqual(validateOptions(args() as never));
  });

  it('takes a [module name, options] entry only', () => {
    expect(() => afterApiGeneration(() => ({name: 'x'}))).toThrow(/\[module name, options\]/);
  });
});

describe('the launcher (scripts/start/launch.mjs)', () => {
  it('uses the variable and message the gate listens for', () => {
    expect([launcher.GATE_ENV, launcher.PENDING, launcher.WAITING_MESSAGE, launcher.GENERATED_MESSAGE]).toEqual([GATE_ENV, PENDING, WAITING_MESSAGE, GENERATED_MESSAGE]);
  });
});
