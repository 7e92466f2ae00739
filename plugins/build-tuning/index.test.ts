import {describe, expect, it} from 'vitest';
import buildTuningPlugin from './index';

type Config = {mode?: string; devtool?: string | false; optimization?: Record<string, unknown>};
const configure = (config: Config, isServer: boolean, options?: {devSourceMaps?: boolean}) =>
  (buildTuningPlugin(undefined, options).configureWebpack as unknown as (config: Config, isServer: boolean) => unknown)(config, isServer);

describe('build-tuning', () => {
  it('gives client chunks natural (short) ids in production, which the runtime maps on every page carry', () => {
    const client: Config = {mode: 'production', optimization: {chunkIds: 'deterministic'}};
    configure(client, false);
    expect(client.optimization?.chunkIds).toBe('natural');
    expect(() => configure({mode: 'production'}, false)).toThrow(/no optimization block/);
  });

  it('leaves the dev server its named ids: it compiles routes lazily, and natural ids would renumber its chunks as they appear', () => {
    const client: Config = {mode: 'development', optimization: {chunkIds: 'named'}};
    configure(client, false);
    expect(client.optimization?.chunkIds).toBe('named');
  });

  it('gives the dev bundle no source maps unless DOCS_DEV_SOURCE_MAPS asks for them, and leaves production alone', () => {
    const dev: Config = {mode: 'development', devtool: 'eval-cheap-module-source-map', optimization: {}};
    configure(dev, false);
    expect(dev.devtool).toBe('eval');
    const withMaps: Config = {mode: 'development', devtool: 'eval-cheap-module-source-map', optimization: {}};
    configure(withMaps, false, {devSourceMaps: true});
    expect(withMaps.devtool).toBe('eval-cheap-module-source-map');
    const production: Config = {mode: 'production', devtool: false, optimization: {}};
    configure(production, false);
    expect(production.devtool).toBe(false);
  });

  it('puts modules that server pages share in one chunk, and fails if Docusaurus stops disabling splitChunks there', () => {
    const server: Config = {optimization: {splitChunks: false}};
    configure(server, true);
    expect(server.optimization?.splitChunks).toMatchObject({cacheGroups: {shared: {name: 'server-shared', minChunks: 2}}});
    expect(() => configure({optimization: {splitChunks: {}}}, true)).toThrow(/review this plugin/);
  });

  it("tells postcss-loader not to search for a config file, and keeps Docusaurus' PostCSS plugins", () => {
    const fromDocusaurus = {ident: 'postcss', plugins: [['postcss-preset-env', {}]]};
    const options = buildTuningPlugin().configurePostCss!(fromDocusaurus as never) as unknown as Record<string, unknown>;
    expect(options).toEqual({ident: 'postcss', plugins: [['postcss-preset-env', {}]], config: false});
  });
});
