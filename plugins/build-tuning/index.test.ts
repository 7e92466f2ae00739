import {describe, expect, it} from 'vitest';
import buildTuningPlugin from './index';

type Config = {optimization?: Record<string, unknown>};
const configure = (config: Config, isServer: boolean) =>
  (buildTuningPlugin().configureWebpack as unknown as (config: Config, isServer: boolean) => unknown)(config, isServer);

describe('build-tuning', () => {
  it('gives client chunks natural (short) ids, which the runtime maps on every page carry', () => {
    const client: Config = {optimization: {chunkIds: 'deterministic'}};
    configure(client, false);
    expect(client.optimization?.chunkIds).toBe('natural');
    expect(() => configure({}, false)).toThrow(/no optimization block/);
  });

  it('puts modules that server pages share in one chunk, and fails if Docusaurus stops disabling splitChunks there', () => {
    const server: Config = {optimization: {splitChunks: false}};
    configure(server, true);
    expect(server.optimization?.splitChunks).toMatchObject({cacheGroups: {shared: {name: 'server-shared', minChunks: 2}}});
    expect(() => configure({optimization: {splitChunks: {}}}, true)).toThrow(/review this plugin/);
  });
});
