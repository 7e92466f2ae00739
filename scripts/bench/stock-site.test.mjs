import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {describe, expect, it} from 'vitest';
import {cutSpec, loadSpecs, operationsOf, stockConfig, stockSidebars} from './stock-site.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const doc = {
  openapi: '3.0.3',
  info: {title: 't', version: '1'},
  tags: [{name: 'A'}, {name: 'B'}, {name: 'C'}],
  paths: {
    '/a': {get: {operationId: 'a-index', tags: ['A']}, post: {operationId: 'a-create', tags: ['A']}},
    '/b': {get: {operationId: 'b-index', tags: ['B']}},
    '/c': {get: {operationId: 'c-index', tags: ['C']}},
  },
  components: {schemas: {X: {type: 'object'}}},
};

describe('cutSpec', () => {
  it('keeps the first operations and the tags they use', () => {
    const cut = cutSpec(doc, 3);
    expect(operationsOf(cut).map((op) => cut.paths[op.path][op.method].operationId)).toEqual(['a-index', 'a-create', 'b-index']);
    expect(cut.tags.map((t) => t.name)).toEqual(['A', 'B']);
    expect(cut.paths['/c']).toBeUndefined();
    expect(cut.components).toEqual(doc.components);
  });
  it('does not change its input', () => {
    cutSpec(doc, 1);
    expect(operationsOf(doc)).toHaveLength(4);
  });
});

describe('loadSpecs', () => {
  it('cuts across versions, newest first', () => {
    const all = loadSpecs(path.join(repoRoot, 'openapi'));
    const v2 = operationsOf(all['v2.0']).length;
    const cut = loadSpecs(path.join(repoRoot, 'openapi'), v2 + 5);
    expect(operationsOf(cut['v2.0'])).toHaveLength(v2);
    expect(operationsOf(cut['v1.0'])).toHaveLength(5);
    expect(Object.keys(loadSpecs(path.join(repoRoot, 'openapi'), 118))).toEqual(['v2.0']);
  }, 60_000);
});

describe('stock site files', () => {
  const specs = [
    {key: 'v2.0', file: 'specs/v2.0.yaml'},
    {key: 'v1.0', file: 'specs/v1.0.yaml'},
  ];
  it('configures the preset, the plugin per spec, the theme and Faster as documented', () => {
    const config = stockConfig(specs);
    expect(config).toContain("docItemComponent: '@theme/ApiItem'");
    expect(config).toContain("docsPluginId: 'classic'");
    expect(config).toContain('"v2.0": {specPath: "specs/v2.0.yaml", outputDir: "docs/v2.0"');
    expect(config).toContain("themes: ['docusaurus-theme-openapi-docs']");
    expect(config).toContain('future: {faster: true, v4: true}');
    expect(config).toContain("onBrokenLinks: 'warn'");
    expect(config).not.toContain('externalJsonProps');
  });
  it('uses the generated sidebars', () => {
    expect(stockSidebars(specs)).toContain("import api1 from './docs/v1.0/sidebar';");
    expect(stockSidebars(specs)).toContain('"v1.0": api1,');
  });
});
