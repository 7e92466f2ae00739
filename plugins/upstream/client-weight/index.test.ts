import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import clientWeightPlugin, {loaderTargets, serverReplacements} from './index';
import {fakeSite, removeFakeSites} from '../fake-site';
import {siteDir} from '../check';

afterAll(removeFakeSites);

describe('client-weight targets', () => {
  it('match their real paths', () => {
    const [server] = serverReplacements();
    expect(server!.upstream.test(path.join(siteDir, 'src/lib/highlight/runtime.ts'))).toBe(true);
    expect(server!.upstream.test(path.join(siteDir, 'src/lib/highlight/runtime.server.ts'))).toBe(false);
    const rewritten = [path.join(siteDir, '.docusaurus/registry.js'), path.join(siteDir, '.docusaurus/routes.js')];
    expect(loaderTargets().map((e, i) => e.kind === 'present' && e.module.test(rewritten[i]!))).toEqual([true, true]);
    expect(loaderTargets()[0]!.what).toMatch(/^@docusaurus\/core@\d+\.\d+\.\d+ \.docusaurus\/registry\.js/);
  });

  it('adds the build check to production builds only', () => {
    const plugin = clientWeightPlugin();
    const utils = {currentBundler: {instance: {NormalModuleReplacementPlugin: class {}}}};
    const configure = (mode: string, isServer: boolean) =>
      (plugin.configureWebpack as (...args: unknown[]) => {plugins: unknown[]})({mode}, isServer, utils).plugins.length;
    expect(configure('production', false)).toBe(1);
    expect(configure('development', false)).toBe(0);
    expect(configure('production', true)).toBe(2);
    expect(configure('development', true)).toBe(1);
  });

  it('fail, naming the plugin, when @docusaurus/core is not installed', () => {
    expect(() => loaderTargets(fakeSite([], {}))).toThrow(/^client-weight: .*@docusaurus\/core/);
  });
});
