import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {rspack, type RspackPluginInstance} from '@rspack/core';
import {afterAll, describe, expect, it} from 'vitest';
import {
  checkModules,
  countOf,
  devServerMiddleware,
  expectDevServerMerge,
  expectShape,
  expectText,
  ownFile,
  rewriteEvery,
  ShapeError,
  packageFile,
  siteDir,
  unmetExpectations,
  upstreamPackage,
  type BuiltModule,
  type ModuleExpectation,
} from './check';

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) fs.rmSync(dir, {recursive: true, force: true});
});

/** A directory with `files` (path -> text) written into it. */
function tempTree(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'upstream-test-'));
  temporary.push(dir);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), {recursive: true});
    fs.writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('upstream packages and files', () => {
  it('finds installed packages, including those whose exports hide package.json', () => {
    const core = upstreamPackage('p', '@docusaurus/core');
    expect(core.version).toMatch(/^3\./);
    expect(fs.existsSync(path.join(core.dir, 'lib/client/docusaurus.js'))).toBe(true);
    expect(upstreamPackage('p', '@docusaurus/theme-common').dir).toBe(path.join(siteDir, 'node_modules/@docusaurus/theme-common'));
  });

  it('names the plugin and the package when a package is not installed', () => {
    expect(() => upstreamPackage('p', 'no-such-package-here')).toThrow('p: no-such-package-here is not installed; review plugins/p');
  });

  it('names the package, its version and the file when a file is gone', () => {
    const site = tempTree({'node_modules/up/package.json': '{"name": "up", "version": "9.9.9"}', 'node_modules/up/lib/a.js': 'x'});
    const up = upstreamPackage('p', 'up', site);
    expect(packageFile('p', up, 'lib/a.js', 'why')).toBe(path.join(site, 'node_modules/up/lib/a.js'));
    expect(() => packageFile('p', up, 'lib/b.js', 'replaced by b')).toThrow('p: up@9.9.9 has no lib/b.js (replaced by b); review plugins/p');
    expect(() => ownFile('p', path.join(siteDir, 'src/no-such-file.ts'))).toThrow('p: src/no-such-file.ts does not exist; review plugins/p');
  });

  it('counts text, and throws when it is missing or found a different number of times', () => {
    expect(countOf('a.a.a', '.')).toBe(2);
    expect(countOf('x1 x2 y3', /x\d/)).toBe(2);
    const site = tempTree({'node_modules/up/package.json': '{"name": "up", "version": "9.9.9"}', 'node_modules/up/a.js': 'require("t"); require("t");'});
    const up = upstreamPackage('p', 'up', site);
    expect(() => expectText('p', up, 'a.js', 'require("t")', 'why')).not.toThrow();
    expect(() => expectText('p', up, 'a.js', 'require("t")', 'why', 2)).not.toThrow();
    expect(() => expectText('p', up, 'a.js', 'require("t")', 'aliased', 1)).toThrow(
      'p: up@9.9.9 a.js has require("t") 2 times, expected 1 time (aliased); review plugins/p',
    );
    expect(() => expectText('p', up, 'a.js', 'import t', 'aliased')).toThrow('p: up@9.9.9 a.js has import t 0 times, expected at least once (aliased)');
  });
});

describe('module expectations', () => {
  const site = (file: string) => path.join(siteDir, file);
  const mod = (resource: string): BuiltModule => ({resource});
  const replaced: ModuleExpectation = {kind: 'replaced', what: 'up@1 lib/a.js -> b.ts', upstream: /[\\/]up[\\/]lib[\\/]a\.js$/, by: site('src/b.ts')};
  const present: ModuleExpectation = {kind: 'present', what: 'up@1 lib/c.js, rewritten by c-loader.js', module: /[\\/]up[\\/]lib[\\/]c\.js$/};
  const all = [replaced, present];

  it('are met by a bundle where every replacement applied and every changed module is present', () => {
    const modules = [mod(site('src/b.ts')), mod('/n/up/lib/Bar/index.js'), mod('/n/up/lib/c.js')];
    expect(unmetExpectations('p', all, modules)).toEqual([]);
  });

  it('fail when a replacement missed its target', () => {
    const problems = unmetExpectations('p', [replaced], [mod(site('src/b.ts')), mod(site('node_modules/up/lib/a.js'))]);
    expect(problems).toEqual(['p: up@1 lib/a.js -> b.ts: node_modules/up/lib/a.js is still in the bundle, the replacement missed it; review plugins/p']);
  });

  it('fail when a replacement never fired', () => {
    expect(unmetExpectations('p', [replaced], [mod('/n/other.js')])).toEqual([
      'p: up@1 lib/a.js -> b.ts: src/b.ts is not in the bundle, so the replacement never fired (the upstream module is gone or no longer imported); review plugins/p',
    ]);
  });

  it('fail when a loader has no module to rewrite', () => {
    expect(unmetExpectations('p', [present], [mod('/n/up/lib/d.js')])[0]).toMatch(/^p: up@1 lib\/c\.js, rewritten by c-loader\.js: no module matching .* is in the bundle/);
  });
});

describe('module expectations in a real Rspack build', () => {
  const tree = tempTree({
    'entry.js': "import a from './up/lib/a.js'; import Head from './up/lib/Bar/index.js'; console.log(a, Head);",
    'up/lib/a.js': "export default 'upstream';",
    'up/lib/Bar/index.js': "export default require('h-head');",
    'node_modules/h-head/index.js': 'module.exports = 1;',
    'src/b.js': "export default 'replacement';",
    'Head.js': 'module.exports = 2;',
  });
  const expectations: ModuleExpectation[] = [
    {kind: 'replaced', what: 'a -> b', upstream: /[\\/]up[\\/]lib[\\/]a\.js$/, by: path.join(tree, 'src/b.js')},
    {kind: 'present', what: 'Bar, patched', module: /[\\/]up[\\/]lib[\\/]Bar[\\/]index\.js$/},
    {kind: 'present', what: 'Gone, patched', module: /[\\/]up[\\/]lib[\\/]Gone\.js$/},
  ];
  const build = (interventions: boolean) =>
    new Promise<string[]>((resolve, reject) => {
      const compiler = rspack({
        mode: 'production',
        context: tree,
        entry: './entry.js',
        output: {path: path.join(tree, `out-${interventions}`)},
        plugins: [
          ...(interventions ? [new rspack.NormalModuleReplacementPlugin(/[\\/]up[\\/]lib[\\/]a\.js$/, path.join(tree, 'src/b.js'))] : []),
          checkModules('p', interventions ? expectations.slice(0, 2) : expectations) as unknown as RspackPluginInstance,
        ],
      });
      compiler.run((error, stats) => {
        compiler.close(() => {});
        if (error || !stats) reject(error ?? new Error('no stats'));
        else resolve((stats.toJson({all: false, errors: true}).errors ?? []).map((e) => e.message));
      });
    });

  it('passes when the replacement applied and the changed module is built', async () => {
    expect(await build(true)).toEqual([]);
  });

  it('fails the compilation, naming each intervention that did not apply', async () => {
    const errors = (await build(false)).join('\n');
    expect(errors).toMatch(/p: a -> b: .*up\/lib\/a\.js is still in the bundle, the replacement missed it/);
    expect(errors).toMatch(/p: Gone, patched: no module matching .*Gone.* is in the bundle, so the change to it does nothing/);
    expect(errors).not.toMatch(/p: Bar, patched/);
  });
});

describe('expectDevServerMerge', () => {
  it('passes on the installed @docusaurus/core, which joins a plugin devServer option into its own', () => {
    expect(() => expectDevServerMerge('p')).not.toThrow();
  });

  it('names the plugin and the version when `docusaurus start` no longer merges it that way', () => {
    const site = tempTree({
      'node_modules/@docusaurus/core/package.json': '{"name": "@docusaurus/core", "version": "9.9.9"}',
      'node_modules/@docusaurus/core/lib/commands/start/webpack.js': 'setupMiddlewares: (middlewares, devServer) => {\nreturn new WebpackDevServer(config.devServer, compiler);',
    });
    expect(() => expectDevServerMerge('p', site)).toThrow(/^p: @docusaurus\/core@9\.9\.9 lib\/commands\/start\/webpack\.js has .* 0 times, expected 1 time \(how a plugin's devServer option joins it\); review plugins\/p$/);
  });
});

describe('devServerMiddleware', () => {
  it("puts each plugin's middleware first, once, when Docusaurus merges the plugins' option into its own", async () => {
    const {executePluginsConfigureWebpack} = (await import('@docusaurus/core/lib/webpack/configure.js')) as unknown as {
      executePluginsConfigureWebpack(options: {plugins: unknown[]; config: object; isServer: boolean; configureWebpackUtils: unknown}): {devServer: object};
    };
    const {merge} = (await import('webpack-merge')) as unknown as {merge(configs: object[]): {setupMiddlewares(list: unknown[], server: unknown): unknown[]}};
    const a = () => 'a';
    const b = () => 'b';
    const plugins = [{configureWebpack: () => ({devServer: devServerMiddleware('a', a)})}, {configureWebpack: () => ({devServer: devServerMiddleware('b', b)})}];
    const config = executePluginsConfigureWebpack({plugins, config: {}, isServer: false, configureWebpackUtils: {}});
    // As lib/commands/start/webpack.js does, with its own setupMiddlewares.
    const docusaurusOwn = {setupMiddlewares: (list: unknown[]) => (list.unshift('eval-source-map'), list)};
    const merged = merge([docusaurusOwn, config.devServer]);
    expect(merged.setupMiddlewares(['webpack-dev-middleware', 'history-api-fallback'], {})).toEqual([
      {name: 'b', middleware: b},
      {name: 'a', middleware: a},
      'eval-source-map',
      'webpack-dev-middleware',
      'history-api-fallback',
    ]);
  });
});

describe('rewriteEvery and expectShape (the loaders\' check of a generated file)', () => {
  const rewrite = (source: string) =>
    rewriteEvery({intervention: 'demo', target: '.docusaurus/demo.js', what: 'entries', source, pattern: /a\((\d)\)/g, replace: (_m: string, d: string) => `b(${d})`, marker: 'a('});

  it('rewrites every instance and counts them', () => {
    expect(rewrite('a(1); a(2);')).toEqual({source: 'b(1); b(2);', count: 2});
  });

  it('throws a ShapeError naming the intervention and the target when an instance has another shape, or none is there', () => {
    expect(() => rewrite('a(1); a(x);')).toThrow(ShapeError);
    expect(() => rewrite('a(1); a(x);')).toThrow(
      'demo: .docusaurus/demo.js is not in the shape it rewrites: 1 of 2 entries (counted by "a(") have the shape it knows; review plugins/upstream (docs/decisions/0011)',
    );
    expect(() => rewrite('nothing')).toThrow(/^demo: \.docusaurus\/demo\.js .*0 of 0 entries/);
  });

  it('expectShape throws the same error when its condition fails', () => {
    expect(() => expectShape('demo', 'x.json', true, 'never')).not.toThrow();
    expect(() => expectShape('demo', 'x.json', false, 'no `docs`')).toThrow('demo: x.json is not in the shape it rewrites: no `docs`; review plugins/upstream');
  });
});
