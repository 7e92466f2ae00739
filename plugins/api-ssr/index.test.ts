import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import apiSsrPlugin, {detailsAlias} from './index';
import {fakeSite, installed, removeFakeSites} from '../client-weight/fake-site';
import {siteDir} from '../client-weight/upstream';

afterAll(removeFakeSites);
const schema = 'lib/theme/Schema/index.js';

describe('api-ssr alias target', () => {
  it('is there: the openapi theme’s schema view requires @theme/Details, and LazyDetails exists', () => {
    const {to, expectation} = detailsAlias();
    expect(to).toBe(path.join(siteDir, 'src/components/LazyDetails/index.tsx'));
    expect(expectation.kind === 'aliased' && expectation.issuer.test(path.join(siteDir, 'node_modules/docusaurus-theme-openapi-docs', schema))).toBe(true);
    expect(expectation.what).toMatch(/^docusaurus-theme-openapi-docs@\d+\.\d+\.\d+ Schema/);
  });

  it('resolves @theme/Details to the same folder as before, and checks production builds only', () => {
    const configure = (mode: string) =>
      (apiSsrPlugin().configureWebpack as (...args: unknown[]) => {plugins: unknown[]; module: {rules: {resolve: {alias: Record<string, string>}}[]}})({mode}, false, {});
    expect(configure('production').module.rules[0]!.resolve.alias['@theme/Details']).toBe(path.join(siteDir, 'src/components/LazyDetails'));
    expect(configure('production').plugins).toHaveLength(1);
    expect(configure('development').plugins).toHaveLength(0);
  });

  it('fails, naming the theme and its version, when the schema view is gone or no longer requires @theme/Details', () => {
    expect(() => detailsAlias(fakeSite([], {'docusaurus-theme-openapi-docs': {}}))).toThrow(
      'api-ssr: docusaurus-theme-openapi-docs@9.9.9 has no lib/theme/Schema/index.js (aliased to LazyDetails inside the schema view); review plugins/api-ssr',
    );
    const importing = installed('docusaurus-theme-openapi-docs', schema).replace('require("@theme/Details")', 'require("@theme/Disclosure")');
    expect(() => detailsAlias(fakeSite([], {'docusaurus-theme-openapi-docs': {[schema]: importing}}))).toThrow(
      'api-ssr: docusaurus-theme-openapi-docs@9.9.9 lib/theme/Schema/index.js has require("@theme/Details") 0 times, expected 1 time',
    );
  });
});
