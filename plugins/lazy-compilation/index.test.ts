import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {siteDir} from '../upstream/check';
import lazyCompilationPlugin, {LAZY_MODULES, LAZY_PREFIX} from './index';

const require = createRequire(import.meta.url);
type Loader = (this: {emitError: (e: Error) => void}, source: string) => string;
const noWeakRegistry = require('../upstream/no-weak-registry-loader.js') as Loader;
const leanRegistry = require('../upstream/client-weight/lean-registry-loader.js') as Loader;

const run = (loader: Loader, source: string) => {
  const errors: string[] = [];
  const out = loader.call({emitError: (e) => errors.push(e.message)}, source);
  return {out, errors};
};

describe('the modules compiled on demand', () => {
  it('are the pages, their route data and the components and packages they import', () => {
    for (const file of [
      '/site/docs/platform/intro.mdx',
      '/site/docs/api/people-index.api.mdx',
      '/site/.docusaurus/docusaurus-plugin-content-docs/api/p/docs-api-b7a.json',
      '/site/src/theme/ApiItem/LoadedExplorer.tsx',
      '/site/src/theme/SearchBar/Full.tsx',
      '/site/src/theme/SearchPage/index.tsx',
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/DocItem/index.js',
      'C:\\site\\docs\\platform\\intro.mdx',
    ]) {
      expect(LAZY_MODULES.test(file), file).toBe(true);
    }
  });

  it('leave out what the first page needs whichever it is, and the home page: one compilation instead of a round trip each', () => {
    for (const file of [
      '/site/node_modules/@docusaurus/core/lib/client/App.js',
      '/site/node_modules/@docusaurus/core/lib/client/preload.js',
      '/site/node_modules/@docusaurus/core/lib/client/docusaurus.js',
      '/site/.docusaurus/docusaurus.config.mjs',
      '/site/src/lib/highlight/prism.ts',
      '/site/src/pages/index.tsx',
      '/site/.docusaurus/docusaurus-plugin-content-pages/default/__plugin.json',
      '/site/.docusaurus/docusaurus-plugin-content-docs/api/__plugin.json',
      'C:\\site\\.docusaurus\\docusaurus-plugin-content-pages\\default\\__plugin.json',
      'C:\\site\\node_modules\\@docusaurus\\core\\lib\\client\\App.js',
    ]) {
      expect(LAZY_MODULES.test(file), file).toBe(false);
    }
    // Other pages stay on demand.
    for (const file of ['/site/src/pages/api.tsx', '/site/src/pages/bulk.tsx', '/site/.docusaurus/docusaurus-plugin-content-docs/api/site-docs-api-people-index-api-mdx-0a1.json']) {
      expect(LAZY_MODULES.test(file), file).toBe(true);
    }
  });

  it("leave out the embedded search engine's, whose worker broke the dev HTML page when compiled on demand", () => {
    for (const file of ['/site/src/search/embedded/engine.ts', '/site/src/search/embedded/client.ts', 'C:\\site\\src\\search\\embedded\\engine.ts']) {
      expect(LAZY_MODULES.test(file), file).toBe(false);
    }
  });
});

describe('lazyCompilationPlugin', () => {
  const middleware = vi.fn((_req: unknown, _res: unknown, next: () => void) => next());
  const lazyCompilationMiddleware = vi.fn(() => middleware);
  const utils = (name: string) => ({currentBundler: {name, instance: {lazyCompilationMiddleware}}}) as never;
  const configure = (mode: string, isServer: boolean, bundler = 'rspack') =>
    lazyCompilationPlugin().configureWebpack!({mode} as never, isServer, utils(bundler), undefined as never) as Record<string, never>;

  it('leaves production builds, the server bundle and webpack alone', () => {
    expect(configure('production', false)).toEqual({});
    expect(configure('development', true)).toEqual({});
    expect(configure('development', false, 'webpack')).toEqual({});
  });

  it('compiles imports on demand in the dev client bundle, through the dev server', () => {
    const config = configure('development', false) as unknown as {
      lazyCompilation: unknown;
      optimization: unknown;
      module: {rules: {test: RegExp; enforce: string; use: string[]}[]};
      plugins: {apply(compiler: unknown): void}[];
      devServer: {setupMiddlewares(list: unknown[]): unknown[]};
    };
    expect(config.lazyCompilation).toEqual({entries: false, imports: true, test: LAZY_MODULES, prefix: LAZY_PREFIX});
    expect(config.optimization).toEqual({splitChunks: false});
    const [rule] = config.module.rules;
    expect(rule.test.test(path.join(siteDir, '.docusaurus', 'registry.js'))).toBe(true);
    expect(rule.enforce).toBe('post');
    expect(fs.existsSync(rule.use[0])).toBe(true);

    const list: {name: string; middleware: (req: unknown, res: unknown, next: () => void) => void}[] = [];
    expect(config.devServer.setupMiddlewares(list)).toEqual([]);
    const [entry] = list;
    expect(entry.name).toBe('lazy-compilation');
    const next = vi.fn();
    entry.middleware({}, {}, next);
    expect(next).toHaveBeenCalledTimes(1);
    expect(middleware).not.toHaveBeenCalled();

    const compiler = {};
    config.plugins[0].apply(compiler);
    expect(lazyCompilationMiddleware).toHaveBeenCalledWith(compiler);
    entry.middleware({url: LAZY_PREFIX}, {}, next);
    expect(middleware).toHaveBeenCalledTimes(1);
  });
});

describe('no-weak-registry-loader', () => {
  const registry = `export default {
  "a": [() => import(/* webpackChunkName: "a" */ "@site/docs/a.mdx"), 0, require.resolveWeak("@site/docs/a.mdx")],
  "b": [() => import(/* webpackChunkName: "b" */ "@site/src/pages/b.tsx"), 0, require.resolveWeak("@site/src/pages/b.tsx")],
};`;

  it('drops every weak reference and keeps the loaders', () => {
    const {out, errors} = run(noWeakRegistry, registry);
    expect(errors).toEqual([]);
    expect(out).not.toContain('resolveWeak');
    expect(out).toContain('[() => import(/* webpackChunkName: "a" */ "@site/docs/a.mdx"), 0, undefined]');
  });

  // The loader now throws the check library's ShapeError (plugins/upstream/shape.js) instead of
  // calling emitError: the module and the compile fail either way, and the message names the target.
  it('fails on a registry it does not understand', () => {
    expect(() => run(noWeakRegistry, 'export default {};')).toThrow(
      'no-weak-registry: .docusaurus/registry.js is not in the shape it rewrites: 0 of 0 weak references (counted by "require.resolveWeak(") have the shape it knows; review plugins/upstream (docs/decisions/0011)',
    );
    expect(() => run(noWeakRegistry, 'export default {"a": [load, 0, require.resolveWeak(name)], "b": [load, 0, require.resolveWeak("b")]};')).toThrow(
      /^no-weak-registry: \.docusaurus\/registry\.js .*: 1 of 2 weak references/,
    );
  });

  const generated = path.join(siteDir, '.docusaurus', 'registry.js');
  it.runIf(fs.existsSync(generated))('rewrites the generated registry after client-weight has', () => {
    const lean = run(leanRegistry, fs.readFileSync(generated, 'utf8'));
    const {out, errors} = run(noWeakRegistry, lean.out);
    expect([...lean.errors, ...errors]).toEqual([]);
    expect(out).not.toContain('resolveWeak');
  });
});
