import path from 'node:path';
import {createRequire} from 'node:module';
import {afterAll, describe, expect, it} from 'vitest';
import clientWeightPlugin, {loaderTargets, replacements, tslibAlias} from './index';
import {fakeSite, installed, removeFakeSites} from './fake-site';
import {siteDir} from './upstream';

const require = createRequire(import.meta.url);
const nm = (file: string) => path.join(siteDir, 'node_modules', file);
afterAll(removeFakeSites);

describe('client-weight targets', () => {
  it('all exist in the installed packages, and the build checks match their real paths', () => {
    const {server, client} = replacements();
    const replaced = ['@docusaurus/theme-classic/lib/prism-include-languages.js', '@docusaurus/core/lib/client/docusaurus.js', '@docusaurus/theme-common/lib/hooks/useWindowSize.js'];
    expect(client.map((r, i) => r.upstream.test(nm(replaced[i]!)))).toEqual([true, true, true]);
    expect(server[0]!.upstream.test(path.join(siteDir, 'src/lib/highlight/runtime.ts'))).toBe(true);
    expect(server[0]!.upstream.test(path.join(siteDir, 'src/lib/highlight/runtime.server.ts'))).toBe(false);
    expect(tslibAlias().issuer.test(require.resolve('@docusaurus/utils-common'))).toBe(true);
    const rewritten = [
      nm('@docusaurus/core/lib/client/browserContext.js'),
      nm('@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js'),
      nm('@docusaurus/theme-common/lib/utils/reactUtils.js'),
      nm('react-router/esm/react-router.js'),
      path.join(siteDir, '.docusaurus/registry.js'),
      path.join(siteDir, '.docusaurus/routes.js'),
    ];
    expect(loaderTargets().map((e, i) => e.kind === 'present' && e.module.test(rewritten[i]!))).toEqual(rewritten.map(() => true));
  });

  it('adds the build check to production builds only', () => {
    const plugin = clientWeightPlugin();
    const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}}}};
    const configure = (mode: string, isServer: boolean) =>
      (plugin.configureWebpack as (...args: unknown[]) => {plugins: unknown[]})({mode}, isServer, utils).plugins.length;
    expect(configure('production', false)).toBe(4);
    expect(configure('development', false)).toBe(3);
    expect(configure('production', true)).toBe(2);
    expect(configure('development', true)).toBe(1);
  });

  it('fail, naming the package and version, when a replaced file is gone', () => {
    const real = ['@docusaurus/core', '@docusaurus/theme-common', '@docusaurus/theme-classic'];
    const without = (name: string, files: Record<string, string> = {}) =>
      fakeSite(real.filter((r) => r !== name), {[name]: files});
    expect(() => replacements(without('@docusaurus/theme-classic', {'lib/index.js': installed('@docusaurus/theme-classic', 'lib/index.js')}))).toThrow(
      'client-weight: @docusaurus/theme-classic@9.9.9 has no lib/prism-include-languages.js (replaced by plugins/client-weight/no-eager-prism.js in the browser bundle); review plugins/client-weight',
    );
    expect(() => replacements(without('@docusaurus/theme-classic', {'lib/index.js': '', 'lib/prism-include-languages.js': ''}))).toThrow(
      `client-weight: @docusaurus/theme-classic@9.9.9 lib/index.js has './prism-include-languages' 0 times, expected 1 time`,
    );
    expect(() => replacements(without('@docusaurus/core'))).toThrow(
      'client-weight: @docusaurus/core@9.9.9 has no lib/client/docusaurus.js (replaced by src/lib/prefetch/docusaurusGlobal.ts in the browser bundle)',
    );
    expect(() => replacements(without('@docusaurus/theme-common'))).toThrow(
      'client-weight: @docusaurus/theme-common@9.9.9 has no lib/hooks/useWindowSize.js (replaced by src/lib/windowSize/useWindowSize.ts in the browser bundle)',
    );
  });

  it('fail when @docusaurus/utils-common no longer requires tslib', () => {
    expect(() => tslibAlias(fakeSite([], {'@docusaurus/utils-common': {'lib/index.js': 'exports.x = 1;'}}))).toThrow(
      'client-weight: @docusaurus/utils-common@9.9.9 lib/index.js has require("tslib") 0 times, expected 1 time (aliased to tslib-lite.mjs in the browser bundle); review plugins/client-weight',
    );
  });

  it('fail when a file a loader rewrites is gone', () => {
    const site = fakeSite(['@docusaurus/core', '@docusaurus/plugin-content-docs', '@docusaurus/theme-common'], {'react-router': {}});
    expect(() => loaderTargets(site)).toThrow('client-weight: react-router@9.9.9 has no esm/react-router.js (rewritten by literal-route-loader.js)');
  });
});
