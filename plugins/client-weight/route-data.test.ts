import {createRequire} from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
type Compacted = {source: string; count: number; leaves: number};
const {compactRoutes} = require('./route-data-loader.js') as {compactRoutes: (source: string) => Compacted};
type LoaderContext = {resourcePath: string; emitError: (e: Error) => void; getOptions?: () => unknown};
const routeDataLoader = require('./route-data-loader.js') as (this: LoaderContext, source: string) => string;

/** Runs the loader as the bundler does on `file`, collecting the errors it reports. */
function load(source: string, file = '/site/.docusaurus/routes.js', options: unknown = {}) {
  const errors: string[] = [];
  const out = routeDataLoader.call({resourcePath: file, emitError: (e) => errors.push(e.message), getOptions: () => options}, source);
  return {out, errors};
}

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

  it('rewrites every leaf of the file as Docusaurus writes it, without an error', () => {
    expect(compactRoutes(generated)).toMatchObject({count: 21, leaves: 21});
    expect(load(generated).errors).toEqual([]);
  });

  it('fails the build when a leaf route no longer reads as expected', () => {
    // The target changes: one route's component path differs from its path, another gains a key.
    const odd = generated.replace("ComponentCreator('/api-logs/', 'af4')", "ComponentCreator('/other/', 'af4')");
    expect(compactRoutes(odd)).toMatchObject({count: 20, leaves: 21});
    expect(load(odd).errors).toEqual([
      'client-weight: .docusaurus/routes.js changed shape (20 of 21 leaf routes rewritten); review plugins/client-weight/route-data-loader.js',
    ]);
    const newKey = generated.replace(/exact: true,\n(\s*)sidebar/, 'exact: true,\n$1caseSensitive: true,\n$1sidebar');
    expect(load(newKey).errors).toEqual([
      'client-weight: .docusaurus/routes.js changed shape (20 of 21 leaf routes rewritten); review plugins/client-weight/route-data-loader.js',
    ]);
    expect(load('export default [];').errors).toHaveLength(1);
  });

  it('emits route data JSON as the same value, minus what the browser does not read', () => {
    const json = JSON.stringify({'/docs/api/people-index/-1a2': {__comp: '4c5e977b', content: 'c1'}, '</script>': '\u2028'});
    const {out, errors} = load(json, '/site/.docusaurus/routesChunkNames.json');
    expect(errors).toEqual([]);
    expect(new Function(out.replace('export default', 'return'))()).toEqual(JSON.parse(json));
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
    expect(load(routes).errors).toEqual([]);
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
