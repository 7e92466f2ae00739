import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import decode from './decode-json.mjs';

const require = createRequire(import.meta.url);
const {encodeValue, compactJsonModule, jsonExpression, JSON_PARSE_FROM} = require('./compact-json.js') as {
  encodeValue: (value: unknown) => unknown;
  compactJsonModule: (json: string, decoder: string) => string;
  jsonExpression: (json: string) => string;
  JSON_PARSE_FROM: number;
};
const {compactRoutes} = require('./route-data-loader.js') as {compactRoutes: (source: string) => {source: string; count: number}};
const {leanRegistry} = require('./lean-registry-loader.js') as {leanRegistry: (source: string) => string};

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

  it('writes large data as JSON.parse of a string, which evaluates to the same value, whatever characters it holds', () => {
    const tricky = ["it's", 'back\\slash', 'quote "q"', 'line\u2028separator\u2029', 'new\nline', '</script>', 'é 漢 😀'];
    const value = Array.from({length: 3000}, (_, i) => ({id: `page-${i}`, path: `/docs/api/page-${i}/`, hash: ((i * 2654435761) % 4294967296).toString(16), note: tricky[i % tricky.length]}));
    const module = compactJsonModule(JSON.stringify(value), '/decoder.mjs');
    expect(module).toMatch(/^import decode from "\/decoder\.mjs";\nexport default decode\(JSON\.parse\('/);
    const evaluate = (code: string) => new Function('decode', code.replace(/^import .*$/m, '').replace('export default', 'return'))(decode) as unknown;
    expect(evaluate(module)).toEqual(value);
    // Unencodable (no repeated keys to gain on) and large: plain JSON, still through JSON.parse.
    const flat = Object.fromEntries(Array.from({length: 800}, (_, i) => [`k${i}`, tricky[i % tricky.length]]));
    const plain = compactJsonModule(JSON.stringify(flat), '/decoder.mjs');
    expect(plain.startsWith("export default JSON.parse('")).toBe(true);
    expect(evaluate(plain)).toEqual(flat);
  });

  it('keeps data under JSON_PARSE_FROM characters a literal', () => {
    const short = JSON.stringify({a: "it's"});
    expect(jsonExpression(short)).toBe(short);
    const long = JSON.stringify('x'.repeat(JSON_PARSE_FROM));
    expect(jsonExpression(long)).toBe(`JSON.parse('${long}')`);
    expect(new Function(`return ${jsonExpression(JSON.stringify(["a'b\\c".repeat(JSON_PARSE_FROM)]))}`)()).toEqual(["a'b\\c".repeat(JSON_PARSE_FROM)]);
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

  // Issue 30: this used to leave such a leaf as it was and compact the rest, silently.
  it('fails on a leaf whose component path differs from its path, naming the intervention and the file', () => {
    const odd = generated.replace("ComponentCreator('/api-logs/', 'af4')", "ComponentCreator('/other/', 'af4')");
    expect(() => compactRoutes(odd)).toThrow(/^route-data: \.docusaurus\/routes\.js is not in the shape it rewrites: 20 of 21 leaf routes/);
  });
});

describe('lean registry', () => {
  it('drops the server-only module path and keeps the loader and the weak id', () => {
    const source = `export default {
  "00945f1e": [() => import(/* webpackChunkName: "00945f1e" */ "@site/docs/api/x.tag.mdx"), "@site/docs/api/x.tag.mdx", require.resolveWeak("@site/docs/api/x.tag.mdx")],
};`;
    expect(leanRegistry(source)).toContain('import(/* webpackChunkName: "00945f1e" */ "@site/docs/api/x.tag.mdx"), 0, require.resolveWeak("@site/docs/api/x.tag.mdx")');
  });

  // The loaders used to report these with emitError; they now throw the check library's ShapeError,
  // which fails the module and the build the same way, with a message naming intervention and target.
  it('fails on a registry it no longer understands', () => {
    expect(() => leanRegistry('export default {"a": [load, require.resolveWeak("x")]}')).toThrow(
      'lean-registry: .docusaurus/registry.js is not in the shape it rewrites: 0 of 1 registry entries (counted by "require.resolveWeak(") have the shape it knows; review plugins/upstream (docs/decisions/0011)',
    );
  });

  it('fails on a registry in which only some entries read as expected, or none at all', () => {
    const partly = `export default {
  "a": [() => import("@site/a.mdx"), "@site/a.mdx", require.resolveWeak("@site/a.mdx")],
  "b": [() => load("@site/b.mdx"), "@site/b.mdx", require.resolveWeak("@site/b.mdx")],
};`;
    expect(() => leanRegistry(partly)).toThrow(/^lean-registry: \.docusaurus\/registry\.js .*: 1 of 2 registry entries/);
    expect(() => leanRegistry('export default {};')).toThrow(/^lean-registry: \.docusaurus\/registry\.js .*: 0 of 0 registry entries/);
  });
});

describe('route table rewrite when Docusaurus changes how it writes routes.js', () => {
  const leaf = (p: string, extra = '') => `  {\n    path: '${p}',\n    component: ComponentCreator('${p}', 'abc'),\n    exact: true${extra}\n  },`;
  const routesFile = (...leaves: string[]) =>
    `import React from 'react';\nimport ComponentCreator from '@docusaurus/ComponentCreator';\n\nexport default [\n${leaves.join('\n')}\n];\n`;

  it('rewrites a routes file of the shape it knows', () => {
    const {source, count} = compactRoutes(routesFile(leaf('/a/'), leaf('/b/', `,\n    sidebar: "s"`)));
    expect(count).toBe(2);
    expect(source).toContain('...leafRoutes(["s"], [[0,"/a/","abc"],[1,"b/","abc",0]])');
  });

  it('fails, naming the intervention and the file, when a leaf route has a field it does not know', () => {
    const changed = routesFile(leaf('/a/'), leaf('/b/', `,\n    caseSensitive: true`));
    expect(() => compactRoutes(changed)).toThrow(
      'route-data: .docusaurus/routes.js is not in the shape it rewrites: 1 of 2 leaf routes (counted by "exact: true") have the shape it knows; review plugins/upstream (docs/decisions/0011)',
    );
  });

  it('fails when no leaf route is written as it knows, and when the export is gone', () => {
    const quoted = routesFile(leaf('/a/')).replaceAll("'", '"');
    expect(() => compactRoutes(quoted)).toThrow(/^route-data: \.docusaurus\/routes\.js .*0 of 1 leaf routes/);
    expect(() => compactRoutes(routesFile(leaf('/a/')).replace('export default [', 'const routes = ['))).toThrow(
      /^route-data: \.docusaurus\/routes\.js is not in the shape it rewrites: "export default \[" is not there once/,
    );
  });

  it('fails in the loader itself, so the module and the build fail', () => {
    const loader = require('./route-data-loader.js') as (this: {resourcePath: string}, source: string) => string;
    const changed = routesFile(leaf('/a/', `,\n    caseSensitive: true`));
    expect(() => loader.call({resourcePath: '/site/.docusaurus/routes.js'}, changed)).toThrow(/^route-data: \.docusaurus\/routes\.js/);
  });
});

describe('generated files of the last build', () => {
  const dir = path.resolve(__dirname, '../../../.docusaurus');
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

  it('fails, naming the file, when the global data or the version metadata changed shape', () => {
    expect(() => trimRouteData({'docusaurus-plugin-content-docs': {api: {}}}, '/site/.docusaurus/globalData.json', options)).toThrow(
      /^route-data: \.docusaurus\/globalData\.json is not in the shape it rewrites: docs plugin "api" has no versions\[\]\.docs list/,
    );
    const file = '/site/.docusaurus/docusaurus-plugin-content-docs/default/p/docs-platform-b9d.json';
    expect(() => trimRouteData({version: {docs: []}}, file, options)).toThrow(
      'route-data: .docusaurus/docusaurus-plugin-content-docs/default/p/docs-platform-b9d.json is not in the shape it rewrites: its version metadata has no `docs` and `docsSidebars` objects',
    );
  });

  it('holds because no guide renders doc cards, which would show those descriptions', () => {
    const root = path.resolve(__dirname, '../../..');
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
    const root = path.resolve(__dirname, '../../..');
    const config = ['docusaurus.config.ts', 'config/openapi.ts'].map((f) => fs.readFileSync(path.join(root, f), 'utf8')).join('\n');
    expect(config).not.toMatch(/showLastUpdate(Time|Author)\s*:\s*true|lastVersion\s*:|onlyIncludeVersions|disableVersioning/);
    for (const file of ['versions.json', 'api_versions.json']) expect(fs.existsSync(path.join(root, file))).toBe(false);
  });
});
