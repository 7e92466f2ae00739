import {describe, expect, it} from 'vitest';
import {addModuleOrigins, registryModules, type ClientManifest} from './manifest';

const registry = `export default {
  "17896441": [() => import(/* webpackChunkName: "17896441" */ "@theme/DocItem"), "@theme/DocItem", require.resolveWeak("@theme/DocItem")],
  "c-intro": [() => import(/* webpackChunkName: "c-intro" */ "@site/docs/platform/intro.mdx"), "@site/docs/platform/intro.mdx", require.resolveWeak("@site/docs/platform/intro.mdx")],
  "merged": [() => import(/* webpackChunkName: "merged" */ "@site/tiny.json"), "@site/tiny.json", require.resolveWeak("@site/tiny.json")],
};`;

const manifest = (): ClientManifest => ({
  entrypoints: ['main'],
  origins: {main: ['4014', '1889'], '17896441': ['259', '5005', '106'], 'c-intro': ['42']},
  assets: {'1889': {js: [{file: 'assets/js/main.js'}]}, '106': {js: [{file: 'assets/js/17896441.js'}]}},
});

describe('route scripts', () => {
  it('reads chunk name → module path from the generated registry', () => {
    expect(registryModules(registry)).toEqual(
      new Map([
        ['17896441', '@theme/DocItem'],
        ['c-intro', '@site/docs/platform/intro.mdx'],
        ['merged', '@site/tiny.json'],
      ]),
    );
  });

  it('keys each module path with its chunk name’s chunks, skipping chunks the bundler merged', () => {
    const m = manifest();
    expect(addModuleOrigins(m, registryModules(registry))).toBe(2);
    expect(m.origins['@theme/DocItem']).toEqual(['259', '5005', '106']);
    expect(m.origins['@site/docs/platform/intro.mdx']).toEqual(['42']);
    expect(m.origins['@site/tiny.json']).toBeUndefined();
    expect(m.origins.main).toEqual(['4014', '1889']);
  });

  it('fails when the registry changed shape, wholly or for some entries', () => {
    const other = registry.replaceAll('[() => import(', '[() => load(');
    expect(() => registryModules(other)).toThrow(
      'route-scripts: .docusaurus/registry.js changed shape (0 of 3 entries read as "<chunk name>": [() => import(…), "<module path>", …]); review plugins/upstream/route-scripts',
    );
    expect(() => registryModules(registry.replace('"@site/tiny.json", require', '0, require'))).toThrow(/\(2 of 3 entries read as/);
    expect(() => registryModules('export default {};')).toThrow(/\(0 of 0 entries read as/);
  });

  it('fails when the registry and the manifest no longer line up', () => {
    const m = manifest();
    m.origins = {main: ['1889']};
    expect(() => addModuleOrigins(m, registryModules(registry))).toThrow(/route-scripts/);
  });
});
