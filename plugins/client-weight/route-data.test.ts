import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import decode from './decode-json.mjs';

const require = createRequire(import.meta.url);
const {encodeValue, compactJsonModule} = require('./compact-json.js') as {
  encodeValue: (value: unknown) => unknown;
  compactJsonModule: (json: string, decoder: string) => string;
};
const {compactRoutes} = require('./route-data-loader.js') as {compactRoutes: (source: string) => {source: string; count: number}};
const leanRegistry = require('./lean-registry-loader.js') as (this: {emitError: (e: Error) => void}, source: string) => string;

const roundTrip = (value: unknown) => JSON.stringify(decode(encodeValue(value)));

describe('structural JSON encoding', () => {
  it('round-trips route chunk names, global data and docs metadata exactly, and smaller', () => {
    const docs = Array.from({length: 40}, (_, i) => ({id: `people-${i}`, path: `/docs/api/people-${i}`, sidebar: 'api-v2.0'}));
    const chunkNames = Object.fromEntries(docs.map((d, i) => [`${d.path}/-${i}`, {__comp: '4c5e977b', content: `c${i}`}]));
    const sidebar = [
      {type: 'html', value: '<nav>switch</nav>', defaultStyle: false},
      {type: 'link', href: '/docs/api/', label: 'Introduction', docId: 'intro', unlisted: false},
      ...docs.map((d) => ({type: 'link', href: d.path, label: d.id, className: 'get api-method', docId: d.id, unlisted: false})),
    ];
    for (const value of [{versions: [{docs}]}, chunkNames]) {
      expect(roundTrip(value)).toBe(JSON.stringify(value));
      expect(JSON.stringify(encodeValue(value)).length).toBeLessThan(JSON.stringify(value).length);
    }
    // Rows whose keys come in different orders: the same value, keys in the table's order.
    for (const value of [{docsSidebars: {api: sidebar}}]) {
      expect(decode(encodeValue(value))).toEqual(value);
      expect(JSON.stringify(encodeValue(value)).length).toBeLessThan(JSON.stringify(value).length);
    }
  });

  it('keeps missing keys missing, nulls null and falsy values as they were', () => {
    const rows = [{a: 1, b: null}, {a: 0}, {a: '', b: false, c: []}, {b: 'x'}, {a: 2, b: 'x', c: [1]}];
    expect(roundTrip(rows)).toBe(JSON.stringify(rows));
  });

  it('escapes arrays that look like encoded forms', () => {
    for (const value of [['t', 1, 2], ['o', {}], ['l'], [['t', 0, [], []]], 't', [], {}, null]) {
      expect(roundTrip(value)).toBe(JSON.stringify(value));
    }
  });

  it('round-trips arbitrary nested data', () => {
    let seed = 7;
    const rand = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const word = () => ['/docs/api/', '/docs/platform/', 'a', 'api-v2.0', '', 'ü'][Math.floor(rand() * 6)] + Math.floor(rand() * 5);
    const make = (depth: number): unknown => {
      const r = rand();
      if (depth > 3 || r < 0.3) return [word(), Math.floor(rand() * 3), true, null][Math.floor(rand() * 4)];
      if (r < 0.6) return Array.from({length: Math.floor(rand() * 8)}, () => make(depth + 1));
      return Object.fromEntries(Array.from({length: Math.floor(rand() * 6)}, (_, i) => [`k${i % 4}${word()}`, make(depth + 1)]));
    };
    for (let i = 0; i < 200; i += 1) {
      const value = make(0);
      expect(decode(encodeValue(value))).toEqual(value);
    }
  });

  it('emits the value unencoded when encoding would not make it smaller', () => {
    expect(compactJsonModule('{"a":1}', '/decoder.mjs')).toBe('export default {"a":1};\n');
  });
});

describe('route table', () => {
  const leaf = (i: number) => `
      {
        path: '/docs/api/people-${i}/',
        component: ComponentCreator('/docs/api/people-${i}/', '7c${i}'),
        exact: true,
        sidebar: "api-v2.0"
      }`;
  const generated = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/api-logs/',
    component: ComponentCreator('/api-logs/', 'af4'),
    exact: true
  },
  {
    path: '/docs/api/',
    component: ComponentCreator('/docs/api/', '41a'),
    routes: [${Array.from({length: 20}, (_, i) => leaf(i)).join(',')}
    ]
  },
];
`;

  it('rewrites leaf routes into helper calls that build the same objects', async () => {
    const {source, count} = compactRoutes(generated);
    expect(count).toBe(21);
    expect(source.length).toBeLessThan(generated.length);
    const evaluate = (code: string) => {
      const body = code
        .replace(/^import .*$/gm, '')
        .replace('export default', 'return');
      return new Function('ComponentCreator', body)((p: string, h: string) => `component(${p},${h})`) as unknown;
    };
    expect(JSON.stringify(evaluate(source))).toBe(JSON.stringify(evaluate(generated)));
  });

  it('creates a leaf route component on first read, once, and none while the table evaluates', () => {
    const {source} = compactRoutes(generated);
    const created: string[] = [];
    const body = source.replace(/^import .*$/gm, '').replace('export default', 'return');
    interface Route {
      path: string;
      component?: unknown;
      routes?: Route[];
    }
    const routes = new Function('ComponentCreator', body)((p: string, h: string) => {
      created.push(p);
      return {component: p, hash: h};
    }) as Route[];
    // Only the parent (non-leaf) routes were built eagerly.
    const eager = created.length;
    expect(created).not.toContain('/docs/api/people-3/');
    const leaves = routes.flatMap((r) => r.routes ?? []);
    const leaf = leaves.find((r) => r.path === '/docs/api/people-3/')!;
    const first = leaf.component;
    expect(first).toEqual({component: '/docs/api/people-3/', hash: '7c3'});
    expect(leaf.component).toBe(first);
    expect(created.length).toBe(eager + 1);
  });

  it('leaves a leaf whose component path differs from its path alone', () => {
    const odd = generated.replace("ComponentCreator('/api-logs/', 'af4')", "ComponentCreator('/other/', 'af4')");
    expect(compactRoutes(odd).count).toBe(20);
  });
});

describe('lean registry', () => {
  it('drops the server-only module path and keeps the loader and the weak id', () => {
    const source = `export default {
  "00945f1e": [() => import(/* webpackChunkName: "00945f1e" */ "@site/docs/api/x.tag.mdx"), "@site/docs/api/x.tag.mdx", require.resolveWeak("@site/docs/api/x.tag.mdx")],
};`;
    const errors: Error[] = [];
    const out = leanRegistry.call({emitError: (e) => errors.push(e)}, source);
    expect(out).toContain('import(/* webpackChunkName: "00945f1e" */ "@site/docs/api/x.tag.mdx"), 0, require.resolveWeak("@site/docs/api/x.tag.mdx")');
    expect(errors).toEqual([]);
  });

  it('reports a registry it no longer understands', () => {
    const errors: Error[] = [];
    leanRegistry.call({emitError: (e) => errors.push(e)}, 'export default {"a": [load, require.resolveWeak("x")]}');
    expect(errors).toHaveLength(1);
  });

  it('reports a registry in which only some entries read as expected, or none at all', () => {
    const errors: Error[] = [];
    const partly = `export default {
  "a": [() => import("@site/a.mdx"), "@site/a.mdx", require.resolveWeak("@site/a.mdx")],
  "b": [() => load("@site/b.mdx"), "@site/b.mdx", require.resolveWeak("@site/b.mdx")],
};`;
    leanRegistry.call({emitError: (e) => errors.push(e)}, partly);
    leanRegistry.call({emitError: (e) => errors.push(e)}, 'export default {};');
    expect(errors.map((e) => e.message)).toEqual([
      'client-weight: .docusaurus/registry.js changed shape (1 of 2 entries rewritten); review plugins/client-weight',
      'client-weight: .docusaurus/registry.js changed shape (0 of 0 entries rewritten); review plugins/client-weight',
    ]);
  });
});

describe('generated files of the last build', () => {
  const dir = path.resolve(__dirname, '../../.docusaurus');
  it.runIf(fs.existsSync(path.join(dir, 'routes.js')))('still match the shapes the loaders rewrite', () => {
    const routes = fs.readFileSync(path.join(dir, 'routes.js'), 'utf8');
    const {source, count} = compactRoutes(routes);
    expect(count).toBeGreaterThan(100);
    const evaluate = (code: string) =>
      new Function('ComponentCreator', code.replace(/^import .*$/gm, '').replace('export default', 'return'))((p: string, h: string) => `c(${p},${h})`) as unknown;
    expect(JSON.stringify(evaluate(source))).toBe(JSON.stringify(evaluate(routes)));
    for (const file of ['routesChunkNames.json', 'globalData.json']) {
      const json = fs.readFileSync(path.join(dir, file), 'utf8');
      expect(roundTrip(JSON.parse(json))).toBe(JSON.stringify(JSON.parse(json)));
    }
  });
});

describe('data the browser does not read', () => {
  const {trimRouteData} = require('./route-data-loader.js') as {
    trimRouteData: (value: unknown, file: string, options: {globalDocsOf?: string[]; docEntriesOf?: string[]}) => unknown;
  };
  const options = {globalDocsOf: ['api'], docEntriesOf: ['default']};

  it("empties the API reference's global docs list and keeps the guides'", () => {
    const data = {
      'docusaurus-plugin-content-docs': {
        default: {versions: [{name: 'current', docs: [{id: 'intro', path: '/docs/platform/intro'}]}]},
        api: {versions: [{name: 'current', path: '/docs/api', docs: [{id: 'people-index', path: '/docs/api/people-index'}]}]},
      },
    };
    const out = trimRouteData(structuredClone(data), '/site/.docusaurus/globalData.json', options) as typeof data;
    expect(out['docusaurus-plugin-content-docs'].api.versions[0]).toEqual({name: 'current', path: '/docs/api', docs: []});
    expect(out['docusaurus-plugin-content-docs'].default).toEqual(data['docusaurus-plugin-content-docs'].default);
  });

  it("reduces the guides' doc entries to their ids and drops default sidebar fields, guides only", () => {
    const meta = () => ({
      version: {
        docs: {intro: {id: 'intro', title: 'Intro', description: 'Start here', sidebar: 's'}},
        docsSidebars: {s: [{type: 'category', label: 'A', items: [{type: 'link', href: '/a', label: 'A', docId: 'a', unlisted: false}]}]},
      },
    });
    const guides = trimRouteData(meta(), '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-platform-b9d.json', options);
    expect(guides).toEqual({
      version: {docs: {intro: {}}, docsSidebars: {s: [{type: 'category', label: 'A', items: [{type: 'link', href: '/a', label: 'A', docId: 'a'}]}]}},
    });
    const api = trimRouteData(meta(), '/site/.docusaurus/docusaurus-plugin-content-docs/api/p/docs-api-b7a.json', options);
    expect(api).toEqual(meta());
  });

  it('holds because no guide renders doc cards, which would show those descriptions', () => {
    const root = path.resolve(__dirname, '../..');
    const files = [
      ...fs.readdirSync(path.join(root, 'docs/platform'), {recursive: true}).map((f) => path.join(root, 'docs/platform', String(f))),
      ...fs.readdirSync(path.join(root, 'src'), {recursive: true}).map((f) => path.join(root, 'src', String(f))),
    ].filter((f) => /\.(mdx?|tsx?)$/.test(f));
    expect(files.length).toBeGreaterThan(50);
    for (const file of files) expect(fs.readFileSync(file, 'utf8'), file).not.toMatch(/DocCardList|useDocById|generated-index/);
    expect(fs.readFileSync(path.join(root, 'sidebars.ts'), 'utf8')).not.toMatch(/generated-index/);
  });
});

describe('components the site swaps for nothing', () => {
  it('are unused: no docs versioning, no last-update dates', () => {
    const root = path.resolve(__dirname, '../..');
    const config = ['docusaurus.config.ts', 'config/openapi.ts'].map((f) => fs.readFileSync(path.join(root, f), 'utf8')).join('\n');
    expect(config).not.toMatch(/showLastUpdate(Time|Author)\s*:\s*true|lastVersion\s*:|onlyIncludeVersions|disableVersioning/);
    for (const file of ['versions.json', 'api_versions.json']) expect(fs.existsSync(path.join(root, file))).toBe(false);
  });
});
